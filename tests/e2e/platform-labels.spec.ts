/**
 * What works where, as a reader meets it on the API pages and beside the
 * guides' examples (plugins/platform-facts, plugins/example-needs/remark.ts).
 * The expected facts are the issue's, each settled by the 4.7.3 native code:
 * androidPreviewViewType is read only by the Android view
 * (CameraViewManager.kt), enableDepthData is never read on Android,
 * Frame.toArrayBuffer() throws on Android below minSdk 26 or Android 9
 * (FrameHostObject.cpp, Frame.java), and a Reanimated-driven zoom needs
 * addWhitelistedNativeProps on old-architecture iOS (CameraView.swift).
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

/** The label a reader sees under a member heading: the note right after it. */
function labelOf(page: Page, anchor: string): Locator {
  return page.locator(`h3[id="${anchor}"] + [role="note"]`);
}

test.describe('what works where', () => {
  test('CameraProps: each member says where it works, as text in a named note, in both colour modes', async ({page}) => {
    await page.goto('/docs/api/interfaces/CameraProps');
    await waitForHydration(page);
    await expect(labelOf(page, 'androidpreviewviewtype')).toHaveText(/Platforms:\s*Android only/);
    await expect(labelOf(page, 'enabledepthdata')).toHaveText(/iOS only/);
    await expect(labelOf(page, 'enabledepthdata')).toHaveText(/Android: ignored/);
    await expect(labelOf(page, 'zoom')).toContainText('addWhitelistedNativeProps');
    await expect(labelOf(page, 'fps')).toHaveText(/iOS · Android/);

    // A screen reader reaches each label as a note named "Platforms", with its words.
    const notes = page.getByRole('note', {name: 'Platforms', exact: true});
    expect(await notes.count()).toBeGreaterThan(30);
    await expect(notes.filter({hasText: 'Android only'}).first()).toBeVisible();

    // The page's summary names the exceptions before the first member.
    const summary = page.getByRole('note', {name: 'Platforms on this page'});
    await expect(summary).toContainText('androidPreviewViewType');
    await expect(summary).toContainText('enableDepthData');

    // Readable in both modes: the label's text differs from its background in each.
    for (const mode of ['light', 'dark'] as const) {
      await page.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), mode);
      const colours = await labelOf(page, 'androidpreviewviewtype').evaluate((element) => {
        const style = getComputedStyle(element);
        const text = getComputedStyle(element.querySelector('p') ?? element).color;
        return {text, background: style.backgroundColor};
      });
      expect(colours.text, `${mode} mode`).not.toBe(colours.background);
    }
  });

  test('Frame.toArrayBuffer() says it needs minSdk 26 and Android 9', async ({page}) => {
    await page.goto('/docs/api/interfaces/Frame');
    await expect(labelOf(page, 'toarraybuffer')).toContainText('minSdk 26');
    await expect(labelOf(page, 'toarraybuffer')).toContainText('Android 9');
  });

  test('an example that reads frame bytes declares what it needs next to its code', async ({page}) => {
    await page.goto('/docs/guides/frame-processors-interacting');
    const block = page.locator('.theme-code-block').filter({has: page.getByText('BrightnessMeter.tsx', {exact: true})});
    await expect(block).toHaveCount(1);
    // The line is beside the block, outside the code, so the copy button still copies only code.
    const line = block.locator('xpath=following::p[contains(@class, "example-needs")][1]');
    await expect(line).toBeVisible();
    await expect(line).toContainText('Android 9');
    await expect(block.locator('.example-needs')).toHaveCount(0);
  });
});
