/**
 * Tab groups in the guides (src/theme/Tabs, src/theme/TabItem): choosing a tab
 * with the mouse or the keyboard, groups that share a `groupId` choosing
 * together, the choice kept in local storage under the theme's key, and each
 * tab tied to its panel. The Code Scanning guide has two `platform` groups
 * (iOS, Android; iOS the default) and one `project-type` group.
 */
import type {Locator, Page} from '@playwright/test';
import {expect, waitForHydration} from './fixtures';
// One tab per worker (./sharedTab.ts): no test here needs a browser context of its own.
import {test} from './sharedTab';

const guide = '/docs/guides/code-scanning';
/** The theme's storage key for a group id. */
const platformKey = 'docusaurus.tab.platform';

const platformGroups = (page: Page): Locator =>
  page.locator('article .tabs-container').filter({has: page.getByRole('tab', {name: 'Android', exact: true})});

/** The visible panel of a group, found through the selected tab's `aria-controls`. */
async function shownPanel(group: Locator): Promise<Locator> {
  const controls = await group.getByRole('tab', {selected: true}).getAttribute('aria-controls');
  expect(controls, 'the selected tab names its panel').not.toBeNull();
  return group.page().locator(`[id="${controls}"]`);
}

test('a tab group hydrates once: its panels keep the elements the server sent', async ({page}) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as {parsedPanels: Element[]}).parsedPanels = Array.from(document.querySelectorAll('[role="tabpanel"]'));
    });
  });
  await page.goto(guide);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const panels = await page.evaluate(() => {
    const parsed = (window as unknown as {parsedPanels: Element[]}).parsedPanels;
    return {parsed: parsed.length, kept: parsed.filter((panel) => panel.isConnected).length};
  });
  expect(panels.parsed).toBeGreaterThanOrEqual(6);
  expect(panels.kept).toBe(panels.parsed);
});

test('choosing a tab shows its panel in every group of its groupId, is stored, and is restored on the next load', async ({page}) => {
  await page.goto(guide);
  await waitForHydration(page);
  const groups = platformGroups(page);
  await expect(groups).toHaveCount(2);
  for (const group of await groups.all()) {
    await expect(group.getByRole('tab', {selected: true})).toHaveText('iOS');
    await expect(await shownPanel(group)).toBeVisible();
  }

  await groups.first().getByRole('tab', {name: 'Android', exact: true}).click();
  for (const group of await groups.all()) {
    await expect(group.getByRole('tab', {selected: true})).toHaveText('Android');
    const panel = await shownPanel(group);
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('Android');
    // The iOS panel is hidden, not gone (the groups are not lazy).
    await expect(group.getByRole('tabpanel', {includeHidden: true})).toHaveCount(2);
    await expect(group.getByRole('tabpanel')).toHaveCount(1);
  }
  expect(await page.evaluate((key) => window.localStorage.getItem(key), platformKey)).toBe('android');
  // The other group id keeps its own choice.
  await expect(page.getByRole('tab', {name: 'React Native CLI'})).toHaveAttribute('aria-selected', 'true');

  await page.reload();
  await waitForHydration(page);
  for (const group of await platformGroups(page).all()) {
    await expect(group.getByRole('tab', {selected: true})).toHaveText('Android');
    await expect(await shownPanel(group)).toBeVisible();
  }
});

test('tabs by keyboard: one tab stop, arrows and Home/End move the focus, Enter or Space chooses', async ({page}) => {
  await page.goto(guide);
  await waitForHydration(page);
  const group = platformGroups(page).first();
  const ios = group.getByRole('tab', {name: 'iOS', exact: true});
  const android = group.getByRole('tab', {name: 'Android', exact: true});
  await expect(ios).toHaveAttribute('tabindex', '0');
  await expect(android).toHaveAttribute('tabindex', '-1');

  await ios.focus();
  await page.keyboard.press('ArrowRight');
  await expect(android).toBeFocused();
  // Moving the focus does not choose.
  await expect(ios).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(ios).toBeFocused();
  await page.keyboard.press('End');
  await expect(android).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(android).toHaveAttribute('aria-selected', 'true');
  await expect(android).toHaveAttribute('tabindex', '0');
  await expect(await shownPanel(group)).toContainText('Android');

  await page.keyboard.press('Home');
  await expect(ios).toBeFocused();
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await page.keyboard.press(' ');
  await expect(ios).toHaveAttribute('aria-selected', 'true');
  // Space chose the tab instead of scrolling the page.
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
});

test('each tab names its panel and each panel its tab', async ({page}) => {
  await page.goto(guide);
  await waitForHydration(page);
  for (const tab of await page.locator('article').getByRole('tab').all()) {
    const panelId = await tab.getAttribute('aria-controls');
    const tabId = await tab.getAttribute('id');
    expect(panelId).not.toBeNull();
    const panel = page.locator(`[id="${panelId}"]`);
    await expect(panel).toHaveAttribute('role', 'tabpanel');
    await expect(panel).toHaveAttribute('aria-labelledby', tabId!);
  }
});
