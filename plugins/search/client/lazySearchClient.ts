/**
 * A search client whose code is fetched on the first search (or on intent,
 * `warm`), not with every page: the local client's query parsing, ranking and
 * highlighting would otherwise sit in the main bundle of every page load
 * (ARCHITECTURE.md, Performance).
 */
import type {SearchClientLike} from './localSearchClient';
import {RetryError} from './retryError';
import {sharedUntilFailure} from './sharedUntilFailure';

export interface LazySearchClient extends SearchClientLike {
  /** Starts fetching the client's code; a failure waits for the next search to be reported. */
  warm(): void;
}

export function lazySearchClient(loadClient: () => Promise<SearchClientLike>): LazySearchClient {
  const load = sharedUntilFailure(() =>
    loadClient().catch((error: unknown) => {
      throw new RetryError(`The search code could not be loaded: ${String(error)}`, {cause: error});
    }),
  );
  return {
    async search(params) {
      return (await load()).search(params);
    },
    warm() {
      load().catch(() => {
        // The dialog reports it when the visitor searches.
      });
    },
  };
}
