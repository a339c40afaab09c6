/**
 * Docusaurus plugin that runs ./loader.cjs over DocSearch's modal so that its
 * error screen ("Unable to fetch results") and its "Try searching for"
 * suggestions appear as the spec says.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const modalModulePattern = /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]DocSearchModal\.js$/;

export default function docsearchErrorScreenPlugin(): Plugin {
  return {
    name: 'docsearch-fixes',
    configureWebpack() {
      return {
        module: {
          rules: [{test: modalModulePattern, use: [{loader: path.join(__dirname, 'loader.cjs')}]}],
        },
      };
    },
  };
}
