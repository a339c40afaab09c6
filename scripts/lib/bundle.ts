/**
 * Bytes the browser downloads: the scripts and stylesheets a built page
 * references, their raw and gzip sizes, and the budgets they must fit.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {load} from 'cheerio';
import {appScriptsOf} from '../../plugins/first-paint/template';
import {fileForUrlPath} from '../../model/builtSite';

/** Budgets in bytes (gzip), from the quality-gates issue. */
export const budgets = {
  /** The entry JS every page loads first (runtime + main), per key page. */
  entryJs: 128 * 1024,
  /** All the JS a page loads until it hydrates (entry, layout and content chunks), on the pages the speed issue measures. */
  firstLoadJs: 172 * 1024,
  /** Every JS file fetched while loading a guide page, lazy and prefetched chunks included. */
  guidePageAllJs: 350 * 1024,
  /** CSS a page loads (plugins/unused-css drops what the site never renders). */
  css: 20 * 1024,
} as const;

/** The pages whose first load the speed issue measures: home, a typical and the largest guide, the three kinds of API page. */
export const speedPages = [
  '/',
  '/docs/guides/taking-photos',
  '/docs/guides/frame-processors-plugins-ios',
  '/docs/api/',
  '/docs/api/interfaces/CameraProps',
  '/docs/api/classes/Camera',
] as const;

/** The key pages the budgets and the benchmark look at: home, a guide, an API page. */
export const keyPages = ['/', '/docs/guides/taking-photos', '/docs/api/interfaces/CameraProps'] as const;

export interface Asset {
  /** URL path, e.g. `/assets/js/main.1a2b3c4d.js`. */
  url: string;
  raw: number;
  gzip: number;
}

/** gzip at zlib's default level 6, what most static hosts and CDNs use. */
function gzipSize(content: Buffer): number {
  return gzipSync(content, {level: 6}).length;
}

export function assetOf(buildDir: string, url: string): Asset {
  const file = fileForUrlPath(buildDir, url);
  if (file === undefined) throw new Error(`${url} is not in the build`);
  const content = readFileSync(file);
  return {url, raw: content.length, gzip: gzipSize(content)};
}

/**
 * Same-site scripts and stylesheets a built page names: its script elements and the app's scripts
 * its start script adds after the first paint (plugins/first-paint).
 */
export function htmlAssets(buildDir: string, urlPath: string): {js: Asset[]; css: Asset[]} {
  const file = fileForUrlPath(buildDir, urlPath);
  if (file === undefined) throw new Error(`${urlPath} is not in the build`);
  const html = readFileSync(file, 'utf8');
  const $ = load(html);
  const local = (value: string | undefined): value is string => value !== undefined && value.startsWith('/') && !value.startsWith('//');
  const js = [
    ...$('script[src]')
      .map((_, element) => $(element).attr('src'))
      .get(),
    ...(appScriptsOf(html)?.app ?? []),
  ].filter(local);
  const css = $('link[rel="stylesheet"]')
    .map((_, element) => $(element).attr('href'))
    .get()
    .filter(local);
  return {js: js.map((url) => assetOf(buildDir, url)), css: css.map((url) => assetOf(buildDir, url))};
}

export const sum = (assets: Asset[], key: 'raw' | 'gzip'): number => assets.reduce((total, asset) => total + asset[key], 0);

/**
 * The entry scripts among those a page names: the runtime and main.js, which
 * every page loads. The runtime then loads the page's route chunks, which
 * count towards its first-load budget (tests/e2e/budgets.spec.ts).
 */
export function entryScripts(js: Asset[]): Asset[] {
  return js.filter((asset) => ['runtime~main.js', 'main.js'].includes(chunkName(asset.url)));
}

/** A chunk's name without its content hash (`main.1a2b.js` → `main.js`), stable across builds. */
export function chunkName(url: string): string {
  return path.posix.basename(url).replace(/\.[0-9a-f]{8,}\.(js|css)$/, '.$1');
}

/** Gzip sizes by chunk name recorded by `npm run budgets:baseline`. */
export const baselineFile = path.resolve(__dirname, '../../tests/build/bundle-baseline.json');

export function readBaseline(): Record<string, number> {
  return JSON.parse(readFileSync(baselineFile, 'utf8')) as Record<string, number>;
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * A failure message for a budget: the total, then every asset largest first
 * with its change against the last recorded sizes, so the chunk that grew is
 * named.
 */
export function explainBudget(what: string, assets: Asset[], budget: number, baseline: Record<string, number>): string {
  const total = sum(assets, 'gzip');
  const rows = [...assets]
    .sort((a, b) => b.gzip - a.gzip)
    .map((asset) => {
      const before = baseline[chunkName(asset.url)];
      const change = before === undefined ? 'new' : `${asset.gzip - before >= 0 ? '+' : ''}${kb(asset.gzip - before)}`;
      return `  ${kb(asset.gzip).padStart(9)}  ${chunkName(asset.url)} (${change})`;
    });
  const grown = [...assets]
    .map((asset) => ({asset, growth: asset.gzip - (baseline[chunkName(asset.url)] ?? 0)}))
    .filter(({growth}) => growth > 0)
    .sort((a, b) => b.growth - a.growth)[0];
  return [
    `${what}: ${kb(total)} gzip, budget ${kb(budget)}.`,
    grown
      ? `Grew most: ${chunkName(grown.asset.url)} (+${kb(grown.growth)} against tests/build/bundle-baseline.json).`
      : 'No chunk grew against tests/build/bundle-baseline.json: more chunks are fetched than before.',
    ...rows,
  ].join('\n');
}
