/**
 * The local search engine, shared by the build (which indexes the records) and
 * the browser (which loads the serialised index and answers queries), so both
 * sides tokenise text in exactly the same way.
 */
import MiniSearch, {type Options, type SearchOptions, type SearchResult} from 'minisearch';
import type {Hierarchy, RecordType} from './records';

/** What the index stores per record: enough to render a hit without the page. */
export interface IndexedRecord {
  id: number;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  path: string;
  language: string;
  docusaurus_tag: string;
  /** Static rank: heading level and page rank, higher is better. */
  rank: number;
}

interface IndexedFields extends IndexedRecord {
  title: string;
  heading: string;
  section: string;
}

// Words too common to help; dropped from both the index and queries.
const stopWords = new Set(
  'a an and are as at be by can do does for from how i if in into is it my of on or so that the this to what when with you your'.split(' '),
);

/**
 * Splits text into words, and API names into their parts as well: `takePhoto`
 * gives `takephoto`, `take` and `photo`; `60fps` gives `60fps`, `60` and `fps`.
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const word of text.match(/[\p{L}\p{N}]+/gu) ?? []) {
    tokens.push(word);
    const parts = word.match(/\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{N}+|\p{Lu}+/gu) ?? [];
    if (parts.length > 1) tokens.push(...parts);
  }
  return tokens;
}

export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return stopWords.has(lower) ? null : lower;
}

export const indexOptions: Options<IndexedFields> = {
  fields: ['title', 'heading', 'section', 'content'],
  storeFields: ['type', 'hierarchy', 'content', 'path', 'language', 'docusaurus_tag', 'rank'],
  tokenize,
  processTerm,
};

const fieldBoosts = {title: 4, heading: 3, section: 1.2, content: 1};

function searchOptions(combineWith: 'AND' | 'OR'): SearchOptions {
  return {
    combineWith,
    boost: fieldBoosts,
    prefix: (term) => term.length >= 2,
    fuzzy: (term) => (term.length >= 5 ? 0.2 : term.length === 4 ? 1 : false),
    boostDocument: (_id, _term, stored) => 1 + ((stored?.rank as number | undefined) ?? 0) / 100,
  };
}

const headingLevels = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** Fields to index for one record: its own heading weighs more than its section. */
export function toIndexedFields(record: IndexedRecord): IndexedFields {
  const headings = headingLevels.map((level) => record.hierarchy[level]).filter((value): value is string => Boolean(value));
  return {
    ...record,
    title: record.hierarchy.lvl1 ?? '',
    heading: record.type === 'content' ? '' : (headings.at(-1) ?? ''),
    section: [record.hierarchy.lvl0, ...headings.slice(0, record.type === 'content' ? undefined : -1)].filter(Boolean).join(' '),
    content: record.content,
  };
}

export function createIndex(records: IndexedRecord[]): MiniSearch<IndexedFields> {
  const index = new MiniSearch<IndexedFields>(indexOptions);
  index.addAll(records.map(toIndexedFields));
  return index;
}

export function loadIndex(json: string): MiniSearch<IndexedFields> {
  return MiniSearch.loadJSON<IndexedFields>(json, indexOptions);
}

export type Hit = SearchResult & IndexedRecord;

/** Quoted parts of a query (`"frame processor"`) must appear as they are. */
export function parseQuery(query: string): {text: string; phrases: string[]} {
  const phrases = [...query.matchAll(/"([^"]+)"/g)].map((match) => match[1].trim().toLowerCase()).filter(Boolean);
  return {text: query.replace(/"/g, ' ').trim(), phrases};
}

function recordText(hit: Hit): string {
  return [...Object.values(hit.hierarchy), hit.content].filter(Boolean).join(' ').toLowerCase();
}

/**
 * Searches with every word required first, and any word if that finds nothing.
 * Records that contain the whole query as typed rank a little higher.
 */
export function searchIndex(index: MiniSearch<IndexedFields>, query: string, filter?: (hit: Hit) => boolean): Hit[] {
  const {text, phrases} = parseQuery(query);
  if (!text) return [];
  const whole = text.toLowerCase();
  const accept = (hit: Hit) =>
    phrases.every((phrase) => recordText(hit).includes(phrase)) && (filter === undefined || filter(hit));
  for (const combineWith of ['AND', 'OR'] as const) {
    const hits = (index.search(text, searchOptions(combineWith)) as Hit[]).filter(accept);
    if (hits.length > 0) {
      return hits
        .map((hit) => (recordText(hit).includes(whole) ? {...hit, score: hit.score * 1.5} : hit))
        .sort((a, b) => b.score - a.score);
    }
  }
  return [];
}
