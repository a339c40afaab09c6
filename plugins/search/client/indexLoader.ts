/**
 * Fetches the local search index the first time someone searches (never on
 * plain page views). The build writes its content-hashed URL into a meta tag.
 */
import type {LocalIndex} from '../shared/engine';
import {indexUrlOf, MissingIndexError} from './missingIndex';
import {sharedUntilFailure} from './sharedUntilFailure';

export const loadLocalIndex: () => Promise<LocalIndex> = sharedUntilFailure(async () => {
  const url = indexUrlOf(document);
  if (!url) throw new MissingIndexError();
  const [response, {LocalIndex: Index}] = await Promise.all([fetch(url), import('../shared/engine')]);
  if (!response.ok) throw new Error(`Search index request failed: HTTP ${response.status}`);
  return new Index(await response.text());
});

/** Fetches the records' whole text, once, the first time a query quotes a phrase. */
export const loadFullText: (index: LocalIndex) => Promise<void> = sharedUntilFailure(async (index: LocalIndex) => {
  if (!index.fullTextUrl) throw new Error('This search index names no full text.');
  const response = await fetch(index.fullTextUrl);
  if (!response.ok) throw new Error(`Search text request failed: HTTP ${response.status}`);
  index.attachFullText(await response.text());
});
