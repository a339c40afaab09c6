/**
 * One browser tab per worker, shared by the tests that need no browser
 * context of their own. A new tab costs a renderer process, about half a
 * second of a busy core, which each test would otherwise pay
 * (ARCHITECTURE.md, "End-to-end tests").
 *
 * Before each test the tab drops the routes, listeners and init scripts the
 * last test added and forgets the site's local and session storage, so every
 * test starts as a first visit (or with the stored colour mode the file asks
 * for); each test makes its own full loads and reads only its own console
 * errors, requests and analytics hits. The tab takes each test's `viewport`
 * and `colorScheme` options. A test that needs other context options
 * (permissions, JavaScript off) or the context itself (other tabs) uses the
 * fresh page of `./fixtures` instead.
 */
import {devices, test as base, type Disposable, type Page} from '@playwright/test';
import {collectConsoleErrors, fakeHostedServices, type AnalyticsHit} from './fixtures';

/** What the shared tab reports during one test. */
interface TabReports {
  consoleErrors: string[];
  externalRequests: string[];
  analyticsHits: AnalyticsHit[];
}

/** The init scripts the running test added to the shared tab. */
const testInitScripts: Disposable[] = [];

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
      // The file's stored colour mode, kept for every test.
      if (storedColourMode !== undefined) {
        await page.addInitScript((mode) => {
          if (location.origin !== 'null') window.localStorage.setItem('theme', mode);
        }, storedColourMode);
      }
      // A test's init scripts are taken back before the next test: each one
      // the page adds from here on is kept to be disposed of.
      const addInitScript = page.addInitScript.bind(page);
      page.addInitScript = async (...args: Parameters<Page['addInitScript']>) => {
        const script = await addInitScript(...args);
        testInitScripts.push(script);
        return script;
      };
      await use(page);
      await context.close();
    },
    {scope: 'worker'},
  ],
  tabReports: async ({sharedTab: page, viewport, colorScheme}, use) => {
    // Drop the init scripts the last test added, leave its page (its unload
    // handlers run), drop its routes and listeners, then clear the site's
    // storage from a plain document of the site.
    for (const script of testInitScripts.splice(0)) await script.dispose();
    await page.goto('about:blank');
    // The test's own viewport and colour scheme (test.use), as a new tab would open with them, on screen (not print), without forced colours.
    if (viewport !== null) await page.setViewportSize(viewport);
    await page.emulateMedia({colorScheme: colorScheme ?? 'light', media: null, forcedColors: null});
    // The pointer where a new tab has it: the last test may have left it over a scrollable sidebar.
    await page.mouse.move(0, 0);
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
