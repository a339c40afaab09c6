/**
 * Shared Playwright fixtures. Hosted services (Google Analytics, Algolia) are
 * the only things faked, and only at the network boundary: every request that
 * leaves localhost is answered here, so tests never depend on the network.
 */
import {test as base, expect, type Page} from '@playwright/test';

/** One page-view hit as the fake analytics endpoint received it. */
export interface AnalyticsHit {
  /** Measurement id (`tid`). */
  id: string;
  /** Event name (`en`), e.g. `page_view`. */
  event: string;
  /** Page path sent with the hit (`dp`). */
  path: string;
  /** Whether the hit asked for IP anonymisation (`aip`). */
  anonymizeIp: boolean;
}

// A stand-in for gtag.js: it reads the `dataLayer` commands the site pushes
// (config, set, event) and sends one collect request per page view, as the
// real library does, to the endpoint faked below.
const fakeGtagScript = `
(() => {
  const state = {path: location.pathname + location.search + location.hash, id: '', anonymizeIp: false};
  const send = (event) => {
    const query = new URLSearchParams({tid: state.id, en: event, dp: state.path, aip: state.anonymizeIp ? '1' : '0'});
    fetch('https://www.google-analytics.com/g/collect?' + query, {method: 'POST', keepalive: true}).catch(() => {});
  };
  const handle = (command) => {
    const [name, ...args] = Array.from(command);
    if (name === 'config') {
      state.id = args[0];
      state.anonymizeIp = Boolean(args[1] && args[1].anonymize_ip);
      send('page_view');
    } else if (name === 'set' && args[0] === 'page_path') {
      state.path = args[1];
    } else if (name === 'event') {
      send(args[0]);
    }
  };
  const layer = (window.dataLayer = window.dataLayer || []);
  layer.forEach(handle);
  const push = layer.push.bind(layer);
  layer.push = (...commands) => { commands.forEach(handle); return push(...commands); };
})();
`;

/**
 * Answers every request that leaves localhost on `page`: the analytics script
 * and its collect endpoint are faked (hits go to `analyticsHits`), anything
 * else is recorded in `externalRequests` and fails as if offline.
 */
export async function fakeHostedServices(
  page: Page,
  {analyticsHits, externalRequests}: {analyticsHits: AnalyticsHit[]; externalRequests: string[]},
): Promise<void> {
  await page.route(
    (url) => url.hostname !== 'localhost' && url.protocol !== 'data:',
    async (route) => {
      const url = new URL(route.request().url());
      if (url.hostname === 'www.googletagmanager.com' && url.pathname === '/gtag/js') {
        await route.fulfill({contentType: 'text/javascript', body: fakeGtagScript});
      } else if (url.hostname === 'www.google-analytics.com' && url.pathname === '/g/collect') {
        const q = url.searchParams;
        analyticsHits.push({
          id: q.get('tid') ?? '',
          event: q.get('en') ?? '',
          path: q.get('dp') ?? '',
          anonymizeIp: q.get('aip') === '1',
        });
        await route.fulfill({status: 204, body: ''});
      } else {
        externalRequests.push(url.href);
        await route.abort('internetdisconnected');
      }
    },
  );
}

/** Collects the console errors and uncaught page errors of `page` into `errors`. */
export function collectConsoleErrors(page: Page, errors: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
}

export const test = base.extend<{
  analyticsHits: AnalyticsHit[];
  externalRequests: string[];
  consoleErrors: string[];
}>({
  analyticsHits: [async ({}, use) => use([]), {scope: 'test'}],
  externalRequests: [async ({}, use) => use([]), {scope: 'test'}],
  consoleErrors: [
    async ({page}, use) => {
      const errors: string[] = [];
      collectConsoleErrors(page, errors);
      await use(errors);
    },
    {scope: 'test'},
  ],
  page: async ({page, analyticsHits, externalRequests}, use) => {
    await fakeHostedServices(page, {analyticsHits, externalRequests});
    await use(page);
  },
});

export {expect};

export {waitForHydration} from '../../scripts/lib/pageLoad';
