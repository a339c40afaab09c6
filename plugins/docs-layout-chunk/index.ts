/**
 * Puts the code every docs page loads into one chunk, `docs-layout`.
 *
 * Docusaurus gives each route component and route data its own chunk (the
 * docs root, the version root with its sidebars, the doc root, the doc item,
 * the plugin's data), and the bundler splits the code they share into more:
 * a docs page's first load was ten files besides main.js and its own content.
 * gzip compresses each file on its own, so the words they have in common
 * (`className`, the JSX runtime's calls, the theme's class names) were paid
 * for in each: one file of the same code is 3.5 KB gzip smaller than the ten.
 * The code that at least half of the docs pages' content chunks share (the
 * static article's client, the MDX provider) joins it, instead of being
 * repeated in each page's chunk. ARCHITECTURE.md, Performance.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {registryModules} from '../route-chunk-scripts/index';

export const chunkName = 'docs-layout';

/** The modules of the docs routes above a page: the theme's docs layout components and the docs plugin's route data. */
const layoutModule =
  /^(?:@theme\/(?:DocsRoot|DocVersionRoot|DocRoot|DocItem)|@generated\/docusaurus-plugin-content-docs\/[^/]+\/(?:__plugin\.json|p\/[^/]+\.json))$/;
/** The content modules of docs pages. */
const docsPageModule = /^@site\/docs\//;

/** The route chunk names of the docs layout and of the docs pages, from the generated registry. */
export function docsRouteChunks(registrySource: string): {layout: Set<string>; pages: Set<string>} {
  const entries = [...registryModules(registrySource)];
  const namesOf = (module: RegExp) => new Set(entries.filter(([, name]) => module.test(name)).map(([chunk]) => chunk));
  return {layout: namesOf(layoutModule), pages: namesOf(docsPageModule)};
}

const inChunks =
  (names: ReadonlySet<string>) =>
  (chunk: {name?: string | null}): boolean =>
    typeof chunk.name === 'string' && names.has(chunk.name);

export default function docsLayoutChunkPlugin(context: LoadContext): Plugin {
  const registryPath = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'docs-layout-chunk',
    configureWebpack(_config, isServer) {
      // The server bundle is one file.
      if (isServer) return {};
      // Docusaurus writes the registry before it configures the bundler.
      const {layout, pages} = docsRouteChunks(existsSync(registryPath) ? readFileSync(registryPath, 'utf8') : '');
      if (layout.size === 0) throw new Error(`docs-layout-chunk: no docs layout module found in ${registryPath}; has its format changed?`);
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              // Below Docusaurus's one stylesheet (priority 50), so CSS stays in it; above its `common` group (40).
              docsLayout: {name: chunkName, chunks: inChunks(layout), enforce: true, priority: 45},
              docsShared: {
                name: chunkName,
                chunks: inChunks(pages),
                minChunks: Math.max(2, Math.ceil(pages.size / 2)),
                enforce: true,
                priority: 44,
              },
            },
          },
        },
      };
    },
  };
}
