/**
 * Which old or mistyped URL goes where. Pure functions over the manifest the
 * TypeDoc side writes (typedoc.mjs), so a version bump changes the redirects
 * with the typings. The rules: ARCHITECTURE.md, "URL rules".
 */
import {apiIndexPath, memberAnchor} from './client/oldApiPath';

/** Exported names by the previous site's folder (`classes`, `functions`, …), as typedoc.mjs writes them. */
export type ApiManifest = Record<string, string[]>;

export interface Redirect {
  /** URL path that has no page of its own (no trailing slash). */
  from: string;
  /** Where it leads: a page path, with the member's anchor where there is one. */
  to: string;
}

/** Folders whose declarations the previous site gave pages and ours documents on the API index. */
const indexMemberFolders = ['functions', 'type-aliases', 'variables'] as const;
/** Folders whose declarations have a page here too, at the same path. */
const pageFolders = ['classes', 'interfaces'] as const;

/**
 * Guides the previous site had and our guide list has not, and the guide that
 * covers each topic now.
 */
export const retiredGuides: Redirect[] = [
  {
    from: '/docs/guides/frame-processors-plugins-expo',
    to: '/docs/guides/frame-processors-plugins-final#expo-config-plugin-for-a-plugin-library',
  },
  {from: '/docs/guides/vision-camera-v5', to: '/docs/guides#which-version-these-docs-cover'},
];

/** Paths of the site with no page of their own: `/docs` leads to the getting-started guide. */
const siteRedirects: Redirect[] = [{from: '/docs', to: '/docs/guides'}];

/** Every redirect the build writes, sorted by source path (code points, so the same everywhere), each source once. */
export function redirectsFor(manifest: ApiManifest, pageRedirects: Redirect[] = [...siteRedirects, ...retiredGuides]): Redirect[] {
  const byFrom = new Map<string, string>();
  const add = (from: string, to: string) => {
    if (!byFrom.has(from)) byFrom.set(from, to);
  };
  for (const folder of indexMemberFolders) {
    for (const name of manifest[folder] ?? []) {
      const to = `${apiIndexPath}#${memberAnchor(name)}`;
      add(`/docs/api/${folder}/${name}`, to);
      add(`/docs/api/${folder}/${name.toLowerCase()}`, to);
    }
  }
  for (const folder of pageFolders) {
    for (const name of manifest[folder] ?? []) {
      const page = `/docs/api/${folder}/${name}`;
      const lower = `/docs/api/${folder}/${name.toLowerCase()}`;
      if (lower !== page) add(lower, page);
    }
  }
  for (const {from, to} of pageRedirects) add(from, to);
  return [...byFrom].map(([from, to]) => ({from, to})).sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}
