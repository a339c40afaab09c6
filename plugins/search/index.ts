/**
 * Docusaurus plugin that runs ./loader.cjs over DocSearch's modal so that its
 * error screen ("Unable to fetch results") and its "Try searching for"
 * suggestions appear as the spec says, and ./button-loader.cjs over its
 * search button so that the button's visible words are in its name.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const modalModulePattern = /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]DocSearchModal\.js$/;
export const buttonModulePattern = /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]DocSearchButton\.js$/;

export default function docsearchErrorScreenPlugin(): Plugin {
  return {
    name: 'docsearch-fixes',
    configureWebpack() {
      return {
        module: {
          rules: [
            {test: modalModulePattern, use: [{loader: path.join(__dirname, 'loader.cjs')}]},
            {test: buttonModulePattern, use: [{loader: path.join(__dirname, 'button-loader.cjs')}]},
          ],
        },
      };
    },
  };
}
