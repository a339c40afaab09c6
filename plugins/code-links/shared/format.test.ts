import {describe, expect, it} from 'vitest';
import {packLinks, renderedLineIndex, unpackLinks} from './format';

describe('renderedLineIndex', () => {
  it('maps each source line to the line the theme renders, skipping the magic-comment lines it drops', () => {
    const source = [
      'const a = 1;',
      '// highlight-next-line',
      'useCameraDevice("back");',
      '// highlight-start',
      'b();',
      '// highlight-end',
    ].join('\n');
    const rendered = ['const a = 1;', 'useCameraDevice("back");', 'b();'].join('\n');
    expect([...renderedLineIndex(source, rendered)]).toEqual([
      [0, 0],
      [2, 1],
      [4, 2],
    ]);
  });

  it('is the identity for a block without magic comments', () => {
    const code = 'a\n\nb\n';
    expect([...renderedLineIndex(code, code).values()]).toEqual([0, 1, 2, 3]);
  });
});

describe('packed links', () => {
  it('round-trip, and nothing unpacks from an absent or empty prop', () => {
    const links = {
      t: [
        ['/docs/api/#usecameradevice', 'useCameraDevice()', '', '', 'In v5: Unchanged (useCameraDevice).'] as [
          string,
          string,
          string,
          string,
          string,
        ],
      ],
      l: [[0, 1, 2, 0] as [number, number, number, number]],
    };
    expect(unpackLinks(packLinks(links))).toEqual(links);
    expect(unpackLinks(undefined)).toBeUndefined();
    expect(unpackLinks('')).toBeUndefined();
  });
});
