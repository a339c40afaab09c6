/**
 * Keeps tslib's unused helpers out of the main bundle.
 *
 * `@docusaurus/utils-common`, which every page's main bundle includes, is
 * CommonJS and calls one tslib helper (`__importDefault`) through
 * `require('tslib')`; a `require` keeps every export of the module it gets, so
 * the whole of tslib (about 4 KB gzip) came with it. For that one module, and
 * in the browser bundle only, `tslib` resolves to `helpers.mjs`, which
 * re-exports from tslib just the helpers it calls; the unit test beside this
 * file fails if the module starts calling another one.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The compiled entry of @docusaurus/utils-common: the module whose `require('tslib')` is redirected. */
export function utilsCommonEntry(): string {
  return require.resolve('@docusaurus/utils-common');
}

export const helpersModule = path.join(__dirname, 'helpers.mjs');

export default function leanTslibPlugin(): Plugin {
  return {
    name: 'lean-tslib',
    configureWebpack(_config, isServer) {
      // The server bundle keeps tslib as it is: it costs no visitor bytes.
      if (isServer) return {};
      // A rule's `resolve` applies to the requests of the modules it matches; a
      // string matches a module's path by its start, and this path is a file's.
      return {module: {rules: [{test: utilsCommonEntry(), resolve: {alias: {tslib$: helpersModule}}}]}};
    },
  };
}
