/**
 * Marks the scripts a page load runs for eager compilation.
 *
 * V8 compiles a function lazily, on the main thread, the first time it is
 * called, unless the script asked for eager compilation: a file that starts
 * with the comment `//# allFunctionsCalledOnLoad` (Chromium 136 and later) has
 * all its functions compiled while it streams in, on a background thread.
 * Nearly every function of main.js and of a page's route chunks runs while
 * the page starts (React DOM, the router, the theme, the page's components),
 * and their lazy compilation made main.js's run the longest task of a page
 * load (ARCHITECTURE.md, "Performance"). Chunks loaded only on intent (the
 * search dialog) or as a fallback (the diagram renderer) stay lazy: most of
 * their functions never run, and compiling them all would only cost memory.
 * Other browsers ignore the comment.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The magic comment, on a line of its own at the very start of a file. */
export const compileHint = '//# allFunctionsCalledOnLoad\n';

interface ChunkGroupLike {
  isInitial(): boolean;
  /** Where the group is imported from: a route chunk's import is in the route registry. */
  origins: readonly {module?: {resource?: string} | null}[];
  getFiles(): string[];
}

/** Whether the route registry imports the group: a route's component or data. */
function isRouteChunkGroup(group: ChunkGroupLike, registryPath: string): boolean {
  return group.origins.some(({module}) => module?.resource === registryPath);
}

/**
 * The JavaScript files a page load runs: the entry's (runtime, main.js) and
 * those of each route chunk group (a route's component or data, with the
 * shared chunks it needs), which the route registry imports and a page load
 * fetches with its route.
 */
export function pageLoadScripts(groups: Iterable<ChunkGroupLike>, registryPath: string): Set<string> {
  const files = new Set<string>();
  for (const group of groups) {
    if (!group.isInitial() && !isRouteChunkGroup(group, registryPath)) continue;
    for (const file of group.getFiles()) if (file.endsWith('.js')) files.add(file);
  }
  return files;
}

export default function compileHintsPlugin(context: LoadContext): Plugin {
  const registryPath = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'compile-hints',
    configureWebpack(_config, isServer, {currentBundler}) {
      // The server bundle runs in Node.js, once per build.
      if (isServer) return {};
      const {Compilation, sources} = currentBundler.instance;
      return {
        plugins: [
          {
            apply(compiler) {
              compiler.hooks.thisCompilation.tap('compile-hints', (compilation) => {
                // After minification (which drops comments), before the content hashes are computed.
                const stage = Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1;
                compilation.hooks.processAssets.tap({name: 'compile-hints', stage}, () => {
                  const groups = compilation.chunkGroups as unknown as ChunkGroupLike[];
                  // Fails loudly if route chunks stop coming from the registry (a Docusaurus change).
                  if (!groups.some((group) => isRouteChunkGroup(group, registryPath)))
                    throw new Error(
                      `compile-hints: no chunk group is imported from ${registryPath}; has Docusaurus moved its route registry?`,
                    );
                  for (const file of pageLoadScripts(groups, registryPath)) {
                    compilation.updateAsset(file, (source) => new sources.ConcatSource(compileHint, source));
                  }
                });
              });
            },
          },
        ],
      };
    },
  };
}
