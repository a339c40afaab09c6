/**
 * Keeps the route registry's module names out of the browser bundle.
 *
 * Docusaurus' generated registry (`.docusaurus/registry.js`, in every page's
 * main bundle) gives each route chunk its loader, its module name and its
 * module id. The name (`@site/docs/guides/taking-photos.mdx`, …) is read only
 * by the server render, which reports the modules a page used so its HTML can
 * name their chunks; in the browser react-loadable never reads it. The browser
 * bundle gets the registry with empty names (`strip.cjs`; about 0.5 KB gzip of
 * main.js). ARCHITECTURE.md, Performance.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function leanRegistryPlugin(context: LoadContext): Plugin {
  const registryFile = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'lean-registry',
    configureWebpack(_config, isServer) {
      // The server render reports the module names: it keeps them.
      if (isServer) return {};
      return {module: {rules: [{test: (file: string) => file === registryFile, use: [{loader: path.join(__dirname, 'strip.cjs')}]}]}};
    },
  };
}
