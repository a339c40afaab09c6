/**
 * What each tool of the MCP server answers, as Markdown text for a model to
 * read, from a loaded site (site.ts). Pure apart from reading twins: the
 * server (server.ts) only wires these to the protocol.
 *
 * Bad input never throws: it gets an answer that says what is wrong and, for
 * an unknown name, code or page, the nearest known ones.
 */
import {createLocalSearchClient, type DocSearchHit} from '../plugins/search/client/localSearchClient';
import {docsFacetFilters} from '../plugins/search/shared/constants';
import {levels} from '../plugins/search/shared/hierarchy';
import type {ApiEntry, ErrorEntry} from '../plugins/agent-data/format';
import {nearest} from './nearest';
import type {Site} from './site';

export interface Answer {
  text: string;
  /** The input was refused or named nothing known. */
  isError?: boolean;
}

const refused = (text: string): Answer => ({text: `Refused: ${text}`, isError: true});
const notFound = (text: string): Answer => ({text, isError: true});

/** Control characters other than tab and line breaks, and the replacement character that bytes which are not UTF-8 become. */
function looksBinary(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if ((code < 0x20 && char !== '\t' && char !== '\n' && char !== '\r') || code === 0x7f || code === 0xfffd) return true;
  }
  return false;
}

/** Limits of each input, in characters. */
const inputLimits = {query: 500, name: 200, code: 500, path: 2048};

/** Undefined when the input may be read; else the refusal. */
function checkInput(value: string, what: string, limit: number): Answer | undefined {
  if (value.length > limit) return refused(`the ${what} is ${value.length} characters long; at most ${limit} are read.`);
  if (looksBinary(value)) return refused(`the ${what} holds control characters or bytes that are not text.`);
  if (value.trim() === '') return refused(`the ${what} is empty.`);
  return undefined;
}

function absolute(site: Site, sitePath: string): string {
  return `${site.data.site.url.replace(/\/$/, '')}${sitePath}`;
}

const versionLine = (site: Site): string =>
  `Documented for ${site.data.site.packageName} ${site.data.site.libraryVersion} (version 4). npm's latest is 5.x, a redesign with a different API.`;

// ---------------------------------------------------------------- search_docs

/** DocSearch's highlighted HTML as Markdown: `<mark>` as bold, entities as characters. */
function markdownOfHighlight(html: string): string {
  return html
    .replace(/<mark>(.*?)<\/mark>/g, '**$1**')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

function titleOf(hit: DocSearchHit): string {
  return levels
    .map((level) => hit.hierarchy[level])
    .filter((value): value is string => Boolean(value))
    .join(' › ');
}

export const searchLimits = {default: 8, max: 30};

/** The site's own search, asked exactly as the Ctrl+K dialog asks it (same client, facet filters, one hit per URL). */
export async function searchDocs(site: Site, query: string, limit = searchLimits.default): Promise<Answer> {
  const problem = checkInput(query, 'query', inputLimits.query);
  if (problem) return problem;
  const client = createLocalSearchClient(
    () => Promise.resolve(site.index),
    () => site.data.site.url.replace(/\/$/, ''),
  );
  const {results} = await client.search({
    requests: [{indexName: 'docs', query, hitsPerPage: limit, facetFilters: docsFacetFilters}],
  });
  const [result] = results;
  if (result.hits.length === 0)
    return {
      text: `No results for “${query.trim()}”. Try fewer or other words, an API name (\`takePhoto\`), or an error code (\`session/camera-not-ready\`).`,
    };
  const lines = [`${result.nbHits} results for “${query.trim()}”; the first ${result.hits.length}, best first:`, ''];
  result.hits.forEach((hit, position) => {
    lines.push(`${position + 1}. [${titleOf(hit)}](${hit.url})`);
    const snippet = hit._snippetResult.content?.value;
    if (snippet) lines.push(`   ${markdownOfHighlight(snippet)}`);
  });
  lines.push('', 'Read a whole page with get_page (its path or URL), an API entry with get_api, an error code with get_error.');
  return {text: lines.join('\n')};
}

// ---------------------------------------------------------------- get_page

/**
 * The page a path or URL names, or why it names none. Accepts `/docs/guides/x`,
 * `docs/guides/x`, `guides/x`, `/docs/guides/x.md`, `…/index.html`, a `#anchor`
 * or `?query`, and the site's own URL in front of any of them.
 */
function pagePathOf(site: Site, input: string): {path: string} | {refusal: string} {
  let value = input.trim();
  if (/^[a-z][a-z\d+.-]*:/i.test(value) && !/^[a-z]:[\\/]/i.test(value)) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return {refusal: `${value} is not a URL or a path of this site.`};
    }
    const origin = new URL(site.data.site.url).origin;
    // The origin the pages were built for, and the one the server reads them from.
    const origins = new Set([origin, ...(/^https?:\/\//.test(site.where) ? [new URL(site.where).origin] : [])]);
    if (!/^https?:$/.test(url.protocol) || !origins.has(url.origin))
      return {refusal: `${url.origin === 'null' ? value : url.origin} is not this site (${origin}); only its pages are served.`};
    value = url.pathname;
  }
  if (/^[a-z]:[\\/]/i.test(value) || value.includes('\\')) return {refusal: `${value} is a file path; give a page of this site (/docs/…).`};
  value = value.replace(/[?#].*$/, '');
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return {refusal: `${value} is not a valid path.`};
  }
  if (decoded.split('/').some((part) => part === '..' || part === '.'))
    return {refusal: `${input.trim()} leaves the site's pages (no "." or ".." parts).`};
  let sitePath = decoded.startsWith('/') ? decoded : decoded.startsWith('docs/') || decoded === 'docs' ? `/${decoded}` : `/docs/${decoded}`;
  sitePath = sitePath
    .replace(/\/index\.html$/, '')
    .replace(/\.(md|html)$/, '')
    .replace(/\/+$/, '');
  if (sitePath !== '/docs' && !sitePath.startsWith('/docs/'))
    return {
      refusal: `${input.trim()} is not a docs page; this server serves the pages under /docs/ (for example /docs/guides/taking-photos).`,
    };
  return {path: sitePath};
}

const trimSlash = (value: string) => value.replace(/\/+$/, '');

export async function getPage(site: Site, input: string): Promise<Answer> {
  const problem = checkInput(input, 'path', inputLimits.path);
  if (problem) return problem;
  const parsed = pagePathOf(site, input);
  if ('refusal' in parsed) return refused(parsed.refusal);
  // `/docs` is the guides' index: the site sends it there.
  const wanted = parsed.path === '/docs' ? '/docs/guides' : parsed.path;
  const page = site.data.pages.find((candidate) => trimSlash(candidate.path) === wanted);
  if (page === undefined) {
    const suggestions = nearest(
      wanted,
      site.data.pages.map((candidate) => candidate.path),
    );
    return notFound(`No page at ${wanted}. Nearest: ${suggestions.join(', ')}. search_docs finds pages by their words.`);
  }
  return {text: await site.twin(page.twin)};
}

/** One resource per page: its Markdown twin. */
export function pageResources(site: Site): {uri: string; name: string; title: string; description: string; twin: string}[] {
  return site.data.pages.map((page) => ({
    uri: absolute(site, page.twin),
    name: page.path,
    title: page.title,
    description: page.description,
    twin: page.twin,
  }));
}

// ---------------------------------------------------------------- get_api

/** `camera.takePhoto()`, `<Camera>`, `Frame#toArrayBuffer` → `camera.takePhoto`, `Camera`, `Frame.toArrayBuffer`. */
function normaliseName(input: string): string {
  return input
    .trim()
    .replace(/^`+|`+$/g, '')
    .replace(/^<\s*|\s*\/?>$/g, '')
    .replace(/\(.*\)$/, '')
    .replace(/#/g, '.')
    .replace(/\s+/g, '');
}

/** The entries a name means: a key (`CameraProps.fps`, `Camera`), or a member's or export's own name (`takePhoto`). */
function findApiEntries(site: Site, input: string): ApiEntry[] {
  const name = normaliseName(input).toLowerCase();
  const byKey = site.data.api.filter((entry) => entry.key.toLowerCase() === name);
  if (byKey.length > 0) return byKey;
  // `camera.takePhoto`: a variable named like its class.
  const [owner, member] = name.split('.');
  if (member !== undefined) {
    const byOwnerName = site.data.api.filter((entry) => entry.owner?.toLowerCase().endsWith(owner) && entry.name.toLowerCase() === member);
    if (byOwnerName.length > 0) return byOwnerName;
  }
  const last = name.split('.').pop() ?? name;
  return site.data.api.filter((entry) => entry.name.toLowerCase() === last);
}

function entryText(site: Site, entry: ApiEntry): string {
  const kind = entry.owner ? `${entry.kind} of ${entry.owner}` : entry.kind;
  const lines = [
    `## ${entry.key}`,
    '',
    `${kind[0].toUpperCase()}${kind.slice(1)} · ${absolute(site, entry.path)}`,
    '',
    '```ts',
    entry.signature,
    '```',
    '',
  ];
  if (entry.platforms !== undefined) lines.push(`**Platforms:** ${entry.platforms}`);
  for (const need of entry.needs) lines.push(`**Needs:** ${need}`);
  if (entry.note !== undefined) lines.push(entry.note);
  if (entry.deprecated !== undefined) lines.push(`**Deprecated:** ${entry.deprecated}`);
  if (entry.platforms !== undefined || entry.needs.length > 0 || entry.note !== undefined || entry.deprecated !== undefined) lines.push('');
  if (entry.summary) lines.push(entry.summary, '');
  if (entry.members !== undefined) {
    lines.push(`**Members (${entry.members.length}):**`);
    for (const key of entry.members) {
      const member = site.data.api.find((candidate) => candidate.key === key);
      if (member) lines.push(`- \`${member.name}\` (${member.kind}): ${member.platforms ?? ''}`);
    }
    lines.push('');
  }
  if (entry.guides.length > 0)
    lines.push(`**Explained in:** ${entry.guides.map((guide) => `[${guide.title}](${absolute(site, guide.path)})`).join(', ')}`, '');
  lines.push(`**In v5:** ${entry.v5.summary}. ${entry.v5.how} (${absolute(site, entry.v5.path)})`, '');
  return lines.join('\n').trimEnd();
}

/** At most this many entries are shown in full for a name that several share; the rest are listed. */
const maxFullEntries = 4;

export function getApi(site: Site, input: string): Answer {
  const problem = checkInput(input, 'name', inputLimits.name);
  if (problem) return problem;
  const entries = findApiEntries(site, input);
  if (entries.length === 0) {
    const candidates = [...new Set(site.data.api.flatMap((entry) => [entry.key]))];
    const suggestions = nearest(normaliseName(input), candidates);
    return notFound(
      [
        `No API entry named “${input.trim()}” in ${site.data.site.packageName} ${site.data.site.libraryVersion}.`,
        `Nearest: ${suggestions.map((key) => `\`${key}\``).join(', ')}.`,
        'A name from VisionCamera 5.x has no entry here: this server documents version 4. search_docs finds entries by their words.',
      ].join(' '),
    );
  }
  const shown = entries.slice(0, maxFullEntries);
  const parts = shown.map((entry) => entryText(site, entry));
  const header = entries.length > 1 ? [`${entries.length} entries are named “${input.trim()}”:`, ''] : [];
  const rest = entries.slice(maxFullEntries).map((entry) => `- \`${entry.key}\` (${entry.kind}): ${absolute(site, entry.path)}`);
  return {text: [...header, parts.join('\n\n'), ...(rest.length > 0 ? ['', 'Also:', ...rest] : []), '', versionLine(site)].join('\n')};
}

// ---------------------------------------------------------------- get_error

/** A code as one joined term, as the search reads it: `SESSION / Camera-Not-Ready` → `sessioncameranotready`. */
function joined(code: string): string {
  return code.toLowerCase().replace(/[\s/_-]+/g, '');
}

/** The entries a spelling of a code names: with or without its domain, any case, spaces around `/`, inside `[code]: message`. */
function findErrorEntry(site: Site, input: string): ErrorEntry | undefined {
  const bracketed = /\[([^\]\s][^\]]*)\]/.exec(input)?.[1];
  const wanted = joined((bracketed ?? input).trim().replace(/^[`'"]+|[`'"]+$/g, ''));
  if (wanted === '') return undefined;
  const exact = site.data.errors.find((entry) => joined(entry.code) === wanted);
  if (exact) return exact;
  const byId = site.data.errors.filter((entry) => entry.code.includes('/') && joined(entry.code.split('/')[1]) === wanted);
  return byId.length === 1 ? byId[0] : undefined;
}

export function getError(site: Site, input: string): Answer {
  const problem = checkInput(input, 'code', inputLimits.code);
  if (problem) return problem;
  let entry = findErrorEntry(site, input);
  let how = '';
  if (entry === undefined && /\s/.test(input.trim()) && !/^[\w-]+\s*\/\s*[\w-]+$/.test(input.trim())) {
    // A message rather than a code: the entry the site's search puts first among the errors guide's entries.
    const errorsPage = site.data.errors[0]?.path.split('#')[0];
    const hit = site.index.search(input, (record) => record.path.split('#')[0] === errorsPage && record.path.includes('#'))[0];
    entry = hit && site.data.errors.find((candidate) => candidate.path === hit.path);
    if (entry) how = `No code in “${input.trim()}”; the errors guide's search matches it to this entry:\n\n`;
  }
  if (entry === undefined) {
    const suggestions = nearest(
      input.trim(),
      site.data.errors.map((candidate) => candidate.code),
    );
    const guide = absolute(site, site.data.errors[0]?.path.split('#')[0] ?? '/docs/guides/errors');
    return notFound(
      [
        `No error code “${input.trim()}” in ${site.data.site.packageName} ${site.data.site.libraryVersion}.`,
        `Nearest: ${suggestions.map((code) => `\`${code}\``).join(', ')}.`,
        `Every code: ${guide}#error-codes-by-domain`,
      ].join(' '),
    );
  }
  return {text: `${how}${entry.markdown}\n\nEntry: ${absolute(site, entry.path)}\n\n${versionLine(site)}`};
}
