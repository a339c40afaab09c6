/**
 * Small source-text helpers shared by the native example checks: blanking out
 * comments and string contents (so a regex never matches inside them, while
 * every offset and line stays where it was), bracket matching, top-level
 * splitting, and "did you mean" suggestions.
 */

export interface BlankOptions {
  /** `'…'` is a string (Groovy, Swift has none; Java/C use it for chars, blanked the same way). */
  singleQuotes?: boolean;
  /** `#` starts a comment (CMake, properties files). */
  hashComments?: boolean;
  /** `//` and `/* … *\/` comments (every C-family language, Groovy, Kotlin, Swift). */
  slashComments?: boolean;
}

const spaces = (text: string): string => text.replace(/[^\n]/g, ' ');

/**
 * Replaces comments and the contents of string literals with spaces (quotes stay,
 * newlines stay), so offsets and lines of the result match the input.
 */
export function blankCommentsAndStrings(code: string, options: BlankOptions = {slashComments: true, singleQuotes: true}): string {
  let out = '';
  let i = 0;
  while (i < code.length) {
    const rest2 = code.slice(i, i + 2);
    if (options.slashComments && rest2 === '//') {
      const end = code.indexOf('\n', i);
      const stop = end === -1 ? code.length : end;
      out += spaces(code.slice(i, stop));
      i = stop;
    } else if (options.slashComments && rest2 === '/*') {
      const end = code.indexOf('*/', i + 2);
      const stop = end === -1 ? code.length : end + 2;
      out += spaces(code.slice(i, stop));
      i = stop;
    } else if (options.hashComments && code[i] === '#') {
      const end = code.indexOf('\n', i);
      const stop = end === -1 ? code.length : end;
      out += spaces(code.slice(i, stop));
      i = stop;
    } else if (code.startsWith('"""', i)) {
      const end = code.indexOf('"""', i + 3);
      const stop = end === -1 ? code.length : end + 3;
      out += '"""' + spaces(code.slice(i + 3, stop - 3)) + '"""';
      i = stop;
    } else if (code[i] === '"' || (options.singleQuotes && code[i] === "'")) {
      const stop = stringEnd(code, i);
      out += code[i] + spaces(code.slice(i + 1, stop - 1)) + code[stop - 1];
      i = stop;
    } else {
      out += code[i];
      i += 1;
    }
  }
  return out;
}

/** Index just past the closing quote of the string that opens at `start` (escapes and `${…}` templates skipped). */
function stringEnd(code: string, start: number): number {
  const quote = code[start];
  let i = start + 1;
  while (i < code.length && code[i] !== '\n') {
    if (code[i] === '\\') {
      i += 2;
    } else if (code[i] === '$' && code[i + 1] === '{') {
      i = matchingClose(code, i + 1) + 1;
    } else if (code[i] === quote) {
      return i + 1;
    } else {
      i += 1;
    }
  }
  return i;
}

const closers: Record<string, string> = {'(': ')', '[': ']', '{': '}', '<': '>'};

/** Index of the bracket closing the one at `open` (on blanked text); the text's end when unbalanced. */
export function matchingClose(code: string, open: number): number {
  const opener = code[open];
  const closer = closers[opener];
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    if (code[i] === opener) depth++;
    else if (code[i] === closer) {
      depth--;
      if (depth === 0) return i;
    }
  }
  return code.length - 1;
}

/** Splits on `separator` where no (), [], {} (and with `angles`, <>) is open. Pieces are trimmed; empty input gives []. */
export function splitTopLevel(text: string, separator = ',', angles = false): string[] {
  if (text.trim() === '') return [];
  const pieces: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if ('([{'.includes(c) || (angles && c === '<')) depth++;
    else if (')]}'.includes(c) || (angles && c === '>' && text[i - 1] !== '-')) depth--;
    else if (c === separator && depth === 0) {
      pieces.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  pieces.push(text.slice(start).trim());
  return pieces;
}

/** 0-based line of an offset. */
export function lineOf(code: string, offset: number): number {
  let line = 0;
  for (let i = 0; i < offset && i < code.length; i++) if (code[i] === '\n') line++;
  return line;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}

/** The candidate nearest to `name` when it is close enough to be a likely misspelling. */
export function nearest(
  name: string,
  candidates: Iterable<string>,
  maxDistance = Math.max(2, Math.floor(name.length / 4)),
): string | undefined {
  let best: string | undefined;
  let bestDistance = maxDistance + 1;
  for (const candidate of candidates) {
    const distance = candidate.toLowerCase() === name.toLowerCase() ? 0.5 : editDistance(name, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

export const didYouMean = (name: string, candidates: Iterable<string>): string => {
  const match = nearest(name, candidates);
  return match ? `; did you mean ${match}?` : '';
};

/** Collapses whitespace so declarations can be compared regardless of line breaks and alignment. */
export const normalizeSpace = (text: string): string =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\s*([(){}[\]*:;,^<>])\s*/g, '$1')
    .trim();
