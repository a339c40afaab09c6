/**
 * One pass over every page of the built sitemap, plus the search page and the
 * not-found page: each test loads its page once per colour mode and checks
 * everything a page load can tell.
 *
 * - Light mode (the first load): the crawl's checks for sitemap pages (HTTP
 *   200, no console or page error, no request outside localhost, not the
 *   not-found page, every link to an anchor on the same page finds its
 *   element), then axe-core, WCAG 2.1 A/AA, with every diagram rendered.
 * - Dark mode: the visitor switches with the navbar toggle, then axe again.
 *   The page a returning dark-mode visitor loads has the same DOM: code
 *   colours of both modes are in the markup and CSS picks one
 *   (plugins/code-colours), so a second load would check nothing new (it cost
 *   a quarter of this suite's time). The first paint of a dark load is checked
 *   in behaviour.spec.ts and colour-mode.spec.ts.
 *
 * - The route table's promises for the page (routes.spec.ts keeps the rest):
 *   a guide has one h1 and a description; an API page its heading, title and
 *   source link at the release tag.
 *
 * Links to an anchor on another page are checked once every page is scanned,
 * by every-page.anchors.spec.ts (its project depends on this one).
 *
 * Each worker loads its pages into one tab (./sharedTab.ts): every test
 * still makes a full load, a new document, and reads only its own errors and
 * requests.
 */
import type {Page} from '@playwright/test';
import {defaultBuildDir, sitemapPaths} from '../../model/builtSite';
import {axeViolations} from './axe';
import {waitForHydration} from './fixtures';
import {expect, test} from './sharedTab';
import {brokenSamePageAnchors, routeKey, saveScan, visitAndScan} from './pageScan';
import {CLASS_NAMES, GUIDE_SLUGS, INTERFACE_NAMES, NOT_FOUND_HEADING, SOURCE_LINK_PREFIX, documentTitle} from './spec-data';

// The built sitemap is read when the suite is collected.
const sitemap = sitemapPaths(defaultBuildDir);
const pages = [...sitemap, '/search?q=camera', '/this-page-does-not-exist'];

const guideRoutes = new Set<string>(['/docs/guides', ...GUIDE_SLUGS.map((slug) => `/docs/guides/${slug}`)]);
/** The h1 of each API page, by route. */
const apiHeadings = new Map<string, string>([
  ...CLASS_NAMES.map((name) => [`/docs/api/classes/${name}`, `Class: ${name}`] as const),
  ...INTERFACE_NAMES.map((name) => [`/docs/api/interfaces/${name}`, `Interface: ${name}`] as const),
]);
/** Pages that link to their source on GitHub: the API index and every API page. */
const sourceLinkedRoutes = new Set<string>(['/docs/api', ...apiHeadings.keys()]);

/** What the route table promises for the page at `route`, on the page as loaded. */
async function checkRoutePromises(page: Page, route: string): Promise<void> {
  const h1 = page.getByRole('heading', {level: 1});
  if (guideRoutes.has(route)) {
    await test.step('a guide: one h1 and a description', async () => {
      const headings = await h1.allInnerTexts();
      expect.soft(headings).toHaveLength(1);
      expect.soft(headings[0]?.trim()).not.toBe('');
      expect.soft(headings[0]?.trim()).not.toBe(NOT_FOUND_HEADING);
      const descriptions = await page
        .locator('meta[name="description"]')
        .evaluateAll((metas) => metas.map((meta) => (meta as HTMLMetaElement).content.trim()));
      expect.soft(descriptions).toHaveLength(1);
      expect.soft(descriptions[0]).not.toBe('');
    });
  }
  const heading = apiHeadings.get(route);
  if (heading !== undefined) {
    await test.step(`an API page: renders "${heading}"`, async () => {
      await expect.soft(h1).toHaveText(heading);
      await expect.soft(page).toHaveTitle(documentTitle(heading));
    });
  }
  if (sourceLinkedRoutes.has(route)) {
    await test.step('links to its source on GitHub at the release tag', async () => {
      const links = page.getByRole('main').locator(`a[href^="${SOURCE_LINK_PREFIX}"]`);
      await expect.soft(links.first(), `a visible source link starting with ${SOURCE_LINK_PREFIX}`).toBeVisible();
    });
  }
}

/**
 * Diagrams are static images (plugins/static-diagrams): the one of the page's
 * mode must show (axe then checks its alt text). A diagram without its images
 * falls back to the client renderer: draw it, so that its colours are checked
 * too. Scrolls back up.
 */
async function showDiagrams(page: Page, mode: 'light' | 'dark'): Promise<void> {
  for (const diagram of await page.locator('figure.static-diagram').all()) {
    await expect(diagram.locator(`.static-diagram__${mode} img`)).toBeVisible();
  }
  for (const slot of await page.locator('[data-mermaid-slot]').all()) {
    await slot.scrollIntoViewIfNeeded();
    // Mermaid lays a diagram out on the main thread: seconds on a busy machine.
    await expect(slot.locator('.docusaurus-mermaid-container svg')).toBeVisible({timeout: 20_000});
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * The toggle starts the theme's colour transitions (navbar links, backgrounds);
 * axe must read the colours they end on, not one in between. Lets two frames
 * pass so the transitions exist, then waits until none is running.
 */
async function waitForColourTransitions(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
}

// Every load opens in light mode, as for a returning visitor who chose it;
// the dark-mode step then switches with the toggle.
test.use({storedColourMode: 'light'});

test('the sitemap lists the whole site', () => {
  expect(pages.length).toBeGreaterThan(55);
});

// axe walks every node: the longest guides (thousands of highlighted code
// tokens, several diagrams) take several seconds per mode on a busy 2-core
// machine; each test loads its page twice and runs axe twice.
test.describe.configure({timeout: 180_000});

for (const urlPath of pages) {
  const crawled = sitemap.includes(urlPath);
  const title = crawled
    ? `${urlPath} loads cleanly, its anchors resolve, and axe finds no violations in light and dark mode`
    : `${urlPath} has no axe violations in light and dark mode`;

  test(title, async ({page, consoleErrors, externalRequests, baseURL}, testInfo) => {
    await test.step('light mode', async () => {
      if (crawled) {
        const {problems, scan} = await visitAndScan(page, urlPath, consoleErrors, externalRequests);
        saveScan(testInfo, urlPath, scan);
        problems.push(...brokenSamePageAnchors(urlPath, scan, new URL(baseURL ?? 'http://localhost').origin));
        expect.soft(problems, `${problems.length} crawl problem(s):\n${problems.join('\n')}`).toEqual([]);
        await checkRoutePromises(page, routeKey(urlPath));
      } else {
        await page.goto(urlPath);
        await waitForHydration(page);
      }
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await showDiagrams(page, 'light');
      expect.soft(await axeViolations(page), `${urlPath} in light mode`).toEqual([]);
    });

    await test.step('dark mode', async () => {
      // Saved light → dark (the toggle cycles system, light, dark).
      await page
        .getByRole('navigation', {name: 'Main'})
        .getByRole('button', {name: /^Switch between dark and light mode/})
        .click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await waitForColourTransitions(page);
      await showDiagrams(page, 'dark');
      expect.soft(await axeViolations(page), `${urlPath} in dark mode`).toEqual([]);
    });
  });
}
