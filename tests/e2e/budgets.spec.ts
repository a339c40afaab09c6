/**
 * The budget for everything a guide page fetches: the JS in its HTML, its
 * route chunks, and the chunks the router prefetches for the links on screen.
 * Sizes are the gzip sizes of the served files (scripts/lib/bundle.ts).
 */
import {readFileSync} from 'node:fs';
import {frontMatterOf, readMarkdown} from '../../plugins/lib/markdown';
import {defaultBuildDir} from '../../scripts/lib/builtSite';
import {assetOf, budgets, explainBudget, htmlAssets, readBaseline, sum} from '../../scripts/lib/bundle';
import {settleAfterLoad} from '../../scripts/lib/pageLoad';
import type {Page} from '@playwright/test';
// One tab per worker (./sharedTab.ts): no test here needs a browser context of its own.
import {expect, test} from './sharedTab';

const baseline = readBaseline();

for (const guide of ['/docs/guides/taking-photos', '/docs/guides/devices']) {
  test(`all JS fetched while loading ${guide} stays within ${budgets.guidePageAllJs / 1024} KB gzip`, async ({page}) => {
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.hostname === 'localhost' && url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(guide);
    // Prefetching of on-screen links runs when the browser is idle.
    await settleAfterLoad(page, 1000);

    const assets = [...scripts].map((url) => assetOf(defaultBuildDir, url));
    // The route's own chunks and prefetched ones are included, not just main.
    expect(assets.length).toBeGreaterThan(5);
    expect(
      sum(assets, 'gzip'),
      explainBudget(`JS fetched while loading ${guide}`, assets, budgets.guidePageAllJs, baseline),
    ).toBeLessThanOrEqual(budgets.guidePageAllJs);
  });
}

test('sidebar links load on hover, not when they scroll into view; links in the page still prefetch', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.js')) scripts.push(request.url());
  });
  const settle = () => settleAfterLoad(page, 500);
  // The location guide links neither to "Zooming" nor to its next page, "Frame Processors".
  await page.goto('/docs/guides/location');
  await settle();
  const afterLoad = scripts.length;

  // Scrolling the whole sidebar into view prefetches nothing.
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  await sidebar.evaluate((element) => {
    const menu = element.closest('.theme-doc-sidebar-menu')?.parentElement ?? element;
    menu.scrollTop = menu.scrollHeight;
  });
  await settle();
  expect(scripts.length).toBe(afterLoad);

  // The "Next" link at the end of the page prefetches once it is on screen.
  await page.locator('.pagination-nav__link--next').scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.length, {message: 'chunks prefetched for the Next link'}).toBeGreaterThan(afterLoad);
  await settle();
  const afterNext = scripts.length;

  // Hovering a sidebar link fetches that page's chunks.
  await sidebar.getByRole('link', {name: 'Zooming', exact: true}).hover();
  await expect.poll(() => scripts.length, {message: 'chunks requested on hover'}).toBeGreaterThan(afterNext);
});

test('prefetching adds a link only for chunks the page has neither loaded nor prefetched, on an API page with many links on screen', async ({
  page,
}) => {
  await page.setViewportSize({width: 412, height: 823});
  await page.goto('/docs/api/interfaces/CameraProps');
  // Prefetching of on-screen links runs when the browser is idle.
  await settleAfterLoad(page, 1000);
  const {prefetched, loadedScripts, onScreenRoutes} = await page.evaluate(() => {
    const inPage = Array.from(document.querySelectorAll<HTMLAnchorElement>('article a[href^="/docs/"]')).filter((link) => {
      const {top, bottom} = link.getBoundingClientRect();
      return bottom > 0 && top < window.innerHeight;
    });
    return {
      prefetched: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (link) => link.href),
      loadedScripts: performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => entry.name),
      onScreenRoutes: new Set(inPage.map((link) => new URL(link.href).pathname)).size,
    };
  });
  // The page links to other API pages on its first screen, so something is prefetched.
  expect(onScreenRoutes).toBeGreaterThan(0);
  expect(prefetched.length).toBeGreaterThan(0);
  expect(new Set(prefetched).size, 'each chunk prefetched once').toBe(prefetched.length);
  expect(
    prefetched.filter((url) => loadedScripts.includes(url)),
    'chunks the page loaded itself',
  ).toEqual([]);
});

test("a guide's HTML fetches its own chunks alongside main.js, each once: its content arrives even while main.js is held back", async ({
  page,
}) => {
  // Script loads, not prefetches: the router prefetches the chunks of linked pages, some shared with this one.
  const scripts: Promise<string | null>[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.hostname === 'localhost' && url.pathname.startsWith('/assets/js/')) {
      scripts.push(request.headerValue('sec-purpose').then((purpose) => (purpose === 'prefetch' ? null : url.pathname)));
    }
  });
  // The guide's text, from its source: its chunk is the one that carries it.
  const {description} = frontMatterOf(readMarkdown(readFileSync('docs/guides/taking-photos.mdx', 'utf8')));
  if (typeof description !== 'string' || description === '') throw new Error('docs/guides/taking-photos.mdx has no description');
  const mainScript = (url: URL): boolean => /^\/assets\/js\/main\.[0-9a-f]+\.js$/.test(url.pathname);
  await page.route(mainScript, (route) => route.abort());
  const chunks = new Map<string, string>();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/assets/js/') && response.ok()) chunks.set(url.pathname, await response.text());
  });
  await page.goto('/docs/guides/taking-photos');
  await expect
    .poll(() => [...chunks.values()].some((source) => source.includes(description)), {
      message: "the guide's content chunk is fetched",
    })
    .toBe(true);

  // With main.js running, the runtime waits for those scripts instead of adding its own: no chunk twice.
  await page.unroute(mainScript);
  scripts.length = 0;
  await page.reload();
  await settleAfterLoad(page, 500);
  const loaded = (await Promise.all(scripts)).filter((script) => script !== null);
  // The runtime, main.js, the docs layout and the page's content, at least: each script the HTML names is
  // loaded (the runtime removes the elements of the scripts it waited for, so the built HTML is read).
  const named = htmlAssets(defaultBuildDir, '/docs/guides/taking-photos').js.map((asset) => asset.url);
  expect(named.length).toBeGreaterThanOrEqual(4);
  expect(loaded).toEqual(expect.arrayContaining(named));
  expect(loaded.filter((script, index) => loaded.indexOf(script) !== index)).toEqual([]);
});

// The theme draws its chevrons (breadcrumb separators, category and table of contents carets, "back
// to top") with SVG data URIs, and each SVG image is a document the first style pass of the page
// builds; src/css/custom.css cuts the same outlines with clip-path.
const chevronSelector = {
  '::after': '.breadcrumbs__item:not(:last-child), .theme-doc-toc-mobile button, .menu__link--sublist-caret, .theme-back-to-top-button',
  '::before': '.menu__caret',
};

/** The page's chevrons that are displayed, with their shape, width and colour; and the text colour of forced colours. */
const chevronsOf = (page: Page) =>
  page.evaluate((selector) => {
    const probe = document.body.appendChild(document.createElement('span'));
    probe.style.color = 'CanvasText';
    const canvasText = getComputedStyle(probe).color;
    probe.remove();
    const chevrons = Object.entries(selector).flatMap(([pseudo, elements]) =>
      Array.from(document.querySelectorAll(elements)).flatMap((element) => {
        const style = getComputedStyle(element, pseudo);
        if (style.display === 'none') return [];
        const name = `${(element.getAttribute('class') ?? '').split(' ')[0]}${pseudo}`;
        return [{name, clipPath: style.clipPath, width: parseFloat(style.width), colour: style.backgroundColor}];
      }),
    );
    return {chevrons, canvasText};
  }, chevronSelector);

for (const width of [412, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({viewport: {width, height: 900}});
    // Breadcrumbs and "back to top" at both widths, plus the table of contents' caret on a phone and the sidebar's on a desktop.
    const leastChevrons = width < 997 ? 4 : 5;

    test('no element of a docs page, pseudo-elements included, takes an image from CSS; the chevrons are drawn', async ({page}) => {
      await page.goto('/docs/api/classes/Camera');
      const imagesFromCss = await page.evaluate(() => {
        const imageProperties = [
          'background-image',
          'mask-image',
          '-webkit-mask-image',
          'list-style-image',
          'border-image-source',
          'content',
        ];
        return Array.from(document.querySelectorAll('body *')).flatMap((element) =>
          [null, '::before', '::after'].flatMap((pseudo) => {
            const style = getComputedStyle(element, pseudo);
            return imageProperties
              .filter((property) => style.getPropertyValue(property).includes('url('))
              .map((property) => `${element.getAttribute('class') ?? element.tagName}${pseudo ?? ''} ${property}`);
          }),
        );
      });
      expect(imagesFromCss).toEqual([]);
      const {chevrons} = await chevronsOf(page);
      expect(chevrons.length).toBeGreaterThanOrEqual(leastChevrons);
      for (const chevron of chevrons) {
        expect(chevron.clipPath, chevron.name).toMatch(/^polygon\(/);
        expect(chevron.width, chevron.name).toBeGreaterThan(5);
      }
    });

    test('with forced colours the chevrons take the text colour (a background colour would be replaced)', async ({page}) => {
      await page.emulateMedia({forcedColors: 'active'});
      await page.goto('/docs/api/classes/Camera');
      const {chevrons, canvasText} = await chevronsOf(page);
      expect(chevrons.length).toBeGreaterThanOrEqual(leastChevrons);
      for (const chevron of chevrons) expect(chevron.colour, chevron.name).toBe(canvasText);
    });
  });
}
