/**
 * Colour mode (SPEC.md §4): light by default, follows the system preference
 * while nothing is saved, toggled by the visitor, stored in localStorage under
 * `theme`, synced across tabs.
 *
 * Docusaurus 3.10 with `respectPrefersColorScheme: true` cycles the toggle
 * through three choices: system → light → dark → system. "System" is not
 * stored: the `theme` key is removed. The choice is also mirrored in
 * `html[data-theme-choice]` (light | dark | system).
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

// Several tests walk through many steps and reloads; give them room on a busy machine.
test.describe.configure({timeout: 60_000});

const html = (page: Page): Locator => page.locator('html');
const toggle = (page: Page): Locator =>
  page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: /^Switch between dark and light mode/});
const storedTheme = (page: Page): Promise<string | null> => page.evaluate(() => localStorage.getItem('theme'));

async function open(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** Seeds a saved choice once, before the site's own scripts run. */
async function seedTheme(page: Page, value: string): Promise<void> {
  await page.addInitScript((theme) => {
    if (!sessionStorage.getItem('theme-seeded')) {
      sessionStorage.setItem('theme-seeded', '1');
      localStorage.setItem('theme', theme);
    }
  }, value);
}

async function expectMode(page: Page, theme: 'light' | 'dark', choice: 'light' | 'dark' | 'system'): Promise<void> {
  await expect(html(page)).toHaveAttribute('data-theme', theme);
  await expect(html(page)).toHaveAttribute('data-theme-choice', choice);
  await expect(toggle(page)).toHaveAccessibleName(`Switch between dark and light mode (currently ${choice} mode)`);
  // The stylesheet follows the attribute (Infima sets color-scheme per theme).
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(theme);
}

test.describe('with a light system preference', () => {
  test.use({viewport: {width: 1200, height: 900}, colorScheme: 'light'});

  test('defaults to light with nothing saved', async ({page, consoleErrors}) => {
    await open(page);
    await expectMode(page, 'light', 'system');
    expect(await storedTheme(page)).toBeNull();
    // The page really is painted light: dark text on a white navbar.
    expect(await page.evaluate(() => getComputedStyle(document.body).color)).toBe('rgb(28, 30, 33)');
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.navbar')!).backgroundColor)).toBe('rgb(255, 255, 255)');
    expect(consoleErrors).toEqual([]);
  });

  test('the toggle cycles system → light → dark → system and stores the choice under "theme"', async ({page}) => {
    await open(page);
    await expectMode(page, 'light', 'system');

    await toggle(page).click();
    await expectMode(page, 'light', 'light');
    expect(await storedTheme(page)).toBe('light');

    await toggle(page).click();
    await expectMode(page, 'dark', 'dark');
    expect(await storedTheme(page)).toBe('dark');
    // The dark palette is applied: light text on a dark page.
    expect(await page.evaluate(() => getComputedStyle(document.body).color)).toBe('rgb(227, 227, 227)');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe('rgb(27, 27, 29)');

    // Back to "system": nothing is stored, the system preference (light) applies.
    await toggle(page).click();
    await expectMode(page, 'light', 'system');
    expect(await storedTheme(page)).toBeNull();
  });

  test('a dark choice survives a reload and client-side navigation', async ({page}) => {
    await open(page);
    await toggle(page).click();
    await toggle(page).click();
    await expectMode(page, 'dark', 'dark');

    await page.reload();
    await waitForHydration(page);
    await expectMode(page, 'dark', 'dark');
    expect(await storedTheme(page)).toBe('dark');

    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'API', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/api\/?$/);
    await expectMode(page, 'dark', 'dark');
  });

  test('a light choice survives a reload', async ({page}) => {
    await open(page);
    await toggle(page).click();
    await expectMode(page, 'light', 'light');
    await page.reload();
    await waitForHydration(page);
    await expectMode(page, 'light', 'light');
    expect(await storedTheme(page)).toBe('light');
  });

  test('a saved dark choice beats the light system preference', async ({page}) => {
    await seedTheme(page, 'dark');
    await open(page, '/docs/guides');
    await expectMode(page, 'dark', 'dark');
    // Next step of the cycle from dark is "system", which here means light.
    await toggle(page).click();
    await expectMode(page, 'light', 'system');
    expect(await storedTheme(page)).toBeNull();
  });

  test('a choice made in one tab is applied in another tab', async ({page, context}) => {
    const other = await context.newPage();
    // The second tab gets the same network isolation as the fixture page.
    await other.route(
      (url) => url.hostname !== 'localhost' && url.protocol !== 'data:',
      (route) => route.abort('internetdisconnected'),
    );
    await open(page, '/');
    await open(other, '/docs/api/');
    await expectMode(page, 'light', 'system');
    await expectMode(other, 'light', 'system');

    await toggle(page).click(); // light
    await toggle(page).click(); // dark
    await expectMode(page, 'dark', 'dark');
    await expectMode(other, 'dark', 'dark');

    // And back: the other tab toggles to "system", the first follows.
    await toggle(other).click();
    await expectMode(other, 'light', 'system');
    await expectMode(page, 'light', 'system');
    expect(await storedTheme(page)).toBeNull();
    await other.close();
  });
});

test.describe('with a dark system preference', () => {
  test.use({viewport: {width: 1200, height: 900}, colorScheme: 'dark'});

  test('follows the system (dark) with nothing saved', async ({page}) => {
    await open(page);
    await expectMode(page, 'dark', 'system');
    expect(await storedTheme(page)).toBeNull();
  });

  test('a saved light choice beats the dark system preference', async ({page}) => {
    await seedTheme(page, 'light');
    await open(page);
    await expectMode(page, 'light', 'light');
    await page.reload();
    await waitForHydration(page);
    await expectMode(page, 'light', 'light');
  });

  test('the cycle from system goes to light, then dark, then back to the dark system mode', async ({page}) => {
    await open(page);
    await toggle(page).click();
    await expectMode(page, 'light', 'light');
    expect(await storedTheme(page)).toBe('light');
    await toggle(page).click();
    await expectMode(page, 'dark', 'dark');
    expect(await storedTheme(page)).toBe('dark');
    await toggle(page).click();
    await expectMode(page, 'dark', 'system');
    expect(await storedTheme(page)).toBeNull();
  });

  test('while nothing is saved, a change of the system preference is followed live', async ({page}) => {
    await open(page);
    await expectMode(page, 'dark', 'system');
    await page.emulateMedia({colorScheme: 'light'});
    await expectMode(page, 'light', 'system');
    await page.emulateMedia({colorScheme: 'dark'});
    await expectMode(page, 'dark', 'system');
    expect(await storedTheme(page)).toBeNull();
  });

  test('a saved choice is not overridden by a change of the system preference', async ({page}) => {
    await seedTheme(page, 'dark');
    await open(page);
    await expectMode(page, 'dark', 'dark');
    await page.emulateMedia({colorScheme: 'light'});
    // Give the media-query listener a chance to (wrongly) fire.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    await expectMode(page, 'dark', 'dark');
  });
});
