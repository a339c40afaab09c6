/**
 * How wide a block's code is, in columns, read from its text: so whether it
 * scrolls sideways is known without laying the code out, and a block off
 * screen can stay unrendered (ARCHITECTURE.md, Performance).
 */

/**
 * The widest line of `text` in columns, tabs expanded to `tabSize`; `null` when
 * the text has a character other than printable ASCII, whose width a monospace
 * font does not fix (a wide or combining character, a glyph from a fallback font).
 */
export function widestLineColumns(text: string, tabSize: number): number | null {
  let widest = 0;
  let column = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 10) {
      widest = Math.max(widest, column);
      column = 0;
    } else if (code === 9) {
      column += tabSize - (column % tabSize);
    } else if (code === 13) {
      // Part of a line break.
    } else if (code >= 32 && code < 127) {
      column += 1;
    } else {
      return null;
    }
  }
  return Math.max(widest, column);
}

/** The lines a block shows: its text's line breaks, one line for empty code. */
export function lineCount(code: string): number {
  return code.split('\n').length;
}
