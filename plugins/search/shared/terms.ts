/**
 * How text and queries become index terms. Dependency-free, so the browser's search
 * client can read queries the way the index does without loading the engine.
 */

// Words too common to help; dropped from both the index and queries.
const stopWords = new Set(
  'a an and are as at be by can do does for from how i if in into is it my of on or so that the this to what when with you your'.split(' '),
);

/**
 * Splits text into words, and API names into their parts as well: `takePhoto`
 * gives `takePhoto`, `take` and `Photo`; `60fps` gives `60fps`, `60` and `fps`.
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const word of text.match(/[\p{L}\p{N}]+/gu) ?? []) {
    tokens.push(word);
    const parts = word.match(/\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{N}+|\p{Lu}+/gu) ?? [];
    if (parts.length > 1) tokens.push(...parts);
  }
  return tokens;
}

/**
 * Lower case, no stop words, and a light plural rule so that "processors"
 * finds "processor" (and back): a trailing `s` goes from words of five or more
 * letters, except `ss`, `us` and `is` endings ("class", "focus", "analysis").
 */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  if (stopWords.has(lower)) return null;
  return lower.length >= 5 && /[^sui]s$/.test(lower) ? lower.slice(0, -1) : lower;
}

/** Quoted parts of a query (`"frame processor"`) must appear as they are. */
export function parseQuery(query: string): {text: string; phrases: string[]} {
  const phrases = [...query.matchAll(/"([^"]+)"/g)].map((match) => match[1].trim().toLowerCase()).filter(Boolean);
  return {text: query.replace(/"/g, ' ').replace(/\s+/g, ' ').trim(), phrases};
}
