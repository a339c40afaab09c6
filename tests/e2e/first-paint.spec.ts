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

test.describe('first paint comes before the app scripts', () => {
  for (const urlPath of speedPages) {
    test(`${urlPath}: content is painted before any app script is added`, async ({page}) => {
      await page.addInitScript(probeScriptInsertion);
      await page.goto(urlPath);
      await waitForHydration(page);
      // The paint entry's startTime: when the frame reached the screen (Lighthouse's observed paint).
      const {onScreen, scriptAddedAt} = await page.evaluate(() => ({
        onScreen: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        scriptAddedAt: window.firstPaintProbe.scriptAddedAt,
      }));
      expect(onScreen, 'the browser reports when the first content was on screen').toBeGreaterThan(0);
      expect(scriptAddedAt, 'the app scripts were added').toBeDefined();
      expect(scriptAddedAt!).toBeGreaterThan(onScreen!);
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
