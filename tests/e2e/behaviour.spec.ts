/**
 * Site behaviour as a visitor experiences it (spec §2 "Page behaviour", §4
 * colour mode, §7 analytics, §8 error catalogue): analytics page views, life
 * without browser storage, code highlighting, diagrams and the base-URL
 * banner. Behaviour Docusaurus gives us (scroll, progress bar, chunk-load
 * failures, the crash fallback) is in canaries.spec.ts.
 *
 * Only hosted services are faked (see fixtures.ts), at the network boundary.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {expect, waitForHydration} from './fixtures';
import {tokenClassName} from '../../plugins/code-colours/shared/tokenStyle';
import {defaultBuildDir} from '../../model/builtSite';
// One tab per worker (./sharedTab.ts): no test here needs a browser context of its own.
import {test} from './sharedTab';

const measurementId = 'G-E2ETEST00';

// Several tests walk through a few full page loads and client navigations, or
// slow chunks down on purpose: give them room on a busy machine.
test.describe.configure({timeout: 60_000});

/** A script of the site as served, read from the build the server serves (not from a response body, which can be gone). */
const builtScript = (urlPath: string): string => readFileSync(path.join(defaultBuildDir, urlPath), 'utf8');

const h1 = (page: Page): Locator => page.getByRole('heading', {level: 1});
const navbar = (page: Page): Locator => page.getByRole('navigation', {name: 'Main'});
const sidebar = (page: Page): Locator => page.getByRole('navigation', {name: 'Docs sidebar'});
const colorModeToggle = (page: Page): Locator => page.getByRole('button', {name: /Switch between dark and light mode/});
const pathnameOf = (page: Page): string => new URL(page.url()).pathname;
const dataTheme = (page: Page): Promise<string | undefined> => page.evaluate(() => document.documentElement.dataset.theme);

/** Expands a collapsed sidebar category (a client-side toggle, not a navigation). */
async function expandSidebarCategory(page: Page, label: string): Promise<void> {
  const category = sidebar(page).getByRole('button', {name: label, exact: true});
  if ((await category.getAttribute('aria-expanded')) === 'false') await category.click();
  await expect(category).toHaveAttribute('aria-expanded', 'true');
}

/**
 * Clicks the colour-mode toggle until the page shows `mode`. With
 * respectPrefersColorScheme the toggle cycles system → light → dark, so this
 * takes at most three clicks; each click waits for the toggle to take effect.
 */
async function switchColorMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  const toggle = colorModeToggle(page);
  for (let clicks = 0; clicks < 3 && (await dataTheme(page)) !== mode; clicks++) {
    const label = await toggle.getAttribute('aria-label');
    await toggle.click();
    await expect(toggle).not.toHaveAttribute('aria-label', label ?? '');
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------
// 1. Analytics
// ---------------------------------------------------------------------------

test('analytics: one page_view on the first load and exactly one per client-side route change, never anonymised', async ({
  page,
  analyticsHits,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect.poll(() => analyticsHits.length).toBe(1);
  expect(analyticsHits[0]).toEqual({id: measurementId, event: 'page_view', path: '/', anonymizeIp: false});

  const expectOneMoreHit = async (count: number): Promise<void> => {
    await expect.poll(() => analyticsHits.length).toBe(count);
    expect(analyticsHits[count - 1]).toEqual({
      id: measurementId,
      event: 'page_view',
      path: pathnameOf(page),
      anonymizeIp: false,
    });
  };

  await navbar(page).getByRole('link', {name: 'Guides', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/guides$/);
  await expect(h1(page)).toBeVisible();
  await expectOneMoreHit(2);
  expect(analyticsHits[1]?.path).toBe('/docs/guides');

  await navbar(page).getByRole('link', {name: 'API', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/api\/?$/);
  await expect(h1(page)).toHaveText('VisionCamera API');
  await expectOneMoreHit(3);
  expect(analyticsHits[2]?.path).toMatch(/^\/docs\/api\/?$/);

  // Expanding a sidebar category is not a route change: no hit for it.
  await expandSidebarCategory(page, 'Classes');
  await sidebar(page).getByRole('link', {name: 'Camera', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/api\/classes\/Camera$/);
  await expect(h1(page)).toContainText('Camera');
  await expectOneMoreHit(4);
  expect(analyticsHits[3]?.path).toBe('/docs/api/classes/Camera');

  // Nothing else trickles in afterwards (no duplicate hit per route change).
  await delay(1000);
  expect(analyticsHits).toHaveLength(4);
  expect(analyticsHits.filter((hit) => hit.anonymizeIp)).toEqual([]);
  expect(analyticsHits.every((hit) => hit.id === measurementId && hit.event === 'page_view')).toBe(true);
});

// ---------------------------------------------------------------------------
// 2. Browser storage unavailable
// ---------------------------------------------------------------------------

type StorageFault = 'getter' | 'methods';

const storageFaults: {name: string; kind: StorageFault; expectedWarning?: RegExp}[] = [
  {
    name: 'window.localStorage and window.sessionStorage throw on access',
    kind: 'getter',
    // Docusaurus logs this once and then treats storage as a no-op.
    expectedWarning: /browser storage is not available/i,
  },
  // Storage is reachable but every operation fails. Docusaurus reports each
  // failed operation with console.error (not a warning), so no warning is
  // asserted here; the page must still work.
  {name: 'every Storage method throws', kind: 'methods'},
];

/** Makes browser storage unusable before any site script runs; collects page errors and warnings. */
async function breakStorage(page: Page, kind: StorageFault): Promise<{pageErrors: string[]; warnings: string[]}> {
  await page.addInitScript((fault: StorageFault) => {
    const denied = (): never => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    if (fault === 'getter') {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {configurable: true, get: denied});
      }
    } else {
      for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) {
        Object.defineProperty(Storage.prototype, method, {configurable: true, value: denied});
      }
    }
  }, kind);
  const pageErrors: string[] = [];
  const warnings: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return {pageErrors, warnings};
}

const localStorageThrows = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    try {
      window.localStorage.getItem('theme');
      return false;
    } catch {
      return true;
    }
  });

for (const fault of storageFaults) {
  test(`storage unavailable (${fault.name}): the home page renders, the colour toggle works unpersisted, client navigation works`, async ({
    page,
    consoleErrors,
  }) => {
    const {pageErrors, warnings} = await breakStorage(page, fault.kind);
    await page.goto('/');
    expect(await localStorageThrows(page)).toBe(true);
    await waitForHydration(page);
    await expect(h1(page)).toHaveText('VisionCamera');

    // The toggle still switches the theme for this page view.
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await switchColorMode(page, 'dark');

    // Client-side navigation works, and the in-memory choice survives it.
    await navbar(page).getByRole('link', {name: 'Guides', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/guides$/);
    await expect(h1(page)).toBeVisible();
    await navbar(page).getByRole('link', {name: 'API', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/api\/?$/);
    await expect(h1(page)).toHaveText('VisionCamera API');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    // Not persisted: a fresh load starts from the default again.
    await page.reload();
    await waitForHydration(page);
    await expect(h1(page)).toHaveText('VisionCamera API');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

    expect(pageErrors).toEqual([]);
    const expectedWarning = fault.expectedWarning;
    if (expectedWarning) {
      expect(warnings.filter((text) => expectedWarning.test(text)).length).toBeGreaterThan(0);
      expect(consoleErrors.filter((text) => /storage/i.test(text))).toEqual([]);
    }
  });

  test(`storage unavailable (${fault.name}): a guide and an API page render on a full load`, async ({page}) => {
    const {pageErrors, warnings} = await breakStorage(page, fault.kind);
    await page.goto('/docs/guides');
    expect(await localStorageThrows(page)).toBe(true);
    await waitForHydration(page);
    await expect(h1(page)).toBeVisible();
    await page.goto('/docs/api/interfaces/CameraProps');
    await waitForHydration(page);
    await expect(h1(page)).toContainText('CameraProps');
    expect(pageErrors).toEqual([]);
    const expectedWarning = fault.expectedWarning;
    if (expectedWarning) expect(warnings.filter((text) => expectedWarning.test(text)).length).toBeGreaterThan(0);
  });
}

// ---------------------------------------------------------------------------
// 3. Code highlighting
// ---------------------------------------------------------------------------

const highlightedBlocks: {language: string; path: string}[] = [
  {language: 'bash', path: '/docs/guides'},
  {language: 'json', path: '/docs/guides'},
  {language: 'ruby', path: '/docs/guides'},
  {language: 'groovy', path: '/docs/guides'},
  {language: 'xml', path: '/docs/guides'},
  {language: 'tsx', path: '/docs/guides'},
  {language: 'kotlin', path: '/docs/guides/frame-processors-plugins-android'},
  {language: 'java', path: '/docs/guides/frame-processors-plugins-android'},
  {language: 'groovy', path: '/docs/guides/frame-processors-plugins-android'},
  {language: 'cmake', path: '/docs/guides/frame-processors-plugins-cpp'},
  {language: 'cpp', path: '/docs/guides/frame-processors-plugins-cpp'},
];

// One load per page, each of its languages checked on it.
for (const path of new Set(highlightedBlocks.map((block) => block.path))) {
  const languages = highlightedBlocks.filter((block) => block.path === path).map((block) => block.language);
  test(`code highlighting: the ${languages.join(', ')} blocks on ${path} are highlighted by Prism`, async ({page}) => {
    await page.goto(path);
    await waitForHydration(page);
    for (const language of languages) {
      await test.step(language, async () => {
        const blocks = page.locator(`pre.language-${language}`);
        await expect(blocks.first()).toBeVisible();
        // Text no grammar rule matched (all of a block in a language Prism lacks) stays a text node;
        // only a grammar produces typed tokens (keyword, string, function, ...), each a `.token` element.
        const typedTokenCounts = await blocks.evaluateAll((pres) => pres.map((pre) => pre.querySelectorAll('.token').length));
        expect.soft(Math.max(...typedTokenCounts), `typed tokens in the ${language} blocks`).toBeGreaterThan(0);
      });
    }
  });
}

/** Keyword colours of config/prism.ts, as computed styles. */
const keywordColour = {light: 'rgb(177, 36, 106)', dark: 'rgb(255, 138, 196)'};
// A token carries its colours as classes (plugins/code-colours), not Prism's type names: a keyword is a token with the keyword's classes.
const keywordClasses = (tokenClassName(['keyword']) ?? 'missing').split(' ');
const firstKeyword = (page: Page): Locator => page.locator(`article pre.language-tsx .token.${keywordClasses.join('.')}`).first();

test('code blocks: hydration keeps the markup the server rendered, Prism is not run on load, and a change to dark mode repaints the tokens without rendering the blocks again', async ({
  page,
}) => {
  // Marks every code block the HTML parser creates; a block that React renders
  // again after hydration is a new element without the mark.
  await page.addInitScript(() => {
    new MutationObserver((mutations) => {
      if (document.readyState !== 'loading') return;
      for (const mutation of mutations) {
        mutation.addedNodes.forEach((node) => {
          if (node instanceof HTMLPreElement) node.dataset.parsed = 'yes';
          if (node instanceof HTMLElement) node.querySelectorAll('pre').forEach((pre) => (pre.dataset.parsed = 'yes'));
        });
      }
    }).observe(document, {childList: true, subtree: true});
  });
  // Scripts the page runs (a prefetch is fetched, not run): none may carry
  // Prism's grammar code, which only a block tokenized in the browser needs.
  // Their text is read from the build (a response body can be gone once the page moves on).
  const scriptsRun: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && url.hostname === 'localhost') scriptsRun.push(url.pathname);
  });
  await page.goto('/docs/guides');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await expect(firstKeyword(page)).toHaveCSS('color', keywordColour.light);
  const kept = await page
    .locator('article pre.prism-code')
    .evaluateAll((pres) => pres.map((pre) => ({inTabs: pre.closest('[role="tabpanel"]') !== null, kept: pre.dataset.parsed === 'yes'})));
  expect(kept.length).toBeGreaterThanOrEqual(5);
  expect(kept.filter((block) => block.inTabs).length, 'blocks inside tabs').toBeGreaterThan(0);
  expect(kept.filter((block) => !block.kept)).toEqual([]);
  expect(scriptsRun.length).toBeGreaterThan(2);
  const withPrism = scriptsRun.filter((script) => builtScript(script).includes('.languages.extend('));
  expect(withPrism, 'scripts run on load that define Prism grammars').toHaveLength(0);

  // Nothing saved and a light system: light, then dark.
  await colorModeToggle(page).click();
  await colorModeToggle(page).click();
  expect(await dataTheme(page)).toBe('dark');
  await expect(firstKeyword(page)).toHaveCSS('color', keywordColour.dark);
  await expect(page.locator('article pre.language-tsx').first()).toHaveCSS('background-color', 'rgb(33, 31, 45)');
  // CSS repainted them: every block is still the element the HTML parser made.
  const keptInDark = await page
    .locator('article pre.prism-code')
    .evaluateAll((pres) => pres.filter((pre) => pre.dataset.parsed !== 'yes').length);
  expect(keptInDark).toBe(0);
});

for (const start of ['a saved dark choice', 'a dark system preference'] as const) {
  test(`code blocks: with ${start}, tokens and blocks show the dark colours from the first paint, before any script of the site runs, and after hydration`, async ({
    page,
  }) => {
    if (start === 'a saved dark choice') await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    else await page.emulateMedia({colorScheme: 'dark'});
    // First paint: the bundles are held back, so only the HTML, the CSS and the inline head scripts count.
    const siteScripts = (url: URL): boolean => url.hostname === 'localhost' && url.pathname.startsWith('/assets/js/');
    await page.route(siteScripts, (route) => route.abort());
    await page.goto('/docs/guides');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(firstKeyword(page)).toHaveCSS('color', keywordColour.dark);
    await expect(page.locator('article pre.language-tsx').first()).toHaveCSS('background-color', 'rgb(33, 31, 45)');

    await page.unroute(siteScripts);
    await page.reload();
    await waitForHydration(page);
    await expect(firstKeyword(page)).toHaveCSS('color', keywordColour.dark);
    await expect(page.locator('article pre.language-tsx').first()).toHaveCSS('background-color', 'rgb(33, 31, 45)');
  });
}

test('code blocks: a page reached by client-side navigation is highlighted, and word wrap works on a hydrated block', async ({page}) => {
  await page.setViewportSize({width: 1200, height: 800});
  await page.goto('/docs/guides');
  await waitForHydration(page);
  // Word wrap on a block that kept its server markup: the button shows while the code scrolls sideways.
  const block = page
    .locator('article .theme-code-block')
    .filter({has: page.getByRole('button', {name: 'Toggle word wrap'})})
    .first();
  await block.scrollIntoViewIfNeeded();
  await block.hover();
  await block.getByRole('button', {name: 'Toggle word wrap'}).click();
  await expect(block.locator('pre code')).toHaveCSS('white-space', 'pre-wrap');

  await sidebar(page).getByRole('link', {name: 'Taking Photos', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/guides\/taking-photos$/);
  await expect(firstKeyword(page)).toHaveCSS('color', keywordColour.light);
});

test('code blocks: the word-wrap button shows exactly on the blocks whose code scrolls sideways, after the window narrows and in a tab chosen later', async ({
  page,
}) => {
  await page.setViewportSize({width: 1200, height: 800});
  await page.goto('/docs/guides');
  await waitForHydration(page);
  // Every visible block (a block in a tab panel not chosen has no box): does its code scroll
  // sideways, and does it offer the button?
  const mismatches = (): Promise<string[]> =>
    page.locator('article .theme-code-block').evaluateAll((blocks) =>
      blocks
        .filter((block) => block.checkVisibility())
        .map((block, index) => {
          const pre = block.querySelector('pre')!;
          const scrolls = pre.scrollWidth > pre.clientWidth;
          const offered = block.querySelector('button[aria-label="Toggle word wrap"]') !== null;
          return scrolls === offered ? '' : `block ${index}: scrolls ${scrolls}, button ${offered}`;
        })
        .filter(Boolean),
    );
  const offered = (): Promise<number> => page.locator('article').getByRole('button', {name: 'Toggle word wrap'}).count();
  await expect.poll(mismatches).toEqual([]);
  const wide = await offered();

  await page.setViewportSize({width: 380, height: 800});
  await expect.poll(mismatches).toEqual([]);
  expect(await offered()).toBeGreaterThan(wide);

  // A block in a panel that was hidden is measured once its tab shows it.
  const tabs = page.locator('article [role="tablist"]').first();
  await tabs.getByRole('tab').last().click();
  await expect(tabs.getByRole('tab').last()).toHaveAttribute('aria-selected', 'true');
  await expect.poll(mismatches).toEqual([]);
});

test('code blocks: a link to a heading far down a long guide lands on it and stays', async ({page}) => {
  await page.setViewportSize({width: 412, height: 800});
  const headings = await (async () => {
    await page.goto('/docs/guides/frame-processors-plugins-ios');
    await waitForHydration(page);
    return page.locator('article h2[id]').evaluateAll((elements) => elements.map((element) => element.id));
  })();
  const last = headings.at(-1)!;
  await page.goto(`/docs/guides/frame-processors-plugins-ios#${last}`);
  await waitForHydration(page);
  const top = (): Promise<number> => page.locator(`[id="${last}"]`).evaluate((element) => element.getBoundingClientRect().top);
  await delay(1000);
  const landed = await top();
  expect(landed).toBeGreaterThanOrEqual(0);
  expect(landed).toBeLessThan(120);
  // Blocks above it render as the visitor scrolls back up; the heading does not move.
  await page.mouse.wheel(0, -600);
  await delay(300);
  await page.mouse.wheel(0, 600);
  await delay(300);
  expect(Math.abs((await top()) - landed)).toBeLessThan(2);
});

test('docs pages: every table wider than the page takes focus and a name from the start, and no other does', async ({page}) => {
  await page.setViewportSize({width: 412, height: 800});
  await page.goto('/docs/guides/frame-processors-plugins-ios');
  await waitForHydration(page);
  const tables = page.locator('article .theme-doc-markdown table');
  const atLoad = await tables.evaluateAll((elements) =>
    elements.map((table) => ({
      wider: table.scrollWidth > table.clientWidth + 1,
      tabIndex: table.getAttribute('tabindex'),
      label: table.getAttribute('aria-label'),
    })),
  );
  expect(atLoad.length).toBeGreaterThan(2);
  expect(
    atLoad.some((table) => table.wider),
    'a table wider than a phone',
  ).toBe(true);
  for (const [index, table] of atLoad.entries()) {
    expect(table.tabIndex, `table ${index + 1} focusable`).toBe(table.wider ? '0' : null);
    if (table.wider) expect(table.label).toMatch(/scrolls sideways/);
  }
  // A keyboard user reaches the first wide table with Tab and scrolls it with the arrow keys.
  const firstWide = tables.nth(atLoad.findIndex((table) => table.wider));
  await firstWide.focus();
  await expect(firstWide).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => firstWide.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
});

// ---------------------------------------------------------------------------
// 4. Mermaid diagrams
// ---------------------------------------------------------------------------

test('mermaid: a diagram shows its light image in light mode and its dark image in dark mode, switched without re-render', async ({
  page,
}) => {
  await page.goto('/docs/guides');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  // Rendered at build time (plugins/static-diagrams): one image per colour mode, CSS shows one.
  const diagram = page.locator('figure.static-diagram').first();
  const light = diagram.locator('.static-diagram__light img');
  const dark = diagram.locator('.static-diagram__dark img');
  await diagram.scrollIntoViewIfNeeded();
  await expect(light).toBeVisible();
  await expect(dark).toBeHidden();
  await expect(diagram.getByRole('img', {name: /^The camera permission flow\. Read the permission status/})).toBeVisible();
  await expect(light).toHaveAttribute('src', /-light-[0-9a-f]+\.svg$/);
  // The image loaded and has the diagram's size, not a broken-image icon.
  await expect.poll(() => light.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(300);
  await diagram.evaluate((element) => element.setAttribute('data-seen', 'before-switch'));

  await switchColorMode(page, 'dark');
  await expect(dark).toBeVisible();
  await expect(light).toBeHidden();
  await expect(dark).toHaveAttribute('src', /-dark-[0-9a-f]+\.svg$/);
  await expect(diagram.getByRole('img', {name: /^The camera permission flow\./})).toBeVisible();
  await expect.poll(() => dark.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(300);
  // The same element: CSS switched the image, nothing re-rendered it.
  await expect(diagram).toHaveAttribute('data-seen', 'before-switch');
});

test('mermaid: no diagram code loads, even on the guide with a diagram on its first screen, after scrolling through it', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.hostname === 'localhost' && url.pathname.endsWith('.js')) scripts.push(builtScript(url.pathname));
  });
  await page.goto('/docs/guides/frame-processors-plugins-ios');
  await waitForHydration(page);
  const diagram = page.locator('figure.static-diagram').first();
  await expect(diagram.locator('.static-diagram__light img')).toBeVisible();
  for (let step = 0; step < 40; step += 1) await page.mouse.wheel(0, 1000);
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  // Mermaid's runtime (its config and parser entry points); the client renderer's slot never appears.
  expect(scripts.filter((body) => /securityLevel|getDiagramFromText/.test(body))).toEqual([]);
  await expect(page.locator('[data-mermaid-slot], .docusaurus-mermaid-container')).toHaveCount(0);
});

// ---------------------------------------------------------------------------
// 5. Base-URL banner
// ---------------------------------------------------------------------------

test('base URL banner: the home page served under another path shows "did not load properly"', async ({page}) => {
  const home = await page.request.get('/');
  const html = await home.text();
  // The inline detection script is in the built home page.
  expect(html).toContain('base-url-issue-banner');

  // A correct deployment shows no banner.
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByText(/did not load properly/)).toHaveCount(0);

  // The same build deployed under /some/other/base/: the host has no /assets/
  // at its root, so the site's scripts and styles are not found.
  await page.route(
    (url) => url.hostname === 'localhost' && url.pathname === '/some/other/base/',
    (route) => route.fulfill({status: 200, contentType: 'text/html; charset=utf-8', body: html}),
  );
  await page.route(
    (url) => url.hostname === 'localhost' && url.pathname.startsWith('/assets/'),
    (route) => route.fulfill({status: 404, contentType: 'text/plain', body: 'Not found'}),
  );
  await page.goto('/some/other/base/');
  const banner = page.getByRole('alert');
  await expect(banner.getByText('Your site did not load properly.', {exact: true})).toBeVisible();
  await expect(banner).toContainText('This page suggests: /some/other/base/');
});
