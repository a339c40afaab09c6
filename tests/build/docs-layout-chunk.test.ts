/**
 * plugins/docs-layout-chunk: every docs page loads the docs layout as one
 * script besides the runtime, main.js and its own content; other pages do
 * not load it.
 */
import {describe, expect, it} from 'vitest';
import {chunkName} from '../../plugins/docs-layout-chunk/index';
import {defaultBuildDir, readPages, sitemapPaths} from '../../scripts/lib/builtSite';

const pages = readPages(defaultBuildDir);
const scriptsOf = (urlPath: string) => {
  // Files are found by their path without a trailing slash (`docs/api/index.html` → /docs/api).
  const page = pages.find((candidate) => candidate.urlPath === urlPath.replace(/(.)\/$/, '$1'));
  if (page === undefined) throw new Error(`no page at ${urlPath}`);
  const {$} = page;
  return $('script[src^="/assets/js/"]')
    .toArray()
    .map((element) => ($(element).attr('src') ?? '').replace(/^\/assets\/js\//, '').replace(/\.[0-9a-f]+\.js$/, ''));
};
const docsPaths = sitemapPaths(defaultBuildDir).filter((urlPath) => urlPath.startsWith('/docs/'));

describe('the docs layout chunk (plugins/docs-layout-chunk)', () => {
  it('is one of the four scripts each docs page names: runtime, main.js, the docs layout, the page', () => {
    expect(docsPaths.length).toBeGreaterThan(50);
    for (const urlPath of ['/docs/guides/taking-photos', '/docs/api/interfaces/CameraProps', '/docs/api/']) {
      expect(scriptsOf(urlPath), urlPath).toHaveLength(4);
    }
    const withoutLayout = docsPaths.filter((urlPath) => !scriptsOf(urlPath).includes(chunkName));
    expect(withoutLayout).toEqual([]);
  });

  it('is not loaded by the pages outside the docs', () => {
    for (const urlPath of ['/', '/search']) expect(scriptsOf(urlPath), urlPath).not.toContain(chunkName);
  });
});
