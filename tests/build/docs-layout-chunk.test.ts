/**
 * plugins/docs-layout-chunk: every docs page loads the docs layout as one
 * script besides the runtime, main.js and its own content; other pages do
 * not load it.
 */
import {describe, expect, it} from 'vitest';
import {chunkName as docsLayoutChunk} from '../../plugins/docs-layout-chunk/index';
import {defaultBuildDir, sitemapPaths} from '../../scripts/lib/builtSite';
import {chunkName, htmlAssets} from '../../scripts/lib/bundle';

/** The chunks a page's HTML names, by name (`main.js`, `docs-layout.js`, …). */
const scriptsOf = (urlPath: string) => htmlAssets(defaultBuildDir, urlPath).js.map((asset) => chunkName(asset.url));
const layoutScript = `${docsLayoutChunk}.js`;
const docsPaths = sitemapPaths(defaultBuildDir).filter((urlPath) => urlPath.startsWith('/docs/'));

describe('the docs layout chunk (plugins/docs-layout-chunk)', () => {
  it('is one of the four scripts each docs page names: runtime, main.js, the docs layout, the page', () => {
    expect(docsPaths.length).toBeGreaterThan(50);
    for (const urlPath of ['/docs/guides/taking-photos', '/docs/api/interfaces/CameraProps', '/docs/api/']) {
      expect(scriptsOf(urlPath), urlPath).toHaveLength(4);
    }
    const withoutLayout = docsPaths.filter((urlPath) => !scriptsOf(urlPath).includes(layoutScript));
    expect(withoutLayout).toEqual([]);
  });

  it('is not loaded by the pages outside the docs', () => {
    for (const urlPath of ['/', '/search']) expect(scriptsOf(urlPath), urlPath).not.toContain(layoutScript);
  });
});
