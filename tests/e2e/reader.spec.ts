/**
 * What a reader meets on a long docs page, tried as a reader acts: follow a
 * link and press Back, press End, drag the scrollbar, wheel down the page,
 * find a word, print, capture the whole page, and what a screen reader's tree
 * and `innerText` hold. At desktop (1280×800) and phone (390×844) widths, in
 * light and dark mode. Every part of the article is there from the first
 * paint: nothing stands at an estimated height or waits to be rendered
 * (ARCHITECTURE.md, "Performance").
 */
import type {Locator, Page} from '@playwright/test';
import {expect, test, waitForHydration} from './fixtures';

test.describe.configure({timeout: 90_000});

const sizes = {desktop: {width: 1280, height: 800}, phone: {width: 390, height: 844}} as const;
const longGuides = ['/docs/guides', '/docs/guides/frame-processors-plugins-ios'];

const article = (page: Page): Locator => page.locator('article .theme-doc-markdown');

/** The top-level block of the article at the top of the screen, below the navbar, and where its top is. */
function blockAtTop(page: Page): Promise<{index: number; text: string; top: number}> {
  return page.evaluate(() => {
    const navbar = document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0;
    const blocks = Array.from(document.querySelectorAll('article .theme-doc-markdown > *'));
    const index = blocks.findIndex((block) => block.getBoundingClientRect().bottom > navbar + 1);
    const block = blocks[index]!;
    return {index, text: (block.textContent ?? '').slice(0, 80), top: Math.round(block.getBoundingClientRect().top)};
  });
}

/** Wheels down in reader-sized steps until `target` is on screen, the way a reader gets there. */
async function wheelTo(page: Page, target: Locator): Promise<void> {
  await page.mouse.move(200, 400);
  for (let step = 0; step < 400; step += 1) {
    const box = await target.boundingBox();
    const height = page.viewportSize()!.height;
    if (box && box.y > 120 && box.y + box.height < height - 40) return;
    await page.mouse.wheel(0, box && box.y < 120 ? -200 : 200);
    await page.waitForTimeout(30);
  }
  throw new Error('the target never came on screen');
}

/** The page's scroll position once it has stopped moving (smooth scrolling, wheel steps). */
async function settledScroll(page: Page): Promise<number> {
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => window.scrollY);
        const settled = now === last;
        last = now;
        return settled;
      },
      {intervals: [150]},
    )
    .toBe(true);
  return last;
}

for (const [sizeName, viewport] of Object.entries(sizes)) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${sizeName}, ${colorScheme}`, () => {
      test.use({viewport, colorScheme});

      for (const guide of ['/docs/guides/taking-photos', '/docs/guides/recording-videos']) {
        test(`${guide}: scrolled past half, follow a link in the text, press Back: the same text is at the top of the screen`, async ({
          page,
          consoleErrors,
        }) => {
          await page.goto(guide);
          await waitForHydration(page);
          // A link to another page in the text, about 55 % down the page.
          const links = article(page).locator('a[href^="/docs/"]');
          const target = await links.evaluateAll((elements, path) => {
            const height = document.documentElement.scrollHeight;
            let best = -1;
            let bestDistance = Infinity;
            elements.forEach((link, index) => {
              if (new URL((link as HTMLAnchorElement).href).pathname === path) return;
              const distance = Math.abs(link.getBoundingClientRect().top + window.scrollY - 0.55 * height);
              if (distance < bestDistance) [best, bestDistance] = [index, distance];
            });
            return best;
          }, guide);
          expect(target).toBeGreaterThanOrEqual(0);
          const link = links.nth(target);
          await wheelTo(page, link);
          await settledScroll(page);
          const before = await blockAtTop(page);
          const href = (await link.getAttribute('href'))!;

          await link.click();
          await expect(page).toHaveURL((url) => url.pathname === href.replace(/#.*/, ''));
          await expect(page.getByRole('heading', {level: 1})).toBeVisible();
          await page.goBack();
          await expect(page).toHaveURL(guide);
          await settledScroll(page);
          const after = await blockAtTop(page);
          expect(after.index, `block at the top: before "${before.text}", after "${after.text}"`).toBe(before.index);
          expect(Math.abs(after.top - before.top)).toBeLessThanOrEqual(2);
          expect(consoleErrors).toEqual([]);
        });
      }

      test('a full-page capture shows text all the way down the article, and the screen-reader tree and innerText hold all of it at load', async ({
        page,
      }) => {
        const guide = longGuides[1]!;
        await page.goto(guide);
        await waitForHydration(page);

        // Chromium's own accessibility tree, as a screen reader reads it: every heading has its name,
        // and the text of every paragraph is in it.
        const {headings, paragraphs} = await article(page).evaluate((root) => ({
          headings: Array.from(root.querySelectorAll(':scope > :is(h2, h3)'), (heading) =>
            heading.textContent!.replace(/\u200b/g, '').trim(),
          ),
          paragraphs: Array.from(root.querySelectorAll(':scope > p'), (paragraph) => paragraph.textContent!.replace(/\s+/g, '')),
        }));
        expect(headings.length).toBeGreaterThan(10);
        const cdp = await page.context().newCDPSession(page);
        const {nodes} = (await cdp.send('Accessibility.getFullAXTree')) as {
          nodes: {nodeId: string; childIds?: string[]; role?: {value?: string}; name?: {value?: string}; ignored?: boolean}[];
        };
        const named = (role: string) =>
          nodes.filter((node) => !node.ignored && node.role?.value === role).map((node) => (node.name?.value ?? '').trim());
        const treeHeadings = named('heading');
        expect(headings.filter((heading) => !treeHeadings.some((name) => name.startsWith(heading.slice(0, 40))))).toEqual([]);
        expect(
          treeHeadings.filter((name) => name === ''),
          'headings with no name',
        ).toEqual([]);
        // The text a screen reader reads, in the tree's order; compared without white space, since the
        // tree splits a paragraph's text at its links and code.
        const byId = new Map(nodes.map((node) => [node.nodeId, node]));
        const texts: string[] = [];
        const walk = (id: string): void => {
          const node = byId.get(id);
          if (!node) return;
          if (!node.ignored && node.role?.value === 'StaticText') texts.push(node.name?.value ?? '');
          node.childIds?.forEach(walk);
        };
        walk(nodes[0]!.nodeId);
        const treeText = texts.join('').replace(/\s+/g, '');
        const missing = paragraphs.filter((text) => !treeText.includes(text.slice(0, 60)));
        expect(missing, 'paragraphs whose text is not in the accessibility tree').toEqual([]);

        // innerText (reader modes, read-aloud) has the whole article, not only what is on screen.
        // Text in a hidden tab panel is not shown, so not counted.
        const {innerText, shownText} = await article(page).evaluate((root: HTMLElement) => {
          const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
          let shown = '';
          for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
            if (node.parentElement?.checkVisibility()) shown += node.textContent ?? '';
          }
          return {innerText: root.innerText.replace(/\s+/g, '').length, shownText: shown.replace(/\s+/g, '').length};
        });
        expect(shownText).toBeGreaterThan(10_000);
        expect(innerText / shownText).toBeGreaterThan(0.98);

        // A full-page capture: the strip of the article around its last paragraph, far below the first
        // screen, has text in it (dark pixels on light, light on dark), as much as when it is on screen.
        const last = article(page).locator(':scope > p').last();
        const box = await last.evaluate((element) => {
          const rect = element.getBoundingClientRect();
          return {x: rect.left, y: rect.top + window.scrollY, width: rect.width, height: rect.height};
        });
        expect(box.y).toBeGreaterThan(5 * viewport.height);
        const inkOf = async (png: Buffer): Promise<number> =>
          page.evaluate(async (base64) => {
            const image = new Image();
            image.src = `data:image/png;base64,${base64}`;
            await image.decode();
            const canvas = document.createElement('canvas');
            [canvas.width, canvas.height] = [image.width, image.height];
            const context = canvas.getContext('2d')!;
            context.drawImage(image, 0, 0);
            const {data} = context.getImageData(0, 0, image.width, image.height);
            const background = [data[0]!, data[1]!, data[2]!];
            let ink = 0;
            for (let index = 0; index < data.length; index += 4) {
              const difference =
                Math.abs(data[index]! - background[0]!) +
                Math.abs(data[index + 1]! - background[1]!) +
                Math.abs(data[index + 2]! - background[2]!);
              if (difference > 96) ink += 1;
            }
            return ink / (data.length / 4);
          }, png.toString('base64'));
        const captured = await inkOf(await page.screenshot({fullPage: true, clip: box}));
        await last.scrollIntoViewIfNeeded();
        const onScreen = await inkOf(await last.screenshot());
        expect(onScreen).toBeGreaterThan(0.02);
        expect(captured).toBeGreaterThan(onScreen * 0.8);
      });

      for (const guide of longGuides) {
        test(`${guide}: wheeling down never changes the page's height, and End shows the footer`, async ({page}) => {
          await page.goto(guide);
          await waitForHydration(page);
          const height = () => page.evaluate(() => document.documentElement.scrollHeight);
          const start = await height();
          await page.mouse.move(200, 400);
          const heights = new Set<number>([start]);
          for (let step = 0; step < 300; step += 1) {
            await page.mouse.wheel(0, 600);
            if (step % 5 === 4) {
              heights.add(await height());
              if (await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1)) break;
            }
          }
          expect([...heights]).toEqual([start]);

          await page.evaluate(() => window.scrollTo(0, 0));
          await settledScroll(page);
          // End with the focus on the page, as after a click in the text.
          await page.locator('article h1').click();
          await page.keyboard.press('End');
          await settledScroll(page);
          const footer = page.locator('footer');
          await expect(footer).toBeInViewport();
          expect(await page.evaluate(() => window.scrollY + window.innerHeight)).toBeGreaterThanOrEqual((await height()) - 1);
          expect(await height()).toBe(start);
        });
      }

      test('jumping to 85 % of the page (a scrollbar drag) lands there and the text under the reader stays put', async ({page}) => {
        await page.goto(longGuides[1]!);
        await waitForHydration(page);
        const {aimed, landed} = await page.evaluate(() => {
          const aimedAt = 0.85 * (document.documentElement.scrollHeight - window.innerHeight);
          window.scrollTo({top: aimedAt, behavior: 'instant'});
          return {aimed: aimedAt, landed: window.scrollY};
        });
        expect(Math.abs(landed - aimed)).toBeLessThanOrEqual(1);
        const before = await blockAtTop(page);
        await page.waitForTimeout(600);
        const after = await blockAtTop(page);
        expect(after).toEqual(before);
        expect(await page.evaluate(() => window.scrollY)).toBe(landed);
      });

      test('find-in-page selects a phrase near the end of a long page and shows it on screen; print holds every block', async ({page}) => {
        await page.goto(longGuides[0]!);
        await waitForHydration(page);
        const phrase = await article(page)
          .locator(':scope > p')
          .last()
          .evaluate((paragraph) => (paragraph.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30));
        expect(phrase.length).toBeGreaterThan(10);
        const found = await page.evaluate((text) => {
          const windowWithFind = window as unknown as {
            find: (text: string, caseSensitive: boolean, backwards: boolean, wrap: boolean) => boolean;
          };
          return windowWithFind.find(text, false, false, true);
        }, phrase);
        expect(found).toBe(true);
        await settledScroll(page);
        const selection = await page.evaluate(() => {
          const rect = window.getSelection()!.getRangeAt(0).getBoundingClientRect();
          return {top: rect.top, bottom: rect.bottom, text: window.getSelection()!.toString()};
        });
        expect(selection.text.toLowerCase()).toBe(phrase.toLowerCase());
        expect(selection.top).toBeGreaterThanOrEqual(0);
        expect(selection.bottom).toBeLessThanOrEqual(viewport.height);

        // Printed: the last heading and paragraph are in the printed text, over many pages.
        await page.emulateMedia({media: 'print'});
        const printed = await article(page).evaluate((root: HTMLElement) => root.innerText.replace(/\s+/g, ' '));
        expect(printed).toContain(phrase);
        const pdf = await page.pdf({format: 'A4'});
        const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
        expect(pages.length).toBeGreaterThan(8);
      });
    });
  }
}
