/**
 * The Content-Security-Policy as visitors of GitHub Pages get it: from the
 * `<meta>` in each page, with no header at all (`docusaurus serve`, like
 * GitHub Pages, sends none of ours). The key pages work under it in both
 * colour modes without a single violation, and the policy is really enforced.
 */
import {readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {expect, test, waitForHydration} from './fixtures';
import {openSearchDialog} from './searchDialog';

interface CspReports {
  /** `securitypolicyviolation` events, from every page the test loaded. */
  violations: string[];
  /** Console messages about the Content Security Policy (refusals, ignored directives). */
  consoleMessages: string[];
}

/** Records CSP violations from the first script of every page on, and the browser's console messages about the policy. */
async function recordCspReports(page: Page): Promise<CspReports> {
  const reports: CspReports = {violations: [], consoleMessages: []};
  // A binding outlives navigations, so no report is lost with the page that made it.
  await page.exposeFunction('reportCspViolation', (violation: string) => reports.violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as {reportCspViolation: (violation: string) => void}).reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (/content.security.policy/i.test(message.text())) reports.consoleMessages.push(`${message.type()}: ${message.text()}`);
  });
  return reports;
}

/** Loads a page and checks it is protected only by its meta policy: no CSP header, one policy meta. */
async function openProtected(page: Page, url: string, status = 200): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(status);
  expect(response?.headers()['content-security-policy'], `${url} sends no CSP header: only the meta protects it`).toBeUndefined();
  await expect(page.locator('head meta[http-equiv="Content-Security-Policy"]')).toHaveCount(1);
  await waitForHydration(page);
}

/**
 * Shows every diagram of the page: the static image of the current mode
 * (plugins/static-diagrams), scrolled into view so that it loads, or a
 * diagram the client renderer draws. Returns how many there are.
 */
async function renderDiagrams(page: Page, mode: 'light' | 'dark'): Promise<number> {
  const images = await page.locator(`figure.static-diagram .static-diagram__${mode} img`).all();
  for (const image of images) {
    await image.scrollIntoViewIfNeeded();
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }
  const slots = await page.locator('[data-mermaid-slot]').all();
  for (const slot of slots) {
    await slot.scrollIntoViewIfNeeded();
    // Mermaid is large and loads only now: on a busy machine, seconds.
    await expect(slot.locator('.docusaurus-mermaid-container svg')).toBeVisible({timeout: 30_000});
  }
  return images.length + slots.length;
}

/** The guide whose page is the largest of the build: the most content under the policy. */
function largestGuide(): string {
  const guidesDir = path.resolve(__dirname, '../../build/docs/guides');
  const sizes = readdirSync(guidesDir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({slug: entry.name, size: statSync(path.join(guidesDir, entry.name, 'index.html')).size}));
  return sizes.sort((a, b) => b.size - a.size)[0]!.slug;
}

for (const mode of ['light', 'dark'] as const) {
  test.describe(`${mode} mode`, () => {
    test.beforeEach(async ({page}) => {
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    });

    test('home, guides with their diagrams drawn, API pages and the 404 page: no CSP violation', async ({page, analyticsHits}) => {
      test.slow(); // Six pages and every diagram of two guides.
      const reports = await recordCspReports(page);

      await openProtected(page, '/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expect(page.locator('h1').first()).toBeVisible();

      await openProtected(page, '/docs/guides');
      expect(await renderDiagrams(page, mode), 'diagrams on the first guide').toBeGreaterThan(0);

      const largest = largestGuide();
      await openProtected(page, `/docs/guides/${largest}`);
      await renderDiagrams(page, mode);
      await expect(page.locator('pre code .token').first()).toBeVisible();

      await openProtected(page, '/docs/api');
      await expect(page.locator('h1')).toBeVisible();
      await openProtected(page, '/docs/api/interfaces/CameraProps');
      await expect(page.locator('h1')).toHaveText(/CameraProps/);

      await openProtected(page, '/no-such-page', 404);
      await expect(page.locator('h1')).toHaveText('Page Not Found');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);

      // gtag.js and its page views pass the policy too.
      expect(analyticsHits.length).toBeGreaterThan(0);
      expect(reports.violations).toEqual([]);
      expect(reports.consoleMessages).toEqual([]);
    });

    test('the search dialog (Ctrl+K) and the search page, used: no CSP violation', async ({page}) => {
      test.slow(); // The search index loads twice, in two pages.
      const reports = await recordCspReports(page);

      await openProtected(page, '/docs/api/interfaces/CameraProps');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await openSearchDialog(page);
      await page.getByPlaceholder('Search docs').fill('takePhoto');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      await expect(page.locator('.DocSearch-Hit').first()).toContainText(/takePhoto/i);
      await page.keyboard.press('Escape');

      await openProtected(page, '/search?q=frame%20processor');
      await expect(page.locator('main mark').first()).toBeVisible();
      await page.getByRole('searchbox').fill('exposure');
      await expect(page.locator('h1')).toHaveText('Search results for "exposure"');
      await expect(page.locator('main mark').first()).toBeVisible();

      expect(reports.violations).toEqual([]);
      expect(reports.consoleMessages).toEqual([]);
    });
  });
}

test('the meta policy is enforced: an inline script the build did not hash is blocked and reported', async ({page}) => {
  const reports = await recordCspReports(page);
  await openProtected(page, '/docs/guides');

  // Playwright inserts a <script> with this text into the page, as an injection would.
  await page.addScriptTag({content: 'window.injectedScriptRan = true;'}).catch(() => undefined);
  expect(await page.evaluate(() => (window as unknown as {injectedScriptRan?: boolean}).injectedScriptRan)).toBeUndefined();
  await expect.poll(() => reports.violations).toEqual(['script-src-elem blocked inline on /docs/guides']);
  expect(reports.consoleMessages.join('\n')).toMatch(/inline script violates|Refused to execute inline script/);

  // The site's own scripts still run: the page hydrated and answers clicks.
  await page.getByRole('button', {name: /dark mode|light mode|system mode/i}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', /light|dark/);
});
