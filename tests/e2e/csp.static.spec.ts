/**
 * The site served as a static host serves it (scripts/serve-static.ts):
 * compressed, with the `_headers` file the build writes. Every part of the
 * site must work under its Content-Security-Policy without a single violation.
 */
import type {Page} from '@playwright/test';
import {expect, test, waitForHydration} from './fixtures';

/** Collects CSP violations the page reports, from the first script on. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as {cspViolations: string[]}).cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations);
}

test('pages carry the security headers and are served compressed', async ({request}) => {
  for (const path of ['/', '/docs/guides', '/docs/api/interfaces/CameraProps', '/no-such-page']) {
    const response = await request.get(path, {headers: {'Accept-Encoding': 'br, gzip'}});
    const headers = response.headers();
    expect(headers['content-security-policy'], path).toMatch(/script-src 'self' 'sha256-/);
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['content-encoding'], path).toBe('br');
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots.match(/^Sitemap:.*$/gm)).toEqual([expect.stringMatching(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/)]);
});

test('browsing, diagrams, search and analytics work under the CSP with no violation', async ({page, consoleErrors, analyticsHits}) => {
  test.slow(); // Several pages, diagrams and the search index, compressed on first request.
  const violations = await recordViolations(page);

  // `/docs` is a redirect page with its own inline script.
  await page.goto('/docs');
  await expect(page).toHaveURL((url) => url.pathname === '/docs/guides');
  await waitForHydration(page);
  // Diagrams are static SVG images from the site's own origin.
  const diagram = page.locator('figure.static-diagram .static-diagram__light img').first();
  await diagram.scrollIntoViewIfNeeded();
  await expect.poll(() => diagram.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);

  // Client-side navigation loads route chunks; a code page loads Prism.
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Taking Photos', exact: true}).click();
  await expect(page.locator('h1')).toHaveText('Taking Photos');
  await expect(page.locator('pre code .token').first()).toBeVisible();

  // The search dialog fetches the local index and answers.
  await page.keyboard.press('Control+k');
  const input = page.getByRole('searchbox').or(page.locator('.DocSearch-Input')).first();
  await input.fill('takePhoto');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/search?q=frame%20processor');
  await expect(page.locator('main').getByRole('link').first()).toBeVisible();
  await page.goto('/docs/api/interfaces/CameraProps#fps');
  await waitForHydration(page);

  expect(analyticsHits.length, 'gtag page views went out under the CSP').toBeGreaterThan(0);
  expect(await violations()).toEqual([]);
  expect(consoleErrors.filter((message) => /Content Security Policy/i.test(message))).toEqual([]);
});

test('the not-found page and the colour toggle work under the CSP', async ({page}) => {
  const violations = await recordViolations(page);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText('Page Not Found');
  await page.getByRole('button', {name: /dark mode|light mode|system mode/i}).click();
  expect(await violations()).toEqual([]);
});
