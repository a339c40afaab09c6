/**
 * Site chrome as a visitor meets it: navbar (desktop and mobile), footer,
 * announcement bar, skip-to-content link, docs sidebar and table of contents.
 * Colour mode lives in colour-mode.spec.ts.
 *
 * Expected values come from the spec (SPEC.md §2 "Navigation and layout",
 * §4, §9) and the link targets from config/site.ts.
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {
  appStoreUrl,
  authorUrl,
  discordUrl,
  discussionsUrl,
  exampleAppUrl,
  playStoreUrl,
  repositoryUrl,
  shadowLensUrl,
  socialUrl,
} from '../../config/site';

// Several tests walk through many steps and reloads; give them room on a busy machine.
test.describe.configure({timeout: 60_000});

const desktop = {width: 1200, height: 900};
const mobile = {width: 800, height: 900};

/** External links render an extra "(opens in new tab)" icon label, so names only start with the label. */
const startsWith = (label: string): RegExp => new RegExp(`^${label.replace(/[()]/g, '\\$&')}`);

const navbar = (page: Page): Locator => page.getByRole('navigation', {name: 'Main'});
const hamburger = (page: Page): Locator => page.getByRole('button', {name: 'Toggle navigation bar'});
const mobileSidebar = (page: Page): Locator => page.locator('.navbar-sidebar');
const bodyOverflow = (page: Page): Promise<string> => page.evaluate(() => getComputedStyle(document.body).overflow);

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** An external link that opens in a new tab without handing the opener over. */
async function expectExternal(link: Locator, href: string): Promise<void> {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/);
}

test.describe('navbar on desktop (1200 px)', () => {
  test.use({viewport: desktop});

  test('shows Guides, API, the external links, search and the colour-mode toggle, without a hamburger', async ({page, consoleErrors}) => {
    await open(page, '/');
    const nav = navbar(page);

    const guides = nav.getByRole('link', {name: 'Guides', exact: true});
    await expect(guides).toBeVisible();
    await expect(guides).toHaveAttribute('href', '/docs/guides');
    await expect(guides).not.toHaveAttribute('target', /.*/);

    const api = nav.getByRole('link', {name: 'API', exact: true});
    await expect(api).toBeVisible();
    await expect(api).toHaveAttribute('href', '/docs/api');

    const exampleApp = nav.getByRole('link', {name: startsWith('Example App')});
    await expect(exampleApp).toBeVisible();
    await expectExternal(exampleApp, exampleAppUrl);

    const shadowLens = nav.getByRole('link', {name: startsWith('ShadowLens')});
    await expect(shadowLens).toBeVisible();
    await expectExternal(shadowLens, shadowLensUrl);

    const github = nav.getByRole('link', {name: 'GitHub repository'});
    await expect(github).toBeVisible();
    await expect(github).toHaveText('GitHub');
    await expectExternal(github, repositoryUrl);

    // The DocSearch button; its dialog carries the spec's placeholder.
    const search = nav.getByRole('button', {name: /^Search/});
    await expect(search).toBeVisible();
    await expect(search).toHaveClass(/DocSearch-Button/);
    await search.click();
    const searchInput = page.locator('.DocSearch-Modal input');
    await expect(searchInput).toBeVisible();
    await expect(searchInput).toHaveAttribute('placeholder', 'Search docs');
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);

    const toggle = nav.getByRole('button', {name: /^Switch between dark and light mode/});
    await expect(toggle).toBeVisible();
    await expect(toggle).toBeEnabled();

    await expect(hamburger(page)).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test('Guides navigates client-side to /docs/guides', async ({page, consoleErrors}) => {
    await open(page, '/');
    // A full page load would wipe this marker; client-side routing keeps it.
    await page.evaluate(() => {
      (window as unknown as {layoutMarker?: string}).layoutMarker = 'still-here';
    });
    await navbar(page).getByRole('link', {name: 'Guides', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/guides$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as {layoutMarker?: string}).layoutMarker)).toBe('still-here');
    // The active item follows the route.
    await expect(navbar(page).getByRole('link', {name: 'Guides', exact: true})).toHaveClass(/navbar__link--active/);
    await expect(navbar(page).getByRole('link', {name: 'API', exact: true})).not.toHaveClass(/navbar__link--active/);
    expect(consoleErrors).toEqual([]);
  });
});

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

  test('clicking an internal link navigates and closes the sidebar', async ({page, consoleErrors}) => {
    await open(page, '/');
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

  test('growing the viewport to desktop width closes the open sidebar and shows the desktop navbar', async ({page}) => {
    await open(page, '/docs/api/');
    await hamburger(page).click();
    await expect(mobileSidebar(page)).toBeVisible();
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

  test('the close button and the backdrop close the sidebar', async ({page}) => {
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

  test('on a docs page the sidebar offers the docs sidebar and a way back to the main menu', async ({page}) => {
    await open(page, '/docs/api/');
    await hamburger(page).click();
    const sidebar = mobileSidebar(page);
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Overview', exact: true})).toBeVisible();
    await sidebar.getByRole('button', {name: /Back to main menu/}).click();
    await expect(sidebar.getByRole('link', {name: 'Guides', exact: true})).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'GitHub repository'})).toBeVisible();
  });
});

test.describe('footer', () => {
  test.use({viewport: desktop});

  test('has the Docs, Community and More groups with their links and a copyright line', async ({page}) => {
    await open(page, '/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    await expect(footer.locator('.footer__title')).toHaveText(['Docs', 'Community', 'More']);

    const group = (title: string): Locator =>
      footer.locator('.footer__col').filter({has: page.locator('.footer__title', {hasText: new RegExp(`^${title}$`)})});

    const docs = group('Docs');
    await expect(docs.getByRole('link')).toHaveText(['Guides', 'API', startsWith('Example App')]);
    await expect(docs.getByRole('link', {name: 'Guides', exact: true})).toHaveAttribute('href', '/docs/guides');
    await expect(docs.getByRole('link', {name: 'API', exact: true})).toHaveAttribute('href', '/docs/api');
    await expectExternal(docs.getByRole('link', {name: startsWith('Example App')}), exampleAppUrl);

    const community = group('Community');
    await expect(community.getByRole('link')).toHaveText([
      startsWith('Discord'),
      startsWith('GitHub Discussions'),
      startsWith('X (Twitter)'),
    ]);
    await expectExternal(community.getByRole('link', {name: startsWith('Discord')}), discordUrl);
    await expectExternal(community.getByRole('link', {name: startsWith('GitHub Discussions')}), discussionsUrl);
    await expectExternal(community.getByRole('link', {name: startsWith('X (Twitter)')}), socialUrl);

    const more = group('More');
    await expect(more.getByRole('link')).toHaveText([startsWith('GitHub'), startsWith('Marc Rousavy')]);
    await expectExternal(more.getByRole('link', {name: startsWith('GitHub')}), repositoryUrl);
    await expectExternal(more.getByRole('link', {name: startsWith('Marc Rousavy')}), authorUrl);

    await expect(footer.getByText(/Copyright ©/)).toBeVisible();
    await expect(footer.getByText(/Copyright ©/)).toContainText(`Copyright © ${new Date().getFullYear()} Marc Rousavy`);
  });

  test('the footer Guides link navigates client-side', async ({page}) => {
    await open(page, '/docs/api/');
    await page.getByRole('contentinfo').getByRole('link', {name: 'Guides', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/guides$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });
});

test.describe('announcement bar', () => {
  test.use({viewport: desktop});

  const bar = (page: Page): Locator => page.locator('.theme-announcement-bar');

  async function expectShadowLensBar(page: Page): Promise<void> {
    const banner = bar(page);
    await expect(banner).toBeVisible();
    await expect(banner).toHaveAttribute('role', 'banner');
    await expect(banner).toContainText('ShadowLens');
    await expectExternal(banner.getByRole('link', {name: 'App Store'}), appStoreUrl);
    await expectExternal(banner.getByRole('link', {name: 'Google Play'}), playStoreUrl);
    expect(new URL(appStoreUrl).hostname).toBe('apps.apple.com');
    expect(new URL(playStoreUrl).hostname).toBe('play.google.com');
    // It cannot be closed: no button at all inside the bar.
    await expect(banner.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('button', {name: /close/i}).filter({visible: true})).toHaveCount(0);
  }

  // The home page's bar is checked by the first test below.
  for (const [kind, path] of [
    ['guide page', '/docs/guides'],
    ['API page', '/docs/api/interfaces/CameraProps'],
  ] as const) {
    test(`promotes ShadowLens on the ${kind} without a close button`, async ({page}) => {
      await open(page, path);
      await expectShadowLensBar(page);
    });
  }

  test('promotes ShadowLens on the home page without a close button, stores the bar id undismissed, and stays after a reload and across client-side navigation', async ({
    page,
  }) => {
    await open(page, '/');
    await test.step('promotes ShadowLens on the home page without a close button', () => expectShadowLensBar(page));
    const stored = () =>
      page.evaluate(() => ({
        id: localStorage.getItem('docusaurus.announcement.id'),
        dismiss: localStorage.getItem('docusaurus.announcement.dismiss'),
      }));
    await expect.poll(stored).toEqual({id: 'shadowlens', dismiss: 'false'});

    await test.step('is still there after a reload', async () => {
      await page.reload();
      await waitForHydration(page);
      await expectShadowLensBar(page);
      expect(await stored()).toEqual({id: 'shadowlens', dismiss: 'false'});
    });
    await test.step('stays on screen across client-side navigation', async () => {
      await navbar(page).getByRole('link', {name: 'API', exact: true}).click();
      await expect(page).toHaveURL(/\/docs\/api\/?$/);
      await expectShadowLensBar(page);
    });
  });

  /** A visitor who dismissed an earlier, closeable bar (another id) before this one shipped. */
  async function seedOlderDismissal(page: Page): Promise<void> {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('docusaurus.announcement.id', 'some-older-bar');
        localStorage.setItem('docusaurus.announcement.dismiss', 'true');
      }
    });
  }
  const storedBar = (page: Page) =>
    page.evaluate(() => [localStorage.getItem('docusaurus.announcement.id'), localStorage.getItem('docusaurus.announcement.dismiss')]);

  test('a dismissal stored for an older bar id is reset in storage when the id changes, and the new bar shows right away and after a reload', async ({
    page,
  }) => {
    await seedOlderDismissal(page);
    await open(page, '/');
    await expect.poll(() => storedBar(page)).toEqual(['shadowlens', 'false']);
    await expectShadowLensBar(page);
    await test.step('also after client-side navigation within the same visit', async () => {
      await navbar(page).getByRole('link', {name: 'API', exact: true}).click();
      await expect(page).toHaveURL(/\/docs\/api\/?$/);
      await expectShadowLensBar(page);
    });
    await test.step('and from the next page load on', async () => {
      await page.reload();
      await waitForHydration(page);
      await expectShadowLensBar(page);
    });
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

  test('is not hideable and shows the Guides and API categories with an Overview link', async ({page}) => {
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
  });

  test('opening or closing one category leaves the others as they were', async ({page}) => {
    await open(page, '/docs/api/');
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

  test('clicking a TOC entry scrolls to that heading and puts it in the URL hash', async ({page}) => {
    await open(page, '/docs/api/interfaces/CameraProps');
    const toc = page.locator('.theme-doc-toc-desktop');
    await toc.getByRole('link', {name: 'isActive', exact: true}).click();
    await expect(page).toHaveURL(/#isactive$/);
    await expect(page.locator('#isactive')).toBeInViewport();
  });
});
