#!/usr/bin/env node
// @ts-check
/**
 * Renders the site's raster artwork from its two hand-written SVGs:
 *
 *   static/img/logo.svg        -> favicon.ico (16, 32, 48), apple-touch-icon.png (180),
 *                                 img/icon-192.png, img/icon-512.png, img/icon-maskable-512.png
 *   static/img/social-card.svg -> img/social-card.png (1200×630, og:image)
 *
 * The outputs are committed; run this again after editing an SVG:
 *   node scripts/render-artwork.mjs
 *
 * It rasterises with the Chromium the end-to-end tests use (no image library needed)
 * and writes the ICO container itself: an ICO may hold PNG images as they are.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const staticDir = path.join(root, 'static');
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/**
 * @typedef {object} Raster
 * @property {string} source SVG path, relative to static/
 * @property {number} width
 * @property {number} height
 * @property {boolean} [fullBleed] Square corners: iOS and maskable icons are cropped by the OS,
 *   and iOS fills transparent corners with black.
 */

/** @type {Record<string, Raster>} PNG outputs, relative to static/ */
const pngs = {
  'apple-touch-icon.png': {source: 'img/logo.svg', width: 180, height: 180, fullBleed: true},
  'img/icon-192.png': {source: 'img/logo.svg', width: 192, height: 192},
  'img/icon-512.png': {source: 'img/logo.svg', width: 512, height: 512},
  'img/icon-maskable-512.png': {source: 'img/logo.svg', width: 512, height: 512, fullBleed: true},
  'img/social-card.png': {source: 'img/social-card.svg', width: 1200, height: 630},
};
const faviconSizes = [16, 32, 48];

/**
 * An ICO file whose images are PNGs (supported since Windows Vista and by every browser).
 * Layout: 6-byte ICONDIR, one 16-byte ICONDIRENTRY per image, then the PNG data.
 * @param {{size: number, png: Buffer}[]} images
 */
export function encodeIco(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map(({size, png}) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width, 0 means 256
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({png}) => png)]);
}

/**
 * @param {import('@playwright/test').Page} page
 * @param {Raster} raster
 */
async function render(page, {source, width, height, fullBleed = false}) {
  const svg = readFileSync(path.join(staticDir, source), 'utf8');
  await page.setViewportSize({width, height});
  await page.setContent(
    `<!doctype html><style>
      html, body { margin: 0; background: transparent; }
      svg { display: block; width: ${width}px; height: ${height}px; }
      ${fullBleed ? '#tile { rx: 0; }' : ''}
    </style>${svg}`,
  );
  return page.screenshot({omitBackground: true, clip: {x: 0, y: 0, width, height}});
}

async function main() {
  // Loaded here, not at the top: the ICO encoder above is also imported by unit tests.
  const {chromium} = await import('@playwright/test');
  const browser = await chromium.launch({executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu']});
  try {
    const page = await browser.newPage({deviceScaleFactor: 1});
    for (const [output, raster] of Object.entries(pngs)) {
      writeFileSync(path.join(staticDir, output), await render(page, raster));
      console.log(`static/${output} (${raster.width}×${raster.height})`);
    }
    const icons = [];
    for (const size of faviconSizes) {
      icons.push({size, png: await render(page, {source: 'img/logo.svg', width: size, height: size})});
    }
    writeFileSync(path.join(staticDir, 'favicon.ico'), encodeIco(icons));
    console.log(`static/favicon.ico (${faviconSizes.join(', ')})`);
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) await main();
