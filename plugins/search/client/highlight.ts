/**
 * Highlighting for local search results, in the shape DocSearch renders:
 * HTML-escaped text where only `<mark>` tags are markup.
 */

const escapes: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char]);
}

const wordPattern = /[\p{L}\p{N}]+/gu;

/** Whether a word of the text matches one of the (lower-case) matched index terms. */
function matches(word: string, terms: readonly string[]): boolean {
  const lower = word.toLowerCase();
  const parts = (word.match(/\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{N}+|\p{Lu}+/gu) ?? []).map((part) => part.toLowerCase());
  return terms.some(
    (term) =>
      lower === term || lower.startsWith(term) || parts.includes(term) || (term.length > 3 && parts.some((part) => part.startsWith(term))),
  );
}

export interface Highlighted {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

/** Wraps every word of `text` that matches a term in `<mark>`, escaping the rest. */
export function highlight(text: string, terms: readonly string[]): Highlighted {
  let value = '';
  let last = 0;
  const matchedWords = new Set<string>();
  for (const match of text.matchAll(wordPattern)) {
    const word = match[0];
    const start = match.index;
    if (!matches(word, terms)) continue;
    value += `${escapeHtml(text.slice(last, start))}<mark>${escapeHtml(word)}</mark>`;
    last = start + word.length;
    matchedWords.add(word.toLowerCase());
  }
  value += escapeHtml(text.slice(last));
  const matchLevel = matchedWords.size === 0 ? 'none' : matchedWords.size >= terms.length ? 'full' : 'partial';
  return {value, matchLevel, matchedWords: [...matchedWords]};
}

/**
 * A window of about `words` words around the first match, or around `phrase`
 * where the text has it, with `…` where the text was cut, highlighted like
 * `highlight`.
 */
export function snippet(text: string, terms: readonly string[], words = 24, phrase?: string): Highlighted {
  const tokens = [...text.matchAll(wordPattern)];
  if (tokens.length <= words) return highlight(text, terms);
  const phraseAt = phrase ? text.toLowerCase().indexOf(phrase.toLowerCase()) : -1;
  const first = Math.max(
    0,
    tokens.findIndex((token) => (phraseAt >= 0 ? token.index >= phraseAt : matches(token[0], terms))),
  );
  const startToken = Math.max(0, Math.min(first - Math.floor(words / 4), tokens.length - words));
  const endToken = Math.min(tokens.length, startToken + words);
  const start = startToken === 0 ? 0 : tokens[startToken].index;
  const end = endToken === tokens.length ? text.length : tokens[endToken - 1].index + tokens[endToken - 1][0].length;
  const result = highlight(text.slice(start, end), terms);
  return {
    ...result,
    value: `${start > 0 ? '…' : ''}${result.value}${end < text.length ? '…' : ''}`,
  };
}
