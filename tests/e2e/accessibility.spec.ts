/**
 * Accessibility: axe-core (WCAG 2.1 A and AA) over the open search dialog in
 * light and dark mode, and a keyboard-only walk through the site. Every page
 * of the site is checked with axe in both modes by every-page.spec.ts.
 */
import type {Page} from '@playwright/test';
import {axeViolations} from './axe';
import {expect, waitForHydration} from './fixtures';
// One tab per worker (./sharedTab.ts): no test here needs a browser context of its own.
import {test} from './sharedTab';
import {openSearchDialog} from './searchDialog';

/** Opens `path` in the given colour mode, as a returning visitor who chose it. */
async function openIn(page: Page, urlPath: string, mode: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
  await page.goto(urlPath);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

test.describe('axe: WCAG 2.1 A/AA', () => {
  test('the open search dialog with results has no violations, in both modes', async ({page}) => {
    for (const mode of ['light', 'dark'] as const) {
      await openIn(page, '/docs/guides', mode);
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').fill('camera');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      expect(await axeViolations(page, '.DocSearch-Modal'), `dialog in ${mode} mode`).toEqual([]);
      await page.keyboard.press('Escape');
    }
  });
});

/** What has focus now, and whether it shows a focus indicator. */
async function focused(page: Page): Promise<{text: string; tag: string; visibleFocus: boolean; inSidebar: boolean; inNavbar: boolean}> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (element === null || element === document.body)
      return {text: '', tag: 'body', visibleFocus: false, inSidebar: false, inNavbar: false};
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none';
    const box = element.getBoundingClientRect();
    return {
      text: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60),
      tag: element.tagName.toLowerCase(),
      visibleFocus: (outline || shadow) && box.width > 0 && box.height > 0,
      inSidebar: element.closest('.theme-doc-sidebar-container') !== null,
      inNavbar: element.closest('.navbar') !== null,
    };
  });
}

test.describe('keyboard only', () => {
  test('Tab walks skip link, navbar, colour toggle, search and sidebar with the focus always visible', async ({page}) => {
    await page.goto('/docs/guides/devices');
    await waitForHydration(page);

    await page.keyboard.press('Tab');
    const skip = await focused(page);
    expect(skip.text).toBe('Skip to main content');
    expect(skip.visibleFocus).toBe(true);

    const seen: Array<Awaited<ReturnType<typeof focused>>> = [];
    for (let step = 0; step < 40; step++) {
      await page.keyboard.press('Tab');
      const now = await focused(page);
      expect(now.visibleFocus, `focus indicator on "${now.text}" (<${now.tag}>)`).toBe(true);
      seen.push(now);
    }
    const texts = seen.map(({text}) => text);
    expect(texts).toContain('Guides');
    expect(texts).toContain('API');
    expect(texts.some((text) => /dark mode|light mode|system mode/i.test(text))).toBe(true);
    expect(texts.some((text) => /search/i.test(text))).toBe(true);
    expect(seen.some(({inSidebar}) => inSidebar)).toBe(true);
  });

  test('the skip link moves keyboard focus into the main content', async ({page}) => {
    await page.goto('/docs/guides/devices');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    // The next Tab continues from the main content, past navbar and sidebar.
    await page.keyboard.press('Tab');
    const next = await page.evaluate(() => ({
      inMain: document.activeElement?.closest('main') !== null,
      inSidebar: document.activeElement?.closest('.theme-doc-sidebar-container') !== null,
    }));
    expect(next).toEqual({inMain: true, inSidebar: false});
  });

  test('the colour toggle works from the keyboard', async ({page}) => {
    await page.goto('/docs/guides');
    await waitForHydration(page);
    const toggle = page.getByRole('button', {name: /dark mode|light mode|system mode/i});
    const before = await page.locator('html').getAttribute('data-theme');
    await toggle.focus();
    const label = await toggle.getAttribute('aria-label');
    await page.keyboard.press('Enter');
    await expect(toggle).not.toHaveAttribute('aria-label', label ?? '');
    // Cycle on until the theme differs from where it started (system → light → dark).
    for (let presses = 0; presses < 2 && (await page.locator('html').getAttribute('data-theme')) === before; presses++) {
      await page.keyboard.press('Enter');
    }
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', before ?? '');
  });

  test('search dialog: open with the keyboard, arrow through hits, Enter opens one, Escape closes', async ({page}) => {
    await page.goto('/docs/guides');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await expect(input).toBeFocused();
    await page.keyboard.type('zoom');
    await expect(page.locator('.DocSearch-Hit').nth(1)).toBeVisible();

    const selected = page.locator('.DocSearch-Hit[aria-selected="true"]');
    await expect(selected).toHaveCount(1);
    const first = (await selected.textContent()) ?? '';
    await page.keyboard.press('ArrowDown');
    await expect(selected).not.toHaveText(first);
    await page.keyboard.press('ArrowUp');
    await expect(selected).toHaveText(first);

    const href = await selected.locator('.DocSearch-Hit-target').getAttribute('data-url');
    await page.keyboard.press('Enter');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    expect(href).toBeTruthy();
    await expect(page).toHaveURL((url) => href!.startsWith(url.pathname) || href!.includes(url.pathname));

    // Reopen on the new page (the `/` shortcut is covered by search.spec.ts),
    // once the dialog has finished closing: until its unmount effects have run,
    // the shortcut handler still sees it open (a frame or so; longer on a busy machine).
    await expect(page.locator('body')).not.toHaveClass(/DocSearch--active/);
    await expect(page.locator('h1')).toBeVisible();
    await openSearchDialog(page);
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  });
});
