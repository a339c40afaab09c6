/**
 * With JavaScript off, the static HTML still carries the whole page: text,
 * highlighted code, the sidebar and table of contents as plain links, and
 * API member anchors.
 */
import {expect, test} from './fixtures';

test.use({javaScriptEnabled: false});

test('a guide is readable as static HTML, with highlighted code and working plain links', async ({page}) => {
  await page.goto('/docs/guides/taking-photos');
  await expect(page.locator('h1')).toHaveText('Taking Photos');
  await expect(page.locator('article p').first()).toContainText(/\w+/);
  // Prism ran at build time: tokens are in the HTML.
  await expect(page.locator('pre code .token').first()).toBeVisible();
  const toc = page.locator('.table-of-contents a').first();
  await expect(toc).toHaveAttribute('href', /^#/);

  // Sidebar links are real links: following one is a full page load.
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Recording Videos', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/guides\/recording-videos$/);
  await expect(page.locator('h1')).toHaveText('Recording Videos');
});

test('an API page and its member anchors are in the static HTML', async ({page}) => {
  await page.goto('/docs/api/interfaces/CameraProps#fps');
  await expect(page.locator('h1')).toContainText('CameraProps');
  await expect(page.locator('h3#fps')).toBeVisible();
  await expect(page.locator('h3#fps')).toBeInViewport();
});

test('the home page shows its content and links without JavaScript', async ({page}) => {
  await page.goto('/');
  await expect(page.locator('h1')).toContainText('VisionCamera');
  await expect(page.getByRole('link', {name: /get started/i}).first()).toHaveAttribute('href', '/docs/guides');
});
