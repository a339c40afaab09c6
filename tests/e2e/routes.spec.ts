/**
 * Routes as a visitor sees them (spec §2): every screen of the route table,
 * the exact API page set, guides, the not-found page, `.html` normalisation,
 * API member anchors, source links, the sitemap and the table of contents.
 * The crawl of every sitemap URL runs in every-page.spec.ts.
 */
import type {APIRequestContext, Locator, Page} from '@playwright/test';
import {waitForHydration} from './fixtures';
// Every test here loads pages and reads them: one tab per worker (./sharedTab.ts).
import {expect, test} from './sharedTab';
import {CLASS_NAMES, GUIDE_SLUGS, INTERFACE_NAMES, NOT_FOUND_HEADING, SITE_TITLE, documentTitle} from './spec-data';

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

interface SitemapEntry {
  loc: string;
  changefreq: string | undefined;
  priority: string | undefined;
}

interface Sitemap {
  status: number;
  contentType: string;
  xml: string;
  entries: SitemapEntry[];
}

const xmlText = (value: string): string =>
  value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();

/** Fetches /sitemap.xml from the local server and reads every `<url>` entry. */
async function fetchSitemap(request: APIRequestContext): Promise<Sitemap> {
  const response = await request.get('/sitemap.xml');
  const xml = await response.text();
  const entries: SitemapEntry[] = [];
  for (const [, body = ''] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const field = (name: string): string | undefined => {
      const match = body.match(new RegExp(`<${name}>([\\s\\S]*?)</${name}>`));
      return match?.[1] === undefined ? undefined : xmlText(match[1]);
    };
    entries.push({loc: field('loc') ?? '', changefreq: field('changefreq'), priority: field('priority')});
  }
  return {status: response.status(), contentType: response.headers()['content-type'] ?? '', xml, entries};
}

/** The route a path stands for: no trailing slash (except `/`), no `.html` or `/index.html`. */
function routeKey(pathname: string): string {
  const clean = pathname.replace(/(?:\/index)?\.html$/, '').replace(/\/+$/, '');
  return clean === '' ? '/' : clean;
}

/** Names of the pages listed in the sitemap under `/docs/api/{kind}/`. */
function apiNamesInSitemap(entries: SitemapEntry[], kind: 'classes' | 'interfaces'): string[] {
  const pattern = new RegExp(`^/docs/api/${kind}/([^/]+)/?$`);
  return entries
    .map((entry) => new URL(entry.loc).pathname.match(pattern)?.[1])
    .filter((name): name is string => name !== undefined)
    .sort();
}

const sorted = (values: readonly string[]): string[] => [...values].sort();

const h1 = (page: Page): Locator => page.getByRole('heading', {level: 1});

/**
 * A client-side navigation, as the browser's back/forward buttons do it: the
 * history entry changes and the router is told through `popstate`; no document
 * is requested. A marker on `window` proves afterwards that the page did not
 * reload.
 */
async function navigateClientSide(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    (window as unknown as {__e2eSameDocument?: boolean}).__e2eSameDocument = true;
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', {state: null}));
  }, path);
}

async function expectSameDocument(page: Page): Promise<void> {
  const marker = await page.evaluate(() => (window as unknown as {__e2eSameDocument?: boolean}).__e2eSameDocument === true);
  expect(marker, 'the navigation must happen client-side, without a full page load').toBe(true);
}

/** Loads a page the way a visitor opens a link: full load, then the app hydrates. */
async function open(page: Page, path: string): Promise<number | undefined> {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response?.status();
}

// ---------------------------------------------------------------------------
// 1. Every route of the spec renders with its heading and document title
// ---------------------------------------------------------------------------

test.describe('spec routes render', () => {
  test('/ is the home page with the site title as its heading', async ({page, consoleErrors}) => {
    expect(await open(page, '/')).toBe(200);
    await expect(h1(page)).toHaveText(SITE_TITLE);
    // The home page carries the site title; a composed title would use the delimiter.
    await expect(page).toHaveTitle(/^(?:VisionCamera|VisionCamera \| .+|.+ \| VisionCamera)$/);
    expect(consoleErrors).toEqual([]);
  });

  test('/search is the search page', async ({page}) => {
    expect(await open(page, '/search')).toBe(200);
    await expect(h1(page)).toBeVisible();
    await expect(h1(page)).not.toHaveText(NOT_FOUND_HEADING);
    // Soft, so that the search input is still checked when the title is wrong.
    await expect.soft(page).toHaveTitle(/^.+ \| VisionCamera$/);
    await expect(page.getByRole('searchbox')).toBeVisible();
  });

  test('/search?q=camera reads the query into the search input', async ({page}) => {
    expect(await open(page, '/search?q=camera')).toBe(200);
    await expect(h1(page)).not.toHaveText(NOT_FOUND_HEADING);
    // Soft, so that the search input is still checked when the title is wrong.
    await expect.soft(page).toHaveTitle(/^.+ \| VisionCamera$/);
    await expect(page.getByRole('searchbox')).toHaveValue('camera');
  });

  test('/docs leads to /docs/guides, the getting-started guide', async ({page}) => {
    await page.goto('/docs');
    await expect(page).toHaveURL((url) => url.pathname === '/docs/guides');
    await waitForHydration(page);
    await expect(h1(page)).toHaveText('Getting Started');
    await expect(page).toHaveTitle(documentTitle('Getting Started'));
  });

  test('/docs reached by client-side navigation also leads to the getting-started guide', async ({page}) => {
    expect(await open(page, '/docs/api/')).toBe(200);
    await waitForHydration(page);
    // A history change without a page load, as a router link would make it.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/docs');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL((url) => url.pathname === '/docs/guides');
    await expect(h1(page)).toHaveText('Getting Started');
  });

  test('/docs/guides is the getting-started guide', async ({page, consoleErrors}) => {
    expect(await open(page, '/docs/guides')).toBe(200);
    await expect(h1(page)).toHaveText('Getting Started');
    await expect(page).toHaveTitle(documentTitle('Getting Started'));
    expect(consoleErrors).toEqual([]);
  });

  test('/docs/api/ is the API index', async ({page, consoleErrors}) => {
    expect(await open(page, '/docs/api/')).toBe(200);
    const heading = h1(page);
    await expect(heading).toBeVisible();
    await expect(heading).not.toHaveText(NOT_FOUND_HEADING);
    const text = (await heading.innerText()).trim();
    await expect(page).toHaveTitle(documentTitle(text));
    // The index is the API category's "Overview" page.
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await expect(sidebar.getByRole('link', {name: 'Overview', exact: true})).toHaveAttribute('aria-current', 'page');
    expect(consoleErrors).toEqual([]);
  });

  // Each API page's heading, title and source link are checked on its own
  // load in every-page.spec.ts; that the sitemap lists them is checked below.
});

// ---------------------------------------------------------------------------
// 2. The exact API page set
// ---------------------------------------------------------------------------

test.describe('API page set', () => {
  test('the sitemap lists exactly the spec class pages', async ({request}) => {
    const {entries} = await fetchSitemap(request);
    expect(apiNamesInSitemap(entries, 'classes')).toEqual(sorted(CLASS_NAMES));
  });

  test('the sitemap lists exactly the spec interface pages', async ({request}) => {
    const {entries} = await fetchSitemap(request);
    expect(apiNamesInSitemap(entries, 'interfaces')).toEqual(sorted(INTERFACE_NAMES));
  });

  test('the sidebar API category lists Overview and exactly the spec API pages', async ({page}) => {
    await open(page, '/docs/api/');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    const apiCategory = sidebar.getByRole('listitem').filter({has: page.getByRole('link', {name: 'API', exact: true})});
    await expect(apiCategory).toHaveCount(1);
    // Sub-categories start collapsed and render their items once opened.
    const collapsed = apiCategory.getByRole('button', {expanded: false});
    for (let opened = 0; (await collapsed.count()) > 0 && opened < 10; opened++) {
      await collapsed.first().click();
    }
    await expect(collapsed).toHaveCount(0);

    const links = await apiCategory
      .getByRole('link')
      .evaluateAll((anchors) =>
        anchors.map((anchor) => ({text: (anchor.textContent ?? '').trim(), path: new URL((anchor as HTMLAnchorElement).href).pathname})),
      );
    const listed = links
      .filter((link) => link.text !== 'API') // the category's own link
      .map((link) => `${link.text} -> ${link.path}`)
      .sort();
    const expected = [
      'Overview -> /docs/api/',
      ...CLASS_NAMES.map((name) => `${name} -> /docs/api/classes/${name}`),
      ...INTERFACE_NAMES.map((name) => `${name} -> /docs/api/interfaces/${name}`),
    ].sort();
    expect(listed).toEqual(expected);
  });

  test('the API index documents hooks, type aliases and constants under lower-case ids', async ({page}) => {
    await open(page, '/docs/api/');
    const documented = [
      // hooks
      'useCameraDevice',
      'useCameraPermission',
      'useFrameProcessor',
      // type aliases
      'CameraPosition',
      'PixelFormat',
      // constants
      'Templates',
      'VisionCameraProxy',
    ];
    for (const name of documented) {
      const heading = page
        .getByRole('main')
        .getByRole('heading')
        .and(page.locator(`[id="${name.toLowerCase()}"]`));
      await expect(heading, `heading #${name.toLowerCase()}`).toHaveCount(1);
      await expect(heading).toHaveText(new RegExp(`^${name}(?:\\(\\))?\\W*$`));
    }
  });
});

// ---------------------------------------------------------------------------
// 3. Guides: every spec guide is rendered; no guide outside the spec
// ---------------------------------------------------------------------------

test.describe('guides', () => {
  // Each guide's h1 and description are checked on its own load in
  // every-page.spec.ts, which loads every sitemap page: here, that the sitemap lists them.
  test('the sitemap lists every spec guide', async ({request}) => {
    const {entries} = await fetchSitemap(request);
    const listed = new Set(entries.map((entry) => routeKey(new URL(entry.loc).pathname)));
    const missing = ['/docs/guides', ...GUIDE_SLUGS.map((slug) => `/docs/guides/${slug}`)].filter((path) => !listed.has(path));
    expect(missing, 'spec guides missing from the sitemap').toEqual([]);
  });

  test('the sitemap lists no guide outside the spec slug list', async ({request}) => {
    const {entries} = await fetchSitemap(request);
    const known = new Set<string>(GUIDE_SLUGS);
    const unknown = entries
      .map((entry) => new URL(entry.loc).pathname.match(/^\/docs\/guides\/(.+?)\/?$/)?.[1])
      .filter((slug): slug is string => slug !== undefined && !known.has(slug));
    expect(unknown).toEqual([]);
  });
});

// ---------------------------------------------------------------------------
// 4. Unknown paths show the not-found page
// ---------------------------------------------------------------------------

const unknownPaths = ['/does-not-exist', '/docs/guides/nope', '/docs/api/classes/Nope'];

test.describe('not-found page', () => {
  for (const path of unknownPaths) {
    test(`${path} shows the not-found page on a full load and on client-side navigation`, async ({page}) => {
      await test.step('full load', async () => {
        expect(await open(page, path), 'HTTP status').toBe(404);
        await expect(h1(page)).toHaveText(NOT_FOUND_HEADING);
        await expect(page).toHaveURL((url) => url.pathname === path);
      });
      await test.step('client-side navigation', async () => {
        await open(page, '/docs/guides');
        await expect(h1(page)).toHaveText('Getting Started');
        await navigateClientSide(page, path);
        await expect(h1(page)).toHaveText(NOT_FOUND_HEADING);
        await expectSameDocument(page);
      });
    });
  }
});

// ---------------------------------------------------------------------------
// 5. `.html` and `/index.html` paths render the clean path's page
// ---------------------------------------------------------------------------

const htmlPaths: {path: string; clean: string; heading: string | undefined}[] = [
  {path: '/index.html', clean: '/', heading: SITE_TITLE},
  {path: '/docs/guides/index.html', clean: '/docs/guides', heading: 'Getting Started'},
  {path: '/docs/guides.html', clean: '/docs/guides', heading: 'Getting Started'},
  {path: '/docs/api/index.html', clean: '/docs/api/', heading: undefined}, // the API index's own heading
  {path: '/docs/api/classes/Camera.html', clean: '/docs/api/classes/Camera', heading: 'Class: Camera'},
  {path: '/docs/api/classes/Camera/index.html', clean: '/docs/api/classes/Camera', heading: 'Class: Camera'},
  {path: '/docs/api/interfaces/CameraProps.html', clean: '/docs/api/interfaces/CameraProps', heading: 'Interface: CameraProps'},
];

/** The h1 of the clean path when the spec does not name it (the API index). */
async function cleanHeading(page: Page, entry: {clean: string; heading: string | undefined}): Promise<string> {
  if (entry.heading !== undefined) return entry.heading;
  await open(page, entry.clean);
  const text = (await h1(page).innerText()).trim();
  expect(text).not.toBe(NOT_FOUND_HEADING);
  return text;
}

test.describe('.html normalisation', () => {
  for (const entry of htmlPaths) {
    test(`${entry.path} shows the ${entry.clean} page on a full load (at the clean URL) and on client-side navigation`, async ({page}) => {
      const heading = await cleanHeading(page, entry);
      await test.step('full load', async () => {
        expect(await open(page, entry.path)).toBe(200);
        await expect(page).toHaveURL((url) => routeKey(url.pathname) === routeKey(entry.clean));
        await expect(h1(page)).toHaveText(heading);
      });
      await test.step('client-side navigation', async () => {
        await open(page, entry.clean === '/docs/guides' ? '/docs/api/' : '/docs/guides');
        await navigateClientSide(page, entry.path);
        await expect(h1(page)).toHaveText(heading);
        await expectSameDocument(page);
      });
    });
  }

  test('the hash survives the normalisation: /docs/api/classes/Camera.html#takephoto', async ({page}) => {
    await open(page, '/docs/api/classes/Camera.html#takephoto');
    await expect(page).toHaveURL((url) => url.pathname === '/docs/api/classes/Camera' && url.hash === '#takephoto');
    await expect(page.locator('[id="takephoto"]')).toBeInViewport();
  });
});

// ---------------------------------------------------------------------------
// 6. API member anchors
// ---------------------------------------------------------------------------

/** h2 sections of a TypeDoc page whose h3s are members. */
const memberSections = new Set(['Constructors', 'Properties', 'Accessors', 'Methods']);

interface RenderedHeading {
  section: string;
  id: string;
  text: string;
  suffixedTwin: boolean;
}

/** h3 headings of the article, with the h2 section they sit in and their visible text. */
async function readH3Headings(page: Page): Promise<RenderedHeading[]> {
  return page
    .locator('article')
    .first()
    .evaluate((article) => {
      const visibleText = (element: Element): string => {
        const clone = element.cloneNode(true) as Element;
        clone.querySelectorAll('.hash-link').forEach((link) => link.remove());
        return (clone.textContent ?? '').replace(/\u200b/g, '').trim();
      };
      let section = '';
      const headings: RenderedHeading[] = [];
      for (const heading of Array.from(article.querySelectorAll('h2, h3'))) {
        if (heading.tagName === 'H2') {
          section = visibleText(heading);
        } else {
          headings.push({
            section,
            id: heading.id,
            text: visibleText(heading),
            suffixedTwin: heading.id !== '' && document.getElementById(`${heading.id}-1`) !== null,
          });
        }
      }
      return headings;
    });
}

/** The spec'd id rule: the member name, without `?` and `()`, in lower case. */
const memberId = (text: string): string => text.replace(/\?/g, '').replace(/\(\)/g, '').trim().toLowerCase();

test.describe('API member anchors', () => {
  test('/docs/api/interfaces/CameraProps#fps scrolls the fps heading into view', async ({page}) => {
    await open(page, '/docs/api/interfaces/CameraProps#fps');
    const heading = page.getByRole('heading', {level: 3}).and(page.locator('[id="fps"]'));
    await expect(heading).toHaveCount(1);
    await expect(heading).toBeInViewport();
    await expect(h1(page)).not.toBeInViewport();
  });

  test("#isActive (the member's own case) lands on the isactive heading", async ({page}) => {
    await open(page, '/docs/api/interfaces/CameraProps#isActive');
    const heading = page.getByRole('heading', {level: 3}).and(page.locator('[id="isactive"]'));
    await expect(heading).toHaveCount(1);
    await expect(heading).toBeInViewport();
    await expect(h1(page)).not.toBeInViewport();
  });

  test('changing the hash on the same page moves to the member, in either case', async ({page}) => {
    await open(page, '/docs/api/interfaces/CameraProps#fps');
    await expect(page.locator('[id="fps"]')).toBeInViewport();
    await page.goto('/docs/api/interfaces/CameraProps#isActive');
    await expect(page.locator('[id="isactive"]')).toBeInViewport();
    await expect(page.locator('[id="fps"]')).not.toBeInViewport();
    await page.goto('/docs/api/interfaces/CameraProps#zoom');
    await expect(page.locator('[id="zoom"]')).toBeInViewport();
    await expect(page.locator('[id="isactive"]')).not.toBeInViewport();
  });

  test('client-side navigation from another page lands on the member, in either case', async ({page}) => {
    await open(page, '/docs/api/');
    await navigateClientSide(page, '/docs/api/interfaces/CameraProps#isActive');
    await expect(h1(page)).toHaveText('Interface: CameraProps');
    await expect(page.locator('[id="isactive"]')).toBeInViewport();
    await expectSameDocument(page);

    await navigateClientSide(page, '/docs/api/classes/Camera#takephoto');
    await expect(h1(page)).toHaveText('Class: Camera');
    await expect(page.locator('[id="takephoto"]')).toBeInViewport();
    await expectSameDocument(page);
  });

  // Blocks far below the first screen stand at an estimated height until they render (src/css/custom.css):
  // a landing is exact only if the blocks above the target are rendered. Exact: the heading's top sits at its
  // scroll margin (under the navbar), and stays there once the blocks around it have rendered.
  for (const width of [412, 1280]) {
    test(`at ${width} px, each way of reaching a member lands exactly on it and it stays`, async ({page}) => {
      await page.setViewportSize({width, height: 800});
      const offset = (id: string): Promise<number> =>
        page
          .locator(`[id="${id}"]`)
          .evaluate((heading) => heading.getBoundingClientRect().top - parseFloat(getComputedStyle(heading).scrollMarginTop));
      const expectLanded = async (id: string): Promise<void> => {
        await expect.poll(() => offset(id)).toBeLessThan(1);
        expect(Math.abs(await offset(id))).toBeLessThan(1);
        await page.waitForTimeout(1000);
        expect(Math.abs(await offset(id)), `#${id} moved after landing`).toBeLessThan(1);
      };
      // A page opened with the hash; then a member far down, typed in its own case.
      await open(page, '/docs/api/interfaces/CameraProps#onerror');
      await expectLanded('onerror');
      await open(page, '/docs/api/interfaces/CameraProps#videoHdr');
      await expectLanded('videohdr');
      // Client-side navigation from another page.
      await open(page, '/docs/api/');
      await navigateClientSide(page, '/docs/api/classes/Camera#takephoto');
      await expect(h1(page)).toHaveText('Class: Camera');
      await expectLanded('takephoto');
      await expectSameDocument(page);
      // The hook index, opened at a hook far down.
      await open(page, '/docs/api/#usecameraformat');
      await expectLanded('usecameraformat');
    });
  }

  test('clicking the table-of-contents link "takePhoto()" on Camera scrolls to #takephoto', async ({page}) => {
    await open(page, '/docs/api/classes/Camera');
    const heading = page.getByRole('heading', {level: 3}).and(page.locator('[id="takephoto"]'));
    await expect(heading).not.toBeInViewport();
    await page.locator('.table-of-contents').first().getByRole('link', {name: 'takePhoto()', exact: true}).click();
    await expect(page).toHaveURL((url) => url.pathname === '/docs/api/classes/Camera' && url.hash === '#takephoto');
    await expect(heading).toBeInViewport();
  });

  test('clicking a guide link to Camera#takephoto lands on the takePhoto() heading', async ({page}) => {
    await open(page, '/docs/guides/taking-photos');
    const link = page.getByRole('main').locator('a[href="/docs/api/classes/Camera#takephoto"]').first();
    await expect(link).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as {__e2eSameDocument?: boolean}).__e2eSameDocument = true;
    });
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === '/docs/api/classes/Camera' && url.hash === '#takephoto');
    const heading = page.getByRole('heading', {level: 3}).and(page.locator('[id="takephoto"]'));
    await expect(heading).toHaveText(/^takePhoto\(\)/);
    await expect(heading).toBeInViewport();
    await expectSameDocument(page);
  });

  const memberPages = [
    {path: '/docs/api/interfaces/CameraProps', mustHave: ['fps', 'isactive']},
    {path: '/docs/api/classes/Camera', mustHave: ['takephoto']},
    {path: '/docs/api/interfaces/Frame', mustHave: []},
  ];
  for (const {path, mustHave} of memberPages) {
    test(`member headings on ${path} have the lower-case member name as id, without -1 suffixes`, async ({page}) => {
      await open(page, path);
      const headings = await readH3Headings(page);
      // h3s outside member sections come from the type's own doc comment (e.g.
      // "A powerful <Camera> component." on Camera): not members, no rule.
      const members = headings.filter((heading) => memberSections.has(heading.section));
      test.info().annotations.push({
        type: 'non-member h3',
        description: JSON.stringify(headings.filter((heading) => !memberSections.has(heading.section))),
      });
      expect(members.length, 'member headings found').toBeGreaterThan(0);
      const wrong = members
        .filter((heading) => heading.id !== memberId(heading.text) || heading.suffixedTwin)
        .map(
          (heading) =>
            `"${heading.text}": id "${heading.id}", expected "${memberId(heading.text)}"${heading.suffixedTwin ? ` (and "${heading.id}-1" exists)` : ''}`,
        );
      expect(wrong, wrong.join('\n')).toEqual([]);
      expect(members.filter((heading) => /-\d+$/.test(heading.id)).map((heading) => heading.id)).toEqual([]);
      const ids = members.map((heading) => heading.id);
      for (const id of mustHave) expect(ids).toContain(id);
    });
  }
});

// ---------------------------------------------------------------------------
// 7. Source links at the release tag
// ---------------------------------------------------------------------------

// Checked on each API page's own load in every-page.spec.ts.

// ---------------------------------------------------------------------------
// 8. Sitemap
// ---------------------------------------------------------------------------

test.describe('sitemap', () => {
  test('/sitemap.xml lists every page weekly with priority 1.0, without tags pages', async ({request}) => {
    const sitemap = await fetchSitemap(request);
    expect(sitemap.status).toBe(200);
    expect(sitemap.contentType).toContain('xml');
    expect(sitemap.xml).toContain('<urlset');
    expect(sitemap.entries.length).toBeGreaterThan(0);
    expect(sitemap.entries.length, 'every <url> has been read').toBe(sitemap.xml.split('<url>').length - 1);

    const wrong = sitemap.entries.filter((entry) => entry.changefreq !== 'weekly' || entry.priority !== '1.0');
    expect(wrong, 'entries without <changefreq>weekly</changefreq> and <priority>1.0</priority>').toEqual([]);

    const paths = sitemap.entries.map((entry) => new URL(entry.loc).pathname);
    expect(paths).toContain('/');
    expect(paths.map(routeKey)).toContain('/docs/guides');
    expect(paths.filter((path) => /(?:^|\/)tags(?:\/|$)/.test(path))).toEqual([]);
    expect(paths.length, 'no URL is listed twice').toBe(new Set(paths.map(routeKey)).size);
  });

  test('sitemap URLs use the site URL origin', async ({page, request}) => {
    // The site URL as the site itself declares it: the canonical link of the home page.
    await page.goto('/');
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical, 'home page canonical link').not.toBeNull();
    const origin = new URL(canonical ?? '').origin;
    expect(origin).toMatch(/^https?:\/\//);
    expect(new URL(origin).hostname).not.toBe('localhost');

    const {entries} = await fetchSitemap(request);
    const foreign = entries.map((entry) => entry.loc).filter((loc) => new URL(loc).origin !== origin);
    expect(foreign, `URLs outside ${origin}`).toEqual([]);
  });
});

// ---------------------------------------------------------------------------
// 9. Table of contents: heading levels 2 to 3
// ---------------------------------------------------------------------------

test('the table of contents of /docs/api/classes/Camera links only to its h2 and h3 headings', async ({page}) => {
  await open(page, '/docs/api/classes/Camera');
  await expect(page.locator('.table-of-contents').first()).toBeVisible();
  const article = page.locator('article').first();
  await expect(article.locator('h4').first(), 'the page has h4 headings to leave out').toBeAttached();

  const targets = await page.locator('.table-of-contents a').evaluateAll((links) =>
    links.map((link) => {
      const href = link.getAttribute('href') ?? '';
      const id = decodeURIComponent(href.replace(/^#/, ''));
      return {href, level: document.getElementById(id)?.tagName ?? 'missing'};
    }),
  );
  expect(targets.length).toBeGreaterThan(0);
  expect(targets.filter((target) => target.level !== 'H2' && target.level !== 'H3')).toEqual([]);
  expect(targets.map((target) => target.href)).not.toContain('#returns');

  // And every h2/h3 of the page is in it.
  const headingIds = await article.locator('h2[id], h3[id]').evaluateAll((headings) => headings.map((heading) => heading.id));
  const tocIds = new Set(targets.map((target) => decodeURIComponent(target.href.replace(/^#/, ''))));
  expect(headingIds.filter((id) => !tocIds.has(id))).toEqual([]);
});

// The crawl of every sitemap URL (console errors, outside requests, broken
// anchors) runs in the per-page pass: every-page.spec.ts and every-page.anchors.spec.ts.
