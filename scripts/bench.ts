/**
 * `npm run bench`: the site's speed and size figures in one run.
 *
 * 1. A cold production build (`docusaurus clear`, then `docusaurus build`):
 *    wall time and peak memory (resident memory of the build's process tree,
 *    sampled every 100 ms from /proc; "n/a" where there is no /proc).
 * 2. Pages in the build and URLs in the sitemap.
 * 3. For `/`, a guide and an API page, a first visit in Chromium with an
 *    empty cache, against the build served as a static host serves it
 *    (scripts/serve-static.ts: brotli/gzip, `_headers`): JS and CSS bytes
 *    (raw, and gzip as the budgets count them), split into what the HTML
 *    names, what the page loaded, and what it prefetched once idle; and the
 *    number of requests.
 * 4. The largest JS chunks of the build.
 * 5. The local search index: size, load time and query times.
 *
 *   npm run bench                      # cold build, then measure
 *   npm run bench -- --skip-build      # measure the existing build/
 *
 * Figures are printed, not asserted: the budgets are checks in npm test.
 */
import {spawn} from 'node:child_process';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import {parseArgs} from 'node:util';
import {chromium, type Browser} from '@playwright/test';
import {assetOf, htmlAssets, kb, keyPages, sum, chunkName, type Asset} from './lib/bundle';
import {defaultBuildDir, listFiles, sitemapPaths} from '../model/builtSite';
import {chromiumArgs, chromiumPath} from './lib/chromium';
import {settleAfterLoad} from './lib/pageLoad';
import {formatSearchFigures, measureSearch} from './lib/searchBench';
import {textTable} from './lib/textTable';
import {serveBuild} from './serve-static';

const {values: options} = parseArgs({options: {'skip-build': {type: 'boolean', default: false}}});
const buildDir = defaultBuildDir;
const root = path.resolve(__dirname, '..');

/** Resident memory (bytes) of a process and all its descendants, or undefined without /proc. */
function treeRss(pid: number): number | undefined {
  if (!existsSync('/proc/self/status')) return undefined;
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const parent = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      const kilobytes = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
      rss.set(Number(entry), kilobytes * 1024);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while we read it.
    }
  }
  let total = 0;
  const pending = [pid];
  while (pending.length > 0) {
    const current = pending.pop()!;
    total += rss.get(current) ?? 0;
    pending.push(...(children.get(current) ?? []));
  }
  return total;
}

/** Runs a command; resolves with its wall time and the peak memory of its process tree. */
function measureCommand(command: string, args: string[]): Promise<{seconds: number; peakBytes: number | undefined}> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, {cwd: root, stdio: ['ignore', 'inherit', 'inherit']});
    let peakBytes: number | undefined;
    const sample = setInterval(() => {
      const now = child.pid === undefined ? undefined : treeRss(child.pid);
      if (now !== undefined) peakBytes = Math.max(peakBytes ?? 0, now);
    }, 100);
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(sample);
      if (code !== 0) reject(new Error(`${command} ${args.join(' ')} exited with ${code}`));
      else resolve({seconds: (performance.now() - started) / 1000, peakBytes});
    });
  });
}

interface Visit {
  page: string;
  requests: number;
  loaded: Asset[];
  prefetched: Asset[];
}

/** A first visit with an empty cache: every request until the network is idle. */
async function visit(browser: Browser, origin: string, page: string): Promise<Visit> {
  const context = await browser.newContext();
  const tab = await context.newPage();
  // Analytics and hosted search are other hosts: not what this measures.
  await tab.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  const requests: Promise<{url: URL; prefetch: boolean}>[] = [];
  tab.on('requestfinished', (request) => {
    requests.push(request.headerValue('sec-purpose').then((purpose) => ({url: new URL(request.url()), prefetch: purpose === 'prefetch'})));
  });
  await tab.goto(origin + page);
  // The same moment the budget test measures: idle, after prefetching.
  await settleAfterLoad(tab, 1000);
  const finished = await Promise.all(requests);
  await context.close();
  const assets = (prefetch: boolean) =>
    [
      ...new Set(
        finished
          .filter((r) => r.prefetch === prefetch && r.url.origin === origin && /\.(js|css)$/.test(r.url.pathname))
          .map((r) => r.url.pathname),
      ),
    ].map((url) => assetOf(buildDir, url));
  return {page, requests: finished.length, loaded: assets(false), prefetched: assets(true)};
}

/**
 * What a chunk mostly holds, told by names its minified code keeps, since
 * chunk file names are numbers. A hint for reading the list, not a proof.
 */
const chunkMarkers: [label: string, pattern: RegExp][] = [
  ['Mermaid', /mermaid|flowchart|sequenceDiagram|gitGraph/g],
  ['Cytoscape (Mermaid)', /cytoscape/g],
  ['KaTeX (Mermaid)', /katex/g],
  ['DocSearch', /DocSearch/g],
  ['Prism', /Prism/g],
];

function chunkContents(file: string): string {
  const source = readFileSync(path.join(buildDir, file), 'utf8');
  const counts = chunkMarkers.map(([label, pattern]) => [label, source.match(pattern)?.length ?? 0] as const).sort((a, b) => b[1] - a[1]);
  const [label, count] = counts[0]!;
  return count >= 3 ? label : '';
}

const bytes = (assets: Asset[]) => [kb(sum(assets, 'raw')), kb(sum(assets, 'gzip'))];
const js = (assets: Asset[]) => assets.filter((asset) => asset.url.endsWith('.js'));
const css = (assets: Asset[]) => assets.filter((asset) => asset.url.endsWith('.css'));

async function main(): Promise<void> {
  const lines: string[] = [];
  const section = (title: string) => lines.push('', `## ${title}`);

  section('Production build');
  if (options['skip-build']) {
    lines.push('skipped (--skip-build): measuring the existing build/');
  } else {
    // Cold: no Rspack cache, no generated API pages, no previous output.
    await measureCommand('npx', ['docusaurus', 'clear']);
    const {seconds, peakBytes} = await measureCommand('npx', ['docusaurus', 'build']);
    lines.push(`wall time         ${seconds.toFixed(1)} s (cold, after docusaurus clear)`);
    lines.push(
      `peak memory       ${peakBytes === undefined ? 'n/a' : `${(peakBytes / 1024 ** 3).toFixed(2)} GB`} (resident, whole process tree)`,
    );
  }
  if (!existsSync(path.join(buildDir, 'index.html'))) throw new Error('No build in build/: run without --skip-build.');

  const files = listFiles(buildDir);
  section('Pages');
  lines.push(`HTML pages        ${files.filter((file) => file.endsWith('.html')).length}`);
  lines.push(`sitemap URLs      ${sitemapPaths(buildDir).length}`);

  section('First visit (empty cache; gzip as the budgets count it)');
  const server = await serveBuild(buildDir);
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  const rows: string[][] = [];
  try {
    for (const page of keyPages) {
      const inHtml = htmlAssets(buildDir, page);
      const seen = await visit(browser, server.url, page);
      rows.push(
        [page, 'in HTML', String(inHtml.js.length), ...bytes(inHtml.js), ...bytes(inHtml.css), ''],
        ['', 'loaded', String(js(seen.loaded).length), ...bytes(js(seen.loaded)), ...bytes(css(seen.loaded)), String(seen.requests)],
        ['', 'prefetched', String(js(seen.prefetched).length), ...bytes(js(seen.prefetched)), ...bytes(css(seen.prefetched)), ''],
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }
  // Page and view read as text; the figures line up on the right.
  lines.push(
    ...textTable(['page', 'view', 'JS files', 'JS raw', 'JS gzip', 'CSS raw', 'CSS gzip', 'requests'], rows, (column) =>
      column === 0 ? 'left' : 'right',
    ),
  );
  lines.push('requests: every request of the visit (HTML, scripts, styles, images, fonts, search index), prefetches included');

  section('Largest JS chunks');
  const chunks = files
    .filter((file) => file.startsWith('assets/js/') && file.endsWith('.js'))
    .map((file) => assetOf(buildDir, `/${file}`))
    .sort((a, b) => b.gzip - a.gzip);
  lines.push(`${chunks.length} chunks, ${kb(sum(chunks, 'gzip'))} gzip in all`);
  lines.push(
    ...textTable(
      ['chunk', 'raw', 'gzip', 'mostly'],
      chunks
        .slice(0, 10)
        .map((chunk) => [
          chunkName(chunk.url),
          kb(chunk.raw),
          kb(chunk.gzip),
          /^\d+\./.test(path.posix.basename(chunk.url)) ? chunkContents(chunk.url.slice(1)) : '',
        ]),
      (column) => (column === 0 || column === 3 ? 'left' : 'right'),
    ),
  );

  section('Local search index');
  lines.push(...formatSearchFigures(measureSearch()));

  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
