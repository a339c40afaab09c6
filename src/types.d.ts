// Side-effect style module of DocSearch (CSS only, no exports).
declare module '@docsearch/react/style';

// A file's text, through plugins/raw-source (`import text from '!!./file.tsx?raw'`).
declare module '*?raw' {
  const source: string;
  export default source;
}
