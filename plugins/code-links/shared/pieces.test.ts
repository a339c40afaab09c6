import {describe, expect, it} from 'vitest';
import {linkRuns} from './pieces';

const tokens = [
  {content: 'const device = ', style: undefined},
  {content: 'useCameraDevice', style: 'fn'},
  {content: '(', style: 'punct'},
  {content: "'back'", style: 'str'},
  {content: ')', style: 'punct'},
];

describe('linkRuns', () => {
  it('wraps a name that is one token, and keeps every other piece as it was', () => {
    const runs = linkRuns(tokens, [[15, 30, 0]]);
    expect(runs).toEqual([
      {link: undefined, pieces: [{text: 'const device = ', style: undefined}]},
      {link: 0, pieces: [{text: 'useCameraDevice', style: 'fn'}]},
      {
        link: undefined,
        pieces: [
          {text: '(', style: 'punct'},
          {text: "'back'", style: 'str'},
          {text: ')', style: 'punct'},
        ],
      },
    ]);
    expect(runs.flatMap((run) => run.pieces.map((piece) => piece.text)).join('')).toBe("const device = useCameraDevice('back')");
  });

  it('cuts a plain run around a name inside it', () => {
    const runs = linkRuns([{content: 'a.fps + 1', style: undefined}], [[2, 5, 3]]);
    expect(runs).toEqual([
      {link: undefined, pieces: [{text: 'a.', style: undefined}]},
      {link: 3, pieces: [{text: 'fps', style: undefined}]},
      {link: undefined, pieces: [{text: ' + 1', style: undefined}]},
    ]);
  });

  it('keeps one link over a name the grammar split into two tokens', () => {
    const runs = linkRuns(
      [
        {content: 'Camera', style: 'tag'},
        {content: 'Props', style: 'cls'},
      ],
      [[0, 11, 1]],
    );
    expect(runs).toEqual([
      {
        link: 1,
        pieces: [
          {text: 'Camera', style: 'tag'},
          {text: 'Props', style: 'cls'},
        ],
      },
    ]);
  });

  it('keeps two adjacent links apart, and ignores a link that overlaps an earlier one', () => {
    const runs = linkRuns(
      [{content: 'ab', style: undefined}],
      [
        [0, 1, 0],
        [1, 2, 1],
        [0, 2, 2],
      ],
    );
    expect(runs.map((run) => run.link)).toEqual([0, 1]);
  });

  it('returns the line unchanged without links', () => {
    expect(linkRuns(tokens, [])).toHaveLength(1);
  });
});
