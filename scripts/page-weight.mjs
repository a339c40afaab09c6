#!/usr/bin/env node
// @ts-check
/**
 * JS and CSS weight of the home page against a guide page (npm run bench:weight,
 * after a build). Two views, both in raw bytes and gzip (zlib, level 9):
 *
 * - "in the HTML": the <script src> and <link rel=stylesheet> of the built page;
 * - "loaded": every same-site .js and .css file Chromium requests while the page
 *   loads and hydrates (route chunks included), served by scripts/serve-static.mjs;
 * - "prefetch": chunks of linked pages that Docusaurus prefetches at low priority
 *   once the page is idle (not needed to show this page).
 *
 *   npm run bench:weight -- --dir build
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {serveStatic} from './serve-static.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const {values: options} = parseArgs({options: {dir: {type: 'string', default: 'build'}}});
const buildDir = path.resolve(root, options.dir ?? 'build');
const pages = ['/', '/docs/guides/taking-photos'];

/** @param {string} urlPath */
const fileOf = (urlPath) => path.join(buildDir, decodeURIComponent(urlPath));

/** @param {string[]} urlPaths */
function weigh(urlPaths) {
  const totals = {js: {raw: 0, gzip: 0, files: 0}, css: {raw: 0, gzip: 0, files: 0}};
  for (const urlPath of urlPaths) {
    const kind = urlPath.endsWith('.css') ? 'css' : 'js';
    const bytes = readFileSync(fileOf(urlPath));
    totals[kind].raw += bytes.length;
    totals[kind].gzip += gzipSync(bytes, {level: 9}).length;
    totals[kind].files += 1;
  }
  return totals;
}

/** @param {string} page */
function referencedInHtml(page) {
  const html = readFileSync(path.join(buildDir, page, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="?(\/[^"\s>]+\.js)/g)].map((m) => m[1] ?? '');
  const styles = [...html.matchAll(/<link[^>]*rel="?stylesheet"?[^>]*href="?(\/[^"\s>]+\.css)/g)].map((m) => m[1] ?? '');
  return [...scripts, ...styles];
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {string} page
 */
async function loadedByBrowser(browser, origin, page) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  /** @type {Promise<{path: string, prefetch: boolean}>[]} */
  const requests = [];
  await tab.route((url) => url.origin !== origin, (route) => route.abort());
  tab.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin && /\.(js|css)$/.test(url.pathname) && existsSync(fileOf(url.pathname))) {
      requests.push(request.headerValue('sec-purpose').then((purpose) => ({path: url.pathname, prefetch: purpose === 'prefetch'})));
    }
  });
  await tab.goto(origin + page, {waitUntil: 'networkidle'});
  await tab.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  const seen = await Promise.all(requests);
  await context.close();
  const paths = (/** @type {boolean} */ prefetch) => [...new Set(seen.filter((r) => r.prefetch === prefetch).map((r) => r.path))];
  return {loaded: paths(false), prefetched: paths(true)};
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const server = await serveStatic(buildDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    console.log('page                          view     JS files  JS raw     JS gzip   CSS raw   CSS gzip');
    for (const page of pages) {
      const {loaded, prefetched} = await loadedByBrowser(browser, server.url, page);
      for (const [view, files] of /** @type {const} */ ([
        ['in HTML', referencedInHtml(page)],
        ['loaded', loaded],
        ['prefetch', prefetched],
      ])) {
        const {js, css} = weigh(files);
        console.log(
          [page.padEnd(29), view.padEnd(8), String(js.files).padEnd(9), kb(js.raw).padEnd(10), kb(js.gzip).padEnd(9), kb(css.raw).padEnd(9), kb(css.gzip)].join(' '),
        );
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
