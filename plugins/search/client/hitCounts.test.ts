import {describe, expect, it} from 'vitest';
import {countingHits, hitCountOf} from './hitCounts';
import type {SearchClientLike, SearchRequest} from './localSearchClient';

/** A client whose answer to a query has as many hits as the query has letters. */
function fakeClient(): SearchClientLike & {version: string} {
  return {
    version: 'fake 1.0',
    search: ({requests}: {requests: readonly SearchRequest[]}) =>
      Promise.resolve({
        results: requests.map((request) => ({
          hits: [],
          nbHits: (request.query ?? '').trim().length,
          page: 0,
          nbPages: 1,
          hitsPerPage: 20,
          query: request.query ?? '',
          index: request.indexName,
          processingTimeMS: 0,
        })),
      }),
  };
}

describe('countingHits', () => {
  it('records the count of the latest answer per query, not a running sum', async () => {
    const client = countingHits(fakeClient());
    for (const query of ['z', 'zo', 'zoo', 'zoom']) await client.search({requests: [{indexName: 'docs', query}]});
    expect(hitCountOf('zoom')).toBe(4);
    expect(hitCountOf(' zoom ')).toBe(4);
    expect(hitCountOf('zo')).toBe(2);
    expect(hitCountOf('never asked')).toBeUndefined();
  });

  it('answers exactly as the wrapped client does and keeps its other members', async () => {
    const inner = fakeClient();
    const client = countingHits(inner);
    const params = {
      requests: [
        {indexName: 'docs', query: 'focus'},
        {indexName: 'docs', query: 'hdr'},
      ],
    };
    expect(await client.search(params)).toEqual(await inner.search(params));
    expect(client.version).toBe('fake 1.0');
    expect(hitCountOf('hdr')).toBe(3);
  });

  it('forgets the oldest queries first', async () => {
    const client = countingHits(fakeClient());
    await client.search({requests: [{indexName: 'docs', query: 'oldest'}]});
    for (let i = 0; i < 100; i++) await client.search({requests: [{indexName: 'docs', query: `q${i}`}]});
    expect(hitCountOf('oldest')).toBeUndefined();
    expect(hitCountOf('q99')).toBe(3);
  });
});
