/**
 * Waiting for a page the way a visitor's browser settles it. Shared by the
 * end-to-end tests and the benchmark, so both measure the same moment.
 */
import type {Page} from '@playwright/test';

/** Waits until the client-side app has hydrated, so React handlers are live. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

/**
 * Waits until the page has hydrated and the network is quiet, then lets the
 * browser go idle for `idleMs` (Docusaurus prefetches the routes of on-screen
 * links when idle) and waits for the network again.
 */
export async function settleAfterLoad(page: Page, idleMs: number): Promise<void> {
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate((delay) => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, delay))), idleMs);
  await page.waitForLoadState('networkidle');
}
