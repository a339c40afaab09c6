/**
 * One browser tab per worker, shared by the tests of a file that only load
 * pages and read them. A new tab costs a renderer process, about half a second
 * of a busy core, which such tests would otherwise pay each
 * (ARCHITECTURE.md, "End-to-end tests").
 *
 * Before each test the tab drops the routes and listeners the last test added
 * and forgets the site's local and session storage, so every test starts as a
 * first visit (or with the stored colour mode the file asks for); each test
 * makes its own full loads and reads only its own console errors, requests and
 * analytics hits. A test that adds init scripts (they cannot be taken back),
 * changes the viewport or the emulation, or opens other tabs uses the fresh
 * page of `./fixtures` instead.
 */
import {devices, test as base, type Page} from '@playwright/test';
import {collectConsoleErrors, fakeHostedServices, type AnalyticsHit} from './fixtures';

/** What the shared tab reports during one test. */
interface TabReports {
  consoleErrors: string[];
  externalRequests: string[];
  analyticsHits: AnalyticsHit[];
}

interface WorkerFixtures {
  /** A colour mode every load of the tab finds stored, as for a returning visitor who chose it. */
  storedColourMode: 'light' | 'dark' | undefined;
  sharedTab: Page;
}

export const test = base.extend<TabReports & {tabReports: TabReports}, WorkerFixtures>({
  storedColourMode: [undefined, {option: true, scope: 'worker'}],
  sharedTab: [
    async ({browser, storedColourMode}, use, workerInfo) => {
      const context = await browser.newContext({
        ...devices['Desktop Chrome'],
        viewport: {width: 1200, height: 900},
        baseURL: workerInfo.project.use.baseURL,
      });
      const page = await context.newPage();
      if (storedColourMode !== undefined) {
        await page.addInitScript((mode) => {
          if (location.origin !== 'null') window.localStorage.setItem('theme', mode);
        }, storedColourMode);
      }
      await use(page);
      await context.close();
    },
    {scope: 'worker'},
  ],
  tabReports: async ({sharedTab: page}, use) => {
    // Leave the last test's page (its unload handlers run), drop the routes
    // and listeners it added, then clear the site's storage from a plain
    // document of the site.
    await page.goto('about:blank');
    await page.unrouteAll({behavior: 'ignoreErrors'});
    page.removeAllListeners();
    const reports: TabReports = {consoleErrors: [], externalRequests: [], analyticsHits: []};
    await fakeHostedServices(page, reports);
    await page.goto('/robots.txt');
    await page.evaluate(() => {
      window.localStorage.clear();
      window.sessionStorage.clear();
    });
    collectConsoleErrors(page, reports.consoleErrors);
    await use(reports);
  },
  page: async ({sharedTab: page, tabReports}, use, testInfo) => {
    void tabReports; // set up before the test
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('screenshot', {body: await page.screenshot(), contentType: 'image/png'});
    }
  },
  consoleErrors: async ({tabReports}, use) => use(tabReports.consoleErrors),
  externalRequests: async ({tabReports}, use) => use(tabReports.externalRequests),
  analyticsHits: async ({tabReports}, use) => use(tabReports.analyticsHits),
});

export {expect} from '@playwright/test';
