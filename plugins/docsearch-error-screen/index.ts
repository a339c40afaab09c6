/**
 * Docusaurus plugin that runs ./loader.cjs over DocSearch's modal so that its
 * "Unable to fetch results" screen appears when search fails.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const modalModulePattern = /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]DocSearchModal\.js$/;

export default function docsearchErrorScreenPlugin(): Plugin {
  return {
    name: 'docsearch-error-screen',
    configureWebpack() {
      return {
        module: {
          rules: [{test: modalModulePattern, use: [{loader: path.join(__dirname, 'loader.cjs')}]}],
        },
      };
    },
  };
}
