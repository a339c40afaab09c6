/**
 * The code block's side of code links (ARCHITECTURE.md, "Code links"): the
 * contexts that bring a block's links from its props (src/theme/CodeBlock/
 * Content/String.tsx) to its lines (src/theme/CodeBlock/Line), and the hidden
 * descriptions the links point to. A block's links are parsed only when its
 * lines render: a block that hydrates keeps the server's markup and parses
 * nothing.
 */
import {createContext, use, useMemo, type ReactNode} from 'react';
import {renderedLineIndex, unpackLinks, type PackedLink, type PackedTarget} from '../shared/format';

/** The block's packed links and its source text, as the block's props give them. */
export const CodeLinksSourceContext = createContext<{packed: string | undefined; source: string} | null>(null);

export interface BlockCodeLinks {
  targets: PackedTarget[];
  /** Rendered line index → its links' [start, end, target]. */
  byLine: Map<number, [number, number, number][]>;
  /** Id prefix of the block's descriptions. */
  idPrefix: string;
}

export const BlockCodeLinksContext = createContext<BlockCodeLinks | null>(null);

/** Which line of its block a line is: its index among the rendered lines. */
export const CodeLineIndexContext = createContext(-1);

export const signatureId = (links: BlockCodeLinks, target: number): string => `${links.idPrefix}s${target}`;

/**
 * The block's links keyed by the lines the theme renders (`renderedCode`,
 * magic comments removed); null when the block renders no lines (it keeps the
 * server's markup) or has no links.
 */
export function useBlockCodeLinks(idPrefix: string, renderedCode: string | null): BlockCodeLinks | null {
  const source = use(CodeLinksSourceContext);
  return useMemo(() => {
    if (renderedCode === null || source === null) return null;
    const packed = unpackLinks(source.packed);
    if (packed === undefined) return null;
    const lineIndex = renderedLineIndex(source.source, renderedCode);
    const byLine = new Map<number, [number, number, number][]>();
    for (const [line, start, end, target] of packed.l as PackedLink[]) {
      const rendered = lineIndex.get(line);
      if (rendered === undefined) continue;
      byLine.set(rendered, [...(byLine.get(rendered) ?? []), [start, end, target]]);
    }
    return {targets: packed.t, byLine, idPrefix};
  }, [source, renderedCode, idPrefix]);
}

/**
 * What each link's popup shows, hidden, one element per name: the signature
 * as text (the link's accessible description, by `aria-describedby`), the
 * doc comment's first sentence, the platforms and what it became in 5.x as data attributes, which
 * client/popup.ts shows next to the link. One element, not three: a guide
 * holds some seventy of them.
 */
export function CodeLinkDescriptions({links}: {links: BlockCodeLinks}): ReactNode {
  return (
    <div className="code-link-descriptions" hidden>
      {links.targets.map(([, signature, summary, platforms, v5], target) => (
        <span
          key={target}
          id={signatureId(links, target)}
          data-summary={summary === '' ? undefined : summary}
          data-platforms={platforms === '' ? undefined : platforms}
          data-v5={v5 === '' ? undefined : v5}
        >
          {signature}
        </span>
      ))}
    </div>
  );
}
