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

declare module '@generated/code-links/default/snippets.json' {
  /** `src/snippets/x.tsx` → its packed code links (plugins/code-links). */
  const links: Record<string, string>;
  export default links;
}

// A code block's links to the API reference, packed (plugins/code-links/shared/format.ts); MDX passes them
// to the blocks of the guides, the home page to its example.
declare module '@theme/CodeBlock' {
  export interface Props {
    codeLinks?: string;
  }
}
