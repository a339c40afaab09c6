/**
 * The shared tab (./sharedTab.ts) keeps tests apart: what one test adds to the
 * tab (an init script, a route, stored values, a viewport) is gone for the
 * next. The two tests run in order, in one worker.
 */
import {expect, test} from './sharedTab';

test.describe.configure({mode: 'serial'});

test('a test adds an init script and a route, stores values and resizes the tab', async ({page}) => {
  await page.addInitScript(() => ((window as unknown as {marker: number}).marker = 1));
  await page.route('**/robots.txt', (route) => route.fulfill({body: 'faked'}));
  await page.setViewportSize({width: 500, height: 500});
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('shared-tab-local', '1');
    sessionStorage.setItem('shared-tab-session', '1');
  });
  expect(await page.evaluate(() => (window as unknown as {marker?: number}).marker)).toBe(1);
  expect(await (await page.goto('/robots.txt'))?.text()).toBe('faked');
});

test('the next test in the tab finds none of it', async ({page, consoleErrors}) => {
  await page.goto('/');
  expect(await page.evaluate(() => (window as unknown as {marker?: number}).marker)).toBeUndefined();
  expect(await page.evaluate(() => [localStorage.getItem('shared-tab-local'), sessionStorage.getItem('shared-tab-session')])).toEqual([
    null,
    null,
  ]);
  expect(page.viewportSize()).toEqual({width: 1200, height: 900});
  expect(await (await page.goto('/robots.txt'))?.text()).not.toBe('faked');
  expect(consoleErrors).toEqual([]);
});
