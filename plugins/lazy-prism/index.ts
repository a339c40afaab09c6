/**
 * Moves Prism out of the main bundle.
 *
 * The classic theme registers the extra Prism languages from a client module,
 * which puts prism-react-renderer (grammar core and all languages, about 35 KB
 * gzip) into the JavaScript every page loads first, the home page included.
 * This plugin swaps that client module for an empty one; the languages are
 * registered instead where code blocks are highlighted in the browser
 * (src/theme/CodeBlock/Content/Highlighted, a lazy chunk),
 * so Prism arrives only when a block must be highlighted in the browser.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {browserAlias} from '../lib/browserAlias';

/** The client module of @docusaurus/theme-classic that eagerly loads Prism. */
export function eagerPrismModule(): string {
  const themeEntry = require.resolve('@docusaurus/theme-classic');
  return path.join(path.dirname(themeEntry), 'prism-include-languages');
}

export const emptyModule = path.join(__dirname, 'empty.js');

export default function lazyPrismPlugin(): Plugin {
  return {
    name: 'lazy-prism',
    configureWebpack: browserAlias(eagerPrismModule(), emptyModule),
  };
}
