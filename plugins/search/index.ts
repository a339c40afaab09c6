/**
 * The site's search, in one plugin (see ARCHITECTURE.md):
 *
 * - build/: after the build, DocSearch records for every docs page and, in
 *   local mode, the MiniSearch index the browser loads (`writeSearchAssets`).
 * - docsearch/: bundle-time patches of @docsearch/react, and a guard that
 *   fails the build if any copy of its modal or button is left unpatched.
 * - shared/: pure modules both sides use (engine, terms, constants). This is
 *   the only folder browser code may import from outside client/ and theme/.
 * - early-keys/: the inline script that holds search shortcuts pressed before
 *   hydration; client/earlyKeys hands them to the search bar.
 * - client/ and theme/: the browser side. theme/ is this plugin's theme path,
 *   so `@theme/SearchBar` and `@theme/SearchPage` are ours, in place of
 *   @docusaurus/theme-search-algolia's (plugins override the preset's themes).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {writeSearchAssets, type SearchMode} from './build/writeIndex';
import {earlyKeysInlineScript} from './early-keys/inlineScript';

export interface SearchPluginOptions {
  /** `local`: build the in-browser index; `algolia`: records only, the hosted index answers. */
  mode: SearchMode;
}

/** Every file of @docsearch/react, whichever entry point or build (esm, umd) the import resolves to. */
export const docSearchReactFile = /[\\/]@docsearch[\\/]react[\\/].*\.[cm]?js$/;
/** Every script of any @docsearch package: the guard checks them all. */
export const docSearchAnyScript = /[\\/]@docsearch[\\/].*\.[cm]?js$/;

const themePath = path.join(__dirname, 'theme');

export default function searchPlugin(_context: LoadContext, options: SearchPluginOptions): Plugin {
  return {
    name: 'search',
    getThemePath: () => themePath,
    // The theme is TypeScript already; the same folder serves `swizzle --typescript`.
    getTypeScriptThemePath: () => themePath,
    configureWebpack() {
      return {
        module: {
          rules: [
            {test: docSearchReactFile, use: [{loader: path.join(__dirname, 'docsearch', 'loader.cjs')}]},
            // `post`: runs after every other loader, on the code that reaches the bundle.
            {test: docSearchAnyScript, enforce: 'post', use: [{loader: path.join(__dirname, 'docsearch', 'guard.cjs')}]},
          ],
        },
      };
    },
    injectHtmlTags() {
      // In <head>, so the search shortcuts are held from the first paint (early-keys/).
      return {headTags: [{tagName: 'script', innerHTML: earlyKeysInlineScript()}]};
    },
    async postBuild(props) {
      await writeSearchAssets(props, options.mode);
    },
  };
}
