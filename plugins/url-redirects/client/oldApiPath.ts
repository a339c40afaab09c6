/**
 * Browser side of the URL rules (ARCHITECTURE.md, "URL rules"):
 * the not-found page uses it for old API paths that have no redirect page, a
 * name this version does not export, or any old path under `npm start`, which
 * writes no redirect pages.
 */

export const apiIndexPath = '/docs/api/';

/** A member's anchor: its name in lower case (the anchor rule, kept from the previous site). */
export const memberAnchor = (name: string): string => name.toLowerCase();

/**
 * Where a path under one of the previous site's per-declaration folders leads:
 * the member's anchor on the API index, which lands on the index itself when
 * no member has that name. `undefined` for any other path.
 */
export function oldApiPathTarget(pathname: string): string | undefined {
  const match = /^\/docs\/api\/(functions|type-aliases|variables)\/([^/]+?)(?:\.html|\/index\.html|\/)?$/.exec(pathname);
  if (!match) return undefined;
  let name = match[2]!;
  try {
    name = decodeURIComponent(name);
  } catch {
    // Keep the name as typed.
  }
  return `${apiIndexPath}#${memberAnchor(name)}`;
}
