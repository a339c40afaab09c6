/**
 * Opening the search dialog as a visitor does, shared by the specs that need
 * it open. After a full load one press is enough: a shortcut pressed before
 * hydration is held by the early-keys script (plugins/search/early-keys).
 * After a client-side navigation the search bar may still be mounting on a
 * busy machine, so a press that opened nothing is repeated.
 */
import {expect, type Page} from '@playwright/test';

export type SearchOpener = 'ctrl-k' | 'slash' | 'click';

const searchInput = (page: Page) => page.getByPlaceholder('Search docs');

export async function openSearchDialog(page: Page, how: SearchOpener = 'ctrl-k'): Promise<void> {
  const input = searchInput(page);
  await expect(async () => {
    if (!(await input.isVisible())) {
      if (how === 'ctrl-k') await page.keyboard.press('ControlOrMeta+k');
      else if (how === 'slash') await page.keyboard.press('/');
      else await page.locator('.DocSearch-Button').click();
    }
    // Long enough for the dialog's code to load: a second shortcut would close a held one.
    await expect(input).toBeFocused({timeout: 5_000});
  }).toPass({timeout: 30_000});
}
