/**
 * A code line's tokens cut where its links start and end, and grouped so that
 * each link wraps the pieces it covers: the line reads as before (same text,
 * same token classes), with the library's names inside links.
 */

export interface LineToken<T> {
  content: string;
  /** What the caller renders the token with (its classes); undefined for plain text. */
  style: T | undefined;
}

interface Piece<T> {
  text: string;
  style: T | undefined;
}

/** Pieces outside any link (`link` undefined), or inside the link to target `link`. */
export interface Run<T> {
  link: number | undefined;
  pieces: Piece<T>[];
}

/** `links`: [start, end, target] columns of the line, in any order; overlapping ones are ignored after the first. */
export function linkRuns<T>(tokens: readonly LineToken<T>[], links: readonly (readonly [number, number, number])[]): Run<T>[] {
  const sorted = [...links].sort((a, b) => a[0] - b[0]);
  const accepted: (readonly [number, number, number])[] = [];
  for (const link of sorted) if (accepted.length === 0 || link[0] >= accepted[accepted.length - 1][1]) accepted.push(link);
  const linkAt = (column: number): number => accepted.findIndex(([start, end]) => column >= start && column < end);
  const runs: Run<T>[] = [];
  const push = (text: string, style: T | undefined, link: number | undefined): void => {
    if (text === '') return;
    const last = runs[runs.length - 1];
    if (last !== undefined && last.link === link) {
      const lastPiece = last.pieces[last.pieces.length - 1];
      if (lastPiece.style === style) lastPiece.text += text;
      else last.pieces.push({text, style});
    } else runs.push({link, pieces: [{text, style}]});
  };
  let column = 0;
  for (const token of tokens) {
    const end = column + token.content.length;
    // Cut points inside this token: every link boundary that falls in it.
    const cuts = new Set<number>([column, end]);
    for (const [start, stop] of accepted) {
      if (start > column && start < end) cuts.add(start);
      if (stop > column && stop < end) cuts.add(stop);
    }
    const points = [...cuts].sort((a, b) => a - b);
    for (let i = 0; i < points.length - 1; i += 1) {
      const index = linkAt(points[i]);
      push(token.content.slice(points[i] - column, points[i + 1] - column), token.style, index === -1 ? undefined : accepted[index][2]);
    }
    column = end;
  }
  return runs;
}
