/**
 * Where a docs page's Markdown twin is served. Shared by the build plugin that
 * writes the twins and by the page's "Copy page as Markdown" button, so both
 * follow one rule: drop the trailing slash, add `.md`.
 *
 *   /docs/guides/taking-photos  ->  /docs/guides/taking-photos.md
 *   /docs/guides                ->  /docs/guides.md
 *   /docs/api/                  ->  /docs/api.md
 *
 * Browser-safe: no Node imports.
 */
export function markdownTwinPath(permalink: string): string {
  const withoutSlash = permalink.replace(/\/+$/, '');
  return `${withoutSlash === '' ? '/index' : withoutSlash}.md`;
}
