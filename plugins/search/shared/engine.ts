/**
 * The local search engine, shared by the build (which indexes the records) and
 * the browser (which loads the serialised index and answers queries), so both
 * sides tokenise text in exactly the same way.
 *
 * The serialised form keeps MiniSearch's inverted index and, beside it, the
 * records in a compact table: each distinct heading path is stored once and
 * records point at it, which keeps the asset small. The records' whole text
 * is a second asset, fetched only when a query quotes a phrase.
 */
import MiniSearch, {type Options, type SearchOptions} from 'minisearch';
import {levels, type Hierarchy, type RecordType} from './hierarchy';
import {parseQuery, processTerm, tokenize} from './terms';

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
  /** URL of the records' whole text (`serializeFullText`), if the build wrote it. */
  fullText?: string;
  /** Distinct `[path, language, tag, lvl0…lvl6]` tuples. */
  sections: (string | null)[][];
  /** `[section, type, content, rank]` per record; the record id is its position. */
  records: [number, RecordType, string | null, number][];
  index: unknown;
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

function shortenForDisplay(content: string | null): string | null {
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

export function serializeIndex(records: IndexedRecord[], fullTextUrl?: string): string {
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
  // MiniSearch maps its short ids to ours; both are the record's position, so
  // the map is left out of the asset (5 KB gzip) and rebuilt on load.
  const {documentIds, ...index} = miniSearch.toJSON();
  if (Object.entries(documentIds).some(([shortId, id]) => Number(shortId) !== id))
    throw new Error('Search records must be indexed in order.');
  const serialized: SerializedIndex = {version: 1, fullText: fullTextUrl, sections, records: table, index};
  return JSON.stringify(serialized);
}

/**
 * Each record's whole text, by record id. The index ships only the first
 * `storedContentLength` characters; a quoted phrase can sit anywhere.
 */
export function serializeFullText(records: IndexedRecord[]): string {
  return JSON.stringify(records.map((record) => record.content));
}

function recordText(record: IndexedRecord): string {
  return [...Object.values(record.hierarchy), record.content].filter(Boolean).join(' ').toLowerCase();
}

export class LocalIndex {
  private readonly miniSearch: MiniSearch<IndexedFields>;
  readonly records: IndexedRecord[];
  /** Where the records' whole text is, for `attachFullText`. */
  readonly fullTextUrl: string | undefined;
  private fullText: (string | null)[] | undefined;

  constructor(json: string) {
    const data = JSON.parse(json) as SerializedIndex;
    if (data.version !== 1) throw new Error(`Unsupported search index version ${String(data.version)}`);
    this.fullTextUrl = data.fullText;
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
    const documentIds = Object.fromEntries(this.records.map((_, id) => [id, id]));
    this.miniSearch = MiniSearch.loadJS<IndexedFields>({...(data.index as object), documentIds} as never, indexOptions);
  }

  /**
   * Whether `query` quotes a phrase while only the shortened texts are here:
   * until `attachFullText`, a phrase past their end would not be found.
   */
  needsFullText(query: string): boolean {
    return this.fullText === undefined && parseQuery(query.slice(0, 256)).phrases.length > 0;
  }

  /** Adds the whole texts (`serializeFullText`): phrases and snippets then use them. */
  attachFullText(json: string): void {
    const texts = JSON.parse(json) as unknown;
    if (
      !Array.isArray(texts) ||
      texts.length !== this.records.length ||
      !texts.every((text) => text === null || typeof text === 'string')
    ) {
      throw new Error('The search text does not belong to this index.');
    }
    this.fullText = texts as (string | null)[];
  }

  private record(id: number): IndexedRecord | undefined {
    const record = this.records[id];
    const content = this.fullText?.[id];
    return record && content !== undefined ? {...record, content} : record;
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
        const record = this.record(result.id as number);
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
