/**
 * The local search engine, shared by the build (which indexes the records) and
 * the browser (which loads the serialised index and answers queries), so both
 * sides tokenise text in exactly the same way.
 *
 * The serialised form keeps MiniSearch's inverted index and, beside it, the
 * records in a compact table: each distinct heading path is stored once and
 * records point at it, which keeps the asset small.
 */
import MiniSearch, {type Options, type SearchOptions} from 'minisearch';
import {levels, type Hierarchy, type RecordType} from './hierarchy';

/** A record as the browser needs it to render a hit. */
export interface IndexedRecord {
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  /** Path with anchor, e.g. `/docs/api/interfaces/CameraProps#fps`. */
  path: string;
  language: string;
  docusaurus_tag: string;
  /** Static rank: heading level and page rank, higher is better. */
  rank: number;
}

export interface Hit extends IndexedRecord {
  id: number;
  score: number;
  /** Query terms as matched in the index (after prefix and typo expansion). */
  terms: string[];
}

interface IndexedFields {
  id: number;
  heading: string;
  section: string;
  content: string;
}

/** Serialised asset: version, the record table, and MiniSearch's own JSON. */
interface SerializedIndex {
  version: 1;
  /** Distinct `[path, language, tag, lvl0…lvl6]` tuples. */
  sections: (string | null)[][];
  /** `[section, type, content, rank]` per record; the record id is its position. */
  records: [number, RecordType, string | null, number][];
  index: unknown;
}

// Words too common to help; dropped from both the index and queries.
const stopWords = new Set(
  'a an and are as at be by can do does for from how i if in into is it my of on or so that the this to what when with you your'.split(' '),
);

/**
 * Splits text into words, and API names into their parts as well: `takePhoto`
 * gives `takePhoto`, `take` and `Photo`; `60fps` gives `60fps`, `60` and `fps`.
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

/**
 * Lower case, no stop words, and a light plural rule so that "processors"
 * finds "processor" (and back): a trailing `s` goes from words of five or more
 * letters, except `ss`, `us` and `is` endings ("class", "focus", "analysis").
 */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  if (stopWords.has(lower)) return null;
  return lower.length >= 5 && /[^sui]s$/.test(lower) ? lower.slice(0, -1) : lower;
}

const indexOptions: Options<IndexedFields> = {
  fields: ['heading', 'section', 'content'],
  storeFields: [],
  tokenize,
  processTerm,
};

const fieldBoosts = {heading: 6, section: 0.4, content: 1};

/**
 * Text kept per record for snippets. The whole text is indexed; only this
 * much is shipped for display, which is most of the asset's size otherwise.
 */
export const storedContentLength = 160;

export function shortenForDisplay(content: string | null): string | null {
  if (content === null || content.length <= storedContentLength) return content;
  const cut = content.slice(0, storedContentLength);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), storedContentLength - 30))}…`;
}
const headingLevels = levels.slice(1);

function indexedFields(record: IndexedRecord, id: number): IndexedFields {
  const headings = headingLevels.map((level) => record.hierarchy[level]).filter((value): value is string => Boolean(value));
  const isHeading = record.type !== 'content';
  return {
    id,
    // A heading record is found by its own heading, a paragraph by its text;
    // the headings above either one only help a little.
    heading: isHeading ? (headings.at(-1) ?? '') : '',
    section: [record.hierarchy.lvl0, ...(isHeading ? headings.slice(0, -1) : headings)].filter(Boolean).join(' '),
    content: record.content ?? '',
  };
}

export function serializeIndex(records: IndexedRecord[]): string {
  const miniSearch = new MiniSearch<IndexedFields>(indexOptions);
  miniSearch.addAll(records.map(indexedFields));
  const sectionIds = new Map<string, number>();
  const sections: SerializedIndex['sections'] = [];
  const table = records.map((record): SerializedIndex['records'][number] => {
    const section = [record.path, record.language, record.docusaurus_tag, ...levels.map((level) => record.hierarchy[level])];
    const key = JSON.stringify(section);
    let sectionId = sectionIds.get(key);
    if (sectionId === undefined) {
      sectionId = sections.push(section) - 1;
      sectionIds.set(key, sectionId);
    }
    return [sectionId, record.type, shortenForDisplay(record.content), record.rank];
  });
  const serialized: SerializedIndex = {version: 1, sections, records: table, index: miniSearch.toJSON()};
  return JSON.stringify(serialized);
}

/** Quoted parts of a query (`"frame processor"`) must appear as they are. */
export function parseQuery(query: string): {text: string; phrases: string[]} {
  const phrases = [...query.matchAll(/"([^"]+)"/g)].map((match) => match[1].trim().toLowerCase()).filter(Boolean);
  return {text: query.replace(/"/g, ' ').replace(/\s+/g, ' ').trim(), phrases};
}

function recordText(record: IndexedRecord): string {
  return [...Object.values(record.hierarchy), record.content].filter(Boolean).join(' ').toLowerCase();
}

export class LocalIndex {
  private readonly miniSearch: MiniSearch<IndexedFields>;
  readonly records: IndexedRecord[];

  constructor(json: string) {
    const data = JSON.parse(json) as SerializedIndex;
    if (data.version !== 1) throw new Error(`Unsupported search index version ${String(data.version)}`);
    this.records = data.records.map(([sectionId, type, content, rank]) => {
      const [path, language, tag, ...hierarchy] = data.sections[sectionId];
      return {
        type,
        content,
        rank,
        path: path ?? '',
        language: language ?? '',
        docusaurus_tag: tag ?? '',
        hierarchy: Object.fromEntries(levels.map((level, i) => [level, hierarchy[i] ?? null])) as Hierarchy,
      };
    });
    this.miniSearch = MiniSearch.loadJS<IndexedFields>(data.index as never, indexOptions);
  }

  private options(combineWith: 'AND' | 'OR'): SearchOptions {
    return {
      combineWith,
      boost: fieldBoosts,
      prefix: (term) => term.length >= 2,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : term.length === 4 ? 1 : false),
      boostDocument: (id) => 1 + (this.records[id as number]?.rank ?? 0) / 100,
    };
  }

  /**
   * Every word required first, any word if that finds nothing. Quoted phrases
   * must appear verbatim; records containing the whole query rank higher.
   */
  search(query: string, accept?: (record: IndexedRecord) => boolean): Hit[] {
    const {text, phrases} = parseQuery(query.slice(0, 256));
    if (!text) return [];
    const whole = text.toLowerCase();
    for (const combineWith of ['AND', 'OR'] as const) {
      const hits: Hit[] = [];
      for (const result of this.miniSearch.search(text, this.options(combineWith))) {
        const record = this.records[result.id as number];
        if (!record) continue;
        const content = recordText(record);
        if (!phrases.every((phrase) => content.includes(phrase))) continue;
        if (accept && !accept(record)) continue;
        const score = content.includes(whole) ? result.score * 1.5 : result.score;
        hits.push({...record, id: result.id as number, score, terms: result.terms});
      }
      if (hits.length > 0) return hits.sort((a, b) => b.score - a.score);
    }
    return [];
  }
}
