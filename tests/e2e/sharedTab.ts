/**
 * One browser tab per worker, shared by the tests of a file that only load
 * pages and read them. A new tab costs a renderer process, about half a second
 * of a busy core, which such tests would otherwise pay each
 * (ARCHITECTURE.md, "End-to-end tests").
 *
 * Before each test the tab forgets the site's local and session storage, so
 * every test starts as a first visit (or with the stored colour mode the file
 * asks for); each test makes its own full loads and reads only its own console
 * errors, requests and analytics hits. A test that adds routes or init
 * scripts, changes the viewport or the emulation, or opens other tabs uses the
 * fresh page of `./fixtures` instead.
 */
import {devices, test as base, type Page} from '@playwright/test';
import {collectConsoleErrors, fakeHostedServices, type AnalyticsHit} from './fixtures';

/** What the shared tab reports, emptied before each test. */
interface TabReports {
  consoleErrors: string[];
  externalRequests: string[];
  analyticsHits: AnalyticsHit[];
}

interface WorkerFixtures {
  /** A colour mode every load of the tab finds stored, as for a returning visitor who chose it. */
  storedColourMode: 'light' | 'dark' | undefined;
  sharedTab: {page: Page; reports: TabReports};
}

export const test = base.extend<TabReports & {page: Page}, WorkerFixtures>({
  storedColourMode: [undefined, {option: true, scope: 'worker'}],
  sharedTab: [
    async ({browser, storedColourMode}, use, workerInfo) => {
      const context = await browser.newContext({
        ...devices['Desktop Chrome'],
        viewport: {width: 1200, height: 900},
        baseURL: workerInfo.project.use.baseURL,
      });
      const page = await context.newPage();
      const reports: TabReports = {consoleErrors: [], externalRequests: [], analyticsHits: []};
      await fakeHostedServices(page, reports);
      collectConsoleErrors(page, reports.consoleErrors);
      if (storedColourMode !== undefined) {
        await page.addInitScript((mode) => {
          if (location.origin !== 'null') window.localStorage.setItem('theme', mode);
        }, storedColourMode);
      }
      await use({page, reports});
      await context.close();
    },
    {scope: 'worker'},
  ],
  page: async ({sharedTab: {page, reports}}, use, testInfo) => {
    // Leave the last test's page (its unload handlers run), then clear the
    // site's storage from a plain document of the site.
    await page.goto('about:blank');
    await page.goto('/robots.txt');
    await page.evaluate(() => {
      window.localStorage.clear();
      window.sessionStorage.clear();
    });
    for (const list of Object.values(reports)) list.length = 0;
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('screenshot', {body: await page.screenshot(), contentType: 'image/png'});
    }
  },
  consoleErrors: async ({sharedTab}, use) => use(sharedTab.reports.consoleErrors),
  externalRequests: async ({sharedTab}, use) => use(sharedTab.reports.externalRequests),
  analyticsHits: async ({sharedTab}, use) => use(sharedTab.reports.analyticsHits),
});

export {expect} from '@playwright/test';
