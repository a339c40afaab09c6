/**
 * axe-core run inside the page, on the whole document (or one part of it).
 *
 * @axe-core/playwright runs axe once per frame (runPartial), serialises the
 * partial results and finishes the run in a new blank page: on our longest
 * guide that took 15 s where one `axe.run` in the page takes 3 s, for the
 * same rules and the same violations. Our pages have no frames, so the one
 * run sees everything; `axeViolations` fails if a page ever gets one.
 *
 * The page is scanned as the browser shows it, untouched, as an auditor's
 * injected axe or a browser extension would scan it.
 */
import {source as axeSource} from 'axe-core';
import type {AxeResults} from 'axe-core';
import {expect, type Page} from '@playwright/test';

/** WCAG 2.1 levels A and AA: the rules every page is held to. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe violations as short lines: rule, impact, and the first offending
 * elements. `include` limits the run to the part of the page a selector names.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const frames = page.frames().map((frame) => frame.url());
  expect(frames, 'axe runs in the top document only: a page with a frame needs a run per frame').toHaveLength(1);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const found = await page.evaluate(
    async ({tags, selector}) => {
      const {axe} = window as unknown as {axe: {run: (context: unknown, options: unknown) => Promise<AxeResults>}};
      const results = await axe.run(selector === null ? document : {include: [selector]}, {
        runOnly: {type: 'tag', values: tags},
        // Only violations are reported: axe skips collecting the passes.
        resultTypes: ['violations'],
      });
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
      }));
    },
    {tags: wcagTags, selector: include ?? null},
  );
  return found.map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.targets.join(' | ')}`);
}
