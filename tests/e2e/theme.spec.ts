/**
 * The site's look (issue 7): text contrast of the key elements in both colour
 * modes (WCAG AA, 4.5:1), code colours, and page widths from 360 px up.
 *
 * Contrast is measured in the browser from computed styles: the text colour
 * against the first opaque background behind it, blending any translucent
 * backgrounds on the way (background images are not sampled).
 */
import type {Page} from '@playwright/test';
import {expect, waitForHydration} from './fixtures';
// Every test here loads pages and reads them: one tab per worker (./sharedTab.ts).
import {test} from './sharedTab';

const minimumRatio = 4.5;

interface Measurement {
  name: string;
  ratio: number;
  color: string;
  background: string;
}

/** Contrast of the first visible element matching each selector (or of all of them, with `all`). */
async function measure(page: Page, targets: Record<string, string>, all = false): Promise<Measurement[]> {
  return page.evaluate(
    ({targets, all}) => {
      type Rgba = [number, number, number, number];
      const parse = (value: string): Rgba => {
        const parts = value.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
        return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
      };
      /** `top` drawn over the opaque `bottom`. */
      const blend = (top: Rgba, bottom: Rgba): Rgba => {
        const alpha = top[3];
        return [0, 1, 2].map((i) => top[i]! * alpha + bottom[i]! * (1 - alpha)).concat(1) as Rgba;
      };
      const backgroundOf = (element: Element): Rgba => {
        const layers: Rgba[] = [];
        for (let node: Element | null = element; node; node = node.parentElement) {
          const layer = parse(getComputedStyle(node).backgroundColor);
          if (layer[3] > 0) layers.push(layer);
          if (layer[3] >= 1) break;
        }
        // The canvas behind everything is the root's colour, or white.
        let result: Rgba = [255, 255, 255, 1];
        for (const layer of layers.reverse()) result = blend(layer, result);
        return result;
      };
      const luminance = ([r, g, b]: Rgba): number => {
        const channel = (value: number) => {
          const c = value / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      };
      const ratioOf = (a: Rgba, b: Rgba): number => {
        const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
        return (light! + 0.05) / (dark! + 0.05);
      };
      const isVisible = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
      };

      const results: {name: string; ratio: number; color: string; background: string}[] = [];
      for (const [name, selector] of Object.entries(targets)) {
        const elements = Array.from(document.querySelectorAll(selector)).filter(isVisible);
        if (elements.length === 0) {
          results.push({name, ratio: 0, color: 'missing', background: 'missing'});
          continue;
        }
        for (const element of all ? elements : elements.slice(0, 1)) {
          const background = backgroundOf(element);
          const color = blend(parse(getComputedStyle(element).color), background);
          results.push({
            name: all ? `${name}: "${element.textContent?.trim().slice(0, 30)}"` : name,
            ratio: Math.round(ratioOf(color, background) * 100) / 100,
            color: `rgb(${color.slice(0, 3).map(Math.round).join(', ')})`,
            background: `rgb(${background.slice(0, 3).map(Math.round).join(', ')})`,
          });
        }
      }
      return results;
    },
    {targets, all},
  );
}

function expectReadable(measurements: Measurement[]): void {
  const failing = measurements.filter((m) => !(m.ratio >= minimumRatio));
  expect(failing, `below ${minimumRatio}:1 (or missing)`).toEqual([]);
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`contrast in ${colorScheme} mode`, () => {
    test.use({colorScheme, viewport: {width: 1200, height: 900}});

    test('home page: hero, buttons, cards, ShadowLens panel, announcement bar, navbar, footer', async ({page}) => {
      await open(page, '/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      expectReadable(
        await measure(page, {
          'announcement bar text': '.theme-announcement-bar div',
          'announcement bar link': '.theme-announcement-bar a',
          'navbar title': '.navbar__title',
          'navbar link': '.navbar__link',
          'search button': '.DocSearch-Button-Placeholder',
          'hero eyebrow': 'main section:first-child p',
          'hero heading': 'main h1',
          'install command': 'main pre code',
          'copy button': 'main section:first-child button',
          'primary button': 'main .button--primary',
          'secondary button': 'main .button--secondary',
          'section text': 'main ul p',
          'feature link': 'main article h3 a',
          'inline code': 'main article p code',
          'ShadowLens text': 'main section:last-child p',
          'ShadowLens link': 'main section:last-child p a',
          'store button': 'main section:last-child .button',
          'footer title': '.footer__title',
          'footer link': '.footer__link-item',
          'footer copyright': '.footer__copyright',
        }),
      );
    });

    test('every token of the home page code example', async ({page}) => {
      await open(page, '/');
      const tokens = await measure(page, {token: 'main .theme-code-block .token-line, main .theme-code-block .token-line span'}, true);
      expect(tokens.length).toBeGreaterThan(30);
      expectReadable(tokens);
    });

    test('guide page: body text, links, code, admonitions, sidebar, table of contents', async ({page}) => {
      await open(page, '/docs/guides/frame-processors');
      expectReadable(
        await measure(page, {
          'body text': 'article .markdown > p',
          'text link': 'article .markdown > p a',
          'inline code': 'article .markdown > p code',
          'admonition text': '.theme-admonition p',
          'admonition title': '.theme-admonition > div:first-child',
          breadcrumbs: '.breadcrumbs__link',
          'sidebar link': '.theme-doc-sidebar-menu .menu__link:not(.menu__link--active)',
          'sidebar active link': '.theme-doc-sidebar-menu .menu__link--active',
          'table of contents link': '.table-of-contents__link',
          'code block title': '.theme-code-block [class*="codeBlockTitle"]',
          'pagination label': '.pagination-nav__sublabel',
        }),
      );
      expectReadable(
        await measure(page, {token: 'article .theme-code-block .token-line, article .theme-code-block .token-line span'}, true),
      );
    });

    test('API page: member headings, signatures and tables', async ({page}) => {
      await open(page, '/docs/api/interfaces/CameraProps');
      expectReadable(
        await measure(page, {
          heading: 'article h2',
          'member heading': 'article h3',
          'body text': 'article .markdown p',
          'inline code': 'article .markdown p code',
          'table cell': 'article table td',
        }),
      );
    });

    test('search dialog: input, placeholder, hits, highlights, footer', async ({page}) => {
      await open(page, '/');
      await page.keyboard.press('Control+k');
      const input = page.locator('.DocSearch-Input');
      await expect(input).toBeVisible();
      // The placeholder is a pseudo-element: a probe span in its colour, in the same box, stands in for it.
      await input.evaluate((element) => {
        const probe = document.createElement('span');
        probe.className = 'contrast-probe';
        probe.textContent = element.getAttribute('placeholder');
        probe.style.color = getComputedStyle(element, '::placeholder').color;
        element.parentElement?.append(probe);
      });
      expectReadable(await measure(page, {placeholder: '.contrast-probe'}));
      await page.locator('.contrast-probe').evaluate((probe) => probe.remove());

      await input.fill('frame processor');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      expectReadable(
        await measure(page, {
          'input text': '.DocSearch-Input',
          'hit group': '.DocSearch-Hit-source',
          'selected hit title': '.DocSearch-Hit[aria-selected="true"] .DocSearch-Hit-title',
          'selected hit highlight': '.DocSearch-Hit[aria-selected="true"] mark',
          'hit title': '.DocSearch-Hit[aria-selected="false"] .DocSearch-Hit-title',
          'hit path': '.DocSearch-Hit[aria-selected="false"] .DocSearch-Hit-path',
          'hit highlight': '.DocSearch-Hit[aria-selected="false"] mark',
          'footer commands': '.DocSearch-Commands li',
          'see all results link': '.DocSearch-HitsFooter a',
        }),
      );
    });
  });
}

test.describe('no horizontal scrolling at 360 px', () => {
  test.use({viewport: {width: 360, height: 740}});

  for (const path of ['/', '/docs/guides', '/docs/guides/frame-processors', '/docs/api/interfaces/CameraProps', '/search?q=camera']) {
    test(path, async ({page}) => {
      await open(page, path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
