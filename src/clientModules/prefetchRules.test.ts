import {describe, expect, it} from 'vitest';
import {routeChunkNames, shouldPrefetch} from './prefetchRules';

const sidebar = {inIntentOnlyArea: true, onScreen: true};
const inPageVisible = {inIntentOnlyArea: false, onScreen: true};
const inPageBelow = {inIntentOnlyArea: false, onScreen: false};

describe('prefetch policy', () => {
  it('skips a route whose only on-screen link is in the sidebar (it loads on hover or touch)', () => {
    expect(shouldPrefetch([sidebar])).toBe(false);
    // The "Next" link to the same page is further down: it asks again when seen.
    expect(shouldPrefetch([sidebar, inPageBelow])).toBe(false);
  });

  it('prefetches a route linked from the page where that link is on screen', () => {
    expect(shouldPrefetch([sidebar, inPageVisible])).toBe(true);
    expect(shouldPrefetch([inPageVisible])).toBe(true);
  });

  it('prefetches when no link can be found (programmatic prefetch)', () => {
    expect(shouldPrefetch([])).toBe(true);
  });
});

describe('route chunk names', () => {
  // Shaped like .docusaurus/routesChunkNames.json: paths with a hash, nested chunk names.
  const chunkNames = {
    '/docs-77f': {__comp: 'layout', __context: {plugin: 'plugin-data'}},
    '/docs-b94': {__comp: 'version', __props: 'version-props'},
    '/docs/guides/zooming-1a2': {__comp: 'doc-item', content: 'zooming-content'},
    '/docs/guides/zoom-3b4': {__comp: 'doc-item', content: 'zoom-content'},
    '/blog-5c6': {__comp: 'blog', items: [{content: 'post-1'}, {content: 'post-2'}]},
  };

  it("gives the chunks of the page's route and of the layout routes it matches, each once", () => {
    expect(routeChunkNames(['/docs', '/docs', '/docs/guides/zooming'], chunkNames)).toEqual([
      'layout',
      'plugin-data',
      'version',
      'version-props',
      'doc-item',
      'zooming-content',
    ]);
  });

  it('matches a path exactly, not by its start, and reads chunk names inside lists', () => {
    expect(routeChunkNames(['/docs/guides/zoom'], chunkNames)).toEqual(['doc-item', 'zoom-content']);
    expect(routeChunkNames(['/blog'], chunkNames)).toEqual(['blog', 'post-1', 'post-2']);
    expect(routeChunkNames(['/nowhere'], chunkNames)).toEqual([]);
  });
});
