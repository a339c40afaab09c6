/**
 * Links in an article's text: they go through the router (no page load), load
 * their page on hover and prefetch it once on screen, and a page the browser
 * renders itself (a client-side navigation, a return) shows every block the
 * server writes.
 */
import type {Page} from '@playwright/test';
import {expect, test, waitForHydration} from './fixtures';

const guide = '/docs/guides/taking-photos';

/** Top-level blocks of an article that are plain text, as tag and text. */
interface Block {
  tag: string;
  text: string;
}

const plainTags = ['P', 'H2', 'H3', 'UL', 'OL', 'TABLE', 'BLOCKQUOTE'];

/** The plain blocks of the article on screen. */
function shownBlocks(page: Page): Promise<Block[]> {
  return page.evaluate(
    (tags) =>
      Array.from(document.querySelectorAll('.theme-doc-markdown > *'))
        .filter((block) => tags.includes(block.tagName))
        .map((block) => ({tag: block.tagName, text: block.textContent ?? ''})),
    plainTags,
  );
}

/** The plain blocks of the article in the HTML the server sends for `path`. */
async function serverBlocks(page: Page, path: string): Promise<Block[]> {
  const html = await (await page.request.get(path)).text();
  return page.evaluate(
    ({html, tags}) =>
      Array.from(new DOMParser().parseFromString(html, 'text/html').querySelectorAll('.theme-doc-markdown > *'))
        .filter((block) => tags.includes(block.tagName))
        .map((block) => ({tag: block.tagName, text: block.textContent ?? ''})),
    {html, tags: plainTags},
  );
}

test('a link in the text goes through the router, and the page it left renders whole on the way back', async ({page, consoleErrors}) => {
  await page.goto(guide);
  await waitForHydration(page);
  const before = await shownBlocks(page);
  await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
  const sameDocument = () => page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument === true);

  // A link with a modifier key is the browser's: this tab stays where it is.
  const link = page.locator('.theme-doc-markdown > p a[href^="/docs/api/"]').first();
  const href = (await link.getAttribute('href'))!;
  const [opened] = await Promise.all([page.context().waitForEvent('page'), link.click({modifiers: ['Control']})]);
  await opened.close();
  expect(new URL(page.url()).pathname).toBe(guide);

  // A plain click, then Enter on a focused link: no page load either time.
  await link.click();
  await expect(page).toHaveURL(href);
  await expect(page.locator('article h1')).toBeVisible();
  expect(await sameDocument()).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(guide);
  await expect.poll(() => shownBlocks(page)).toEqual(before);
  expect(await sameDocument()).toBe(true);

  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(href);
  expect(await sameDocument()).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test('a guide reached by client-side navigation shows every block the server writes', async ({page, consoleErrors}) => {
  await page.goto('/docs/guides');
  await waitForHydration(page);
  await page.locator(`.theme-doc-markdown a[href="${guide}"]`).first().click();
  await expect(page).toHaveURL(guide);
  await expect.poll(() => shownBlocks(page)).toEqual(await serverBlocks(page, guide));
  expect(consoleErrors).toEqual([]);
});

test('a link in the text loads its page on hover, and once on screen is prefetched', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/docs/api/interfaces/CameraProps');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');

  // A link far down the page: prefetched once it comes on screen.
  const prefetches = () => page.locator('link[rel="prefetch"]').count();
  const link = page
    .locator('.theme-doc-markdown > :is(p, ul, table) a[href^="/docs/"]:not([href^="/docs/api/interfaces/CameraProps"])')
    .last();
  const before = await prefetches();
  await link.scrollIntoViewIfNeeded();
  await expect.poll(prefetches, {message: 'prefetch links added for the links now on screen'}).toBeGreaterThan(before);

  // Hovering a link to a page not loaded yet loads its scripts.
  const loaded = scripts.length;
  await link.hover();
  await expect.poll(() => scripts.length, {message: 'scripts requested on hover'}).toBeGreaterThan(loaded);
});
