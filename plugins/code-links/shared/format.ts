/**
 * The links of one code block as they travel from the build (resolve.ts, via
 * the `codeLinks` prop MDX gives the block) to the browser (the code block
 * components in src/theme/CodeBlock): one JSON string per block.
 */

/** href, signature, summary, platforms, v5: what a linked name's popup shows and where the link goes. */
export type PackedTarget = [href: string, signature: string, summary: string, platforms: string, v5: string];

/** 0-based line of the block's source, columns [start, end), index into the targets. */
export type PackedLink = [line: number, start: number, end: number, target: number];

export interface PackedLinks {
  t: PackedTarget[];
  l: PackedLink[];
}

export function packLinks(links: PackedLinks): string {
  return JSON.stringify(links);
}

export function unpackLinks(packed: string | undefined): PackedLinks | undefined {
  if (packed === undefined || packed === '') return undefined;
  const value = JSON.parse(packed) as PackedLinks;
  return Array.isArray(value.t) && Array.isArray(value.l) ? value : undefined;
}

/**
 * Source line index → the index of the line the theme renders: the theme drops
 * its magic-comment lines (`// highlight-next-line`) and leaves the others as
 * they are, so the rendered lines are an ordered subset of the source's.
 */
export function renderedLineIndex(source: string, rendered: string): Map<number, number> {
  const sourceLines = source.split('\n');
  const renderedLines = rendered.split('\n');
  const map = new Map<number, number>();
  let next = 0;
  for (const [index, line] of sourceLines.entries()) {
    if (next < renderedLines.length && renderedLines[next] === line) {
      map.set(index, next);
      next += 1;
    }
  }
  return map;
}
