/**
 * Fetches the local search index the first time someone searches (never on
 * plain page views). The build writes its content-hashed URL into a meta tag.
 */
import type {LocalIndex} from '../shared/engine';
import {indexUrlOf, MissingIndexError} from './missingIndex';

let pending: Promise<LocalIndex> | undefined;

export function loadLocalIndex(): Promise<LocalIndex> {
  pending ??= (async () => {
    const url = indexUrlOf(document);
    if (!url) throw new MissingIndexError();
    const [response, {LocalIndex: Index}] = await Promise.all([fetch(url), import('../shared/engine')]);
    if (!response.ok) throw new Error(`Search index request failed: HTTP ${response.status}`);
    return new Index(await response.text());
  })().catch((error: unknown) => {
    pending = undefined; // Let the next search try again.
    throw error;
  });
  return pending;
}

let pendingFullText: Promise<void> | undefined;

/** Fetches the records' whole text, once, the first time a query quotes a phrase. */
export function loadFullText(index: LocalIndex): Promise<void> {
  pendingFullText ??= (async () => {
    if (!index.fullTextUrl) throw new Error('This search index names no full text.');
    const response = await fetch(index.fullTextUrl);
    if (!response.ok) throw new Error(`Search text request failed: HTTP ${response.status}`);
    index.attachFullText(await response.text());
  })().catch((error: unknown) => {
    pendingFullText = undefined; // Let the next search try again.
    throw error;
  });
  return pendingFullText;
}
