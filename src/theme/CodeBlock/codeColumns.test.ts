import {describe, expect, it} from 'vitest';
import {lineCount, widestLineColumns} from './codeColumns';

describe('widestLineColumns', () => {
  it('is the length of the longest line', () => {
    expect(widestLineColumns('const a = 1\nconst longer = 2\n', 8)).toBe(16);
    expect(widestLineColumns('', 8)).toBe(0);
  });

  it('expands a tab to the next tab stop', () => {
    expect(widestLineColumns('\tx', 8)).toBe(9);
    expect(widestLineColumns('ab\tx', 4)).toBe(5);
    expect(widestLineColumns('abcd\tx', 4)).toBe(9);
  });

  it('ignores the carriage return of a Windows line break', () => {
    expect(widestLineColumns('abc\r\nde', 8)).toBe(3);
  });

  it('gives up on characters a monospace font does not size: wide, accented, emoji', () => {
    expect(widestLineColumns('// カメラ', 8)).toBeNull();
    expect(widestLineColumns('café', 8)).toBeNull();
    expect(widestLineColumns('"📸"', 8)).toBeNull();
    expect(widestLineColumns('a\u00a0b', 8)).toBeNull();
  });
});

describe('lineCount', () => {
  it('counts the lines the block renders', () => {
    expect(lineCount('one')).toBe(1);
    expect(lineCount('one\ntwo\nthree')).toBe(3);
    expect(lineCount('')).toBe(1);
  });
});
