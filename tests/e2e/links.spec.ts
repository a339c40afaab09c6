/**
 * Links that never break (ARCHITECTURE.md, "URL rules"): the previous site's API and
 * guide URLs land on their member or topic, API pages answer in lower case,
 * the not-found page offers what the visitor most likely meant, and API pages
 * lead back to the guides that explain them. Expected values come from the
 * guides' sources and the library's typings, never from the built pages.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {waitForHydration} from './fixtures';
// Every test here loads pages and reads them: one tab per worker (./sharedTab.ts).
import {expect, test} from './sharedTab';
import {NOT_FOUND_HEADING} from './spec-data';
import sidebars from '../../sidebars';

const guidesDir = path.resolve(__dirname, '../../docs/guides');

async function open(page: Page, urlPath: string): Promise<void> {
  await page.goto(urlPath);
  await waitForHydration(page);
}

const h1 = (page: Page) => page.getByRole('heading', {level: 1});

// ---------------------------------------------------------------------------
// Old URLs
// ---------------------------------------------------------------------------

const oldApiUrls = [
  {from: '/docs/api/functions/useCameraDevice', to: '/docs/api/#usecameradevice'},
  {from: '/docs/api/functions/usecameraformat', to: '/docs/api/#usecameraformat'},
  {from: '/docs/api/functions/isErrorWithCause', to: '/docs/api/#iserrorwithcause'},
  {from: '/docs/api/type-aliases/CodeType', to: '/docs/api/#codetype'},
  {from: '/docs/api/variables/VisionCameraProxy', to: '/docs/api/#visioncameraproxy'},
];

test.describe('URLs of the previous site', () => {
  for (const {from, to} of oldApiUrls) {
    test(`${from} lands on ${to}`, async ({page}) => {
      await open(page, from);
      await expect(page).toHaveURL((url) => url.pathname + url.hash === to);
      const anchor = to.split('#')[1]!;
      await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
    });
  }

  test('a name this version does not export lands on the API index', async ({page}) => {
    await open(page, '/docs/api/functions/useFrameProcessorPluginThatNeverExisted');
    await expect(page).toHaveURL((url) => url.pathname === '/docs/api/');
    await expect(h1(page)).toHaveText('VisionCamera API');
  });

  test('an old API path followed inside the app (client-side) lands on the member too', async ({page}) => {
    await open(page, '/docs/guides');
    await page.evaluate(() => {
      window.history.pushState(null, '', '/docs/api/type-aliases/CodeType');
      window.dispatchEvent(new PopStateEvent('popstate', {state: null}));
    });
    await expect(page).toHaveURL((url) => url.pathname === '/docs/api/' && url.hash === '#codetype');
    await expect(page.locator('[id="codetype"]')).toBeInViewport();
  });

  test('the retired Expo plugin guide leads to the Expo section of the plugin guide', async ({page}) => {
    await open(page, '/docs/guides/frame-processors-plugins-expo');
    await expect(page).toHaveURL((url) => url.pathname === '/docs/guides/frame-processors-plugins-final');
    await expect(page.getByRole('heading', {name: 'Expo config plugin for a plugin library'})).toBeInViewport();
  });

  test('the v5 guide leads to the guides index, which says these docs cover v4', async ({page}) => {
    await open(page, '/docs/guides/vision-camera-v5');
    await expect(page).toHaveURL((url) => url.pathname === '/docs/guides');
    const section = page.getByRole('heading', {name: 'Which version these docs cover'});
    await expect(section).toBeInViewport();
    await expect(page.getByRole('main')).toContainText('describe VisionCamera 4, read from the sources of version 4.7.3');
  });
});

test.describe('API pages in any case', () => {
  test('/docs/api/classes/camera opens the Camera page', async ({page}) => {
    await open(page, '/docs/api/classes/camera');
    await expect(page).toHaveURL((url) => url.pathname === '/docs/api/classes/Camera');
    await expect(h1(page)).toHaveText('Class: Camera');
  });

  test('/docs/api/interfaces/cameraprops#fps opens CameraProps at fps', async ({page}) => {
    await open(page, '/docs/api/interfaces/cameraprops#fps');
    await expect(page).toHaveURL((url) => url.pathname === '/docs/api/interfaces/CameraProps' && url.hash === '#fps');
    await expect(page.locator('[id="fps"]')).toBeInViewport();
  });

  test('a redirect page is not indexed and names its target as canonical', async ({request}) => {
    const html = await (await request.get('/docs/api/interfaces/cameraprops')).text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/docs\/api\/interfaces\/CameraProps">/);
  });
});

// ---------------------------------------------------------------------------
// The not-found page
// ---------------------------------------------------------------------------

const typos = [
  {path: '/docs/guides/taking-photo', title: 'Taking Photos', href: '/docs/guides/taking-photos', words: 'taking photo'},
  {path: '/docs/guides/recording-video', title: 'Recording Videos', href: '/docs/guides/recording-videos', words: 'recording video'},
  {path: '/docs/api/interfaces/CameraProp', title: 'Interface: CameraProps', href: '/docs/api/interfaces/CameraProps', words: 'CameraProp'},
  {path: '/docs/guide/code-scanning', title: 'Code Scanning', href: '/docs/guides/code-scanning', words: 'code scanning'},
];

test.describe('the not-found page helps', () => {
  for (const {path: typed, title, href, words} of typos) {
    test(`${typed} offers ${href} first and searches for "${words}"`, async ({page}) => {
      await open(page, typed);
      await expect(h1(page)).toHaveText(NOT_FOUND_HEADING);
      const suggestions = page.getByRole('region', {name: 'Did you mean'}).getByRole('listitem');
      await expect(suggestions.first().getByRole('link')).toHaveText(title);
      await expect(suggestions.first().getByRole('link')).toHaveAttribute('href', href);
      expect(await suggestions.count()).toBeLessThanOrEqual(5);
      await expect(page.getByRole('searchbox', {name: 'Search the docs'})).toHaveValue(words);
    });
  }

  test('the search box opens the search page with the local index', async ({page}) => {
    await open(page, '/docs/guides/taking-photo');
    await page.getByRole('searchbox', {name: 'Search the docs'}).press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'taking photo');
    await expect(
      page
        .getByRole('main')
        .getByRole('link', {name: /Taking Photos/})
        .first(),
    ).toBeVisible();
  });

  test('a guide path in another case shows the guide (the router matches paths in any case)', async ({page}) => {
    await open(page, '/docs/Guides/Devices');
    await expect(h1(page)).toHaveText('Camera Devices');
  });

  test('a path unlike any page offers no suggestion but the search box', async ({page}) => {
    await open(page, '/qqqq/zzzz-wwww');
    await expect(h1(page)).toHaveText(NOT_FOUND_HEADING);
    await expect(page.getByRole('searchbox', {name: 'Search the docs'})).toHaveValue('qqqq zzzz wwww');
    await expect(page.getByRole('region', {name: 'Did you mean'})).toHaveCount(0);
  });

  test('only the not-found page loads the suggestions and their page list', async ({page}) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await open(page, '/docs/guides/taking-photos');
    await page.waitForLoadState('networkidle');
    expect(requested.filter((url) => url.includes('not-found-suggestions'))).toEqual([]);
    await open(page, '/docs/guides/taking-photo');
    await expect(page.getByRole('region', {name: 'Did you mean'})).toBeVisible();
    expect(requested.filter((url) => url.includes('not-found-suggestions')).length).toBeGreaterThan(0);
  });
});

// ---------------------------------------------------------------------------
// API pages lead to the guides
// ---------------------------------------------------------------------------

/** Guide slugs in sidebar order, from sidebars.ts. */
function guideSlugsInSidebarOrder(): string[] {
  const slugs: string[] = [];
  const walk = (item: unknown): void => {
    if (typeof item === 'string') {
      if (item.startsWith('guides/')) slugs.push(item.slice('guides/'.length));
    } else if (item && typeof item === 'object') {
      const {type, id, items} = item as {type?: string; id?: string; items?: unknown[]};
      if (type === 'doc' && id?.startsWith('guides/')) slugs.push(id.slice('guides/'.length));
      items?.forEach(walk);
    }
  };
  Object.values(sidebars).forEach((items) => (items as unknown[]).forEach(walk));
  return [...new Set(slugs)];
}

/** Titles of the guides whose source links to `target` (`classes/Camera.md`, `interfaces/CameraProps.md#fps`), in sidebar order. */
function guidesLinkingTo(target: string): string[] {
  const files = new Set(readdirSync(guidesDir));
  return guideSlugsInSidebarOrder()
    .filter((slug) => files.has(`${slug}.mdx`))
    .map((slug) => readFileSync(path.join(guidesDir, `${slug}.mdx`), 'utf8'))
    .filter((source) => {
      const links = [...source.matchAll(/\]\(\.\.\/api\/([^)\s]+)\)/g)].map(([, url]) => url!);
      return links.some((url) => (target.includes('#') ? url.toLowerCase() === target.toLowerCase() : url.split('#')[0] === target));
    })
    .map((source) => /^title:\s*(.+)$/m.exec(source)![1]!.trim());
}

/** Link texts of the "Explained in" line of the page (no anchor) or of the member whose heading has this id. */
async function explainedIn(page: Page, anchor: string | undefined): Promise<string[]> {
  return page.evaluate((id) => {
    const markdown = document.querySelector('.theme-doc-markdown')!;
    const start = id ? document.getElementById(id) : markdown.firstElementChild;
    for (let node = start; node; node = node.nextElementSibling) {
      if (node !== start && node.matches(id ? 'hr, h1, h2, h3' : 'h2')) break;
      if (node.tagName === 'P' && node.textContent?.startsWith('Explained in:')) {
        return Array.from(node.querySelectorAll('a'), (link) => link.textContent ?? '');
      }
    }
    return [];
  }, anchor);
}

test.describe('API pages list the guides that explain them', () => {
  test('the Camera class page lists every guide that links to it, in sidebar order', async ({page}) => {
    const expected = guidesLinkingTo('classes/Camera.md');
    expect(expected.length).toBeGreaterThan(10);
    await open(page, '/docs/api/classes/Camera');
    expect(await explainedIn(page, undefined)).toEqual(expected);
  });

  test('CameraProps#fps lists the guides that link to that member', async ({page}) => {
    const expected = guidesLinkingTo('interfaces/CameraProps.md#fps');
    expect(expected.length).toBeGreaterThan(1);
    await open(page, '/docs/api/interfaces/CameraProps#fps');
    expect(await explainedIn(page, 'fps')).toEqual(expected);
  });

  test('the useCameraDevice hook on the API index lists the guides that link to it', async ({page}) => {
    const expected = guidesLinkingTo('index.md#usecameradevice');
    expect(expected.length).toBeGreaterThan(3);
    await open(page, '/docs/api/');
    expect(await explainedIn(page, 'usecameradevice')).toEqual(expected);
    await page.getByRole('link', {name: expected[0]}).first().isVisible();
  });

  test('the Markdown twin carries the same links, as absolute URLs', async ({request, baseURL}) => {
    const twin = await (await request.get('/docs/api/classes/Camera.md')).text();
    const line = twin.split('\n').find((text) => text.includes('Explained in:'));
    expect(line).toBeDefined();
    const titles = [...line!.matchAll(/\[([^\]]+)\]\(([^)]+)\)/g)].map(([, title, url]) => ({title, url}));
    expect(titles.map(({title}) => title)).toEqual(guidesLinkingTo('classes/Camera.md'));
    for (const {url} of titles) expect(url).toMatch(/^https?:\/\/[^/]+\/docs\/guides(\/[a-z0-9-]+)?$/);
    expect(baseURL).toBeDefined();
  });
});
