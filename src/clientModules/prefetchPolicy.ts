/**
 * Which visible links prefetch their page, and how.
 *
 * Docusaurus prefetches the route chunks of every internal link that scrolls
 * into view. On a docs page that includes the twenty-odd visible sidebar
 * links: about 170 KB gzip fetched on every page view, almost all of it for
 * pages the reader never opens. Sidebar links load on intent instead (hover
 * or touch, which Docusaurus' Link already handles with `preload`), while
 * links in the page itself, such as "Next" and links between guides, keep
 * prefetching. Slow connections and data saver still skip all prefetching.
 *
 * Links report themselves when they scroll into view, all in one task: on an
 * API page with hundreds of links, deciding and adding the prefetch `<link>`s
 * there was a task of several hundred milliseconds on a slowed phone CPU,
 * right after hydration. Each decision now runs on its own at idle time and
 * finds the links to its route with one selector.
 *
 * Docusaurus adds a `<link rel=prefetch>` for every chunk of the route and of
 * each layout route above it, whether the page has loaded it or not: on an API
 * page, about 500 such elements for some 30 links on screen, each one an
 * insertion into the head (at 4x CPU, 150 ms of one idle task on
 * taking-photos) and a fetch from the cache. Here a route's chunks are looked
 * up the same way (its matched routes' chunk names), and only a chunk neither
 * loaded nor asked for yet gets a `<link>`. The chunk's URL comes from the
 * bundler runtime function Docusaurus' own prefetch uses, a private one: when
 * it is missing, Docusaurus' prefetch runs as it is, and the end-to-end test
 * of the rule (budgets.spec.ts) fails on the duplicates (ARCHITECTURE.md,
 * "Performance").
 */
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {matchRoutes} from 'react-router-config';
import {intentOnlyAreas, routeChunkNames, shouldPrefetch, type LinkPlacement} from './prefetchRules';

function isOnScreen(element: Element): boolean {
  const {top, bottom, left, right} = element.getBoundingClientRect();
  return bottom > 0 && right > 0 && top < window.innerHeight && left < window.innerWidth;
}

function linksTo(routePath: string): LinkPlacement[] {
  return Array.from(document.querySelectorAll<HTMLAnchorElement>(`a[href="${CSS.escape(routePath)}"]`), (link) => ({
    inIntentOnlyArea: intentOnlyAreas.some((area) => link.closest(area) !== null),
    onScreen: isOnScreen(link),
  }));
}

/** Runs `task` in a task of its own once the main thread is idle (soon at the latest). */
function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, {timeout: 2000});
  else setTimeout(task, 50);
}

// Docusaurus' bundler runtime function that gives a chunk name's script URL
// (its ChunkAssetPlugin), the one its own prefetch uses.
declare const __webpack_require__: {gca?: (chunkName: string) => string | undefined};

/** Script URLs this page has asked for: prefetched here, or found among its resources. */
const requested = new Set<string>();
function isRequested(url: string): boolean {
  return requested.has(url) || performance.getEntriesByName(url).length > 0;
}

function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  return connection?.saveData === true || connection?.effectiveType?.includes('2g') === true;
}

/** Adds a `<link rel=prefetch>` for each chunk of the route the page has not loaded or asked for. */
function prefetchNewChunks(routePath: string, chunkUrl: (chunkName: string) => string | undefined): void {
  const matchedPaths = matchRoutes(routes, routePath).map(({route}) => route.path ?? '');
  for (const name of routeChunkNames(matchedPaths, routesChunkNames)) {
    const asset = chunkUrl(name);
    if (!asset || asset.includes('undefined')) continue;
    const url = new URL(asset, window.location.href).href;
    if (isRequested(url)) continue;
    requested.add(url);
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    document.head.appendChild(link);
  }
}

interface DocusaurusGlobal {
  prefetch: (routePath: string) => false | Promise<void[]>;
  preload: (routePath: string) => false | Promise<void[]>;
}

// Docusaurus assigns `window.docusaurus` after the client modules load; this
// accessor receives that object and hands links a wrapped `prefetch`.
if (typeof window !== 'undefined') {
  let wrapped: DocusaurusGlobal | undefined;
  const asked = new Set<string>();
  const supportsLinkPrefetch = document.createElement('link').relList.supports('prefetch');
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    get: () => wrapped,
    set(original: DocusaurusGlobal) {
      wrapped = Object.freeze({
        ...original,
        // Links ignore what `prefetch` returns.
        prefetch: (routePath: string) => {
          if (asked.has(routePath) || isSlowConnection()) return false;
          asked.add(routePath);
          whenIdle(() => {
            if (!shouldPrefetch(linksTo(routePath))) {
              asked.delete(routePath);
              return;
            }
            // Without link prefetch (older Safari), Docusaurus' own prefetch falls back to requests.
            const chunkUrl = typeof __webpack_require__.gca === 'function' ? __webpack_require__.gca : undefined;
            if (supportsLinkPrefetch && chunkUrl) prefetchNewChunks(routePath, chunkUrl);
            else void original.prefetch(routePath);
          });
          return false;
        },
      });
    },
  });
}
