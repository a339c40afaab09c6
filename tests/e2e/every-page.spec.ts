/**
 * One pass over every page of the built sitemap, plus the search page and the
 * not-found page: each test loads its page once per colour mode and checks
 * everything a page load can tell.
 *
 * - Light mode (the first load): the crawl's checks for sitemap pages (HTTP
 *   200, no console or page error, no request outside localhost, not the
 *   not-found page, every link to an anchor on the same page finds its
 *   element), then axe-core, WCAG 2.1 A/AA, with every diagram rendered.
 * - Dark mode: a second load as a returning visitor who chose dark, then axe
 *   again. It is a load, not a click on the toggle: a toggle re-renders the
 *   code blocks (src/theme/CodeBlock/Content keeps the server's markup only
 *   while the mode is the one it loaded in), so only a load checks what a
 *   dark-mode visitor first sees.
 *
 * Links to an anchor on another page are checked once every page is scanned,
 * by every-page.anchors.spec.ts (its project depends on this one).
 */
import type {Page} from '@playwright/test';
import {defaultBuildDir, sitemapPaths} from '../../scripts/lib/builtSite';
import {axeViolations} from './axe';
import {expect, test, waitForHydration} from './fixtures';
import {brokenSamePageAnchors, saveScan, visitAndScan} from './pageScan';

// The built sitemap is read when the suite is collected.
const sitemap = sitemapPaths(defaultBuildDir);
const pages = [...sitemap, '/search?q=camera', '/this-page-does-not-exist'];

/** Renders every diagram, so that their colours are checked too, and scrolls back up. */
async function renderDiagrams(page: Page): Promise<void> {
  for (const slot of await page.locator('[data-mermaid-slot]').all()) {
    await slot.scrollIntoViewIfNeeded();
    await expect(slot.locator('.docusaurus-mermaid-container svg')).toBeVisible();
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Makes every later load of this page open in `mode`, as for a returning visitor who chose it. */
async function chooseMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  // Init scripts run in the order they were added: the latest choice wins.
  await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
}

test('the sitemap lists the whole site', () => {
  expect(pages.length).toBeGreaterThan(55);
});

// axe walks every node: the longest guides (thousands of highlighted code
// tokens, several diagrams) take several seconds per mode on a busy 2-core machine.
test.describe.configure({timeout: 90_000});

for (const urlPath of pages) {
  const crawled = sitemap.includes(urlPath);
  const title = crawled
    ? `${urlPath} loads cleanly, its anchors resolve, and axe finds no violations in light and dark mode`
    : `${urlPath} has no axe violations in light and dark mode`;

  test(title, async ({page, consoleErrors, externalRequests, baseURL}, testInfo) => {
    await test.step('light mode', async () => {
      await chooseMode(page, 'light');
      if (crawled) {
        const {problems, scan} = await visitAndScan(page, urlPath, consoleErrors, externalRequests);
        saveScan(testInfo, urlPath, scan);
        problems.push(...brokenSamePageAnchors(urlPath, scan, new URL(baseURL ?? 'http://localhost').origin));
        expect.soft(problems, `${problems.length} crawl problem(s):\n${problems.join('\n')}`).toEqual([]);
      } else {
        await page.goto(urlPath);
        await waitForHydration(page);
      }
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await renderDiagrams(page);
      expect.soft(await axeViolations(page), `${urlPath} in light mode`).toEqual([]);
    });

    await test.step('dark mode', async () => {
      await chooseMode(page, 'dark');
      await page.goto(urlPath);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await renderDiagrams(page);
      expect.soft(await axeViolations(page), `${urlPath} in dark mode`).toEqual([]);
    });
  });
}
