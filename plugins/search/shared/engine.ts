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
import {compoundTerms, parseQuery, processTerm, stem, tokenize} from './terms';
import synonymList from './synonyms.json';

/** A record as the browser needs it to render a hit. */
export interface IndexedRecord {
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  /** Path with anchor, e.g. `/docs/api/interfaces/CameraProps#fps`. */
  path: string;
  language: string;
  docusaurus_tag: string;
  /** Static rank from the page's rank and the heading level (`rankOf`), higher is better. */
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
  /** Heading and text again, read for joined terms only (`compoundTerms`): error codes. */
  codes: string;
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
  fields: ['heading', 'section', 'content', 'codes'],
  storeFields: [],
  tokenize: (text, field) => (field === 'codes' ? compoundTerms(text) : tokenize(text)),
  processTerm,
};

/** A record's static rank: its page's rank (1 API, 2 guide, 3 main guide) and heading level weight (0–100). */
export function rankOf(pageRank: number, level: number): number {
  return pageRank * 1000 + level;
}

const pageRankOf = (rank: number) => Math.floor(rank / 1000);
const levelOf = (rank: number) => rank % 1000;

const fieldBoosts = {heading: 6, section: 0.4, content: 1, codes: 3};

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
    codes: isHeading ? `${headings.at(-1) ?? ''} ${record.content ?? ''}` : (record.content ?? ''),
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

  /**
   * One search for every query term and its stem (any may match), scored
   * afterwards by how much of the query a record and its page cover.
   */
  private options(stems: ReadonlySet<string>, compounds: ReadonlySet<string>): SearchOptions {
    return {
      combineWith: 'OR',
      boost: fieldBoosts,
      // The terms are processed already (`queryGroups`).
      tokenize: (term) => [term],
      processTerm: (term) => term,
      prefix: (term) => term.length >= 2,
      // A joined term (an error code) is the strongest evidence a query has.
      boostTerm: (term) => (compounds.has(term) ? 5 : 1),
      fuzzy: (term) => (stems.has(term) ? false : term.length >= 5 ? 0.2 : term.length === 4 ? 1 : false),
      boostDocument: (id) => {
        const rank = this.records[id as number]?.rank ?? 0;
        return 1 + (levelOf(rank) / 10 + pageRankOf(rank) * 5) / 100;
      },
    };
  }

  /**
   * Ranks a record by its text score, weighted by the share of query words it
   * holds and the share its page holds across all its sections: a page that
   * answers every word comes before one that names a few of them, even when
   * the words sit in different sections (see ARCHITECTURE.md, "Search").
   * Quoted phrases must appear verbatim; records containing the whole query
   * rank higher.
   */
  search(query: string, accept?: (record: IndexedRecord) => boolean): Hit[] {
    const {text, phrases} = parseQuery(query.slice(0, 256));
    const groups = queryGroups(text);
    if (groups.size === 0) return [];
    const wordCount = Math.max(...groups.values()) + 1;
    const typed = new Set(tokenizeQuery(text));
    const stems = new Set([...groups.keys()].filter((term) => !typed.has(term)));
    const compounds = new Set(
      compoundTerms(text)
        .map(processTerm)
        .filter((term): term is string => term !== null),
    );
    // Per match: record id, text score, matched index terms, and the query words it holds, one bit each.
    const matches: {id: number; score: number; terms: string[]; words: number; page: string; path: string}[] = [];
    const pageWords = new Map<string, number>();
    for (const result of this.miniSearch.search({combineWith: 'OR', queries: [...groups.keys()]}, this.options(stems, compounds))) {
      const id = result.id as number;
      const record = this.records[id];
      if (!record || (accept && !accept(record))) continue;
      if (phrases.length > 0) {
        const content = recordText(this.record(id) ?? record);
        if (!phrases.every((phrase) => content.includes(phrase))) continue;
      }
      let words = 0;
      for (const term of result.queryTerms) {
        const word = groups.get(term);
        if (word !== undefined) words |= 1 << word;
      }
      const page = record.path.split('#', 1)[0];
      pageWords.set(page, (pageWords.get(page) ?? 0) | words);
      // MiniSearch multiplies by the number of matched terms; coverage replaces that.
      matches.push({id, score: result.score / Math.max(1, result.queryTerms.length), terms: result.terms, words, page, path: record.path});
    }
    const pageCoverage = new Map<string, number>();
    for (const [page, words] of pageWords) pageCoverage.set(page, bitCount(words) / wordCount);
    const bestPage = Math.max(0, ...pageCoverage.values());
    // Words ask about a task; one API name (`takePhoto`, `CameraDevice`) asks for its page.
    const asksTask = !/^\p{L}+\p{Lu}[\p{L}\p{N}]*$/u.test(text.trim());
    const kept = matches.filter((match) => {
      const onPage = pageCoverage.get(match.page) ?? 0;
      // Pages with less than half the words the best page has are not answers.
      if (onPage < bestPage / 2) return false;
      match.score *= (bitCount(match.words) / wordCount) * onPage ** 2;
      // Every guide counts the same here: the main guide's larger pull let its long tables answer questions it only mentions.
      if (asksTask) match.score *= guideBoost ** (Math.min(pageRankOf(this.records[match.id].rank), 2) - 1);
      return true;
    });
    // The whole query as typed, found in a record's text, is worth more; only
    // the leading records are read for it, which is where it can change the order.
    kept.sort((a, b) => b.score - a.score);
    const whole = text.toLowerCase();
    if (wordCount > 1) for (const match of kept.slice(0, 50)) if (recordText(this.record(match.id)!).includes(whole)) match.score *= 1.5;
    // A message pasted whole that is a heading (Troubleshooting's entries are headed by the message they explain):
    // that heading is the answer, wherever the words alone ranked it.
    const message = normalisedText(text);
    if (wordCount >= 3) {
      for (const match of kept) {
        const record = this.records[match.id];
        const heading = record.type === 'content' ? undefined : record.hierarchy[record.type];
        if (heading && normalisedText(heading).includes(message)) match.score *= exactHeadingBoost;
      }
    }
    kept.sort((a, b) => b.score - a.score);
    return spreadPages(kept).map(({id, score, terms}) => ({...this.record(id)!, id, score, terms}));
  }
}

/** How much a heading that holds the whole pasted message outweighs the rest (see `search`). */
const exactHeadingBoost = 6;

/** Text as a message is compared: lower case, words only, one space between. */
function normalisedText(text: string): string {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');
}

/**
 * One long page (the errors guide) can hold the best match for every word of a
 * question it only mentions. When the first three places (one per URL, as the
 * dialog lists them) all belong to one page and another page matches too, that
 * page's best match takes the third place (ARCHITECTURE.md, "Search").
 */
function spreadPages<T extends {id: number; page: string; path: string}>(sorted: T[]): T[] {
  const firstUrls: string[] = [];
  let thirdAt = -1;
  for (let index = 0; index < sorted.length && firstUrls.length < 3; index += 1) {
    if (firstUrls.includes(sorted[index].path)) continue;
    firstUrls.push(sorted[index].path);
    if (firstUrls.length === 3) thirdAt = index;
  }
  if (thirdAt === -1) return sorted;
  const page = sorted[0].page;
  if (!sorted.slice(0, thirdAt + 1).every((match) => match.page === page)) return sorted;
  const other = sorted.findIndex((match) => match.page !== page);
  if (other === -1) return sorted;
  const moved = sorted[other];
  return [...sorted.slice(0, thirdAt), moved, ...sorted.slice(thirdAt, other), ...sorted.slice(other + 1)];
}

/**
 * For a task (anything but one API name), a guide's score is multiplied: a
 * guide that answers it outranks an API page that names one of its words. The
 * getting-started guide counts as a guide here (its static rank still puts it
 * first among equals). Measured on tests/search/tasks.json and
 * tests/search/real-questions.json (ARCHITECTURE.md, "Search").
 */
const guideBoost = 1.5;

function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}

function tokenizeQuery(text: string): string[] {
  return [...tokenize(text), ...compoundTerms(text)].map(processTerm).filter((term): term is string => Boolean(term));
}

/**
 * The query's index terms, each mapped to the word it stands for: a term and
 * its stem are one word, and so are the parts of a name (`takePhoto`) only
 * in that each part counts on its own.
 */
function queryGroups(text: string): Map<string, number> {
  const terms = tokenizeQuery(text);
  const groups = new Map<string, number>();
  let word = 0;
  for (const term of terms) {
    // One letter or digit (the `k` of `4k`) is noise beside other words.
    if (groups.has(term) || word > 30 || (term.length < 2 && terms.length > 1)) continue;
    groups.set(term, word);
    for (const alternative of [stem(term), ...(synonyms.get(term) ?? [])]) {
      if (alternative && !groups.has(alternative)) groups.set(alternative, word);
    }
    word += 1;
  }
  return groups;
}

/** Users' words for what the docs call otherwise (`selfie`: `front`), searched as alternatives, in Algolia too. */
const synonyms = new Map(Object.entries(synonymList as Record<string, string[]>));
