/**
 * The budget for everything a guide page fetches: the JS in its HTML, its
 * route chunks, and the chunks the router prefetches for the links on screen.
 * Sizes are the gzip sizes of the served files (scripts/lib/bundle.ts).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {compileHint} from '../../plugins/compile-hints/index';
import {defaultBuildDir} from '../../model/builtSite';
import {assetOf, budgets, explainBudget, readBaseline, speedPages, sum} from '../../scripts/lib/bundle';
import {settleAfterLoad} from '../../scripts/lib/pageLoad';
import type {Page} from '@playwright/test';
// One tab per worker (./sharedTab.ts): no test here needs a browser context of its own.
import {expect, test} from './sharedTab';
import {waitForHydration} from './fixtures';

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

for (const urlPath of speedPages) {
  test(`the first load of ${urlPath} runs at most ${budgets.firstLoadJs / 1024} KB gzip of JavaScript until the page has hydrated`, async ({
    page,
  }) => {
    // Scripts the page loads to run (a prefetch is only fetched), from the navigation until it has hydrated.
    const loaded: Promise<string | null>[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.hostname !== 'localhost' || !url.pathname.startsWith('/assets/js/')) return;
      loaded.push(request.headerValue('sec-purpose').then((purpose) => (purpose?.startsWith('prefetch') ? null : url.pathname)));
    });
    await page.goto(urlPath);
    await waitForHydration(page);
    const scripts = [...new Set((await Promise.all(loaded)).filter((script) => script !== null))];
    // The runtime, main.js and the route's chunks (layout, page component, content).
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    // Each starts with the eager-compilation hint (plugins/compile-hints): it runs as the page starts.
    const unhinted = scripts.filter((url) => !readFileSync(path.join(defaultBuildDir, url), 'utf8').startsWith(compileHint));
    expect(unhinted, 'scripts run on load without the compile hint').toEqual([]);
    const assets = scripts.map((url) => assetOf(defaultBuildDir, url));
    const total = sum(assets, 'gzip');
    expect(total, explainBudget(`JS loaded by ${urlPath} until hydration`, assets, budgets.firstLoadJs, baseline)).toBeLessThanOrEqual(
      budgets.firstLoadJs,
    );
  });
}

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
