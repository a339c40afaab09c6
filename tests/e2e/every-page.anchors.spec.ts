/**
 * The second half of the crawl: every link to an anchor on another page finds
 * its element there. It reads the scans every-page.spec.ts left for each
 * sitemap page (its project runs first) and loads, with the same checks, only
 * the targets outside the sitemap and any page whose scan is missing (when
 * this file runs on its own).
 */
import {expect, test} from './fixtures';
import {loadScan, routeKey, visitAndScan, type PageScan} from './pageScan';

test('crawl: every sitemap URL loads, and every link to an anchor on another page finds its element', async ({
  page,
  request,
  consoleErrors,
  externalRequests,
  baseURL,
}, testInfo) => {
  test.setTimeout(360_000); // when run alone it walks the whole site itself
  const base = new URL(baseURL ?? 'http://localhost');
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const url = new URL(loc!.replace(/&amp;/g, '&'));
    return url.pathname + url.search;
  });
  expect(paths.length).toBeGreaterThan(0);

  const problems: string[] = [];
  const scans = new Map<string, PageScan>();
  const links: {from: string; route: string; href: string; text: string}[] = [];
  const visit = async (urlPath: string): Promise<PageScan> => {
    const visited = await visitAndScan(page, urlPath, consoleErrors, externalRequests);
    problems.push(...visited.problems);
    return visited.scan;
  };

  let loadedHere = 0;
  for (const urlPath of paths) {
    let scan = loadScan(testInfo, urlPath);
    if (scan === undefined) {
      scan = await visit(urlPath);
      loadedHere += 1;
    }
    scans.set(scan.route, scan);
    for (const link of scan.hashLinks) links.push({from: urlPath, route: scan.route, ...link});
  }

  for (const link of links) {
    const url = new URL(link.href);
    if (url.origin !== base.origin || url.hash.length <= 1) continue;
    const key = routeKey(url.pathname);
    // Links within their own page are checked by the page's own test.
    if (key === link.route) continue;
    let id: string;
    try {
      id = decodeURIComponent(url.hash.slice(1));
    } catch {
      problems.push(`${link.from}: link "${link.text}" has an undecodable hash ${url.hash}`);
      continue;
    }
    let target = scans.get(key);
    if (target === undefined) {
      target = await visit(url.pathname + url.search);
      loadedHere += 1;
      scans.set(key, target);
    }
    if (!target.ids.includes(id)) {
      problems.push(`${link.from}: link "${link.text}" -> ${url.pathname}${url.hash}: no element with id "${id}" there`);
    }
  }

  testInfo.annotations.push({
    type: 'crawl',
    description: `${paths.length} sitemap URLs, ${scans.size} pages (${loadedHere} loaded here), ${links.length} links with a hash`,
  });
  expect(problems, `${problems.length} problem(s):\n${[...new Set(problems)].join('\n')}`).toEqual([]);
});
