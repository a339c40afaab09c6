/**
 * No keystroke lost: a search shortcut pressed after the page has painted but
 * before its scripts run (a phone on a slow network) is held by the inline
 * script in <head> (plugins/search/early-keys), kept from the browser, and
 * opens the dialog with what was typed meanwhile once the page is ready.
 * The page's scripts are held back at the network until the test lets them go.
 */
import type {Page} from '@playwright/test';
import {expect, waitForHydration} from './fixtures';
// One tab per worker (./sharedTab.ts): no test here needs a browser context of its own.
import {test} from './sharedTab';

/** Opens `urlPath` with every script bundle held back; resolves once the page has painted, with a function that lets them load. */
async function openWithScriptsHeld(page: Page, urlPath: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/**', async (route) => {
    await released;
    await route.fallback();
  });
  // Keys that reach the window after the page's own listeners have run: the test reads
  // whether anyone prevented the browser's action (the inline script listens earlier).
  await page.addInitScript(() => {
    const keys: {key: string; prevented: boolean}[] = [];
    (window as unknown as {keyLog: typeof keys}).keyLog = keys;
    window.addEventListener('keydown', (event) => setTimeout(() => keys.push({key: event.key, prevented: event.defaultPrevented})), true);
  });
  await page.goto(urlPath, {waitUntil: 'commit'});
  await expect(page.locator('main h1, header h1').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.hasHydrated)).not.toBe('true');
  return release;
}

/** The keys that reached the window, without the modifiers of a shortcut (their own keydown). */
const keyLog = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as {keyLog: {key: string; prevented: boolean}[]}).keyLog.filter(({key}) => key !== 'Control' && key !== 'Meta'),
  );
const searchInput = (page: Page) => page.getByPlaceholder('Search docs');
const dialog = (page: Page) => page.locator('.DocSearch-Modal');

test('Ctrl/Cmd+K and the words typed before the scripts ran open the dialog with those words', async ({page}) => {
  const release = await openWithScriptsHeld(page, '/docs/guides/taking-photos');
  await page.keyboard.press('ControlOrMeta+k');
  await page.keyboard.type('zoom');
  // Held: the button shows it, the browser did nothing with the keys, no dialog yet.
  await expect(page.locator('html')).toHaveAttribute('data-search-pending', '');
  await expect.poll(() => keyLog(page)).toHaveLength(5);
  expect((await keyLog(page)).every(({prevented}) => prevented)).toBe(true);
  await expect(dialog(page)).toHaveCount(0);

  release();
  await waitForHydration(page);
  await expect(searchInput(page)).toBeFocused();
  await expect(searchInput(page)).toHaveValue('zoom');
  await expect(dialog(page).locator('.DocSearch-Hit-target').first()).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-search-pending', /.*/);

  // DocSearch has the keys now: Escape closes the dialog and Ctrl+K opens it once, not twice.
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await page.keyboard.press('ControlOrMeta+k');
  await expect(searchInput(page)).toBeFocused();
  await expect(searchInput(page)).toHaveValue('');
});

test('"/" outside a form field works the same way, Backspace included', async ({page}) => {
  const release = await openWithScriptsHeld(page, '/docs/api/interfaces/CameraProps');
  await page.keyboard.press('/');
  await page.keyboard.type('fpsx');
  await page.keyboard.press('Backspace');
  release();
  await waitForHydration(page);
  await expect(searchInput(page)).toHaveValue('fps');
  await expect(dialog(page).locator('.DocSearch-Hit-target').first()).toBeVisible();
});

test('keys typed without a shortcut, or after Escape, stay the page’s', async ({page}) => {
  const release = await openWithScriptsHeld(page, '/');
  await page.keyboard.type('ab');
  await page.keyboard.press('ControlOrMeta+k');
  await page.keyboard.type('cd');
  await page.keyboard.press('Escape');
  await page.keyboard.type('e');
  await expect.poll(() => keyLog(page)).toHaveLength(7);
  expect((await keyLog(page)).map(({key, prevented}) => `${key}:${prevented}`)).toEqual([
    'a:false',
    'b:false',
    'k:true',
    'c:true',
    'd:true',
    'Escape:true',
    'e:false',
  ]);
  release();
  await waitForHydration(page);
  // Give a wrongly pending search the time to open before saying it did not.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await expect(dialog(page)).toHaveCount(0);
});

// After the page has hydrated: the shortcut opens the dialog, whose code and index may still be
// loading, and even once loaded the input takes focus only when the dialog has mounted. Every key
// typed after the shortcut ends up in the input, in order, at any typing speed.
const query = 'record video';
const hitTitles = (page: Page) => dialog(page).locator('.DocSearch-Hit-title').allTextContents();

/** The hits once two reads 300 ms apart agree (the dialog answers each keystroke as it comes). */
async function stableHits(page: Page): Promise<string[]> {
  await expect(dialog(page).locator('.DocSearch-Hit-title').first()).toBeVisible();
  await expect
    .poll(async () => {
      const first = JSON.stringify(await hitTitles(page));
      await page.waitForTimeout(300);
      return first === JSON.stringify(await hitTitles(page));
    })
    .toBe(true);
  return hitTitles(page);
}

/** The hits the dialog shows for `query` typed into its input once it is open and settled: what the hits must follow. */
async function settledHits(page: Page): Promise<string[]> {
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await page.keyboard.press('ControlOrMeta+k');
  await expect(searchInput(page)).toBeFocused();
  await searchInput(page).fill(query);
  return stableHits(page);
}

const shortcuts = {'Ctrl+K': 'Control+k', 'Cmd+K': 'Meta+k', '/': '/'} as const;
const cases: {shortcut: keyof typeof shortcuts; delay: number; after: 'load' | 'navigation'}[] = [
  {shortcut: 'Ctrl+K', delay: 0, after: 'load'},
  {shortcut: 'Ctrl+K', delay: 60, after: 'load'},
  {shortcut: 'Ctrl+K', delay: 150, after: 'load'},
  {shortcut: 'Cmd+K', delay: 0, after: 'load'},
  {shortcut: '/', delay: 60, after: 'load'},
  {shortcut: '/', delay: 0, after: 'navigation'},
  {shortcut: 'Ctrl+K', delay: 60, after: 'navigation'},
  {shortcut: 'Cmd+K', delay: 150, after: 'navigation'},
];

for (const {shortcut, delay, after} of cases) {
  const when = after === 'load' ? 'a full load' : 'a client-side navigation';
  test(`after ${when}, ${shortcut} then "${query}" at ${delay} ms a key: every key reaches the input, and the hits follow the whole query`, async ({
    page,
  }) => {
    await page.goto('/docs/guides');
    await waitForHydration(page);
    if (after === 'navigation') {
      await page.locator('.theme-doc-markdown a[href="/docs/guides/taking-photos"]').first().click();
      await expect(page).toHaveURL(/\/docs\/guides\/taking-photos$/);
      await expect(page.getByRole('heading', {level: 1})).toContainText('Photo');
    }
    // The first opening of this page: neither the dialog's code nor the index has loaded.
    await page.keyboard.press(shortcuts[shortcut]);
    await page.keyboard.type(query, {delay});
    await expect(searchInput(page)).toBeFocused();
    await expect(searchInput(page)).toHaveValue(query);
    await expect(page.locator('html')).not.toHaveAttribute('data-search-pending', /.*/);
    const shown = await stableHits(page);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown).toEqual(await settledHits(page));
  });
}

test('after hydration, Escape typed while the dialog loads cancels it, and the page has its keys back', async ({page}) => {
  await page.goto('/docs/guides');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('zo');
  await page.keyboard.press('Escape');
  // Once the dialog's code has loaded, it has closed itself.
  await page.waitForLoadState('networkidle');
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-search-pending', /.*/);
  // The capture has stopped: a shortcut opens the dialog empty.
  await page.keyboard.press('Control+k');
  await expect(searchInput(page)).toBeFocused();
  await expect(searchInput(page)).toHaveValue('');
});
