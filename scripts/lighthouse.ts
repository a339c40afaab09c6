/**
 * Lighthouse benchmark (npm run bench:lighthouse): serves build/ as a static
 * host does, with brotli/gzip and `_headers` (scripts/serve-static.ts), and
 * audits each page with the mobile and the desktop preset, 3 runs by default.
 * It prints, per page and preset, the median of the runs (with their range
 * where it matters): the four category scores, LCP, Total Blocking Time, the
 * longest main-thread task and the number of tasks of 50 ms or more (both as
 * Lighthouse times them under its 4x slowed CPU on mobile, without the tasks
 * of Lighthouse's own scripts), DOM elements and
 * the JavaScript transferred during the load; then the host's CPU benchmark
 * index, the longest tasks of the last run and every accessibility,
 * best-practices and SEO audit that did not pass.
 *
 *   npm run build && npm run bench:lighthouse                     # 3 runs, 6 pages
 *   npm run bench:lighthouse -- --runs 1 --pages /,/docs/api/ --presets mobile   # options
 *   npm run bench:lighthouse -- --without-scripts --presets mobile   # the same pages with no script
 *   npm run bench:lighthouse -- --compare ../prev/build              # another build, served beside ours
 *   npm run bench:lighthouse -- --compare https://example.org --compare-pages /,/docs/guides/x   # another site
 *
 * With --compare, every run audits each page of ours and then the same page of
 * the other site (a directory is served like ours; a URL is audited as it is,
 * its hosts not blocked), and the table gets a line per page for each plus
 * their ratio: this host's speed drifts, so only a side-by-side ratio holds.
 *
 * Needs Chromium (CHROMIUM_PATH or CHROME_PATH, default /usr/bin/chromium). Requests to other
 * hosts (analytics in build:test output) are blocked: this machine has no
 * internet, and a third party's speed is not what this measures.
 * Results also go to test-results/lighthouse.json. Not part of npm test.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {chromiumArgs} from './lib/chromium';
import {speedPages} from './lib/bundle';
import {textTable} from './lib/textTable';
import {withoutScripts} from './lib/withoutScripts';
import {serveBuild} from './serve-static';

const root = path.resolve(__dirname, '..');
const {values: options} = parseArgs({
  options: {
    runs: {type: 'string', default: '3'},
    dir: {type: 'string', default: 'build'},
    pages: {type: 'string'},
    presets: {type: 'string'},
    'without-scripts': {type: 'boolean', default: false},
    compare: {type: 'string'},
    'compare-pages': {type: 'string'},
  },
});
const pages = options.pages ? options.pages.split(',') : [...speedPages];
const allPresets = ['mobile', 'desktop'] as const;
const presets = options.presets ? allPresets.filter((preset) => options.presets!.split(',').includes(preset)) : allPresets;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

interface Result {
  run: number;
  /** 'ours', or 'other' for the site given with --compare. */
  site: 'ours' | 'other';
  page: string;
  preset: string;
  scores: Record<string, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  longestTaskMs: number;
  longTasks: number;
  /** The five longest tasks: what script they are attributed to, when they start and how long they take. */
  longestTasks: {url: string; startMs: number; durationMs: number}[];
  domElements: number;
  scriptKb: number;
  /** Lighthouse's measure of the host's CPU for this run (its 4x slowdown assumes 1,500–2,000). */
  benchmarkIndex: number;
  problems: string[];
}

interface LongTasksDetails {
  items?: {duration: number; startTime: number; url: string}[];
  debugData?: {urls?: string[]; tasks?: {urlIndex: number}[]};
}

/**
 * Lighthouse runs its own gatherers in the page after the load (DOM size,
 * accessibility): their tasks are attributed to `_lighthouse-eval.js` and are
 * not the site's, so they are left out of the longest task and the count.
 */
const lighthouseOwnScript = /_lighthouse-eval\.js$/;

interface TableDetails {
  items?: Record<string, unknown>[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median, followed by the range when the runs differ: `71 (70–73)`. */
function medianWithRange(values: number[]): string {
  const low = Math.min(...values);
  const high = Math.max(...values);
  const middle = String(Math.round(median(values)));
  return low === high ? middle : `${middle} (${Math.round(low)}–${Math.round(high)})`;
}

/** The report of one audit. */
type LighthouseResult = Awaited<ReturnType<typeof audit>>;

/** One audit's figures, with the tasks of Lighthouse's own scripts left out. */
function resultOf(lhr: LighthouseResult, at: Pick<Result, 'run' | 'site' | 'page' | 'preset'> & {base: string}): Result {
  const {run, site, page, preset, base} = at;
  const scores = Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
  const problems = categories
    .filter((id) => id !== 'performance')
    .flatMap((id) => lhr.categories[id]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => `${ref.id}: ${lhr.audits[ref.id]?.title}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  // Every long task Lighthouse found (its table shows the 20 longest), timed as the preset throttles.
  const longTaskDetails = (lhr.audits['long-tasks']?.details ?? {}) as LongTasksDetails;
  const pageTasks = (longTaskDetails.items ?? []).filter((task) => !lighthouseOwnScript.test(task.url));
  const debugUrls = longTaskDetails.debugData?.urls ?? [];
  const allTasks = longTaskDetails.debugData?.tasks;
  const domRows = ((lhr.audits['dom-size-insight']?.details ?? {}) as TableDetails).items ?? [];
  const resources = ((lhr.audits['resource-summary']?.details ?? {}) as TableDetails).items ?? [];
  const script = resources.find((item) => item.resourceType === 'script');
  return {
    run,
    site,
    page,
    preset,
    scores,
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    longestTaskMs: Math.round(Math.max(0, ...pageTasks.map((task) => task.duration))),
    longTasks:
      allTasks === undefined
        ? pageTasks.length
        : allTasks.filter((task) => !lighthouseOwnScript.test(debugUrls[task.urlIndex] ?? '')).length,
    longestTasks: pageTasks.slice(0, 5).map((task) => ({
      url: task.url.replace(base, ''),
      startMs: Math.round(task.startTime),
      durationMs: Math.round(task.duration),
    })),
    // The first row is the page's total element count.
    domElements: Number((domRows[0]?.value as {value?: number} | undefined)?.value ?? NaN),
    scriptKb: Math.round((Number(script?.transferSize ?? 0) / 1024) * 10) / 10,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    problems,
  };
}

async function audit(url: string, port: number, preset: (typeof allPresets)[number], blockOtherHosts = true) {
  const flags = {
    port,
    output: 'json' as const,
    logLevel: 'error' as const,
    onlyCategories: categories,
    blockedUrlPatterns: blockOtherHosts
      ? ['*://*.googletagmanager.com/*', '*://*.google-analytics.com/*', '*://*.algolia.net/*', '*://*.algolianet.com/*']
      : [],
  };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr;
}

async function main() {
  const runs = Number(options.runs);
  const withoutScriptsMode = options['without-scripts'] === true;
  const server = await serveBuild(path.resolve(root, options.dir ?? 'build'), withoutScriptsMode ? {transformHtml: withoutScripts} : {});
  // The other site of --compare: a directory served the same way, or a URL audited as it is.
  const compare = options.compare;
  const otherServer =
    compare === undefined || /^https?:\/\//.test(compare)
      ? undefined
      : await serveBuild(path.resolve(root, compare), withoutScriptsMode ? {transformHtml: withoutScripts} : {});
  const otherBase = otherServer?.url ?? compare?.replace(/\/$/, '');
  const otherPages = options['compare-pages'] ? options['compare-pages'].split(',') : pages;
  if (otherPages.length !== pages.length) throw new Error('--compare-pages names one page for each page of --pages');
  const sites = otherBase === undefined ? (['ours'] as const) : (['ours', 'other'] as const);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  const results: Result[] = [];
  try {
    for (let run = 1; run <= runs; run++) {
      for (const preset of presets) {
        for (const [pageIndex, page] of pages.entries()) {
          for (const site of sites) {
            const base = site === 'ours' ? server.url : otherBase!;
            const url = base + (site === 'ours' ? page : otherPages[pageIndex]!);
            const lhr = await audit(url, chrome.port, preset, site === 'ours' || otherServer !== undefined);
            results.push(resultOf(lhr, {run, site, page, preset, base}));
            console.error(`run ${run} ${preset} ${page}${site === 'other' ? ` (${compare})` : ''}: done`);
          }
        }
      }
    }
  } finally {
    chrome.kill();
    await server.close();
    await otherServer?.close();
  }

  const header = [
    'page',
    'site',
    'preset',
    'perf',
    'a11y',
    'BP',
    'SEO',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'longest task ms',
    'tasks ≥50 ms',
    'DOM',
    'JS KB',
  ];
  const runsOf = (page: string, preset: string, site: Result['site']) =>
    results.filter((r) => r.page === page && r.preset === preset && r.site === site);
  const rows = presets.flatMap((preset) =>
    pages.flatMap((page) =>
      sites.map((site) => {
        const of = (pick: (r: Result) => number) => runsOf(page, preset, site).map(pick);
        return [
          page,
          site,
          preset,
          medianWithRange(of((r) => r.scores.performance ?? NaN)),
          ...['accessibility', 'best-practices', 'seo'].map((id) => String(median(of((r) => r.scores[id] ?? NaN)))),
          medianWithRange(of((r) => r.fcpMs)),
          medianWithRange(of((r) => r.lcpMs)),
          medianWithRange(of((r) => r.tbtMs)),
          medianWithRange(of((r) => r.longestTaskMs)),
          String(median(of((r) => r.longTasks))),
          String(median(of((r) => r.domElements))),
          median(of((r) => r.scriptKb)).toFixed(1),
        ];
      }),
    ),
  );
  console.log(`Median of ${runs} run${runs === 1 ? '' : 's'} per page and preset (range in brackets); JS KB is transferred, compressed.`);
  if (withoutScriptsMode) console.log('Pages served without their scripts (--without-scripts): the floor under any script work.');
  // Lighthouse's mobile preset slows the CPU 4x assuming a host that scores 1,500–2,000: a lower or spread index
  // means the task times below are longer, or noisier, than on the host the preset was tuned for.
  console.log(`Host CPU benchmark index (Lighthouse): ${medianWithRange(results.map((r) => r.benchmarkIndex))}`);
  for (const line of textTable(header, rows, (column) => (column < 3 ? 'left' : 'right'))) console.log(line);
  if (otherBase !== undefined) {
    // Ours over the other site's, medians of the same runs: below 1 is faster for FCP, LCP and TBT.
    console.log(`\nOurs / other (${compare}), medians of interleaved runs: performance points ahead, FCP, LCP and TBT as ratios`);
    const ratioRows = presets.flatMap((preset) =>
      pages.map((page) => {
        const ours = runsOf(page, preset, 'ours');
        const other = runsOf(page, preset, 'other');
        const ratio = (pick: (r: Result) => number) => (median(ours.map(pick)) / Math.max(1, median(other.map(pick)))).toFixed(2);
        const points = median(ours.map((r) => r.scores.performance ?? NaN)) - median(other.map((r) => r.scores.performance ?? NaN));
        return [page, preset, `${points >= 0 ? '+' : ''}${points}`, ratio((r) => r.fcpMs), ratio((r) => r.lcpMs), ratio((r) => r.tbtMs)];
      }),
    );
    for (const line of textTable(['page', 'preset', 'perf points', 'FCP ×', 'LCP ×', 'TBT ×'], ratioRows, (column) =>
      column < 2 ? 'left' : 'right',
    ))
      console.log(line);
  }
  // What the main thread was busy with: the long tasks of the last mobile run of each page.
  console.log('\nLongest tasks (last mobile run): script, start ms, duration ms');
  for (const page of pages) {
    const last = runsOf(page, 'mobile', 'ours').at(-1);
    if (last === undefined) continue;
    const tasks = last.longestTasks.map((task) => `${task.url || '(no script)'} @${task.startMs}: ${task.durationMs}`);
    console.log(`${page}: ${tasks.join('; ') || 'none'}`);
  }
  const problems = [...new Set(results.flatMap((r) => r.problems.map((problem) => `${r.preset} ${r.page} ${problem}`)))];
  if (problems.length > 0) console.log(`\nNot passing (accessibility, best practices, SEO):\n${problems.join('\n')}`);

  mkdirSync(path.join(root, 'test-results'), {recursive: true});
  writeFileSync(path.join(root, 'test-results', 'lighthouse.json'), JSON.stringify(results, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
