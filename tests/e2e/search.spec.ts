/**
 * Local search, end to end: the DocSearch dialog and the /search page answered
 * by the index the build made, with every request off localhost blocked.
 */
import type {Page} from '@playwright/test';
import {waitForHydration} from './fixtures';
// Every test here loads pages and uses them: one tab per worker (./sharedTab.ts).
import {expect, test} from './sharedTab';
import {openSearchDialog as openDialog} from './searchDialog';

const indexName = 'vision-camera-docs';
const isIndexRequest = (url: string) => new URL(url).pathname.startsWith('/assets/search/');

async function search(page: Page, query: string): Promise<void> {
  await page.getByPlaceholder('Search docs').fill(query);
}

const dialog = (page: Page) => page.locator('.DocSearch-Modal');
const hits = (page: Page) => dialog(page).locator('.DocSearch-Hit-target');

test.beforeEach(async ({page}) => {
  await page.goto('/docs/guides');
  await waitForHydration(page);
});

test('Ctrl/Cmd+K and / open the dialog with the placeholder "Search docs"; Escape closes it', async ({page}) => {
  await openDialog(page, 'ctrl-k');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  // Closing gives focus back to the search button; "/" is a shortcut for the page.
  await expect(page.locator('.DocSearch-Button')).toBeFocused();
  await page.locator('main h1').click();
  await openDialog(page, 'slash');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await openDialog(page, 'click');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
});

test('the index is fetched on first use of search, never on plain page views', async ({page}) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (isIndexRequest(request.url())) requested.push(request.url());
  });
  await page.getByRole('link', {name: 'API', exact: true}).first().click();
  await expect(page.locator('h1')).toHaveText('VisionCamera API');
  expect(requested).toEqual([]);
  await openDialog(page);
  await search(page, 'camera');
  await expect(hits(page).first()).toBeVisible();
  expect(requested).toHaveLength(1);
  expect(requested[0]).toMatch(/\/assets\/search\/index\.[0-9a-f]{10}\.json$/);
});

test('a quoted phrase fetches the whole text once, then finds words deep inside a section', async ({page}) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (isIndexRequest(request.url())) requested.push(new URL(request.url()).pathname);
  });
  await openDialog(page);
  await search(page, 'orientation tag');
  await expect(hits(page).first()).toBeVisible();
  expect(requested).toHaveLength(1);

  // These words sit past the start of their section that the index ships.
  await search(page, '"orientation tag that tells viewers"');
  const first = hits(page).first();
  await expect(first).toHaveAttribute('data-url', '/docs/guides/taking-photos#the-photofile-result');
  await expect(first.locator('mark', {hasText: /^viewers$/})).toBeVisible();
  expect(requested).toHaveLength(2);
  expect(requested[1]).toMatch(/^\/assets\/search\/text\.[0-9a-f]{10}\.json$/);

  await search(page, '"hold a code at the edge of your overlay"');
  await expect(hits(page).first()).toHaveAttribute('data-url', '/docs/guides/code-scanning#limit-the-scan-area');
  await search(page, '"viewers that tells orientation"');
  await expect(dialog(page).getByText('No results for')).toBeVisible();
  expect(requested, 'the whole text is fetched once').toHaveLength(2);
});

test('local mode never talks to Algolia: no preconnect and no request off the site', async ({page, externalRequests}) => {
  await expect(page.locator('link[rel="preconnect"][href*="algolia"]')).toHaveCount(0);
  await openDialog(page);
  await search(page, 'zoom');
  await expect(hits(page).first()).toBeVisible();
  expect(externalRequests.filter((url) => !url.includes('googletagmanager'))).toEqual([]);
});

test('an API name finds its member, highlighted, and Enter goes there', async ({page}) => {
  await openDialog(page);
  await search(page, 'takePhoto');
  const first = hits(page).first();
  await expect(first).toHaveAttribute('data-url', '/docs/api/classes/Camera#takephoto');
  await expect(first.locator('mark').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/api\/classes\/Camera#takephoto$/);
  await expect(page.locator('#takephoto')).toBeInViewport();
});

test('arrow keys move through hits', async ({page}) => {
  await openDialog(page);
  await search(page, 'zoom');
  await expect(hits(page).nth(1)).toBeVisible();
  const selected = dialog(page).locator('.DocSearch-Hit[aria-selected="true"] .DocSearch-Hit-target');
  const first = await selected.getAttribute('data-url');
  await page.keyboard.press('ArrowDown');
  await expect(selected).not.toHaveAttribute('data-url', first ?? '');
});

test('"See all {count} results" leads to the search page with the same query and count', async ({page}) => {
  await openDialog(page);
  // Typed key by key, as a visitor does: every prefix is searched on the way.
  await page.getByPlaceholder('Search docs').pressSequentially('zoom', {delay: 150});
  await expect(hits(page).first()).toBeVisible();
  const seeAll = dialog(page).getByRole('link', {name: /^See all \d+ results$/});
  await expect(seeAll).toBeVisible();
  const count = Number(/(\d+)/.exec((await seeAll.textContent()) ?? '')?.[1]);
  expect(count).toBeGreaterThan(1);
  await seeAll.click();
  await expect(page).toHaveURL(/\/search\?q=zoom$/);
  await expect(page.getByText(new RegExp(`^${count} documents found$`))).toBeVisible();
});

test('a chosen hit becomes a recent search, which can be saved as a favourite', async ({page}) => {
  await openDialog(page);
  await search(page, 'isActive');
  await expect(hits(page).first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#isactive$/);

  await openDialog(page);
  await expect(dialog(page).getByText('Recent', {exact: true})).toBeVisible();
  const recent = await page.evaluate((key) => localStorage.getItem(key), `__DOCSEARCH_RECENT_SEARCHES__${indexName}`);
  expect(JSON.parse(recent ?? '[]')).toHaveLength(1);

  await dialog(page).getByRole('button', {name: 'Save this search'}).first().click();
  await expect(dialog(page).getByText('Favorite', {exact: true})).toBeVisible();
  const favourites = await page.evaluate((key) => localStorage.getItem(key), `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`);
  expect(JSON.parse(favourites ?? '[]')).toHaveLength(1);
});

test('no results: the spec texts, suggestions and a "Let us know." link', async ({page}) => {
  await openDialog(page);
  // A successful search first, so that the dialog has something to suggest.
  await search(page, 'zoom');
  await expect(hits(page).first()).toBeVisible();
  await search(page, 'qqxqzzv');
  const screen = dialog(page).locator('.DocSearch-NoResults');
  await expect(screen).toContainText('No results for');
  await expect(screen).toContainText('qqxqzzv');
  await expect(screen).toContainText('Try searching for');
  await expect(screen).toContainText('Believe this query should return results?');
  const letUsKnow = screen.getByRole('link', {name: 'Let us know.'});
  await expect(letUsKnow).toHaveAttribute('href', /\/issues\/new\?title=.*qqxqzzv/);
});

test('error: when the index cannot be fetched the dialog says so', async ({page}) => {
  const indexUrl = (url: URL) => isIndexRequest(url.href);
  await page.route(indexUrl, (route) => route.abort('internetdisconnected'));
  await openDialog(page);
  await search(page, 'camera');
  await expect(dialog(page)).toContainText('Unable to fetch results');
  await expect(dialog(page)).toContainText('You might want to check your network connection.');
  // Once the network is back, the next query works.
  await page.unroute(indexUrl);
  await search(page, 'camera zoom');
  // The index is fetched and parsed now, with the query: on a busy machine that is seconds.
  await expect(hits(page).first()).toBeVisible({timeout: 15_000});
});

test('odd input never breaks the dialog or injects markup', async ({page, consoleErrors}) => {
  await openDialog(page);
  for (const query of ['   ', 'x'.repeat(600), '.*+?^${}()|[]\\', '"\'\\', '<img src=x onerror="window.__xss=1">', '📷 カメラ 相机']) {
    await search(page, query);
    await page.waitForTimeout(150);
  }
  expect(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).toBeUndefined();
  await expect(dialog(page).locator('img[src="x"]')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test.describe('search page', () => {
  test('reads q, shows grouped results with highlighted snippets and a count', async ({page}) => {
    await page.goto('/search?q=zoom');
    await waitForHydration(page);
    await expect(page.getByRole('searchbox')).toHaveValue('zoom');
    await expect(page.locator('h1')).toHaveText('Search results for "zoom"');
    await expect(page.getByText(/^\d+ documents found$/)).toBeVisible();
    const groups = page.locator('main section[aria-label]');
    await expect(groups.first()).toBeVisible();
    await expect(page.locator('main mark').first()).toBeVisible();
    await expect(page).toHaveTitle(/\| VisionCamera$/);
  });

  test('typing updates the URL and the results', async ({page}) => {
    await page.goto('/search');
    await waitForHydration(page);
    await page.getByRole('searchbox').fill('exposure');
    await expect(page).toHaveURL(/\/search\?q=exposure$/);
    await expect(page.locator('h1')).toHaveText('Search results for "exposure"');
    await expect(page.locator('main mark').first()).toBeVisible();
  });

  test('pages through a long result list', async ({page}) => {
    await page.goto('/search?q=camera');
    await waitForHydration(page);
    const links = page.locator('main ol li a');
    await expect(links.first()).toBeVisible();
    const before = await links.count();
    expect(before).toBe(20);
    await page.getByRole('button', {name: 'Show more results'}).click();
    await expect.poll(() => links.count()).toBeGreaterThan(before);
  });

  test('no results, and hostile input shown as text', async ({page}) => {
    await page.goto(`/search?q=${encodeURIComponent('<img src=x onerror="window.__xss=1">qqxqzzv')}`);
    await waitForHydration(page);
    await expect(page.getByText('No results were found')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).toBeUndefined();
    await expect(page.locator('main img')).toHaveCount(0);
  });

  test('reports an unreachable index', async ({page}) => {
    await page.route(
      (url) => isIndexRequest(url.href),
      (route) => route.abort('internetdisconnected'),
    );
    await page.goto('/search?q=zoom');
    await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
  });
});
