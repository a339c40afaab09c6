/**
 * Lists each page's route chunks as deferred scripts in its HTML.
 *
 * Docusaurus writes a page's HTML with the scripts of the modules its render
 * used, looked up in a client manifest by module name ("@theme/DocItem",
 * "@site/docs/guides/x.mdx"). Under webpack 5 and Rspack the manifest keys its
 * chunks by chunk name instead, so no lookup matches and every page lists
 * only the runtime and main.js: the browser learns about the page's own
 * chunks (its layout, its content) only after main.js has been downloaded and
 * run, and then adds a script element for each, inside main.js's task
 * (ARCHITECTURE.md, "Performance"). This plugin adds the module names to the
 * manifest as soon as the client bundle is written, from the route registry
 * that pairs each chunk name with its module name and from the bundler's chunk
 * group of that name (the chunks its import loads), so the HTML lists those
 * chunks and the browser fetches them with main.js. The runtime finds a
 * chunk's script already in the page and waits for it instead of adding one.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

interface ClientManifest {
  entrypoints: string[];
  origins: Record<string, (string | number)[]>;
  assets: Record<string, unknown>;
}

/**
 * Chunk name → module name, from the generated registry, whose entries read
 * `"<chunk>": [() => import(/* webpackChunkName: "<chunk>" *\/ "<module>"), "<module>", …]`.
 */
export function registryModules(registrySource: string): Map<string, string> {
  const entry = /^\s*"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "[^"]+"\), "([^"]+)",/gm;
  return new Map([...registrySource.matchAll(entry)].map(([, chunkName, moduleName]) => [chunkName!, moduleName!]));
}

/**
 * The manifest with each registry module name pointing at the chunks its
 * import loads: the chunks of the chunk group its chunk name names (a group's
 * own chunk may have been merged away, ../docs-layout-chunk).
 */
export function withModuleOrigins(
  manifest: ClientManifest,
  modules: Map<string, string>,
  groupChunks: Map<string, (string | number)[]>,
): ClientManifest {
  const origins = {...manifest.origins};
  for (const [chunkName, moduleName] of modules) {
    const chunks = groupChunks.get(chunkName);
    if (chunks) origins[moduleName] = chunks;
  }
  return {...manifest, origins};
}

/** The bundler's view of the chunk groups that `import()` calls with a chunk name create. */
interface NamedChunkGroups {
  namedChunkGroups: ReadonlyMap<string, {chunks: readonly {ids: readonly (string | number)[] | null}[]}>;
}

/** Chunk group name → the ids of the chunks that load with it. */
export function chunkGroupIds({namedChunkGroups}: NamedChunkGroups): Map<string, (string | number)[]> {
  return new Map([...namedChunkGroups].map(([name, group]) => [name, group.chunks.flatMap((chunk) => chunk.ids ?? [])]));
}

export default function routeChunkScriptsPlugin(context: LoadContext): Plugin {
  // The paths Docusaurus writes the client manifest and the registry to.
  const manifestPath = path.join(context.generatedFilesDir, 'client-manifest.json');
  const registryPath = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'route-chunk-scripts',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        plugins: [
          {
            apply(compiler: {hooks: {afterEmit: {tap: (name: string, run: (compilation: NamedChunkGroups) => void) => void}}}) {
              // After emit: the manifest is written during emit; pages are rendered after both bundles.
              compiler.hooks.afterEmit.tap('route-chunk-scripts', (compilation) => {
                // The development server writes no manifest.
                if (!existsSync(manifestPath)) return;
                const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ClientManifest;
                const modules = registryModules(readFileSync(registryPath, 'utf8'));
                if (modules.size === 0) throw new Error(`route-chunk-scripts: no chunk found in ${registryPath}; has its format changed?`);
                writeFileSync(manifestPath, JSON.stringify(withModuleOrigins(manifest, modules, chunkGroupIds(compilation))));
              });
            },
          },
        ],
      };
    },
  };
}
