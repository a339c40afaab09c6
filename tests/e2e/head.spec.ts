/**
 * The document head as a visitor's browser holds it: the same title, tags and
 * `<html>` attributes the server writes for a URL, whether the page was loaded
 * or reached by client-side navigation (Docusaurus' head manager writes it in
 * both); the expected head of each URL is the server's own HTML for it.
 */
import type {Page} from '@playwright/test';
import {waitForHydration} from './fixtures';
import {expect, test} from './sharedTab';

interface HeadSnapshot {
  title: string;
  html: string[];
  tags: string[];
}

/** The head as a list of lines: title, `<html>` attributes, every tag the head manager owns. */
function snapshotOf(document: Document): HeadSnapshot {
  // Structured data as data: the HTML minifier writes its keys in another order.
  const sortedKeys = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sortedKeys)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([a], [b]) => (a < b ? -1 : 1))
              .map(([key, item]) => [key, sortedKeys(item)]),
          )
        : value;
  const textOf = (element: Element) =>
    element.getAttribute('type') === 'application/ld+json'
      ? JSON.stringify(sortedKeys(JSON.parse(element.textContent ?? '')))
      : element.textContent;
  const describe = (element: Element) =>
    [
      element.tagName.toLowerCase(),
      ...Array.from(element.attributes, ({name, value}) => `${name}=${value}`).sort(),
      ...(element.textContent ? [`text=${textOf(element)}`] : []),
    ].join(' ');
  return {
    title: document.title,
    html: ['lang', 'dir', 'class'].map((name) => `${name}=${document.documentElement.getAttribute(name) ?? ''}`),
    tags: Array.from(document.head.querySelectorAll('meta[data-rh], link[data-rh], script[data-rh]'), describe).sort(),
  };
}

async function liveHead(page: Page): Promise<HeadSnapshot> {
  return page.evaluate(`(${snapshotOf.toString()})(document)`);
}

async function serverHead(page: Page, urlPath: string): Promise<HeadSnapshot> {
  const response = await page.request.get(urlPath);
  const html = await response.text();
  return page.evaluate(`(${snapshotOf.toString()})(new DOMParser().parseFromString(${JSON.stringify(html)}, 'text/html'))`);
}

/** A history change without a page load, as a router link makes it. */
async function navigateInApp(page: Page, urlPath: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, urlPath);
  await expect(page).toHaveURL((url) => url.pathname + url.search === urlPath);
}

const journey = [
  '/docs/guides/taking-photos',
  '/docs/api/interfaces/CameraProps',
  '/docs/api/',
  '/docs/guides',
  // Without a query: with one, the title names it, which only the browser knows.
  '/search',
  '/',
];

test('a loaded page keeps the head the server wrote once it hydrates', async ({page, consoleErrors}) => {
  for (const urlPath of ['/', '/docs/guides/taking-photos', '/docs/api/classes/Camera']) {
    await page.goto(urlPath);
    await waitForHydration(page);
    const expected = await serverHead(page, urlPath);
    // The head is written at the frame after a change; give it a few.
    await expect.poll(() => liveHead(page), {message: urlPath}).toEqual(expected);
    await page.waitForTimeout(100);
    expect(await liveHead(page), urlPath).toEqual(expected);
  }
  expect(consoleErrors).toEqual([]);
});

test('each page reached by client-side navigation has the head the server writes for its URL', async ({page, consoleErrors}) => {
  await page.goto('/');
  await waitForHydration(page);
  for (const urlPath of journey) {
    await navigateInApp(page, urlPath);
    const expected = await serverHead(page, urlPath);
    expect(expected.tags.length, `${urlPath}: the server head has tags`).toBeGreaterThan(5);
    await expect.poll(() => liveHead(page), {message: urlPath}).toEqual(expected);
  }
  // Leaving by the back button restores the head of the page before.
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/search');
  await expect.poll(() => liveHead(page)).toEqual(await serverHead(page, '/search'));
  expect(consoleErrors).toEqual([]);
});
