/**
 * The home page (issue 7): hero, install command and its copy button, feature
 * cards that lead to their guides, ShadowLens store links, head tags and
 * artwork, layouts from 360 to 1440 px, and visual baselines.
 *
 * Link targets come from config/site.ts; guide slugs from the spec (spec-data.ts).
 */
import type {APIRequestContext, Locator, Page} from '@playwright/test';
import {test as freshPageTest, expect, waitForHydration} from './fixtures';
// Most tests load the page and read it: one tab per worker (./sharedTab.ts);
// the copy button's need clipboard permissions and an init script, so a fresh page.
import {test} from './sharedTab';
import {GUIDE_SLUGS, SITE_TITLE} from './spec-data';
import {appStoreUrl, installCommand, playStoreUrl, shadowLensUrl} from '../../config/site';

const tagline = 'The powerful, high-performance camera library for React Native';

/** Each feature card's main guide, and the further guides it links. */
const featureGuides: Record<string, {guide: string; more?: string[]}> = {
  'frame-processors': {guide: 'frame-processors', more: ['frame-processors-tips']},
  photos: {guide: 'taking-photos'},
  videos: {guide: 'recording-videos'},
  'code-scanning': {guide: 'code-scanning'},
  'devices-formats': {guide: 'devices', more: ['formats', 'hdr']},
  'zoom-focus-exposure': {guide: 'zooming', more: ['focusing', 'exposure']},
  skia: {guide: 'skia-frame-processors'},
  plugins: {guide: 'frame-processors-plugins-overview', more: ['frame-processor-plugins-community']},
};

const widths = [360, 768, 996, 1440];

const hero = (page: Page): Locator => page.getByRole('region', {name: SITE_TITLE});
const copyButton = (page: Page): Locator => hero(page).getByRole('button', {name: 'Copy install command'});

async function open(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** Width and height from a PNG's IHDR chunk (bytes 16-23, big-endian). */
function pngSize(bytes: Buffer): {width: number; height: number} {
  expect(bytes.subarray(0, 8).toString('hex'), 'PNG signature').toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('ascii'), 'first chunk').toBe('IHDR');
  return {width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20)};
}

/** Fetches a same-site path, or an absolute URL of the deployed site, from the local server. */
async function fetchLocal(request: APIRequestContext, url: string): Promise<{status: number; body: Buffer; type: string}> {
  const response = await request.get(new URL(url, 'http://placeholder').pathname);
  return {status: response.status(), body: await response.body(), type: response.headers()['content-type'] ?? ''};
}

test.describe('hero', () => {
  test.use({viewport: {width: 1200, height: 900}});

  test('shows the library name, the tagline, the install command and the two calls to action', async ({page, consoleErrors}) => {
    await open(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(SITE_TITLE);
    await expect(hero(page).getByText(tagline, {exact: true})).toBeVisible();
    await expect(hero(page).locator('pre code')).toHaveText(installCommand);
    await expect(hero(page).getByRole('link', {name: 'Get started'})).toHaveAttribute('href', '/docs/guides');
    await expect(hero(page).getByRole('link', {name: 'API reference'})).toHaveAttribute('href', '/docs/api');
    // The meta description is the site's, not an empty one.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /VisionCamera/);
    expect(consoleErrors).toEqual([]);
  });

  test('the whole hero fits in the first screen of a 360 × 640 phone', async ({page}) => {
    await page.setViewportSize({width: 360, height: 640});
    await open(page);
    for (const target of [
      page.getByRole('heading', {level: 1}),
      hero(page).getByText(tagline),
      copyButton(page),
      hero(page).getByRole('link', {name: 'Get started'}),
      hero(page).getByRole('link', {name: 'API reference'}),
    ]) {
      await expect(target).toBeInViewport({ratio: 1});
    }
  });
});

freshPageTest.describe('copy button', () => {
  freshPageTest.use({viewport: {width: 1200, height: 900}, permissions: ['clipboard-read', 'clipboard-write']});

  freshPageTest('copies the install command and announces "Copied"', async ({page}) => {
    await open(page);
    const button = copyButton(page);
    await expect(button).toHaveJSProperty('tagName', 'BUTTON');
    await expect(button).toHaveAttribute('type', 'button');
    const status = hero(page).getByRole('status');
    await expect(status).toHaveText('');

    await button.click();
    await expect(status).toHaveText('Copied');
    await expect(button).toContainText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(installCommand);
    // The status region is a polite live region, so the change is announced.
    await expect(status).toHaveAttribute('role', 'status');
    // It offers to copy again after a moment.
    await expect(button).toContainText('Copy', {timeout: 5_000});
    await expect(status).toHaveText('', {timeout: 5_000});
  });

  freshPageTest('works from the keyboard and shows a visible focus ring', async ({page}) => {
    await open(page);
    await page.evaluate(() => navigator.clipboard.writeText('something else'));
    const button = copyButton(page);
    await button.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(button).toBeFocused();
    const ring = await button.evaluate((element) => {
      const style = getComputedStyle(element);
      return {style: style.outlineStyle, width: parseFloat(style.outlineWidth)};
    });
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);

    await page.keyboard.press('Enter');
    await expect(hero(page).getByRole('status')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(installCommand);
  });

  freshPageTest('still copies where the Clipboard API is missing (selection fallback)', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {value: undefined, configurable: true});
      (window as unknown as {copied: string[]}).copied = [];
      document.addEventListener('copy', (event) => {
        const field = event.target as HTMLTextAreaElement;
        (window as unknown as {copied: string[]}).copied.push(field.value.slice(field.selectionStart, field.selectionEnd));
      });
    });
    await open(page);
    await copyButton(page).click();
    await expect(hero(page).getByRole('status')).toHaveText('Copied');
    expect(await page.evaluate(() => (window as unknown as {copied: string[]}).copied)).toEqual([installCommand]);
  });
});

test.describe('features', () => {
  test.use({viewport: {width: 1200, height: 900}});

  test('every feature card links to its guide, and every linked guide exists', async ({page, request}) => {
    await open(page);
    const cards = page.locator('[data-feature]');
    await expect(cards).toHaveCount(Object.keys(featureGuides).length);
    expect(await cards.evaluateAll((all) => all.map((card) => card.getAttribute('data-feature')))).toEqual(Object.keys(featureGuides));

    const linked = new Set<string>();
    for (const [id, {guide, more = []}] of Object.entries(featureGuides)) {
      const card = page.locator(`[data-feature="${id}"]`);
      const title = card.getByRole('heading', {level: 3}).getByRole('link');
      await expect(title, `${id} title link`).toHaveAttribute('href', `/docs/guides/${guide}`);
      // The links of the card's text; its example's code links go to the API reference (code-links.spec.ts).
      const hrefs = await card
        .getByRole('link')
        .evaluateAll((links) =>
          links.filter((link) => link.closest('.theme-code-block') === null).map((link) => link.getAttribute('href')),
        );
      expect(hrefs, `${id} links`).toEqual([guide, ...more].map((slug) => `/docs/guides/${slug}`));
      [guide, ...more].forEach((slug) => linked.add(slug));
    }
    for (const slug of linked) {
      expect(GUIDE_SLUGS, `${slug} is a guide of the spec`).toContain(slug);
      expect((await request.get(`/docs/guides/${slug}`)).status(), `/docs/guides/${slug}`).toBe(200);
    }
  });

  test('the frame processor example is highlighted code that uses useFrameProcessor', async ({page}) => {
    await open(page);
    const example = page.locator('[data-feature="frame-processors"] .theme-code-block');
    await expect(example).toBeVisible();
    await expect(example).toContainText('useFrameProcessor((frame) => {');
    await expect(example).toContainText("'worklet';");
    await expect(example).toContainText('frame.pixelFormat');
    // Prism tokens, not plain text.
    expect(await example.locator('.token').count()).toBeGreaterThan(20);
  });

  test('headings go h1 → h2 → h3 without skipping a level', async ({page}) => {
    await open(page);
    const levels = await page
      .locator('main h1, main h2, main h3, main h4')
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level - levels[index - 1], `heading ${index}`).toBeLessThanOrEqual(1);
    });
  });
});

test.describe('ShadowLens', () => {
  test.use({viewport: {width: 1200, height: 900}});

  test('links both stores and the app page, opening new tabs safely', async ({page}) => {
    await open(page);
    const section = page.getByRole('region', {name: /ShadowLens/});
    await expect(section).toBeVisible();
    for (const [name, href] of [
      [/App Store/, appStoreUrl],
      [/Google Play/, playStoreUrl],
      [/About ShadowLens/, shadowLensUrl],
    ] as const) {
      const link = section.getByRole('link', {name});
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/);
    }
    // The same store links as the announcement bar.
    const bar = page.locator('.theme-announcement-bar');
    await expect(bar.getByRole('link', {name: 'App Store'})).toHaveAttribute('href', appStoreUrl);
    await expect(bar.getByRole('link', {name: 'Google Play'})).toHaveAttribute('href', playStoreUrl);
  });
});

test.describe('keyboard', () => {
  test.use({viewport: {width: 1200, height: 900}});

  test('Tab reaches the copy button, both calls to action, every feature link and the store links, in that order', async ({page}) => {
    await open(page);
    const wanted = [
      'button:Copy install command',
      'link:/docs/guides',
      'link:/docs/api',
      ...Object.values(featureGuides).map(({guide}) => `link:/docs/guides/${guide}`),
      `link:${appStoreUrl}`,
      `link:${playStoreUrl}`,
    ];
    const reached: string[] = [];
    for (let press = 0; press < 80 && reached.length < wanted.length; press++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || !element.closest('main')) return undefined;
        return element.tagName === 'BUTTON' ? `button:${element.getAttribute('aria-label')}` : `link:${element.getAttribute('href')}`;
      });
      if (focused && wanted.includes(focused) && !reached.includes(focused)) reached.push(focused);
    }
    expect(reached).toEqual(wanted);
  });
});

test.describe('layout', () => {
  for (const width of widths) {
    test(`no horizontal overflow at ${width} px`, async ({page}) => {
      await page.setViewportSize({width, height: 900});
      await open(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // The decorative lens only shows where there is room for it, at its declared size.
      const art = page.locator('main img');
      await expect(art).toHaveAttribute('width', '280');
      await expect(art).toHaveAttribute('height', '280');
      if (width >= 996) await expect(art).toBeVisible();
      else await expect(art).toBeHidden();
    });
  }

  test('every image and inline SVG on the page has an explicit width and height', async ({page}) => {
    await open(page);
    // Left out: the theme's hidden icon sprite, and its code-block buttons, whose icons get their size from the stylesheet.
    const unsized = await page.locator('img, svg').evaluateAll((elements) =>
      elements
        .filter((element) => getComputedStyle(element).display !== 'none' && !element.closest('.theme-code-block button'))
        .filter((element) => !element.getAttribute('width') || !element.getAttribute('height'))
        .map((element) => element.outerHTML.slice(0, 120)),
    );
    expect(unsized).toEqual([]);
  });
});

test.describe('head tags and artwork', () => {
  test('favicon, apple-touch-icon and manifest are linked and served', async ({page, request}) => {
    await open(page);
    const hrefs = (selector: string) => page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

    const icons = await hrefs('link[rel="icon"]');
    expect(icons).toEqual(expect.arrayContaining(['/img/logo.svg', '/favicon.ico']));
    const svg = await fetchLocal(request, '/img/logo.svg');
    expect(svg.status).toBe(200);
    expect(svg.body.toString('utf8')).toContain('<svg');

    const ico = await fetchLocal(request, '/favicon.ico');
    expect(ico.status).toBe(200);
    // ICONDIR: reserved 0, type 1, then the image count; each entry names its size.
    expect(ico.body.readUInt16LE(0)).toBe(0);
    expect(ico.body.readUInt16LE(2)).toBe(1);
    const count = ico.body.readUInt16LE(4);
    const sizes = Array.from({length: count}, (_, index) => ico.body.readUInt8(6 + 16 * index));
    expect(sizes).toEqual([16, 32, 48]);
    const firstImage = ico.body.readUInt32LE(6 + 12);
    expect(pngSize(ico.body.subarray(firstImage))).toEqual({width: 16, height: 16});

    const [touchIcon] = await hrefs('link[rel="apple-touch-icon"]');
    const touch = await fetchLocal(request, touchIcon ?? '');
    expect(touch.status).toBe(200);
    expect(pngSize(touch.body)).toEqual({width: 180, height: 180});

    const [manifestHref] = await hrefs('link[rel="manifest"]');
    expect(manifestHref).toBe('/manifest.webmanifest');
    const manifestFile = await fetchLocal(request, manifestHref ?? '');
    expect(manifestFile.status).toBe(200);
    const manifest = JSON.parse(manifestFile.body.toString('utf8')) as {
      name: string;
      short_name: string;
      start_url: string;
      icons: {src: string; sizes: string; type: string}[];
    };
    expect(manifest.short_name).toBe(SITE_TITLE);
    expect(manifest.start_url).toBe('/');
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const file = await fetchLocal(request, icon.src);
      expect(file.status, icon.src).toBe(200);
      if (icon.type === 'image/png') {
        const [width, height] = icon.sizes.split('x').map(Number);
        expect(pngSize(file.body), icon.src).toEqual({width, height});
      }
    }
  });

  test('og:image is a 1200 × 630 PNG, described by its size and alt text', async ({page, request}) => {
    await open(page);
    const content = (property: string) => page.locator(`meta[property="${property}"]`).getAttribute('content');
    const image = await content('og:image');
    expect(image).toMatch(/^https?:\/\/[^/]+\/img\/social-card\.png$/);
    const file = await fetchLocal(request, image ?? '');
    expect(file.status).toBe(200);
    expect(file.type).toContain('image/png');
    expect(pngSize(file.body)).toEqual({width: 1200, height: 630});
    expect(await content('og:image:width')).toBe('1200');
    expect(await content('og:image:height')).toBe('630');
    expect(await content('og:image:alt')).toContain(SITE_TITLE);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  });
});

test.describe('visual baselines', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [360, 1440]) {
      test.describe(`${colorScheme}, ${width} px`, () => {
        test.use({colorScheme, viewport: {width, height: 900}});

        test(`home page looks as approved (${colorScheme}, ${width} px)`, async ({page}) => {
          await open(page);
          await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
          await page.evaluate(() => document.fonts.ready);
          await expect(page).toHaveScreenshot(`home-${colorScheme}-${width}.png`, {
            fullPage: true,
            animations: 'disabled',
            caret: 'hide',
            // The copyright year changes every January.
            mask: [page.locator('.footer__copyright')],
            maxDiffPixelRatio: 0.02,
          });
        });
      });
    }
  }
});
