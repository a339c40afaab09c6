/**
 * What Docusaurus' `Link` does for a link, done once for every link inside the
 * static blocks of an article, which React does not render in the browser
 * (`staticArticle.tsx`): a click goes through the router (no page load), the
 * pointer or a touch on it preloads the page, and its coming on screen asks
 * for a prefetch (the policy is `src/clientModules/prefetchPolicy.ts`).
 * Listeners on the document and one observer, instead of one observer per
 * link.
 */

/** What the router needs from `useHistory()`. */
export interface RouterHistory {
  push: (path: string) => void;
  replace: (path: string) => void;
}

interface DocusaurusGlobal {
  prefetch: (routePath: string) => unknown;
  preload: (routePath: string) => unknown;
}

/** A URL with a scheme or a protocol-relative one: `Link` opens those in a new tab, not through the router. */
const externalUrl = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * The path `Link` gives the router for this link, when it would use the router:
 * a site path, not a fragment of this page, opened in this tab, not a download.
 */
export function routerPath(link: HTMLAnchorElement): string | undefined {
  const href = link.getAttribute('href');
  if (href === null || href === '' || href.startsWith('#') || externalUrl.test(href)) return undefined;
  const target = link.getAttribute('target');
  if ((target !== null && target !== '' && target !== '_self') || link.hasAttribute('download')) return undefined;
  return href;
}

/** A click the router takes over: the main button, no modifier key, not handled already. */
export function isPlainClick(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

function docusaurus(): DocusaurusGlobal | undefined {
  return (window as Window & {docusaurus?: DocusaurusGlobal}).docusaurus;
}

/**
 * Gives the links inside `isStatic` blocks the router's behaviour until the
 * returned function is called.
 */
export function handleStaticLinks(
  isStatic: (element: Element) => boolean,
  history: RouterHistory,
  links: () => HTMLAnchorElement[],
): () => void {
  const preloaded = new Set<string>();

  const staticLinkOf = (target: EventTarget | null): {link: HTMLAnchorElement; path: string} | undefined => {
    const link = target instanceof Element ? target.closest('a') : null;
    if (link === null) return undefined;
    let block: Element | null = link;
    while (block !== null && !isStatic(block)) block = block.parentElement;
    const path = block === null ? undefined : routerPath(link);
    return path === undefined ? undefined : {link, path};
  };

  const onClick = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    const found = staticLinkOf(event.target);
    if (!found) return;
    event.preventDefault();
    const {pathname, search, hash} = found.link;
    const next = `${pathname}${search}${hash}`;
    // As React Router's link: going to where the visitor is replaces the entry.
    if (next === `${window.location.pathname}${window.location.search}${window.location.hash}`) history.replace(next);
    else history.push(next);
  };
  const onIntent = (event: Event) => {
    const found = staticLinkOf(event.target);
    if (!found || preloaded.has(found.path)) return;
    preloaded.add(found.path);
    void docusaurus()?.preload(found.path);
  };

  document.addEventListener('click', onClick);
  document.addEventListener('mouseover', onIntent, {passive: true});
  document.addEventListener('touchstart', onIntent, {passive: true});

  // Links coming on screen ask for a prefetch, once each; observed from idle time on.
  let observer: IntersectionObserver | undefined;
  const observe = () => {
    if (typeof IntersectionObserver !== 'function') return;
    const paths = new Map<Element, string>();
    for (const link of links()) {
      const path = routerPath(link);
      if (path !== undefined) paths.set(link, path);
    }
    observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting && entry.intersectionRatio <= 0) continue;
        observer?.unobserve(entry.target);
        void docusaurus()?.prefetch(paths.get(entry.target)!);
      }
    });
    for (const link of paths.keys()) observer.observe(link);
  };
  const idleSupported = typeof window.requestIdleCallback === 'function';
  const idle = idleSupported ? window.requestIdleCallback(observe, {timeout: 2000}) : setTimeout(observe, 50);

  return () => {
    document.removeEventListener('click', onClick);
    document.removeEventListener('mouseover', onIntent);
    document.removeEventListener('touchstart', onIntent);
    if (idleSupported) window.cancelIdleCallback(idle as number);
    else clearTimeout(idle);
    observer?.disconnect();
  };
}
