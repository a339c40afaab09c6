// Side-effect style module of DocSearch (CSS only, no exports).
declare module '@docsearch/react/style';

// A file's text, through plugins/raw-source (`import text from '!!./file.tsx?raw'`).
declare module '*?raw' {
  const source: string;
  export default source;
}

// The docs pages' URLs and titles, written by plugins/not-found-suggestions.
declare module '@generated/not-found-suggestions/default/pages.json' {
  const pages: {url: string; title: string}[];
  export default pages;
}
