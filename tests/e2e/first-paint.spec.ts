/**
 * The first paint never waits for the app's scripts (plugins/first-paint;
 * ARCHITECTURE.md, "First paint first"): on each speed page the browser has
 * painted the page's content before the first app script is even inserted,
 * and well before the app has run. The page still hydrates and answers keys.
 * Order, not time: a slow host makes everything slower, never reverses it.
 */
import {speedPages} from '../../scripts/lib/bundle';
import {expect, test, waitForHydration} from './fixtures';
import {openSearchDialog} from './searchDialog';

declare global {
  interface Window {
    /** When the first script of /assets/js/ was added to the document. */
    firstPaintProbe: {scriptAddedAt?: number};
  }
}

/** Records when the first app script is added to the document (an init script, before the page's own). */
function probeScriptInsertion(): void {
  const probe: Window['firstPaintProbe'] = {};
  window.firstPaintProbe = probe;
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of Array.from(record.addedNodes))
        if (node instanceof HTMLScriptElement && /\/assets\/js\//.test(node.src)) probe.scriptAddedAt ??= performance.now();
  }).observe(document, {childList: true, subtree: true});
}

/** The first contentful paint's rendering update on the main thread (`paintTime`; `startTime` is when it reached the screen). */
interface PaintEntry {
  paintTime?: number;
  startTime: number;
}

test.describe('first paint comes before the app scripts', () => {
  for (const urlPath of speedPages) {
    test(`${urlPath}: content is painted before any app script is added`, async ({page}) => {
      await page.addInitScript(probeScriptInsertion);
      await page.goto(urlPath);
      await waitForHydration(page);
      const {paintTime, scriptAddedAt} = await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0] as unknown as PaintEntry | undefined;
        return {paintTime: paint?.paintTime, scriptAddedAt: window.firstPaintProbe.scriptAddedAt};
      });
      expect(paintTime, 'the browser reports when it painted the first content').toBeGreaterThan(0);
      expect(scriptAddedAt, 'the app scripts were added').toBeDefined();
      expect(scriptAddedAt!).toBeGreaterThan(paintTime!);
      // Hydrated: the search shortcut opens the dialog.
      await openSearchDialog(page);
    });
  }

  test('a page opened in a background tab adds its scripts while the HTML is parsed, without waiting for a paint', async ({page}) => {
    await page.addInitScript(probeScriptInsertion);
    await page.addInitScript(() => Object.defineProperty(document, 'visibilityState', {configurable: true, get: () => 'hidden'}));
    await page.goto('/docs/guides/taking-photos');
    await waitForHydration(page);
    const {scriptAddedAt, domContentLoaded} = await page.evaluate(() => ({
      scriptAddedAt: window.firstPaintProbe.scriptAddedAt,
      domContentLoaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventStart,
    }));
    expect(scriptAddedAt!).toBeLessThan(domContentLoaded);
  });
});
