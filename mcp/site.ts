/**
 * A built copy of the site, read once: from a local build folder or from the
 * deployed site's URL, and from nothing else (ARCHITECTURE.md, "Docs for
 * coding agents"). Only reads; the server never writes anywhere.
 *
 * What it loads at start: `agent-data.json` (plugins/agent-data), and the
 * local search index the pages name in their `<meta name="vision-search-index">`
 * with its whole texts, or, for a build made for hosted search, the same
 * index built here from `search-records.json` by the build's own functions.
 * Markdown twins are read when first asked for, then kept.
 */
import {readFile, realpath, stat} from 'node:fs/promises';
import path from 'node:path';
import {agentDataFileName, agentDataFormat, type AgentData} from '../plugins/agent-data/format';
import {toIndexedRecords} from '../plugins/search/build/writeIndex';
import type {SearchRecord} from '../plugins/search/build/records';
import {indexMetaName, recordsFileName} from '../plugins/search/shared/constants';
import {LocalIndex, serializeFullText, serializeIndex} from '../plugins/search/shared/engine';

/** A problem with the site as given: one sentence that names the folder or URL, for the one line the server prints. */
export class SiteError extends Error {
  override name = 'SiteError';
}

/** Reads files of the site by their path on the site (`/docs/guides/x.md`). */
interface SiteFiles {
  /** The folder or URL, as the messages name it. */
  readonly where: string;
  read(sitePath: string): Promise<string | undefined>;
}

const fetchTimeoutMs = 30_000;

async function folderFiles(folder: string): Promise<SiteFiles> {
  const root = path.resolve(folder);
  let info;
  try {
    info = await stat(root);
  } catch {
    throw new SiteError(
      `No built site at ${root}: the folder does not exist. Build it with \`npm run build\`, or give the deployed site's URL.`,
    );
  }
  if (!info.isDirectory()) throw new SiteError(`${root} is a file, not a build folder: give the folder \`npm run build\` writes (build/).`);
  const realRoot = await realpath(root);
  return {
    where: root,
    async read(sitePath) {
      const file = path.resolve(realRoot, `.${path.posix.normalize(sitePath)}`);
      // Only files inside the build, links included: the paths come from the build's own data, but a link could point out.
      const real = await realpath(file).catch(() => undefined);
      if (real === undefined || (real !== realRoot && !real.startsWith(realRoot + path.sep))) return undefined;
      return readFile(real, 'utf8');
    },
  };
}

function urlFiles(siteUrl: string): SiteFiles {
  const base = new URL(siteUrl);
  return {
    where: base.origin + base.pathname.replace(/\/$/, ''),
    async read(sitePath) {
      const url = new URL(`${base.pathname.replace(/\/$/, '')}${sitePath}`, base.origin);
      if (url.origin !== base.origin) return undefined;
      let response;
      try {
        response = await fetch(url, {signal: AbortSignal.timeout(fetchTimeoutMs), redirect: 'error'});
      } catch (error) {
        throw new SiteError(`Cannot reach ${url.href}: ${error instanceof Error ? error.message : String(error)}.`);
      }
      if (response.status === 404) return undefined;
      if (!response.ok) throw new SiteError(`${url.href} answered HTTP ${response.status}.`);
      return response.text();
    },
  };
}

export interface Site {
  /** The folder or URL it was read from. */
  where: string;
  data: AgentData;
  index: LocalIndex;
  /** A page's Markdown twin, by the twin's path (`/docs/guides/x.md`); read once. */
  twin(twinPath: string): Promise<string>;
}

function parseData(text: string, where: string): AgentData {
  let data: Partial<AgentData>;
  try {
    data = JSON.parse(text) as Partial<AgentData>;
  } catch {
    throw new SiteError(`${where}/${agentDataFileName} is not valid JSON: rebuild the site (\`npm run build\`).`);
  }
  if (
    data.format !== agentDataFormat ||
    !Array.isArray(data.pages) ||
    !Array.isArray(data.api) ||
    !Array.isArray(data.errors) ||
    !data.site
  )
    throw new SiteError(
      `${where}/${agentDataFileName} was written by another version of the site ` +
        `(format ${String(data.format)}; this server reads format ${agentDataFormat}): rebuild it with this checkout (\`npm run build\`).`,
    );
  return data as AgentData;
}

async function loadIndex(files: SiteFiles): Promise<LocalIndex> {
  const home = await files.read('/index.html');
  if (home === undefined) throw new SiteError(`${files.where} has no index.html: it is not a build of this site.`);
  const indexUrl = new RegExp(`<meta name="?${indexMetaName}"? content="?([^"> ]+)`).exec(home)?.[1];
  if (indexUrl !== undefined) {
    const json = await files.read(indexUrl);
    if (json === undefined)
      throw new SiteError(
        `${files.where} names the search index ${indexUrl}, which is missing: the build is incomplete or stale; rebuild it.`,
      );
    const index = new LocalIndex(json);
    const fullText = index.fullTextUrl === undefined ? undefined : await files.read(index.fullTextUrl);
    if (fullText === undefined)
      throw new SiteError(`${files.where} lacks the search index's full text (${String(index.fullTextUrl)}): rebuild it.`);
    index.attachFullText(fullText);
    return index;
  }
  // A build for hosted search ships the records, not the index: index them as the build would.
  const records = await files.read(`/${recordsFileName}`);
  if (records === undefined) throw new SiteError(`${files.where} has neither a search index nor ${recordsFileName}: rebuild it.`);
  const indexed = toIndexedRecords(JSON.parse(records) as SearchRecord[]);
  const index = new LocalIndex(serializeIndex(indexed));
  index.attachFullText(serializeFullText(indexed));
  return index;
}

/** Reads the site at a folder or an http(s) URL; throws a SiteError that says what is wrong. */
export async function openSite(location: string): Promise<Site> {
  const isUrl = /^[a-z][a-z\d+.-]*:\/\//i.test(location);
  if (isUrl && !/^https?:\/\//i.test(location)) throw new SiteError(`${location}: give a build folder or an http(s) URL of the site.`);
  const files = isUrl ? urlFiles(location) : await folderFiles(location);
  const text = await files.read(`/${agentDataFileName}`);
  if (text === undefined)
    throw new SiteError(
      `${files.where} has no ${agentDataFileName}: it is not a build of this site, or it was built before the agents' data existed. Rebuild it with \`npm run build\`.`,
    );
  const data = parseData(text, files.where);
  const index = await loadIndex(files);
  const twins = new Map<string, Promise<string>>();
  const known = new Set(data.pages.map((page) => page.twin));
  return {
    where: files.where,
    data,
    index,
    twin(twinPath) {
      if (!known.has(twinPath)) return Promise.reject(new SiteError(`${twinPath} is not a page of this site.`));
      let text = twins.get(twinPath);
      if (text === undefined) {
        text = files.read(twinPath).then((found) => {
          if (found === undefined)
            throw new SiteError(`${files.where}${twinPath} is missing: the build is incomplete or stale; rebuild it.`);
          return found;
        });
        // A failure is not kept: the next call tries again.
        text.catch(() => twins.delete(twinPath));
        twins.set(twinPath, text);
      }
      return text;
    },
  };
}
