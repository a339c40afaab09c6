import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {encodeIco} from '../../scripts/render-artwork.mjs';

/** A stand-in PNG payload: the encoder stores images as they are. */
const fakePng = (size: number) => Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(size, size)]);

describe('encodeIco', () => {
  const images = [16, 32, 256].map((size) => ({size, png: fakePng(size)}));
  const ico = encodeIco(images);

  it('writes an ICONDIR header: reserved 0, type 1 (icon), image count', () => {
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
  });

  it('writes one 16-byte entry per image with its size, 32 bpp, length and offset', () => {
    let expectedOffset = 6 + 16 * images.length;
    images.forEach(({size, png}, index) => {
      const entry = 6 + 16 * index;
      expect(ico.readUInt8(entry), 'width').toBe(size === 256 ? 0 : size);
      expect(ico.readUInt8(entry + 1), 'height').toBe(size === 256 ? 0 : size);
      expect(ico.readUInt16LE(entry + 4), 'planes').toBe(1);
      expect(ico.readUInt16LE(entry + 6), 'bits per pixel').toBe(32);
      expect(ico.readUInt32LE(entry + 8), 'length').toBe(png.length);
      expect(ico.readUInt32LE(entry + 12), 'offset').toBe(expectedOffset);
      expect(ico.subarray(expectedOffset, expectedOffset + png.length).equals(png)).toBe(true);
      expectedOffset += png.length;
    });
    expect(ico.length).toBe(expectedOffset);
  });
});

describe('committed artwork', () => {
  const pngSize = (file: string) => {
    const bytes = readFileSync(file);
    return {width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20)};
  };

  it('has the sizes the head tags and the manifest promise', () => {
    expect(pngSize('static/img/social-card.png')).toEqual({width: 1200, height: 630});
    expect(pngSize('static/apple-touch-icon.png')).toEqual({width: 180, height: 180});
    expect(pngSize('static/img/icon-192.png')).toEqual({width: 192, height: 192});
    expect(pngSize('static/img/icon-512.png')).toEqual({width: 512, height: 512});
    expect(pngSize('static/img/icon-maskable-512.png')).toEqual({width: 512, height: 512});
  });

  it('keeps each SVG source next to its rendering, with explicit width and height', () => {
    for (const svg of ['static/img/logo.svg', 'static/img/social-card.svg']) {
      expect(readFileSync(svg, 'utf8')).toMatch(/^<svg[^>]*\swidth="\d+"[^>]*\sheight="\d+"/);
    }
  });
});
