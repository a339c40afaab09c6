/**
 * The way to v5 as a reader meets it: the notice above every docs page says
 * which version the site documents and leads to the upgrade guide; an API
 * entry's "In v5" line leads to its row of the guide's map; the guide's map
 * links each 4.7.3 entry back. The expected texts come from the map
 * (plugins/v5-map) and the site's pinned versions, not from the built pages.
 */
import {libraryVersion} from '../../config/site';
import {referenceKeys} from '../../plugins/v5-map/load';
import {v5Packages} from '../../config/v5';
import {test, expect, waitForHydration} from './fixtures';

const noticeText = `These pages document VisionCamera ${libraryVersion}. npm's current release is ${v5Packages.core.version}`;

test.describe('the version notice', () => {
  for (const route of ['/docs/guides', '/docs/guides/taking-photos', '/docs/api/classes/Camera']) {
    test(`${route} says which version it documents, as a note before the article, and its links are keyboard reachable`, async ({page}) => {
      await page.goto(route);
      const notice = page.getByRole('note', {name: 'Version'});
      await expect(notice).toContainText(noticeText);
      // Before the article's title in reading order, as a reader meets it.
      const noticeTop = (await notice.boundingBox())!.y;
      const titleTop = (await page.locator('article h1').boundingBox())!.y;
      expect(noticeTop).toBeLessThan(titleTop);
      await waitForHydration(page);
      const upgrade = notice.getByRole('link', {name: 'Upgrading to v5'});
      await upgrade.focus();
      await expect(upgrade).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/docs\/guides\/upgrading-to-v5$/);
      await expect(page.locator('article h1')).toHaveText('Upgrading to VisionCamera 5');
    });
  }

  test('the home page has no notice: it is not a docs page', async ({page}) => {
    await page.goto('/');
    await expect(page.getByRole('note', {name: 'Version'})).toHaveCount(0);
  });
});

test.describe('In v5', () => {
  test('an API entry says what it became and leads to its row of the map, which links back', async ({page}) => {
    await page.goto('/docs/api/classes/Camera#takephoto');
    const line = page.locator('#takephoto ~ .api-v5').first();
    await expect(line).toContainText('In v5: Replaced by usePhotoOutput');
    await line.getByRole('link', {name: 'How to upgrade'}).click();
    await expect(page).toHaveURL(/\/docs\/guides\/upgrading-to-v5#v5-camera-takephoto$/);
    const rowLink = page.locator('#v5-camera-takephoto');
    await expect(rowLink).toBeInViewport();
    await expect(rowLink).toHaveText('Camera.takePhoto');
    await rowLink.click();
    await expect(page).toHaveURL(/\/docs\/api\/classes\/Camera#takephoto$/);
  });

  test('the guide lists every area of the map with a row per entry, and a 5.x package page where its package.json names one', async ({
    page,
  }) => {
    await page.goto('/docs/guides/upgrading-to-v5');
    for (const heading of [
      'Can your app move yet?',
      'What changes: outputs instead of props',
      'Before and after',
      'Where every 4.7.3 entry went',
      'Messages you meet halfway',
    ])
      await expect(page.locator('article h2', {hasText: heading})).toBeVisible();
    // One row per entry of the 4.7.3 reference, as the platform facts enumerate it from the typings.
    await expect(page.locator('a[id^="v5-"]')).toHaveCount(referenceKeys().length);
    const scannerRow = page.locator('tr', {has: page.locator('#v5-usecodescanner')});
    await expect(scannerRow.getByRole('link', {name: 'react-native-vision-camera-barcode-scanner docs'})).toHaveAttribute(
      'href',
      /^https:\/\/visioncamera\.margelo\.com\/api\/react-native-vision-camera-barcode-scanner$/,
    );
  });

  test('search finds the guide for a 5.x name a reader pastes', async ({page}) => {
    await page.goto('/search?q=useFrameOutput');
    await expect(page.locator('main a[href*="/docs/guides/upgrading-to-v5"]').first()).toBeVisible();
  });
});
