/**
 * Docs for tools: /llms.txt, /llms-full.txt and the Markdown twin of every
 * docs page (plugins/llms-txt), and the page buttons that use the twins.
 * The expected pages are the spec's, from spec-data.ts.
 */
import type {APIRequestContext} from '@playwright/test';
import {codeLinesOf, readMarkdown} from '../../model/markdown';
import {test, expect, waitForHydration} from './fixtures';
import {CLASS_NAMES, GUIDE_SLUGS, INTERFACE_NAMES, SITE_TITLE} from './spec-data';

/** Every docs page of the spec, in sidebar order: guides, then the API. */
const guideRoutes = ['/docs/guides', ...GUIDE_SLUGS.map((slug) => `/docs/guides/${slug}`)];
const apiRoutes = [
  '/docs/api/',
  ...CLASS_NAMES.map((name) => `/docs/api/classes/${name}`),
  ...INTERFACE_NAMES.map((name) => `/docs/api/interfaces/${name}`),
];
const docRoutes = [...guideRoutes, ...apiRoutes];

/** The README's rule: the page URL without its trailing slash, plus `.md`. */
const twinOf = (route: string): string => `${route.replace(/\/$/, '')}.md`;

/** Sections of llms.txt: the sidebar's categories (sidebars.ts), guides first. */
const expectedSections = [
  'Guides',
  'Guides: The Camera',
  'Guides: Capturing',
  'Guides: Camera Controls',
  'Guides: Frame Processors',
  'Guides: Frame Processor Plugins',
  'Guides: Shipping Your App',
  'API',
  'API: Classes',
  'API: Interfaces',
];

const sorted = (values: readonly string[]): string[] => [...values].sort();

/** The lines of a Markdown text outside its code blocks (code may well say `import`), read as CommonMark like any twin. */
function proseLines(markdown: string): string[] {
  const codeLines = codeLinesOf(readMarkdown(markdown, 'md'));
  return markdown.split('\n').filter((_line, index) => !codeLines.has(index + 1));
}

/** MDX or Docusaurus syntax that must never reach the Markdown. */
function rawMdxIn(markdown: string): string[] {
  return proseLines(markdown).filter((line) => /<Tabs|<TabItem|^\s*import |^\s*export |\{\/\*|^\s*:::/.test(line));
}

async function fetchText(request: APIRequestContext, path: string): Promise<{text: string; contentType: string}> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return {text: await response.text(), contentType: response.headers()['content-type'] ?? ''};
}

test.describe('llms.txt', () => {
  test('lists every docs page once, by its Markdown twin, with a description, grouped as the sidebar', async ({request}) => {
    const {text, contentType} = await fetchText(request, '/llms.txt');
    expect(contentType).toMatch(/^text\/plain/);
    expect(text.startsWith(`# ${SITE_TITLE}\n\n> `)).toBe(true);
    expect(text.match(/^## .*$/gm)?.map((heading) => heading.slice(3))).toEqual(expectedSections);

    const links = [...text.matchAll(/^- \[([^\]]+)\]\((\S+)\)(?:: (.+))?$/gm)].map(([, label, url, description]) => ({
      label,
      url,
      description,
    }));
    const paths = links.map(({url}) => new URL(url).pathname);
    expect(sorted(paths)).toEqual(sorted(docRoutes.map(twinOf)));
    // Sidebar order: the getting-started guide first, every guide before the API.
    expect(paths[0]).toBe('/docs/guides.md');
    expect(paths.slice(0, guideRoutes.length)).toEqual(expect.arrayContaining(guideRoutes.map(twinOf)));
    for (const link of links) {
      expect(link.url, link.label).toMatch(/^https?:\/\//);
      expect(link.description, link.label).toBeTruthy();
    }
    expect(links.find(({url}) => new URL(url).pathname === '/docs/guides.md')?.label).toBe('Getting Started');
    expect(links.find(({url}) => new URL(url).pathname === '/docs/api.md')?.label).toBe('Overview');
    expect(rawMdxIn(text)).toEqual([]);
  });
});

test.describe('llms-full.txt', () => {
  test('holds every docs page once, in the order of llms.txt, without MDX', async ({request}) => {
    const {text, contentType} = await fetchText(request, '/llms-full.txt');
    expect(contentType).toMatch(/^text\/plain/);
    expect(text.startsWith(`# ${SITE_TITLE}\n\n> `)).toBe(true);
    // Each page opens with `# Title`, its description and `Source: <page URL>`.
    const sources = [...text.matchAll(/^Source: <(\S+)>$/gm)].map(([, url]) => new URL(url).pathname);
    expect(sorted(sources)).toEqual(sorted(docRoutes));

    const llmsTxt = (await fetchText(request, '/llms.txt')).text;
    const listed = [...llmsTxt.matchAll(/^- \[[^\]]+\]\((\S+)\)/gm)].map(([, url]) => new URL(url).pathname);
    expect(sources.map(twinOf)).toEqual(listed);
    expect(rawMdxIn(text)).toEqual([]);
  });
});

test.describe('Markdown twins', () => {
  test('every docs page has one: Markdown with its title, description and source, no MDX left', async ({request}) => {
    for (const route of docRoutes) {
      const {text, contentType} = await fetchText(request, twinOf(route));
      expect(contentType, route).toMatch(/^text\/(markdown|plain)/);
      expect(text, route).toMatch(/^# .+\n\n> .+\n\nSource: <https?:\/\/[^>]+>\n\n/);
      expect(new URL(/^Source: <(\S+)>$/m.exec(text)![1]).pathname, route).toBe(route);
      expect(rawMdxIn(text), route).toEqual([]);
    }
  });

  test('tabs, admonitions, code blocks and links come out as plain Markdown', async ({request}) => {
    const {text} = await fetchText(request, '/docs/guides.md');
    expect(text.startsWith('# Getting Started\n')).toBe(true);
    // Tabs: each item's label in bold before its content.
    expect(text).toContain('**npm**\n\n```bash\nnpm install react-native-vision-camera@4.7.3\n');
    expect(text).toContain('**Yarn**');
    // Admonitions: blockquotes led by their kind.
    expect(text).toMatch(/^> \*\*Tip: Set `enableLocation: false`/m);
    expect(text).toMatch(/^> \*\*Warning: /m);
    // Links to other pages: absolute site URLs, no source file names.
    expect(text).toMatch(/\]\(https?:\/\/[^)]+\/docs\/api\/classes\/Camera\)/);
    expect(proseLines(text).join('\n')).not.toMatch(/\]\([^)]*\.mdx?(#[^)]*)?\)/);

    const api = (await fetchText(request, '/docs/api/classes/Camera.md')).text;
    expect(api.startsWith('# Class: Camera\n')).toBe(true);
    expect(api).toContain('```tsx\n');
    // Explicit heading ids ({#takephoto}) are HTML's business.
    expect(api).toMatch(/^### takePhoto\(\)$/m);
  });
});

test.describe('Copy page as Markdown', () => {
  test.beforeEach(async ({context, baseURL}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  });

  test('copies the guide’s Markdown twin and says so', async ({page, request, consoleErrors}) => {
    await page.goto('/docs/guides/taking-photos');
    await waitForHydration(page);
    const button = page.getByRole('button', {name: 'Copy page as Markdown'});
    await expect(button).toBeVisible();
    await button.click();
    await expect(page.getByRole('status').filter({hasText: 'Copied'})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe((await fetchText(request, '/docs/guides/taking-photos.md')).text);
    expect(consoleErrors).toEqual([]);
  });

  test('works from the keyboard on an API page, with a visible focus ring', async ({page, request}) => {
    await page.goto('/docs/api/interfaces/CameraProps');
    await waitForHydration(page);
    const button = page.getByRole('button', {name: 'Copy page as Markdown'});
    await button.focus();
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({hasText: 'Copied'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      (await fetchText(request, '/docs/api/interfaces/CameraProps.md')).text,
    );
    const outline = await button.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe('none');
  });
});

test.describe('Open as Markdown', () => {
  test('links to the page’s twin, which opens as text', async ({page}) => {
    await page.goto('/docs/api/');
    await waitForHydration(page);
    await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', '/docs/api.md');
    const link = page.getByRole('link', {name: 'Open as Markdown'});
    await expect(link).toHaveAttribute('href', '/docs/api.md');
    await link.click();
    await expect(page).toHaveURL(/\/docs\/api\.md$/);
    await expect(page.locator('body')).toContainText('# VisionCamera API');
  });
});

test.describe('Open in an assistant', () => {
  const siteUrl = 'https://react-native-vision-camera.com';
  const assistants = [
    {name: 'ChatGPT', origin: 'https://chatgpt.com', path: '/'},
    {name: 'Claude', origin: 'https://claude.ai', path: '/new'},
  ];

  for (const {name, origin, path} of assistants) {
    test(`“Open in ${name}” hands the page’s twin and its version over in a prompt, in a new tab`, async ({page, context}) => {
      // The assistant's site is a hosted service: faked at the network boundary.
      await context.route(`${origin}/**`, (route) => route.fulfill({contentType: 'text/html', body: `<title>${name}</title>`}));
      await page.goto('/docs/guides/taking-photos');
      await waitForHydration(page);
      const link = page.getByRole('link', {name: `Open in ${name} (opens in a new tab)`});
      await expect(link).toBeVisible();
      await expect(link).toContainText(`Open in ${name}`);
      const href = new URL((await link.getAttribute('href')) ?? '');
      expect(href.origin + href.pathname).toBe(`${origin}${path}`);
      const prompt = href.searchParams.get('q') ?? '';
      expect(prompt).toContain(`${siteUrl}${twinOf('/docs/guides/taking-photos')}`);
      expect(prompt).toContain('"Taking Photos"');
      expect(prompt).toContain('4.7.3');
      const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
      expect(popup.url()).toBe(href.href);
      // The docs page stays where it was.
      await expect(page).toHaveURL(/\/docs\/guides\/taking-photos$/);
      // No opener: the assistant's page cannot reach back into ours.
      expect(await popup.evaluate(() => window.opener)).toBeNull();
    });
  }

  test('are reached from the keyboard after “Open as Markdown”, on an API page too', async ({page}) => {
    await page.goto('/docs/api/interfaces/CameraProps');
    await waitForHydration(page);
    await page.getByRole('link', {name: 'Open as Markdown'}).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', {name: /^Open in ChatGPT/})).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', {name: /^Open in Claude/})).toBeFocused();
    const prompt = new URL((await page.getByRole('link', {name: /^Open in Claude/}).getAttribute('href')) ?? '').searchParams.get('q');
    expect(prompt).toContain(`${siteUrl}/docs/api/interfaces/CameraProps.md`);
  });

  test('are in the served HTML, before any script runs', async ({request}) => {
    const html = await (await request.get('/docs/guides/zooming')).text();
    const twin = encodeURIComponent(`${siteUrl}/docs/guides/zooming.md`);
    expect(html).toContain(`https://chatgpt.com/?q=Read%20${twin}`);
    expect(html).toContain(`https://claude.ai/new?q=Read%20${twin}`);
  });
});
