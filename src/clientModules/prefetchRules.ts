/**
 * The decisions of the prefetch policy (prefetchPolicy.ts), kept apart from
 * the browser code that acts on them so that they can be tested alone.
 */
import type {ChunkNames, RouteChunkNames} from '@docusaurus/types';

/** Areas whose links wait for hover or touch. */
export const intentOnlyAreas = ['.theme-doc-sidebar-container', '.navbar-sidebar'];

export interface LinkPlacement {
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

/**
 * The chunk names of a page: those of every route its path matches (the
 * page and the layout routes above it), found under the route's path in
 * `chunkNames`, whose keys end with a hash. Each name appears once.
 */
export function routeChunkNames(matchedPaths: readonly string[], chunkNames: RouteChunkNames): string[] {
  const paths = new Set(matchedPaths);
  const names = new Set<string>();
  const collect = (value: string | ChunkNames | ChunkNames[]): void => {
    if (typeof value === 'string') names.add(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else Object.values(value).forEach(collect);
  };
  for (const [hashedPath, chunks] of Object.entries(chunkNames)) {
    if (paths.has(hashedPath.replace(/-[^-]+$/, ''))) collect(chunks);
  }
  return [...names];
}
