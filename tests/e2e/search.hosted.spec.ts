/**
 * Hosted search: the site built with Algolia settings queries Algolia
 * directly. Algolia is faked only at the network boundary; the requests the
 * dialog and the search page send are checked as Algolia would receive them.
 */
import type {Page, Route} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

const appId = 'TESTAPP';
const indexName = 'vision-camera-hosted';
const expectedFacetFilters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

interface AlgoliaRequest {
  indexName: string;
  query?: string;
  facetFilters?: unknown;
  params?: string;
}

const hit = (origin: string) => ({
  objectID: 'fake-1',
  type: 'lvl2',
  url: `${origin}/docs/api/classes/Camera#takephoto`,
  hierarchy: {lvl0: 'API', lvl1: 'Class: Camera', lvl2: 'takePhoto()', lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  content: null,
  _highlightResult: {hierarchy: {lvl0: {value: 'API'}, lvl1: {value: 'Class: Camera'}, lvl2: {value: '<mark>takePhoto</mark>()'}}},
  _snippetResult: {hierarchy: {lvl2: {value: '<mark>takePhoto</mark>()'}}},
});

/** Fakes Algolia's search endpoint and records what the site asked. */
async function fakeAlgolia(page: Page, origin: string): Promise<AlgoliaRequest[]> {
  const received: AlgoliaRequest[] = [];
  const answer = async (route: Route) => {
    const body = route.request().postDataJSON() as {requests: AlgoliaRequest[]};
    received.push(...body.requests);
    await route.fulfill({
      contentType: 'application/json',
      headers: {'access-control-allow-origin': '*'},
      body: JSON.stringify({
        results: body.requests.map((request) => ({
          hits: request.query ? [hit(origin)] : [],
          // One hit shown; the total is the query's length, so each answer differs.
          nbHits: (request.query ?? '').length,
          page: 0,
          nbPages: request.query ? 1 : 0,
          hitsPerPage: 20,
          processingTimeMS: 1,
          query: request.query ?? '',
          params: '',
          index: request.indexName,
        })),
      }),
    });
  };
  await page.route(/^https:\/\/testapp(-dsn\.algolia\.net|-\d\.algolianet\.com)\/1\/indexes\/.*\/queries/i, answer);
  return received;
}

/** Facet filters of a request, whether sent as a field or inside `params`. */
function facetFiltersOf(request: AlgoliaRequest): unknown {
  if (request.facetFilters) return request.facetFilters;
  const params = new URLSearchParams(request.params ?? '');
  const raw = params.get('facetFilters');
  return raw ? JSON.parse(raw) : undefined;
}

test('the dialog queries Algolia with the language and docs-tag facet filters', async ({page, baseURL}) => {
  const received = await fakeAlgolia(page, baseURL!);
  await page.goto('/docs/guides');
  await waitForHydration(page);
  await expect(page.locator(`link[rel="preconnect"][href="https://${appId}-dsn.algolia.net"]`)).toHaveCount(1);
  await page.keyboard.press('ControlOrMeta+k');
  await page.getByPlaceholder('Search docs').fill('takePhoto');
  const firstHit = page.locator('.DocSearch-Hit-target').first();
  await expect(firstHit).toHaveAttribute('data-url', '/docs/api/classes/Camera#takephoto');
  const request = received.find((r) => r.query === 'takePhoto');
  expect(request?.indexName).toBe(indexName);
  expect(facetFiltersOf(request!)).toEqual(expectedFacetFilters);
});

test('"See all {count} results" shows the count of the latest answer, not a sum over keystrokes', async ({page, baseURL}) => {
  const received = await fakeAlgolia(page, baseURL!);
  await page.goto('/docs/guides');
  await waitForHydration(page);
  await page.keyboard.press('ControlOrMeta+k');
  await page.getByPlaceholder('Search docs').pressSequentially('zoom', {delay: 150});
  await expect(page.locator('.DocSearch-Hit-target').first()).toBeVisible();
  await expect.poll(() => received.some((request) => request.query === 'zoom')).toBe(true);
  await expect(page.locator('.DocSearch-Modal').getByRole('link', {name: /^See all \d+ results$/})).toHaveText('See all 4 results');
});

test('the search page asks Algolia too, and no local index is fetched', async ({page, baseURL}) => {
  const received = await fakeAlgolia(page, baseURL!);
  const localIndexRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/search/')) localIndexRequests.push(request.url());
  });
  await page.goto('/search?q=takePhoto');
  await waitForHydration(page);
  await expect(page.locator('main').getByRole('link', {name: 'takePhoto()'})).toBeVisible();
  expect(received.some((r) => r.query === 'takePhoto' && r.indexName === indexName)).toBe(true);
  expect(facetFiltersOf(received.find((r) => r.query === 'takePhoto')!)).toEqual(expectedFacetFilters);
  expect(localIndexRequests).toEqual([]);
  await expect(page.locator('meta[name="vision-search-index"]')).toHaveCount(0);
});
