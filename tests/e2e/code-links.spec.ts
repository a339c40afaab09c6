/**
 * Code you can explore (plugins/code-links): in the guides' examples, each
 * name the library exports is a link to its API entry, and shows its
 * signature, first sentence and platforms without leaving the page, by
 * mouse, keyboard or touch. The expected signatures are read from the
 * library's 4.7.3 sources, the expected code from the guide's source.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {libraryDir} from '../../config/library';
import {codeBlocksOf, readMarkdown} from '../../model/markdown';
import {test, expect, waitForHydration} from './fixtures';

const root = path.resolve(__dirname, '../..');
const librarySrc = path.join(libraryDir, 'src');

/** `name(params): Return` as the library declares the function. */
function declaredSignature(file: string, name: string): string {
  const source = readFileSync(path.join(librarySrc, file), 'utf8');
  const match = new RegExp(`export (?:async )?function ${name}(\\(.*?\\)): ([^{]+?)\\s*\\{`).exec(source);
  if (match === null) throw new Error(`${name} is not declared in ${file}`);
  return `${name}${match[1]}: ${match[2]}`;
}

/** The source of the first tsx block of a guide that contains `text`. */
function guideBlock(guide: string, text: string): string {
  const source = readFileSync(path.join(root, 'docs', 'guides', `${guide}.mdx`), 'utf8');
  const block = codeBlocksOf(readMarkdown(source, 'mdx')).find((candidate) => candidate.lang === 'tsx' && candidate.value.includes(text));
  if (block === undefined) throw new Error(`no tsx block with ${text} in ${guide}`);
  return block.value;
}

const tooltip = (page: Page): Locator => page.getByRole('tooltip');

/** The first code block of the page that links the name, and that link. */
async function firstLinked(page: Page, name: string): Promise<{block: Locator; link: Locator}> {
  const block = page
    .locator('.theme-code-block')
    .filter({has: page.getByRole('link', {name, exact: true})})
    .first();
  return {block, link: block.getByRole('link', {name, exact: true}).first()};
}

test.describe('code links', () => {
  const hookSignature = declaredSignature('hooks/useCameraDevice.ts', 'useCameraDevice');

  test('keyboard: Tab reaches each name, focus shows what it is, Escape hides it and keeps the focus', async ({page}) => {
    await page.goto('/docs/guides/taking-photos');
    await waitForHydration(page);
    const {block, link} = await firstLinked(page, 'useCameraDevice');
    await expect(link).toHaveAttribute('href', '/docs/api/#usecameradevice');
    // A screen reader hears the signature as the link's description.
    await expect(link).toHaveAccessibleDescription(hookSignature);

    // From the block (it takes focus, to scroll), Tab walks its links in reading order.
    const links = block.getByRole('link');
    const names = await links.allTextContents();
    expect(names.slice(0, 3)).toEqual(['Camera', 'CameraCaptureError', 'CameraRuntimeError']);
    await block.locator('pre').focus();
    for (const name of names.slice(0, 4)) {
      await page.keyboard.press('Tab');
      await expect(page.locator(':focus')).toHaveText(name);
    }
    await expect(page.locator(':focus')).toHaveText('useCameraDevice');
    await expect(tooltip(page)).toBeVisible();
    await expect(tooltip(page)).toContainText(hookSignature);
    await expect(tooltip(page)).toContainText('Get the best matching Camera device');
    await expect(tooltip(page)).toContainText('Platforms: iOS · Android.');
    // The map of 4.7.3 to 5.x keeps useCameraDevice under its name (plugins/v5-map/entries/devices.ts).
    await expect(tooltip(page)).toContainText('In v5: Unchanged (useCameraDevice).');

    await page.keyboard.press('Escape');
    await expect(tooltip(page)).toBeHidden();
    await expect(page.locator(':focus')).toHaveText('useCameraDevice');
    // Leaving the link by keyboard leaves no popup behind.
    await page.keyboard.press('Tab');
    await expect(tooltip(page)).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await block.locator('pre').focus();
    await expect(tooltip(page)).toBeHidden();
  });

  test('mouse: hovering a method shows its signature; the popup stays while read, and opening it moves nothing', async ({page}) => {
    // Every page carries the Content-Security-Policy (no inline styles): the popup must not need an exception.
    await page.addInitScript(() => {
      (window as unknown as {violations: string[]}).violations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as {violations: string[]}).violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await page.goto('/docs/guides/taking-photos');
    await waitForHydration(page);
    const {block, link} = await firstLinked(page, 'takePhoto');
    await expect(link).toHaveAttribute('href', '/docs/api/classes/Camera#takephoto');
    await link.scrollIntoViewIfNeeded();
    const before = {
      block: await block.boundingBox(),
      scroll: await page.evaluate(() => [window.scrollY, document.documentElement.scrollHeight]),
    };

    await link.hover();
    await expect(tooltip(page)).toBeVisible();
    await expect(tooltip(page)).toContainText('Camera.takePhoto(options?: TakePhotoOptions): Promise<PhotoFile>');
    expect(await block.boundingBox()).toEqual(before.block);
    expect(await page.evaluate(() => [window.scrollY, document.documentElement.scrollHeight])).toEqual(before.scroll);

    // The pointer can move onto the popup (to read or select it) without closing it.
    const popupBox = await tooltip(page).boundingBox();
    if (popupBox === null) throw new Error('no popup box');
    await page.mouse.move(popupBox.x + popupBox.width / 2, popupBox.y + popupBox.height / 2, {steps: 4});
    await page.waitForTimeout(400);
    await expect(tooltip(page)).toBeVisible();
    // Away from both, it goes.
    await page.mouse.move(5, 300);
    await expect(tooltip(page)).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as {violations: string[]}).violations)).toEqual([]);
  });

  test('the code reads as before: same colours, and the copy button copies the plain code', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/docs/guides/taking-photos');
    await waitForHydration(page);
    const {block, link} = await firstLinked(page, 'useCameraDevice');
    // A called name keeps the colour of a function name: the same as an unlinked one's (React's useState).
    const called = block
      .getByRole('link', {name: 'useCameraDevice', exact: true})
      .filter({has: page.locator('.token')})
      .first();
    const colourOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).color);
    const unlinkedCall = block.locator('.token', {hasText: /^useState$/}).first();
    expect(await colourOf(called.locator('.token'))).toBe(await colourOf(unlinkedCall));
    // A name in plain text (an import list) keeps the line's colour, as its unlinked neighbours do.
    expect(await colourOf(link)).toBe(await colourOf(link.locator('xpath=..')));
    expect(await colourOf(link)).not.toBe(await colourOf(unlinkedCall));
    // Its text is the block's text: the lines read exactly as the guide's source.
    const expected = guideBlock('taking-photos', 'useCameraDevice');
    const lines = await block.locator('pre code .token-line').allTextContents();
    expect(lines.join('\n').trimEnd()).toBe(expected.trimEnd());

    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  });

  test('dark mode: the popup is readable, and the link keeps its token colour', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/docs/guides/focusing');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const {link} = await firstLinked(page, 'focus');
    await link.focus();
    await expect(tooltip(page)).toContainText('Camera.focus(point: Point): Promise<void>');
    const colours = await tooltip(page).evaluate((element) => {
      const style = getComputedStyle(element);
      return {text: style.color, background: style.backgroundColor};
    });
    expect(colours.text).not.toBe(colours.background);
    expect(colours.background).not.toBe('rgba(0, 0, 0, 0)');
  });

  test.describe('touch', () => {
    test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

    test('the first tap shows what a name is, the second follows the link', async ({page}) => {
      await page.goto('/docs/guides/taking-photos');
      await waitForHydration(page);
      const {link} = await firstLinked(page, 'useCameraDevice');
      await link.scrollIntoViewIfNeeded();
      await link.tap();
      await expect(tooltip(page)).toBeVisible();
      await expect(tooltip(page)).toContainText(hookSignature);
      expect(new URL(page.url()).pathname).toBe('/docs/guides/taking-photos');
      await link.tap();
      await page.waitForURL('**/docs/api/#usecameradevice');
      await expect(page.locator('h3#usecameradevice')).toBeInViewport();
    });
  });

  test('a click on a name goes to its entry without loading the site anew', async ({page}) => {
    await page.goto('/docs/guides/taking-photos');
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as {samePage: boolean}).samePage = true));
    const {link} = await firstLinked(page, 'takePhoto');
    await link.click();
    await expect(page).toHaveURL(/\/docs\/api\/classes\/Camera#takephoto$/);
    await expect(page.locator('h3#takephoto')).toBeInViewport();
    expect(await page.evaluate(() => (window as unknown as {samePage?: boolean}).samePage)).toBe(true);
    // Back returns to the guide.
    await page.goBack();
    await expect(page).toHaveURL(/taking-photos$/);
  });

  test('a guide reached by client-side navigation links the same names to the same places', async ({page}) => {
    await page.goto('/docs/guides/taking-photos');
    await waitForHydration(page);
    const linksOf = async () =>
      (await firstLinked(page, 'useCameraDevice')).block
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => `${link.textContent} → ${link.getAttribute('href')}`));
    const served = await linksOf();
    expect(served.length).toBeGreaterThan(10);

    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Recording Videos'}).click();
    await expect(page).toHaveURL(/recording-videos$/);
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Taking Photos'}).click();
    await expect(page).toHaveURL(/taking-photos$/);
    await expect.poll(linksOf).toEqual(served);
    const {link} = await firstLinked(page, 'useCameraDevice');
    await link.focus();
    await expect(tooltip(page)).toContainText(hookSignature);
  });

  test('the home page example links its names too', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const {link} = await firstLinked(page, 'useFrameProcessor');
    await expect(link).toHaveAttribute('href', '/docs/api/#useframeprocessor');
    await expect(link).toHaveAccessibleDescription(declaredSignature('hooks/useFrameProcessor.ts', 'useFrameProcessor'));
  });

  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false});

    test('the links are plain links that lead to the entry', async ({page}) => {
      await page.goto('/docs/guides/taking-photos');
      const {link} = await firstLinked(page, 'takePhoto');
      await link.click();
      await expect(page).toHaveURL(/\/docs\/api\/classes\/Camera#takephoto$/);
      await expect(page.locator('h3#takephoto')).toBeVisible();
    });
  });

  test("the Markdown twin keeps the guide's plain code", async ({request}) => {
    const twin = await (await request.get('/docs/guides/taking-photos.md')).text();
    expect(twin).toContain(guideBlock('taking-photos', 'useCameraDevice'));
    expect(twin).not.toContain('code-link');
  });
});
