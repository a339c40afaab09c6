/** The nearest names to a misspelt one, for "did you mean" lines. */

/** Edit distance with transpositions (optimal string alignment), case-insensitive. */
export function editDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  const rows: number[][] = Array.from({length: s.length + 1}, (_, i) => [i, ...Array<number>(t.length).fill(0)]);
  for (let j = 1; j <= t.length; j += 1) rows[0][j] = j;
  for (let i = 1; i <= s.length; i += 1) {
    for (let j = 1; j <= t.length; j += 1) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[s.length][t.length];
}

/**
 * Up to `count` candidates closest to `wanted`: one that contains it or that it
 * contains comes first, then by edit distance against the candidate and its
 * last part (`takePhoto` is near `Camera.takePhoto`).
 */
export function nearest(wanted: string, candidates: readonly string[], count = 5): string[] {
  const lower = wanted.toLowerCase();
  const scored = candidates.map((candidate) => {
    const name = candidate.toLowerCase();
    const tail = name.split(/[./#]/).pop() ?? name;
    const contains = (lower.length >= 3 && name.includes(lower)) || (tail.length >= 4 && lower.includes(tail)) ? 0 : 1;
    return {candidate, contains, distance: Math.min(editDistance(lower, name), editDistance(lower, tail))};
  });
  scored.sort((a, b) => a.contains - b.contains || a.distance - b.distance || a.candidate.localeCompare(b.candidate));
  return scored.slice(0, count).map(({candidate}) => candidate);
}
