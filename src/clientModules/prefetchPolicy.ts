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
 */
import {intentOnlyAreas, shouldPrefetch, type LinkPlacement} from './prefetchRules';

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

function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  return connection?.saveData === true || connection?.effectiveType?.includes('2g') === true;
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
            void original.prefetch(routePath);
          });
          return false;
        },
      });
    },
  });
}
