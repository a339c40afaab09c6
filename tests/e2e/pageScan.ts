/**
 * One load of a page as the crawl of the site reads it: HTTP status, console
 * and page errors, requests that leave localhost, the not-found page, and the
 * ids and in-page links needed to check every anchor. Shared by the per-page
 * sweep (every-page.spec.ts) and the cross-page anchor check that runs after it.
 */
import {mkdirSync, readFileSync, writeFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import type {Page, TestInfo} from '@playwright/test';
import {waitForHydration} from './fixtures';
import {NOT_FOUND_HEADING} from './spec-data';

export interface PageScan {
  /** The route the page ended on (after any redirect). */
  route: string;
  ids: string[];
  hashLinks: {href: string; text: string}[];
  heading: string;
}

/** The route a path stands for: no trailing slash (except `/`), no `.html` or `/index.html`. */
export function routeKey(pathname: string): string {
  const clean = pathname.replace(/(?:\/index)?\.html$/, '').replace(/\/+$/, '');
  return clean === '' ? '/' : clean;
}

/** Ids, links with a hash and the h1 of the page as it is now. */
async function scanPage(page: Page): Promise<PageScan> {
  const scan = await page.evaluate(() => ({
    ids: Array.from(document.querySelectorAll('[id]'), (element) => element.id),
    hashLinks: Array.from(document.querySelectorAll('a[href]'))
      .map((anchor) => ({href: (anchor as HTMLAnchorElement).href, text: (anchor.textContent ?? '').trim().slice(0, 60)}))
      .filter((link) => link.href.includes('#')),
    heading: (document.querySelector('h1')?.textContent ?? '').trim(),
  }));
  return {route: routeKey(new URL(page.url()).pathname), ...scan};
}

/**
 * Loads `urlPath` (full load, hydration, network quiet) and returns what is
 * wrong with it as lines naming the URL, with its scan.
 */
export async function visitAndScan(
  page: Page,
  urlPath: string,
  consoleErrors: string[],
  externalRequests: string[],
): Promise<{problems: string[]; scan: PageScan}> {
  const problems: string[] = [];
  const errorsBefore = consoleErrors.length;
  const requestsBefore = externalRequests.length;
  const response = await page.goto(urlPath);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const status = response?.status();
  if (status !== 200) problems.push(`${urlPath}: HTTP ${status}`);
  for (const error of consoleErrors.slice(errorsBefore)) problems.push(`${urlPath}: console/page error: ${error}`);
  for (const url of externalRequests.slice(requestsBefore)) problems.push(`${urlPath}: request outside localhost: ${url}`);
  const scan = await scanPage(page);
  if (scan.heading === NOT_FOUND_HEADING) problems.push(`${urlPath}: shows the not-found page`);
  return {problems, scan};
}

/**
 * Links with a hash that point at an element the page itself lacks. `links`
 * whose route is not `scan.route` are left to the cross-page check.
 */
export function brokenSamePageAnchors(from: string, scan: PageScan, origin: string): string[] {
  const problems: string[] = [];
  for (const link of scan.hashLinks) {
    const url = new URL(link.href);
    if (url.origin !== origin || url.hash.length <= 1 || routeKey(url.pathname) !== scan.route) continue;
    let id: string;
    try {
      id = decodeURIComponent(url.hash.slice(1));
    } catch {
      problems.push(`${from}: link "${link.text}" has an undecodable hash ${url.hash}`);
      continue;
    }
    if (!scan.ids.includes(id))
      problems.push(`${from}: link "${link.text}" -> ${url.pathname}${url.hash}: no element with id "${id}" there`);
  }
  return problems;
}

/** Where the sweep leaves each page's scan for the cross-page anchor check. */
function scanDir(testInfo: TestInfo): string {
  return path.join(testInfo.project.outputDir, 'page-scans');
}

const scanFile = (testInfo: TestInfo, urlPath: string): string => path.join(scanDir(testInfo), `${encodeURIComponent(urlPath)}.json`);

export function saveScan(testInfo: TestInfo, urlPath: string, scan: PageScan): void {
  mkdirSync(scanDir(testInfo), {recursive: true});
  writeFileSync(scanFile(testInfo, urlPath), JSON.stringify(scan));
}

export function loadScan(testInfo: TestInfo, urlPath: string): PageScan | undefined {
  const file = scanFile(testInfo, urlPath);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PageScan) : undefined;
}
