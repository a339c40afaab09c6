/**
 * Build side of the search plugin: after the build, reads every rendered docs page, writes
 * DocSearch records (`search-records.json`, for `npm run search:upload`) and,
 * for local search, a serialised MiniSearch index as a content-hashed asset
 * (and the records' whole text as a second one, for quoted phrases). Every
 * HTML page learns the index URL from a meta tag, so the browser fetches it
 * only when someone searches.
 */
import {createHash} from 'node:crypto';
import {readFile, readdir, writeFile, mkdir} from 'node:fs/promises';
import path from 'node:path';
import type {Props} from '@docusaurus/types';
import {rankOf, serializeFullText, serializeIndex, type IndexedRecord} from '../shared/engine';
import {indexMetaName, recordsFileName} from '../shared/constants';
import {extractRecords, type SearchRecord} from './records';

export type SearchMode = 'local' | 'algolia';

/**
 * Guides about another major version: the upgrade guide names every 4.7.3 entry to map it to 5.x, so it
 * ranks as a reference page would, behind the guides that answer a 4.x task (ARCHITECTURE.md, "The way to v5").
 */
const otherVersionGuides = new Set(['/docs/guides/upgrading-to-v5']);

/** Guides outrank the API reference at equal text relevance; the main guide most of all. */
function pageRankOf(route: string): number {
  if (otherVersionGuides.has(route)) return 1;
  if (route === '/docs/guides') return 3;
  if (route.startsWith('/docs/guides/')) return 2;
  return 1;
}

/** Guides link to their h4 entries (an error code each); API pages' h4s are not places to land on. */
function destinationDepthOf(route: string): number {
  return route.startsWith('/docs/guides') ? 4 : 3;
}

/** The build writes each route to `<route>/index.html`. */
function htmlFileOf(outDir: string, route: string): string {
  return path.join(outDir, route, 'index.html');
}

/**
 * Records for the local index. Paragraphs that share a URL (the same h2/h3
 * section) become one record: they lead to the same place, and one document
 * per section keeps the index a fraction of the size.
 */
export function toIndexedRecords(records: SearchRecord[]): IndexedRecord[] {
  const indexed: IndexedRecord[] = [];
  for (const record of records) {
    const previous = indexed.at(-1);
    if (record.type === 'content' && previous?.type === 'content' && previous.path === record.path) {
      previous.content = `${previous.content ?? ''} ${record.content ?? ''}`.trim();
      continue;
    }
    indexed.push({
      type: record.type,
      hierarchy: record.hierarchy,
      content: record.content,
      path: record.path,
      language: record.language,
      docusaurus_tag: record.docusaurus_tag,
      rank: rankOf(record.weight.pageRank, record.weight.level),
    });
  }
  return indexed;
}

/** Adds the index URL to a page's head, once. */
function withIndexMeta(html: string, assetUrl: string): string {
  const tag = `<meta name="${indexMetaName}" content="${assetUrl}">`;
  const cleaned = html.replace(new RegExp(`<meta name="${indexMetaName}"[^>]*>`), '');
  return cleaned.replace('</head>', `${tag}</head>`);
}

async function listHtmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * `local`: records and the in-browser index; `algolia`: records only, the
 * hosted index answers.
 */
export async function writeSearchAssets(
  {outDir, routesPaths, siteConfig}: Pick<Props, 'outDir' | 'routesPaths' | 'siteConfig'>,
  mode: SearchMode,
): Promise<void> {
  const docRoutes = [...new Set(routesPaths)].filter((route) => route.startsWith(`${siteConfig.baseUrl}docs/`)).sort();
  const records: SearchRecord[] = [];
  for (const route of docRoutes) {
    let html: string;
    try {
      html = await readFile(htmlFileOf(outDir, route), 'utf8');
    } catch {
      continue; // e.g. a redirect-only route
    }
    records.push(...extractRecords({route, html, siteUrl: siteConfig.url, pageRank: pageRankOf(route), destinationDepth: destinationDepthOf(route)}));
  }
  await writeFile(path.join(outDir, recordsFileName), JSON.stringify(records));
  if (mode !== 'local') return;

  const indexed = toIndexedRecords(records);
  await mkdir(path.join(outDir, 'assets', 'search'), {recursive: true});
  const writeAsset = async (name: string, json: string): Promise<string> => {
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
    const file = `assets/search/${name}.${hash}.json`;
    await writeFile(path.join(outDir, file), json);
    return `${siteConfig.baseUrl}${file}`;
  };
  const fullTextUrl = await writeAsset('text', serializeFullText(indexed));
  const json = serializeIndex(indexed, fullTextUrl);
  const assetUrl = await writeAsset('index', json);
  for (const file of await listHtmlFiles(outDir)) {
    const html = await readFile(file, 'utf8');
    // Redirect pages (plugins/url-redirects) leave at once: no search there.
    if (/<meta http-equiv="refresh"/i.test(html)) continue;
    await writeFile(file, withIndexMeta(html, assetUrl));
  }
  console.log(`[search] ${records.length} records from ${docRoutes.length} pages; index ${(json.length / 1024).toFixed(0)} KB at ${assetUrl}`);
}
