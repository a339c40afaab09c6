import {afterEach, describe, expect, it, vi} from 'vitest';
import {indexMetaName} from '../shared/constants';
import {serializeIndex} from '../shared/engine';
import {loadLocalIndex} from './indexLoader';
import {createLocalSearchClient} from './localSearchClient';
import {RetryError} from './retryError';
import {MissingIndexError} from './missingIndex';

/** Stands in for the page: the meta tag the build writes, or none (the dev server). */
function pageNaming(indexUrl: string | undefined): void {
  vi.stubGlobal('document', {
    querySelector: (selector: string) =>
      indexUrl !== undefined && selector === `meta[name="${indexMetaName}"]` ? {content: indexUrl} : null,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadLocalIndex', () => {
  it('on a page that names no index (the dev server), fetches nothing and says the index is missing', async () => {
    pageNaming(undefined);
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await expect(loadLocalIndex()).rejects.toBeInstanceOf(MissingIndexError);
    await expect(loadLocalIndex()).rejects.toThrow('npm run build && npm run serve');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reports an index URL that answers 404 as a failed request, and tries again on the next search', async () => {
    pageNaming('/assets/search/index.gone.json');
    const fetch = vi.fn(() => Promise.resolve(new Response('Not found', {status: 404})));
    vi.stubGlobal('fetch', fetch);
    const error = await loadLocalIndex().catch((reason: unknown) => reason);
    expect(error).not.toBeInstanceOf(MissingIndexError);
    expect(String(error)).toContain('HTTP 404');
    await expect(loadLocalIndex()).rejects.toThrow('HTTP 404');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gives DocSearch a RetryError, the only error it shows a screen for, when the index is missing', async () => {
    pageNaming(undefined);
    vi.stubGlobal('fetch', vi.fn());
    const client = createLocalSearchClient(loadLocalIndex, () => 'http://localhost:3000');
    const error = await client.search({requests: [{indexName: 'docs', query: 'zoom'}]}).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(RetryError);
    expect((error as Error).name).toBe('RetryError');
    expect((error as Error).cause).toBeInstanceOf(MissingIndexError);
  });

  // Last: a loaded index stays loaded for the page's life.
  it('loads the index the page names', async () => {
    pageNaming('/assets/search/index.ok.json');
    const hierarchy = {lvl0: 'Guides', lvl1: 'Zooming', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
    const json = serializeIndex([
      {type: 'lvl1', hierarchy, content: null, path: '/docs/guides/zooming', language: 'en', docusaurus_tag: 'default', rank: 1},
    ]);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(json))),
    );
    const index = await loadLocalIndex();
    expect(index.search('zoom').map((hit) => hit.path)).toEqual(['/docs/guides/zooming']);
  });
});
