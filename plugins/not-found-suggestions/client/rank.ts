/**
 * Which pages a not-found path most likely meant. A path is compared with each
 * page's URL as a whole (`guide/` for `guides/`, a wrong case), by its last
 * segment (a typo, a missing or extra `s`) and with the page's title
 * (`camera-devices` for "Camera Devices").
 */

export interface PageEntry {
  url: string;
  title: string;
}

/** Lower case, no `.html`, `/index.html` or trailing slash. */
export function normalisePath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: compare the path as typed.
  }
  const clean = decoded
    .toLowerCase()
    .replace(/\/index\.html$/, '')
    .replace(/\.html$/, '')
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '');
  return clean === '' ? '/' : clean;
}

const lastSegment = (path: string): string => path.slice(path.lastIndexOf('/') + 1);
const parentOf = (path: string): string => path.slice(0, path.lastIndexOf('/'));
const slugOf = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Edit distance (insertions, deletions, substitutions). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** How far a typed path is from a page: 0 is the same page in another case. */
export function distanceToPage(typedPath: string, page: PageEntry): number {
  const typed = normalisePath(typedPath);
  const url = normalisePath(page.url);
  const typedLast = lastSegment(typed);
  const sameFolder = parentOf(typed) === parentOf(url);
  const byPath = editDistance(typed, url);
  const bySegment = editDistance(typedLast, lastSegment(url)) + (sameFolder ? 0 : 1);
  // API page titles read "Interface: CameraProps"; the name is what a path would hold.
  const byTitle = editDistance(slugOf(typedLast), slugOf(page.title.replace(/^(Class|Interface):\s*/, ''))) + 1;
  return Math.min(byPath, bySegment, byTitle);
}

/** The pages within reach of a typed path, closest first, at most `limit`. */
export function rankPages(typedPath: string, pages: PageEntry[], limit = 5): PageEntry[] {
  const typedLast = lastSegment(normalisePath(typedPath));
  // Short names allow two edits, longer ones about one in three characters.
  const tolerance = Math.max(2, Math.floor(typedLast.length / 3));
  return pages
    .map((page, order) => ({page, order, distance: distanceToPage(typedPath, page)}))
    .filter(({distance}) => distance <= tolerance)
    .sort((a, b) => a.distance - b.distance || a.order - b.order)
    .slice(0, limit)
    .map(({page}) => page);
}

/** Path parts that name a section, not a topic. */
const sectionWords = new Set([
  'docs',
  'doc',
  'guides',
  'guide',
  'api',
  'classes',
  'interfaces',
  'functions',
  'type-aliases',
  'variables',
  'index',
  'html',
]);

/** The words of a path worth searching for: `/docs/guides/taking-photo` → `taking photo`. */
export function searchWordsOf(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Keep the path as typed.
  }
  return decoded
    .split('/')
    .filter((segment) => segment !== '' && !sectionWords.has(segment.toLowerCase()))
    .flatMap((segment) => segment.replace(/\.html?$/i, '').split(/[-_.\s]+/))
    .filter((word) => word !== '')
    .join(' ');
}
