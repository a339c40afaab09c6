/**
 * Keeps every doc's title and description out of the docs pages' first load.
 *
 * The docs plugin gives its version route one props file (`p/docs-<hash>.json`)
 * holding the sidebars and a map of every doc with its title and description.
 * Every docs page loads it; the map was three quarters of it (about 3.7 KB gzip
 * of 5). Only the theme's DocCard (category cards) reads the map, through
 * `useDocById`, and this site renders no card: the file reaches both bundles
 * with an empty map (`strip.cjs`), so a page that starts rendering a card fails
 * the build (the hook throws while the page is rendered), not the visitor.
 * ARCHITECTURE.md, Performance.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The route props files the docs plugin writes, one per version. */
export const versionPropsFile = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

export default function leanDocsVersionPlugin(): Plugin {
  return {
    name: 'lean-docs-version',
    configureWebpack() {
      // Server and browser alike: the server render must see what the browser sees.
      return {module: {rules: [{test: versionPropsFile, use: [{loader: path.join(__dirname, 'strip.cjs')}]}]}};
    },
  };
}
