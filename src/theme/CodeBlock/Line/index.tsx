/**
 * A code line as a `<span>` displayed as a block, in place of the theme's `<div>`.
 *
 * Since Docusaurus 3.10 the theme renders each line of a code block as a
 * `<div>` inside `<code>`, which HTML does not allow (`code` holds phrasing
 * content only): the Nu HTML Checker reported one error per code line. The
 * theme's line cannot be wrapped (the element is fixed inside it), so this is
 * its markup with a `span` and the same classes and stylesheet, so the lines,
 * the highlighted lines and the line numbers look as they did. The copy button
 * copies the block's source text, not the DOM, so it is unaffected.
 *
 * Plain text (identifiers, spaces: about a third of a guide's elements) is a
 * text node, not a `token plain` span: it has no colour of its own and takes
 * the line's, so the element cost nothing to the reader but hydration and axe
 * time (see ARCHITECTURE.md, "Theme wrappers and components").
 *
 * A token's colours are classes for both modes (plugins/code-colours), so the
 * markup is right in either mode and never has to be rendered again for one;
 * a token carries only those and `token`.
 */
import {use, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock/Line';
import LineToken from '@theme/CodeBlock/Line/Token';
// The theme's own line styles: line numbers, the highlighted-line colours.
import themeStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import {tokenClassName} from '@site/plugins/code-colours/shared/tokenStyle';
import {BlockCodeLinksContext, CodeLineIndexContext, signatureId, type BlockCodeLinks} from '@site/plugins/code-links/client/CodeLinks';
import {linkRuns} from '@site/plugins/code-links/shared/pieces';
import styles from './styles.module.css';

type Line = Props['line'];

/**
 * A line that is only a line break becomes an empty line: the `<br>` each line
 * ends with already breaks it (as the theme does, so diff blocks keep empty lines).
 */
function withoutLoneLineBreak(line: Line): Line {
  const onlyToken = line.length === 1 ? line[0] : undefined;
  return onlyToken?.content === '\n' ? [{...onlyToken, content: ''}] : line;
}

/**
 * A line without the current mode's plain colour, which the renderer writes
 * inline on every line: the line takes the block's colour, which CSS sets per
 * mode (plugins/code-colours).
 */
function withoutModeColours<T extends {style?: CSSProperties}>(props: T): T {
  if (props.style === undefined) return props;
  const {color: _color, backgroundColor: _background, ...style} = props.style;
  return {...props, style: Object.keys(style).length === 0 ? undefined : style};
}

/** A token no grammar rule matched: the theme gives it no colour of its own. */
function isPlain(token: Line[number]): boolean {
  return token.types.length === 1 && token.types[0] === 'plain';
}

/**
 * The line's tokens as nodes: runs of plain text as strings, the others as
 * the theme's token with both modes' colour classes, and each library name
 * inside a link to its API entry (plugins/code-links), described by its
 * signature.
 */
function lineContent(line: Line, getTokenProps: Props['getTokenProps'], links: BlockCodeLinks | null, lineIndex: number): ReactNode[] {
  // Classes for both modes' colours, not the current mode's inline style (plugins/code-colours), and
  // not Prism's names of the token's types (`token keyword`, `token template-string interpolation
  // punctuation`, …): no style reads them, and on the largest guide they were a fifth of its HTML.
  const tokens = line.map((token) => ({content: token.content, style: isPlain(token) ? undefined : token}));
  const runs = linkRuns(tokens, links?.byLine.get(lineIndex) ?? []);
  const nodeOf = (piece: {text: string; style: Line[number] | undefined}, key: string): ReactNode => {
    // Runs of plain tokens are one string: adjacent strings would each need a separator comment in the server's HTML.
    if (piece.style === undefined) return piece.text;
    const token = {...piece.style, content: piece.text};
    const tokenProps = {...getTokenProps({token}), className: clsx('token', tokenClassName(token.types)), style: undefined};
    return (
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  };
  return runs.map((run, runIndex) => {
    const nodes = run.pieces.map((piece, pieceIndex) => nodeOf(piece, `${runIndex}.${pieceIndex}`));
    if (run.link === undefined || links === null) return nodes.length === 1 && typeof nodes[0] === 'string' ? nodes[0] : nodes;
    const [href] = links.targets[run.link];
    return (
      // A plain link, not `<Link>`: a block that hydrates keeps the server's markup, so a Link's
      // handlers would never be attached there; the build checks every target (plugins/code-links).
      // eslint-disable-next-line @docusaurus/no-html-links
      <a key={runIndex} className="code-link" href={href} aria-describedby={signatureId(links, run.link)}>
        {nodes}
      </a>
    );
  });
}

export default function CodeBlockLine({line: lineProp, classNames, showLineNumbers, getLineProps, getTokenProps}: Props): ReactNode {
  const line = withoutLoneLineBreak(lineProp);
  const links = use(BlockCodeLinksContext);
  const lineIndex = use(CodeLineIndexContext);
  // With line numbers the line is a table row (theme style); otherwise a block, as a <div> was.
  const lineProps = withoutModeColours(
    getLineProps({line, className: clsx(classNames, showLineNumbers ? themeStyles.codeLine : styles.blockLine)}),
  );
  const lineTokens = lineContent(line, getTokenProps, links, lineIndex);
  return (
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={themeStyles.codeLineNumber} />
          <span className={themeStyles.codeLineContent}>{lineTokens}</span>
        </>
      ) : (
        lineTokens
      )}
      {/* Keeps an empty line from collapsing to no height. */}
      <br />
    </span>
  );
}
