/**
 * Lighthouse benchmark (npm run bench:lighthouse): serves build/ as a static
 * host does, with brotli/gzip and `_headers` (scripts/serve-static.ts), and audits three pages with the mobile and the
 * desktop preset, then prints scores and the core metrics, and every audit of
 * the accessibility, best-practices and SEO categories that did not pass.
 *
 *   npm run build && npm run bench:lighthouse            # one run
 *   npm run bench:lighthouse -- --runs 2 --dir build     # options
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
import {textTable} from './lib/textTable';
import {serveBuild} from './serve-static';

const root = path.resolve(__dirname, '..');
const {values: options} = parseArgs({
  options: {
    runs: {type: 'string', default: '1'},
    dir: {type: 'string', default: 'build'},
  },
});
const pages = ['/', '/docs/guides', '/docs/api/interfaces/CameraProps'];
const presets = ['mobile', 'desktop'] as const;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

interface Result {
  run: number;
  page: string;
  preset: string;
  scores: Record<string, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  problems: string[];
}

async function audit(url: string, port: number, preset: (typeof presets)[number]) {
  const flags = {
    port,
    output: 'json' as const,
    logLevel: 'error' as const,
    onlyCategories: categories,
    blockedUrlPatterns: ['*://*.googletagmanager.com/*', '*://*.google-analytics.com/*', '*://*.algolia.net/*', '*://*.algolianet.com/*'],
  };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr;
}

async function main() {
  const runs = Number(options.runs);
  const server = await serveBuild(path.resolve(root, options.dir ?? 'build'));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  const results: Result[] = [];
  try {
    for (let run = 1; run <= runs; run++) {
      for (const preset of presets) {
        for (const page of pages) {
          const lhr = await audit(server.url + page, chrome.port, preset);
          const scores = Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
          const problems = categories
            .filter((id) => id !== 'performance')
            .flatMap((id) => lhr.categories[id]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => `${ref.id}: ${lhr.audits[ref.id]?.title}`);
          const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
          results.push({
            run,
            page,
            preset,
            scores,
            lcpMs: Math.round(numeric('largest-contentful-paint')),
            tbtMs: Math.round(numeric('total-blocking-time')),
            cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
            problems,
          });
          console.error(`run ${run} ${preset} ${page}: done`);
        }
      }
    }
  } finally {
    chrome.kill();
    await server.close();
  }

  const header = ['run', 'preset', 'page', 'perf', 'a11y', 'best-pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS'];
  const rows = results.map((r) => [
    String(r.run),
    r.preset,
    r.page,
    ...categories.map((id) => String(r.scores[id])),
    String(r.lcpMs),
    String(r.tbtMs),
    r.cls.toFixed(3),
  ]);
  for (const line of textTable(header, rows)) console.log(line);
  const problems = [...new Set(results.flatMap((r) => r.problems.map((problem) => `${r.preset} ${r.page} ${problem}`)))];
  if (problems.length > 0) console.log(`\nNot passing (accessibility, best practices, SEO):\n${problems.join('\n')}`);

  mkdirSync(path.join(root, 'test-results'), {recursive: true});
  writeFileSync(path.join(root, 'test-results', 'lighthouse.json'), JSON.stringify(results, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
