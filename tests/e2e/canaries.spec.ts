/**
 * Upgrade canaries: behaviour Docusaurus gives the site and the spec fixes
 * (SPEC.md §2 "Navigation and layout" and "Page behaviour"), which we do not
 * build ourselves: the mobile navbar, the skip link, the docs sidebar's
 * categories, the table of contents, scroll restoration and hash scrolling,
 * the navigation progress bar, the reload after a failed route chunk and the
 * crash fallback. A Docusaurus upgrade that changes one of them fails here,
 * by name. Each test checks as much as one page load allows. Our own chrome
 * (navbar and footer content, announcement bar) is in layout.spec.ts, and our
 * own behaviour in behaviour.spec.ts (see ARCHITECTURE.md, "Checks").
 *
 * Faults are injected at the network boundary of the production build: the
 * site's own chunk responses are slowed, aborted or wrapped, never its source.
 */
import type {ConsoleMessage, Locator, Page} from '@playwright/test';
import {expect, waitForHydration} from './fixtures';
// One tab per worker (./sharedTab.ts): no test here needs a browser context of its own.
import {test} from './sharedTab';
import {desktop, expectExternal, hamburger, navbar, open, startsWith} from './siteChrome';
import {exampleAppUrl, repositoryUrl, shadowLensUrl} from '../../config/site';

// Several tests walk through many steps, reloads and client navigations, or
// slow chunks down on purpose: give them room on a busy machine.
test.describe.configure({timeout: 60_000});

/** Extra properties the tests put on `window`. */
type TestWindow = Window & {
  __marker?: string;
  __renderFault?: boolean;
  __sidebarTransitions?: string[];
  __timeline?: {event: string; at: number}[];
};

const mobile = {width: 800, height: 900};

const h1 = (page: Page): Locator => page.getByRole('heading', {level: 1});
const sidebar = (page: Page): Locator => page.getByRole('navigation', {name: 'Docs sidebar'});
const mobileSidebar = (page: Page): Locator => page.locator('.navbar-sidebar');
const bodyOverflow = (page: Page): Promise<string> => page.evaluate(() => getComputedStyle(document.body).overflow);

/** Expands a collapsed sidebar category (a client-side toggle, not a navigation). */
async function expandSidebarCategory(page: Page, label: string): Promise<void> {
  const category = sidebar(page).getByRole('button', {name: label, exact: true});
  if ((await category.getAttribute('aria-expanded')) === 'false') await category.click();
  await expect(category).toHaveAttribute('aria-expanded', 'true');
}

/** Records when `#nprogress` appears and when the page's h1 changes, in page time. */
async function startTimeline(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as TestWindow;
    const timeline: {event: string; at: number}[] = [];
    w.__timeline = timeline;
    let progressShown = document.getElementById('nprogress') !== null;
    let heading = document.querySelector('h1')?.textContent ?? '';
    document.addEventListener('click', () => timeline.push({event: 'click', at: performance.now()}), {capture: true});
    new MutationObserver(() => {
      const shown = document.getElementById('nprogress') !== null;
      if (shown !== progressShown) {
        progressShown = shown;
        timeline.push({event: shown ? 'progress-shown' : 'progress-removed', at: performance.now()});
      }
      const text = document.querySelector('h1')?.textContent ?? '';
      if (text !== heading) {
        heading = text;
        timeline.push({event: `h1:${text}`, at: performance.now()});
      }
    }).observe(document.documentElement, {childList: true, subtree: true, characterData: true});
  });
}

const readTimeline = (page: Page): Promise<{event: string; at: number}[]> => page.evaluate(() => (window as TestWindow).__timeline ?? []);

const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

test.describe('navbar on mobile (800 px, below the 996 px breakpoint)', () => {
  test.use({viewport: mobile});

  test('the hamburger replaces the links and opens a sidebar with the same entries, locking body scroll', async ({page, consoleErrors}) => {
    await open(page, '/');
    const nav = navbar(page);
    await expect(hamburger(page)).toBeVisible();
    await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'false');
    // The desktop items are in the DOM but hidden below the breakpoint.
    const desktopItems = nav.locator('.navbar__inner');
    await expect(desktopItems.getByRole('link', {name: 'Guides', exact: true})).toBeHidden();
    await expect(desktopItems.getByRole('link', {name: 'API', exact: true})).toBeHidden();
    await expect(desktopItems.getByRole('link', {name: startsWith('Example App')})).toBeHidden();
    await expect(desktopItems.getByRole('link', {name: 'GitHub repository'})).toBeHidden();
    expect(await bodyOverflow(page)).not.toBe('hidden');

    await hamburger(page).click();
    const sidebar = mobileSidebar(page);
    await expect(sidebar).toBeVisible();
    await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toHaveClass(/navbar-sidebar--show/);
    await expect.poll(() => bodyOverflow(page)).toBe('hidden');

    const entries = sidebar.locator('.menu__list > .menu__list-item > a, .menu__list > li > a');
    await expect(entries.filter({visible: true})).toHaveText([
      'Guides',
      'API',
      startsWith('Example App'),
      startsWith('ShadowLens'),
      startsWith('GitHub'),
    ]);
    await expect(sidebar.getByRole('link', {name: 'Guides', exact: true})).toHaveAttribute('href', '/docs/guides');
    await expect(sidebar.getByRole('link', {name: 'API', exact: true})).toHaveAttribute('href', '/docs/api');
    await expectExternal(sidebar.getByRole('link', {name: startsWith('Example App')}), exampleAppUrl);
    await expectExternal(sidebar.getByRole('link', {name: startsWith('ShadowLens')}), shadowLensUrl);
    await expectExternal(sidebar.getByRole('link', {name: 'GitHub repository'}), repositoryUrl);
    // The colour-mode toggle moves into the sidebar header.
    await expect(sidebar.getByRole('button', {name: /^Switch between dark and light mode/})).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('the sidebar is made in the background after hydration and slides in on its first opening', async ({page, consoleErrors}) => {
    // Made after hydration, in a transition (src/theme/Navbar/MobileSidebar): there before anyone taps.
    await open(page, '/docs/guides');
    const sidebar = mobileSidebar(page);
    await expect(sidebar).toBeAttached();
    await expect(sidebar).toBeHidden();
    // The theme's slide is a transition of the panel's transform; a panel made by the tap itself would not slide.
    await sidebar.evaluate((element) => {
      const started: string[] = [];
      (window as TestWindow).__sidebarTransitions = started;
      element.addEventListener('transitionrun', (event) => started.push((event as TransitionEvent).propertyName));
    });
    await hamburger(page).click();
    await expect.poll(() => page.evaluate(() => (window as TestWindow).__sidebarTransitions)).toContain('transform');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Taking Photos', exact: true})).toBeVisible();

    // A tap right after hydration opens it too.
    await open(page, '/docs/api/');
    await hamburger(page).click();
    await expect(sidebar).toBeVisible();
    await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'true');
    expect(consoleErrors).toEqual([]);
  });

  test('the close button and the backdrop close the sidebar; an internal link in it navigates and closes it', async ({
    page,
    consoleErrors,
  }) => {
    await open(page, '/');
    await hamburger(page).click();
    await expect(mobileSidebar(page)).toBeVisible();
    await page.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(mobileSidebar(page)).toBeHidden();
    await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');

    await hamburger(page).click();
    await expect(mobileSidebar(page)).toBeVisible();
    // The backdrop covers the page to the right of the sidebar panel.
    await page.mouse.click(mobile.width - 20, mobile.height / 2);
    await expect(mobileSidebar(page)).toBeHidden();
    await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/\/$/);

    await hamburger(page).click();
    await expect(mobileSidebar(page)).toBeVisible();
    await mobileSidebar(page).getByRole('link', {name: 'API', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/api\/?$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(mobileSidebar(page)).toBeHidden();
    await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(navbar(page)).not.toHaveClass(/navbar-sidebar--show/);
    await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
    expect(consoleErrors).toEqual([]);
  });

  test('the browser Back button closes the open sidebar instead of leaving the page', async ({page}) => {
    await open(page, '/');
    await page.getByRole('link', {name: 'Get started'}).click();
    await expect(page).toHaveURL(/\/docs\/guides$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    // The navbar closes its sidebar when the route changes; on a busy machine that can come just
    // after a click that opened it. Open it again until it stays open (it toggles, so only when closed).
    await expect(async () => {
      if (!(await mobileSidebar(page).isVisible())) await hamburger(page).click();
      await expect(mobileSidebar(page)).toBeVisible({timeout: 2_000});
    }).toPass({timeout: 20_000});
    await page.goBack();
    await expect(mobileSidebar(page)).toBeHidden();
    await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/\/docs\/guides$/);
  });

  test('on a docs page the sidebar offers the docs sidebar and a way back to the main menu; growing the viewport to desktop width closes it and shows the desktop navbar', async ({
    page,
  }) => {
    await open(page, '/docs/api/');
    await hamburger(page).click();
    const sidebar = mobileSidebar(page);
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Overview', exact: true})).toBeVisible();
    await sidebar.getByRole('button', {name: /Back to main menu/}).click();
    await expect(sidebar.getByRole('link', {name: 'Guides', exact: true})).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'GitHub repository'})).toBeVisible();

    // Growing the viewport to desktop width closes the open sidebar.
    await expect.poll(() => bodyOverflow(page)).toBe('hidden');

    await page.setViewportSize(desktop);
    await expect(mobileSidebar(page)).toBeHidden();
    await expect(navbar(page)).not.toHaveClass(/navbar-sidebar--show/);
    await expect(hamburger(page)).toBeHidden();
    await expect(navbar(page).getByRole('link', {name: 'Guides', exact: true})).toBeVisible();
    await expect(navbar(page).getByRole('link', {name: 'API', exact: true})).toBeVisible();
    await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');

    // Back to mobile width: it stays closed until asked.
    await page.setViewportSize(mobile);
    await expect(hamburger(page)).toBeVisible();
    await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(mobileSidebar(page)).toBeHidden();
  });
});

test.describe('skip to content', () => {
  test.use({viewport: desktop});

  for (const path of ['/', '/docs/api/interfaces/CameraProps']) {
    test(`the first Tab on ${path} focuses "Skip to main content" and Enter moves focus to the main content`, async ({page}) => {
      await page.addInitScript(() => {
        const log: string[] = [];
        (window as unknown as {focusLog: string[]}).focusLog = log;
        document.addEventListener(
          'focusin',
          (event) => {
            const target = event.target as HTMLElement;
            log.push(target.tagName === 'A' && target.textContent === 'Skip to main content' ? 'A.skip' : target.tagName);
          },
          true,
        );
      });
      await open(page, path);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', {name: 'Skip to main content'});
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
      await expect(skip).toHaveAttribute('href', '#__docusaurus_skipToContent_fallback');

      await page.keyboard.press('Enter');
      // Docusaurus focuses the first <main> programmatically (temporary
      // tabindex=-1, removed right after, which in Chromium drops focus back to
      // <body> but leaves the sequential-focus starting point in <main>), and
      // it cancels the link's default action, so the URL does not change.
      expect(await page.evaluate(() => (window as unknown as {focusLog: string[]}).focusLog)).toEqual(['A.skip', 'MAIN']);
      await expect(skip).not.toBeFocused();
      expect(new URL(page.url()).hash).toBe('');
      expect(new URL(page.url()).pathname).toBe(path);

      // The next Tab lands on the first focusable element inside the main content, not in the navbar.
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const active = document.activeElement;
        const main = document.querySelector('main');
        const firstInMain = main?.querySelector(
          'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])',
        );
        return {inMain: active !== null && main !== null && main.contains(active), isFirst: active === firstInMain};
      });
      expect(focused).toEqual({inMain: true, isFirst: true});
      await expect(page.locator('main').first()).toBeInViewport();
    });
  }
});

test.describe('docs sidebar (1200 px)', () => {
  test.use({viewport: desktop});

  const docsSidebar = (page: Page): Locator => page.getByRole('navigation', {name: 'Docs sidebar'});
  const categoryItem = (page: Page, label: string): Locator =>
    docsSidebar(page)
      .locator('li.theme-doc-sidebar-item-category')
      .filter({has: page.locator(':scope > .menu__list-item-collapsible', {hasText: new RegExp(`^${label}$`)})});

  /**
   * Waits until a category's list has finished its open or close animation. While the list
   * grows, everything below it moves, and a click aimed at a moving toggle can land on its neighbour.
   */
  const expectSettled = async (category: Locator, expanded: boolean): Promise<void> => {
    // Docusaurus' Collapsible ends an opening with height "auto" and a closing with display "none";
    // a list never opened is not in the DOM at all (it mounts lazily).
    const list = category.locator(':scope > ul');
    await expect
      .poll(async () => {
        if ((await list.count()) === 0) return 'closed';
        const style = await list.evaluate((element: HTMLElement) => ({display: element.style.display, height: element.style.height}));
        return style.display === 'none' ? 'closed' : style.height === 'auto' ? 'open' : 'moving';
      })
      .toBe(expanded ? 'open' : 'closed');
  };

  test('is not hideable and shows the Guides and API categories with an Overview link; opening or closing one category leaves the others as they were', async ({
    page,
  }) => {
    await open(page, '/docs/api/');
    const sidebar = docsSidebar(page);
    await expect(sidebar).toBeVisible();
    await expect(page.getByRole('button', {name: 'Collapse sidebar', exact: true})).toHaveCount(0);
    await expect(page.getByTitle('Collapse sidebar', {exact: true})).toHaveCount(0);

    await expect(sidebar.locator('.theme-doc-sidebar-item-category-level-1 > .menu__list-item-collapsible')).toHaveText(['Guides', 'API']);
    const overview = categoryItem(page, 'API').getByRole('link', {name: 'Overview', exact: true});
    await expect(overview).toBeVisible();
    await expect(overview).toHaveAttribute('href', '/docs/api/');
    await expect(overview).toHaveAttribute('aria-current', 'page');
    await expect(categoryItem(page, 'Guides').getByRole('link', {name: 'Getting Started'})).toHaveAttribute('href', '/docs/guides');

    const classes = categoryItem(page, 'Classes');
    const interfaces = categoryItem(page, 'Interfaces');
    const classesToggle = classes.locator(':scope > .menu__list-item-collapsible [aria-expanded]');
    const interfacesToggle = interfaces.locator(':scope > .menu__list-item-collapsible [aria-expanded]');
    const cameraLink = classes.getByRole('link', {name: 'Camera', exact: true});
    const framesLink = interfaces.getByRole('link', {name: 'Frame', exact: true});

    await expect(classesToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(interfacesToggle).toHaveAttribute('aria-expanded', 'false');

    await classesToggle.click();
    await expect(classesToggle).toHaveAttribute('aria-expanded', 'true');
    await expectSettled(classes, true);
    await expect(cameraLink).toBeVisible();

    await interfacesToggle.click();
    await expect(interfacesToggle).toHaveAttribute('aria-expanded', 'true');
    await expectSettled(interfaces, true);
    await expect(framesLink).toBeVisible();
    // No auto-collapse: Classes is still open.
    await expect(classesToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(cameraLink).toBeVisible();

    await classesToggle.click();
    await expect(classesToggle).toHaveAttribute('aria-expanded', 'false');
    await expectSettled(classes, false);
    await expect(cameraLink).toBeHidden();
    await expect(interfacesToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(framesLink).toBeVisible();

    // Collapsing the API category does not touch Guides.
    const apiCaret = page.getByRole('button', {name: "Collapse sidebar category 'API'"});
    await apiCaret.click();
    await expect(page.getByRole('button', {name: "Expand sidebar category 'API'"})).toHaveAttribute('aria-expanded', 'false');
    await expect(categoryItem(page, 'API').getByRole('link', {name: 'Overview', exact: true})).toBeHidden();
    await expect(categoryItem(page, 'Guides').getByRole('link', {name: 'Getting Started'})).toBeVisible();
  });

  test('following a sidebar link keeps the other categories open', async ({page}) => {
    await open(page, '/docs/api/');
    const classesToggle = categoryItem(page, 'Classes').locator(':scope > .menu__list-item-collapsible [aria-expanded]');
    const interfacesToggle = categoryItem(page, 'Interfaces').locator(':scope > .menu__list-item-collapsible [aria-expanded]');
    await classesToggle.click();
    await expectSettled(categoryItem(page, 'Classes'), true);
    await interfacesToggle.click();
    await expectSettled(categoryItem(page, 'Interfaces'), true);
    await categoryItem(page, 'Interfaces').getByRole('link', {name: 'CameraProps', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/api\/interfaces\/CameraProps$/);
    await expect(classesToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(interfacesToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(categoryItem(page, 'Classes').getByRole('link', {name: 'Camera', exact: true})).toBeVisible();
  });
});

test.describe('table of contents', () => {
  test.use({viewport: desktop});

  test('lists the h2 and h3 headings of a long API page, and no h4', async ({page}) => {
    await open(page, '/docs/api/interfaces/CameraProps');
    const toc = page.locator('.theme-doc-toc-desktop');
    await expect(toc).toBeVisible();

    const topLevel = toc.locator(':scope > ul > li > a');
    const nested = toc.locator(':scope > ul > li > ul > li > a');
    await expect(topLevel.first()).toBeVisible();
    await expect(nested.first()).toBeVisible();
    await expect(toc.locator('ul ul ul')).toHaveCount(0);

    const levelOf = (anchor: Locator) =>
      anchor.evaluateAll((links) =>
        links.map((link) => {
          const id = decodeURIComponent((link.getAttribute('href') ?? '').replace(/^#/, ''));
          return document.getElementById(id)?.tagName ?? 'missing';
        }),
      );
    const topLevels = await levelOf(topLevel);
    const nestedLevels = await levelOf(nested);
    expect(new Set(topLevels)).toEqual(new Set(['H2']));
    expect(new Set(nestedLevels)).toEqual(new Set(['H3']));

    // Every h2/h3 of the article is listed, in page order; the page's h4 are not.
    const articleHeadings = await page
      .locator('article')
      .locator('h2[id], h3[id]')
      .evaluateAll((headings) => headings.map((h) => `#${h.id}`));
    const tocTargets = await toc.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(tocTargets).toEqual(articleHeadings);
    await expect(toc).toContainText('Properties');
    await expect(toc.getByRole('link', {name: 'device', exact: true})).toHaveAttribute('href', '#device');
    expect(await page.locator('article h4').count()).toBeGreaterThan(0);
    const h4Ids = await page.locator('article h4[id]').evaluateAll((headings) => headings.map((h) => `#${h.id}`));
    expect(tocTargets.filter((href) => h4Ids.includes(href ?? ''))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------
// 5. Scroll behaviour
// ---------------------------------------------------------------------------

const scrollY = (page: Page): Promise<number> => page.evaluate(() => window.scrollY);

test('scroll: after scrolling a long page, a sidebar link opens the next page at the top', async ({page}) => {
  await page.goto('/docs/api/interfaces/CameraProps');
  await waitForHydration(page);
  await page.mouse.wheel(0, 4000);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);

  const link = sidebar(page).getByRole('link', {name: 'CameraDevice', exact: true});
  await link.scrollIntoViewIfNeeded();
  expect(await scrollY(page)).toBeGreaterThan(1000);
  await link.click();
  await expect(page).toHaveURL(/\/docs\/api\/interfaces\/CameraDevice$/);
  await expect(h1(page)).toContainText('CameraDevice');
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('scroll: a link to another page with a hash scrolls to that heading', async ({page}) => {
  await page.goto('/docs/api/classes/Camera');
  await waitForHydration(page);
  const link = page.locator('article a[href="/docs/api/interfaces/CameraProps#isactive"]').first();
  await link.click();
  await expect(page).toHaveURL(/\/docs\/api\/interfaces\/CameraProps#isactive$/);
  await expect(h1(page)).toContainText('CameraProps');
  await expect(page.locator('[id="isactive"]')).toBeInViewport();
  expect(await scrollY(page)).toBeGreaterThan(0);
});

test('scroll: client-side navigation to /docs/api/interfaces/CameraProps#zoom scrolls #zoom into view', async ({page}) => {
  await page.goto('/docs/api/classes/Camera');
  await waitForHydration(page);
  await page.evaluate(() => ((window as TestWindow).__marker = 'same document'));
  // A history navigation, handled by the client router like a link click.
  await page.evaluate(() => {
    window.history.pushState({key: 'e2e'}, '', '/docs/api/interfaces/CameraProps#zoom');
    window.dispatchEvent(new PopStateEvent('popstate', {state: {key: 'e2e'}}));
  });
  await expect(h1(page)).toContainText('CameraProps');
  await expect(page.locator('[id="zoom"]')).toBeInViewport();
  expect(await scrollY(page)).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as TestWindow).__marker)).toBe('same document');
});

test('scroll: a table-of-contents entry scrolls to its heading and puts it in the URL hash; a direct load with #zoom brings the heading into view', async ({
  page,
}) => {
  await page.setViewportSize({width: 1200, height: 900});
  await page.goto('/docs/api/interfaces/CameraProps');
  await waitForHydration(page);
  const toc = page.locator('.theme-doc-toc-desktop');
  await toc.getByRole('link', {name: 'isActive', exact: true}).click();
  await expect(page).toHaveURL(/#isactive$/);
  await expect(page.locator('#isactive')).toBeInViewport();

  await expect(page.locator('[id="zoom"]')).not.toBeInViewport();
  await toc.locator('a[href="#zoom"]').click();
  await expect(page).toHaveURL(/#zoom$/);
  await expect(page.locator('[id="zoom"]')).toBeInViewport();

  await page.goto('/docs/guides');
  await page.goto('/docs/api/interfaces/CameraProps#zoom');
  await waitForHydration(page);
  await expect(page.locator('[id="zoom"]')).toBeInViewport();
  expect(await scrollY(page)).toBeGreaterThan(0);
});

// ---------------------------------------------------------------------------
// 6. Progress bar
// ---------------------------------------------------------------------------

test('progress bar: a navigation whose chunks take longer than 200 ms shows #nprogress before the new page', async ({page}) => {
  await page.goto('/docs/api/');
  await waitForHydration(page);
  await expandSidebarCategory(page, 'Classes');
  // Slow down (not fake) the site's own chunk responses from now on.
  await page.route(
    (url) => url.hostname === 'localhost' && /^\/assets\/js\/.*\.js$/.test(url.pathname),
    async (route) => {
      await delay(1500);
      await route.continue().catch(() => {});
    },
  );
  await startTimeline(page);

  await sidebar(page).getByRole('link', {name: 'Camera', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/api\/classes\/Camera$/);
  await expect(h1(page)).toContainText('Camera', {timeout: 15_000});
  await expect(h1(page)).not.toHaveText('VisionCamera API');
  // The bar finishes once the new page is there.
  await expect(page.locator('#nprogress')).not.toBeAttached();

  const timeline = await readTimeline(page);
  const at = (event: string | RegExp): number | undefined =>
    timeline.find((entry) => (typeof event === 'string' ? entry.event === event : event.test(entry.event)))?.at;
  const clicked = at('click');
  const shown = at('progress-shown');
  const newPage = at(/^h1:.*Camera/);
  expect(clicked).toBeDefined();
  expect(shown).toBeDefined();
  expect(newPage).toBeDefined();
  if (clicked === undefined || shown === undefined || newPage === undefined) return;
  // Not before the 200 ms delay, and while the old page is still shown.
  expect(shown - clicked).toBeGreaterThanOrEqual(190);
  expect(shown).toBeLessThan(newPage);
  expect(newPage - clicked).toBeGreaterThan(1000);
});

test('progress bar: a navigation that completes quickly never shows #nprogress', async ({page}) => {
  await page.goto('/docs/api/');
  await waitForHydration(page);
  await expandSidebarCategory(page, 'Classes');
  await sidebar(page).getByRole('link', {name: 'Camera', exact: true}).click();
  await expect(h1(page)).toContainText('Camera');
  await expect(page.locator('#nprogress')).not.toBeAttached();

  // Back to a route whose chunks are already loaded: instant navigation.
  await startTimeline(page);
  await sidebar(page).getByRole('link', {name: 'Overview', exact: true}).click();
  await expect(h1(page)).toHaveText('VisionCamera API');
  await expect(page.locator('#nprogress')).not.toBeAttached();
  const timeline = await readTimeline(page);
  const at = (event: string | RegExp): number | undefined =>
    timeline.find((entry) => (typeof event === 'string' ? entry.event === event : event.test(entry.event)))?.at;
  const clicked = at('click');
  const newPage = at(/^h1:VisionCamera API/);
  expect(clicked).toBeDefined();
  expect(newPage).toBeDefined();
  if (clicked === undefined || newPage === undefined) return;
  // The bar's rule, whatever the machine's speed: never before 200 ms, and never for a page shown before then.
  const shown = at('progress-shown');
  if (newPage - clicked < 190) expect(shown).toBeUndefined();
  if (shown !== undefined) expect(shown - clicked).toBeGreaterThanOrEqual(190);
});

// ---------------------------------------------------------------------------
// 7. Route chunk failure
// ---------------------------------------------------------------------------

test('chunk failure: a failed route chunk logs a warning and fully reloads the page on the target URL', async ({page}) => {
  await page.goto('/docs/api/');
  await waitForHydration(page);
  await expandSidebarCategory(page, 'Classes');
  await page.evaluate(() => ((window as TestWindow).__marker = 'before navigation'));

  const warnings: string[] = [];
  const onConsole = (message: ConsoleMessage): void => {
    if (message.type() === 'warning') warnings.push(message.text());
  };
  page.on('console', onConsole);
  // Abort the site's chunk requests until the page reloads itself.
  let failing = true;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) failing = false;
  });
  await page.route(
    (url) => url.hostname === 'localhost' && /^\/assets\/js\/.*\.js$/.test(url.pathname),
    (route) => (failing ? route.abort('failed') : route.continue()),
  );

  const reloaded = page.waitForEvent('load');
  await sidebar(page).getByRole('link', {name: 'Camera', exact: true}).click();
  await reloaded;
  expect(failing).toBe(false);
  await expect(page).toHaveURL(/\/docs\/api\/classes\/Camera$/);
  await waitForHydration(page);
  await expect(h1(page)).toContainText('Camera');
  expect(await page.evaluate(() => (window as TestWindow).__marker)).toBeUndefined();
  expect(warnings.some((text) => /ChunkLoadError|Loading chunk .* failed/i.test(text))).toBe(true);
});

// ---------------------------------------------------------------------------
// 8. Crash fallback
// ---------------------------------------------------------------------------

/**
 * Prepended to a chunk response: wraps the chunk's modules so that the MDX
 * content module of `target` exports a component that throws while
 * `window.__renderFault` is set, and renders the real content otherwise.
 */
function renderFaultInjector(chunkGlobal: string, target: string): string {
  return `;(function () {
  var key = ${JSON.stringify(chunkGlobal)}, target = ${JSON.stringify(target)};
  var list = (self[key] = self[key] || []);
  var push = list.push;
  list.push = function (data) {
    list.push = push;
    var modules = data[1] || {};
    Object.keys(modules).forEach(function (id) {
      var factory = modules[id];
      modules[id] = function (module, exports, require) {
        factory.call(this, module, exports, require);
        var real = module.exports;
        // A module still evaluating (a top-level await, a cycle) may throw on reading an export: not the one.
        try {
          if (!real || typeof real.default !== 'function' || !real.metadata || real.metadata.permalink !== target) return;
        } catch (error) {
          return;
        }
        var wrapped = {};
        Object.keys(real).forEach(function (name) { wrapped[name] = real[name]; });
        var Content = real.default;
        wrapped.default = function FaultyContent(props) {
          if (window.__renderFault) throw new Error('Injected render fault');
          return Content(props);
        };
        Object.defineProperty(wrapped, '__esModule', {value: true});
        module.exports = wrapped;
      };
    });
    return push.apply(this, arguments);
  };
})();
`;
}

test('crash fallback: a render failure shows "This page crashed." and "Try again" renders the page once the fault is gone', async ({
  page,
}) => {
  const target = '/docs/api/classes/Camera';
  let injected = 0;
  await page.route(
    (url) => url.hostname === 'localhost' && /^\/assets\/js\/.*\.js$/.test(url.pathname),
    async (route) => {
      let response;
      let body: string;
      try {
        response = await route.fetch();
        body = await response.text();
      } catch {
        // The page gave the request up (a prefetch a navigation cancelled):
        // nothing waits for it any more.
        await route.abort().catch(() => {});
        return;
      }
      // Every chunk but the entry's: the page's content module may sit in a chunk of its own, or in one
      // the bundler shares between pages.
      const chunkGlobal = /self\.(webpackChunk[\w$]*)/.exec(body)?.[1];
      if (chunkGlobal && !/\/(main|runtime~main)\.[\w]+\.js$/.test(new URL(route.request().url()).pathname)) {
        injected++;
        await route.fulfill({response, body: renderFaultInjector(chunkGlobal, target) + body});
      } else {
        await route.fulfill({response, body});
      }
    },
  );
  await page.goto('/docs/api/');
  await waitForHydration(page);
  await page.evaluate(() => ((window as TestWindow).__renderFault = true));
  await expandSidebarCategory(page, 'Classes');
  await sidebar(page).getByRole('link', {name: 'Camera', exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));

  await expect(page.getByRole('heading', {name: 'This page crashed.', exact: true})).toBeVisible();
  await expect(page.getByText('Injected render fault')).toBeVisible();
  const tryAgain = page.getByRole('button', {name: 'Try again', exact: true});
  await expect(tryAgain).toBeVisible();
  // The rest of the site (navbar) is still there.
  await expect(navbar(page)).toBeVisible();
  expect(injected).toBeGreaterThan(0);

  await page.evaluate(() => ((window as TestWindow).__renderFault = false));
  await tryAgain.click();
  await expect(h1(page)).toContainText('Camera');
  await expect(page.getByText('This page crashed.')).toHaveCount(0);
  await expect(tryAgain).toHaveCount(0);
});
