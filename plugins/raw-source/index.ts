/**
 * Docusaurus plugin: `import source from '!!../snippets/example.tsx?raw'` gives
 * the file's text as a string, so a page can show code that lives in a real,
 * type-checked module (src/snippets, see scripts/check-snippets.ts).
 * The `!!` prefix keeps the site's own loaders (SWC) off that import; the rule
 * below turns the untouched file into a string export.
 */
import type {Plugin} from '@docusaurus/types';

export default function rawSourcePlugin(): Plugin {
  return {
    name: 'raw-source',
    configureWebpack() {
      return {module: {rules: [{resourceQuery: /(^|[?&])raw($|&)/, type: 'asset/source'}]}};
    },
  };
}
