/**
 * Keeps the docs plugin's data about every doc out of every page's first load.
 *
 * The docs plugin gives its version route one props file (`p/docs-<hash>.json`)
 * holding the sidebars and a map of every doc with its title and description.
 * Every docs page loads it; the map was three quarters of it (about 3.7 KB gzip
 * of 5). Only the theme's DocCard (category cards) reads the map, through
 * `useDocById`. The plugin's global data (in every page's main bundle) lists
 * each version's docs with their paths (about 0.6 KB gzip), which only the
 * navbar's doc and version items and the version banner read, to find the
 * doc a path shows. This site renders none of them: both files reach both
 * bundles without that data (`strip.cjs`), so a page that starts rendering
 * one fails the build (the data it reads is not there while the page is
 * rendered), not the visitor. ARCHITECTURE.md, Performance.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The route props files the docs plugin writes, one per version. */
export const versionPropsFile = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

export default function leanDocsVersionPlugin(context: LoadContext): Plugin {
  const globalDataFile = path.join(context.generatedFilesDir, 'globalData.json');
  // The rule says which of the two files the loader strips.
  const strip = (file: 'version props' | 'global data') => [{loader: path.join(__dirname, 'strip.cjs'), options: {file}}];
  const rules = [
    {test: versionPropsFile, use: strip('version props')},
    {test: (file: string) => file === globalDataFile, use: strip('global data')},
  ];
  return {
    name: 'lean-docs-version',
    configureWebpack() {
      // Server and browser alike: the server render must see what the browser sees.
      return {module: {rules}};
    },
  };
}
