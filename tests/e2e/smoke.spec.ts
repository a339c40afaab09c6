import {test, expect, waitForHydration} from './fixtures';

test('the home page renders the library name and tagline', async ({page, consoleErrors}) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('VisionCamera');
  await expect(page).toHaveTitle(/VisionCamera/);
  expect(consoleErrors).toEqual([]);
});
