/**
 * Which visible links prefetch their page.
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

/** Areas whose links wait for hover or touch. */
export const intentOnlyAreas = ['.theme-doc-sidebar-container', '.navbar-sidebar'];

interface LinkPlacement {
  /** Whether the link sits inside one of the intent-only areas. */
  inIntentOnlyArea: boolean;
  /** Whether the link is in the viewport now. */
  onScreen: boolean;
}

/**
 * Links prefetch when they scroll into view, so the link that asked is on
 * screen: prefetch when an on-screen link to the route sits outside the
 * intent-only areas (a "Next" link further down asks again when it is seen).
 */
export function shouldPrefetch(links: LinkPlacement[]): boolean {
  return links.length === 0 || links.some((link) => link.onScreen && !link.inIntentOnlyArea);
}

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

interface DocusaurusGlobal {
  prefetch: (routePath: string) => false | Promise<void[]>;
  preload: (routePath: string) => false | Promise<void[]>;
}

// Docusaurus assigns `window.docusaurus` after the client modules load; this
// accessor receives that object and hands links a wrapped `prefetch`.
if (typeof window !== 'undefined') {
  let wrapped: DocusaurusGlobal | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    get: () => wrapped,
    set(original: DocusaurusGlobal) {
      wrapped = Object.freeze({
        ...original,
        // Links ignore what `prefetch` returns.
        prefetch: (routePath: string) => {
          whenIdle(() => {
            if (shouldPrefetch(linksTo(routePath))) void original.prefetch(routePath);
          });
          return false;
        },
      });
    },
  });
}

export {};
