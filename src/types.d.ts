// Side-effect style module of DocSearch (CSS only, no exports).
declare module '@docsearch/react/style';
