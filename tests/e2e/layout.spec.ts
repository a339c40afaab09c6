/**
 * Site chrome as a visitor meets it: the desktop navbar, the footer and the
 * announcement bar. Colour mode lives in colour-mode.spec.ts; the chrome
 * Docusaurus gives us (mobile navbar, skip link, docs sidebar, table of
 * contents) in canaries.spec.ts.
 *
 * Expected values come from the spec (SPEC.md §2 "Navigation and layout",
 * §4, §9) and the link targets from config/site.ts.
 */
import type {Locator, Page} from '@playwright/test';
import {expect, waitForHydration} from './fixtures';
// One tab per worker (./sharedTab.ts): no test here needs a browser context of its own.
import {test} from './sharedTab';
import {desktop, expectExternal, hamburger, navbar, open, startsWith} from './siteChrome';
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
