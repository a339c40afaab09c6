import {defineConfig, devices} from '@playwright/test';
// Debian's Chromium (or CHROMIUM_PATH) when there, Playwright's own browser otherwise.
import {chromiumArgs, chromiumPath} from './scripts/lib/chromium';

const port = Number(process.env.E2E_PORT ?? 3111);
const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: './tests/e2e',
  // One baseline per test for every platform: the tests pin Debian's Chromium,
  // so the platform suffix would only duplicate files.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: 0,
  // A timeout guards against hangs; speed is measured by `npm run bench`. CI
  // shares two cores between two workers, three servers and Chromium.
  timeout: isCI ? 60_000 : 30_000,
  workers: isCI ? 2 : undefined,
  reporter: [['list'], ['html', {open: 'never', outputFolder: 'playwright-report'}], ['json', {outputFile: 'test-results/e2e.json'}]],
  use: {
    baseURL: `http://localhost:${port}`,
    // A trace records every action with DOM snapshots: on pages of thousands
    // of elements that is about a quarter of the suite's time (6.6 vs 4.8 min
    // for the every-page sweep). CI keeps a screenshot of each failure;
    // locally, a failing test keeps its trace.
    trace: isCI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: [/\.(hosted|static)\.spec\.ts$/, /every-page(\.anchors)?\.spec\.ts$/],
      use: {...devices['Desktop Chrome'], viewport: {width: 1200, height: 900}},
    },
    {
      // One test per page of the site: crawl checks and axe in both colour modes.
      name: 'every-page',
      testMatch: /every-page\.spec\.ts$/,
      use: {...devices['Desktop Chrome'], viewport: {width: 1200, height: 900}},
    },
    {
      // Links to anchors on other pages, checked against the scans every-page left.
      name: 'cross-page-anchors',
      testMatch: /every-page\.anchors\.spec\.ts$/,
      dependencies: ['every-page'],
      use: {...devices['Desktop Chrome'], viewport: {width: 1200, height: 900}},
    },
    {
      // The same site built with Algolia settings (npm run build:test:hosted).
      name: 'hosted-search',
      testMatch: /\.hosted\.spec\.ts$/,
      use: {...devices['Desktop Chrome'], viewport: {width: 1200, height: 900}, baseURL: `http://localhost:${port + 1}`},
    },
    {
      // build/ as a CDN serves it: compressed, with the _headers file (CSP) applied.
      name: 'static-host',
      testMatch: /\.static\.spec\.ts$/,
      use: {...devices['Desktop Chrome'], viewport: {width: 1200, height: 900}, baseURL: `http://localhost:${port + 2}`},
    },
  ],
  // Tests run against the production builds, never the dev server.
  webServer: [
    {
      command: `npx docusaurus serve --no-open --port ${port} --host localhost`,
      url: `http://localhost:${port}/`,
      reuseExistingServer: !isCI,
      timeout: 60_000,
    },
    {
      command: `npx docusaurus serve --no-open --dir build-hosted --port ${port + 1} --host localhost`,
      url: `http://localhost:${port + 1}/`,
      reuseExistingServer: !isCI,
      timeout: 60_000,
    },
    {
      command: `npx jiti scripts/serve-static.ts --dir build --port ${port + 2}`,
      url: `http://localhost:${port + 2}/`,
      reuseExistingServer: !isCI,
      timeout: 60_000,
    },
  ],
});
