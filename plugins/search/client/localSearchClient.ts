/**
 * A search client that answers DocSearch's requests from the local index:
 * the same request and response shapes as Algolia's `search({requests})`,
 * so the DocSearch modal and our search page cannot tell the difference.
 */
import type {Hit, IndexedRecord, LocalIndex} from '../shared/engine';
import {levels, type Level} from '../shared/hierarchy';
import {parseQuery, processTerm} from '../shared/terms';
import {highlight, snippet, type Highlighted} from './highlight';
import {RetryError} from './retryError';

export interface SearchRequest {
  indexName: string;
  query?: string;
  hitsPerPage?: number;
  page?: number;
  facetFilters?: string | readonly (string | readonly string[])[];
}

export interface DocSearchHit {
  objectID: string;
  type: IndexedRecord['type'];
  url: string;
  hierarchy: IndexedRecord['hierarchy'];
  content: string | null;
  _highlightResult: {hierarchy: Partial<Record<Level, Highlighted>>; content?: Highlighted};
  _snippetResult: {hierarchy: Partial<Record<Level, Highlighted>>; content?: Highlighted};
}

export interface SearchResponse {
  hits: DocSearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  index: string;
  processingTimeMS: number;
}

export interface SearchClientLike {
  search(params: {requests: readonly SearchRequest[]}): Promise<{results: SearchResponse[]}>;
}

/**
 * Reads Algolia facet filters: the outer list is AND, an inner list is OR.
 * Only the facets the records carry (`language`, `docusaurus_tag`) are known;
 * a filter on another facet matches nothing, as it would on Algolia.
 */
export function facetFilter(facetFilters: SearchRequest['facetFilters']): (record: IndexedRecord) => boolean {
  const groups = (typeof facetFilters === 'string' ? [facetFilters] : (facetFilters ?? [])).map((group) =>
    (typeof group === 'string' ? [group] : group).map((filter) => {
      const negated = filter.startsWith('-');
      const [facet, ...rest] = (negated ? filter.slice(1) : filter).split(':');
      return {facet, value: rest.join(':'), negated};
    }),
  );
  return (record) =>
    groups.every((group) =>
      group.some(({facet, value, negated}) => {
        const actual = facet === 'language' ? record.language : facet === 'docusaurus_tag' ? record.docusaurus_tag : undefined;
        return negated ? actual !== value : actual === value;
      }),
    );
}

/** One hit per URL: a heading and its paragraphs are one place to go. */
function distinctByUrl(hits: Hit[]): Hit[] {
  const seen = new Set<string>();
  return hits.filter((hit) => !seen.has(hit.path) && seen.add(hit.path));
}

/** `phrase`: a quoted part of the query, which the snippet then shows. */
export function toDocSearchHit(hit: Hit, origin: string, queryTerms: string[], phrase?: string): DocSearchHit {
  const terms = [...new Set([...hit.terms, ...queryTerms])];
  const highlightedHierarchy: Partial<Record<Level, Highlighted>> = {};
  for (const level of levels) {
    const value = hit.hierarchy[level];
    if (value) highlightedHierarchy[level] = highlight(value, terms);
  }
  return {
    objectID: String(hit.id),
    type: hit.type,
    url: `${origin}${hit.path}`,
    hierarchy: hit.hierarchy,
    content: hit.content,
    _highlightResult: {hierarchy: highlightedHierarchy, ...(hit.content ? {content: highlight(hit.content, terms)} : {})},
    _snippetResult: {hierarchy: highlightedHierarchy, ...(hit.content ? {content: snippet(hit.content, terms, undefined, phrase)} : {})},
  };
}

/**
 * `loadFullText` is awaited only for a query that quotes a phrase: the index
 * alone holds the start of each text, a phrase may come later.
 */
export function createLocalSearchClient(
  loadIndex: () => Promise<LocalIndex>,
  getOrigin: () => string,
  loadFullText: (index: LocalIndex) => Promise<void> = () => Promise.resolve(),
): SearchClientLike {
  return {
    async search({requests}) {
      let index: LocalIndex;
      try {
        index = await loadIndex();
        if (requests.some((request) => index.needsFullText(request.query ?? ''))) await loadFullText(index);
      } catch (error) {
        throw new RetryError(`The search index could not be loaded: ${String(error)}`, {cause: error});
      }
      const origin = getOrigin();
      const results = requests.map((request): SearchResponse => {
        const started = performance.now();
        const query = (request.query ?? '').trim();
        const hitsPerPage = Math.max(1, Math.min(request.hitsPerPage ?? 20, 1000));
        const page = Math.max(0, request.page ?? 0);
        const all = query ? distinctByUrl(index.search(query, facetFilter(request.facetFilters))) : [];
        // The query's own words count for highlighting too (a prefix the index
        // expanded, say), but not stop words: they are never searched.
        const [phrase] = parseQuery(query).phrases;
        const queryTerms = (query.match(/[\p{L}\p{N}]+/gu) ?? []).map(processTerm).filter((term): term is string => term !== null);
        return {
          hits: all.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((hit) => toDocSearchHit(hit, origin, queryTerms, phrase)),
          nbHits: all.length,
          page,
          nbPages: Math.ceil(all.length / hitsPerPage),
          hitsPerPage,
          query,
          index: request.indexName,
          processingTimeMS: Math.round(performance.now() - started),
        };
      });
      return {results};
    },
  };
}
