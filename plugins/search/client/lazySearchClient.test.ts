import {describe, expect, it, vi} from 'vitest';
import {lazySearchClient} from './lazySearchClient';
import type {SearchClientLike} from './localSearchClient';

const request = {requests: [{indexName: 'docs', query: 'zoom'}]};
const answer = {results: []};

function realClient(): SearchClientLike {
  return {search: vi.fn(() => Promise.resolve(answer))};
}

describe('lazySearchClient', () => {
  it('loads nothing until asked, then loads the client once and hands it every search', async () => {
    const client = realClient();
    const load = vi.fn(() => Promise.resolve(client));
    const lazy = lazySearchClient(load);
    expect(load).not.toHaveBeenCalled();
    await expect(lazy.search(request)).resolves.toBe(answer);
    await lazy.search(request);
    expect(load).toHaveBeenCalledTimes(1);
    expect(client.search).toHaveBeenCalledTimes(2);
    expect(client.search).toHaveBeenLastCalledWith(request);
  });

  it('warm starts the load that the first search then waits for', async () => {
    const load = vi.fn(() => Promise.resolve(realClient()));
    const lazy = lazySearchClient(load);
    lazy.warm();
    expect(load).toHaveBeenCalledTimes(1);
    await lazy.search(request);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports code that cannot be loaded as a RetryError, the only error DocSearch shows a screen for, and tries again', async () => {
    const offline = new TypeError('Failed to fetch dynamically imported module');
    const load = vi.fn<() => Promise<SearchClientLike>>().mockRejectedValueOnce(offline).mockResolvedValue(realClient());
    const lazy = lazySearchClient(load);
    lazy.warm(); // A failed warm-up throws nowhere: the search reports it.
    const error = await lazy.search(request).catch((reason: unknown) => reason);
    expect((error as Error).name).toBe('RetryError');
    expect((error as Error).cause).toBe(offline);
    await expect(lazy.search(request)).resolves.toBe(answer);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
