/**
 * How text and queries become index terms. Dependency-free, so the browser's search
 * client can read queries the way the index does without loading the engine.
 */

// Words too common to help; dropped from both the index and queries.
const stopWords = new Set(
  'a an and are as at be by can do does for from how i if in into is it my of on or so that the this to what when with you your'.split(' '),
);

/**
 * Words joined by `/` or `-`, as in error codes (`session/camera-not-ready`).
 * Spaces around the separators are allowed, so that a query typed as
 * `session / camera-not-ready` reads like the code.
 */
const compoundPattern = /[\p{L}\p{N}]+(?:\s*[/-]\s*[\p{L}\p{N}]+)+/gu;

/**
 * Splits text into words, and API names into their parts as well: `takePhoto`
 * gives `takePhoto`, `take` and `Photo`; `60fps` gives `60fps`, `60` and `fps`.
 * Words joined by `-` or `/` give their joined terms separately (`compoundTerms`).
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
 * Words joined by `-` or `/` as joined terms: the whole, and after a `/` the
 * rest: `session/camera-not-ready` gives `sessioncameranotready` and
 * `cameranotready`, so an error code is found as one term, with or without
 * its domain. The index keeps them in a field of their own, so that a plain
 * word (`permission`) does not find every code that starts with it.
 */
export function compoundTerms(text: string): string[] {
  const terms: string[] = [];
  for (const compound of text.match(compoundPattern) ?? []) {
    const lower = compound.toLowerCase().replace(/\s+/g, '');
    terms.push(lower.replace(/[/-]/g, ''));
    const slash = lower.indexOf('/');
    if (slash !== -1 && lower.slice(slash + 1).includes('-')) terms.push(lower.slice(slash + 1).replace(/[/-]/g, ''));
  }
  return terms;
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

/** English endings folded by `stem`, longest first. */
const suffixes = ['ations', 'ation', 'ators', 'ator', 'ings', 'ing', 'ions', 'ion', 'ies', 'ied', 'ed', 'es', 'ly', 'e', 's'];

/**
 * A light stem of a processed query term (`navigate`, `navigation`,
 * `navigator` all give `navig`), searched as a prefix beside the term itself,
 * so a query finds the page that words the same idea another way. Returns
 * null when nothing is cut or the rest would be too short to mean anything.
 */
export function stem(term: string): string | null {
  if (!/^\p{Ll}+$/u.test(term) || term.length < 5) return null;
  for (const suffix of suffixes) {
    if (!term.endsWith(suffix)) continue;
    let rest = term.slice(0, -suffix.length);
    if (suffix === 'ies' || suffix === 'ied') rest += 'y';
    // `navigate` loses `ate` like `navigation` loses `ation`.
    if (suffix === 'e' && rest.endsWith('at') && rest.length >= 6) rest = rest.slice(0, -2);
    // `stopped` gives `stop`, `dropping` gives `drop`.
    if ((suffix === 'ing' || suffix === 'ed') && /([^aeiouls])\1$/.test(rest)) rest = rest.slice(0, -1);
    if (rest.length >= 4) return rest;
    // `taking` gives `take`, `saved` gives `save`: a short verb that lost its `e`.
    if ((suffix === 'ing' || suffix === 'ed') && /^[^aeiou]*[aeiou][^aeiouwxy]$/.test(rest)) return `${rest}e`;
  }
  return null;
}
