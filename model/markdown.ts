/**
 * The one Markdown reader of the project: every build plugin, script and test
 * that needs to know what a docs page holds (its front matter, code blocks,
 * headings, links or prose) reads the page here, with the remark parsers
 * Docusaurus itself uses (CommonMark, GFM, directives, front matter; MDX for
 * `.mdx` pages). So a fence inside <Tabs>, a list or an admonition, a `~~~`
 * fence or a ```` fence around a ``` one is found as the site shows it, and no
 * caller scans lines for fences or `---` on its own.
 *
 * Build-time and Node only: browser code must not import it.
 */
import yaml from 'js-yaml';
import type {Code, Heading, Root, RootContent} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

/** `md` pages are CommonMark, `mdx` pages are MDX, as Docusaurus' `markdown.format: 'detect'` reads them. */
export type MarkdownFormat = 'md' | 'mdx';

/** The format Docusaurus gives a file by its extension. */
export function formatOfFile(file: string): MarkdownFormat {
  return file.endsWith('.mdx') ? 'mdx' : 'md';
}

function createParser(format: MarkdownFormat) {
  const base = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective);
  return format === 'mdx' ? base.use(remarkMdx) : base;
}

const parsers: Record<MarkdownFormat, ReturnType<typeof createParser>> = {md: createParser('md'), mdx: createParser('mdx')};

/**
 * Docusaurus' escape of explicit heading ids before it parses MDX (`escapeMarkdownHeadingIds` of
 * @docusaurus/utils, its MDX 1 compatibility): on a line that starts with `#`, `{#id}` becomes `\{#id}`, which MDX
 * reads as text instead of an expression; an id already escaped stays as it is. Lines keep their numbers.
 * @returns the escaped source and the 1-based numbers of the lines it changed
 */
function escapeHeadingIds(source: string): {escaped: string; changedLines: Set<number>} {
  const changedLines = new Set<number>();
  const lines = source.split('\n').map((line, index) => {
    if (!/^#{1,6}(?!#)/.test(line)) return line;
    const escaped = line.replace('{#', '\\{#').replace('\\\\{#', '\\{#');
    if (escaped !== line) changedLines.add(index + 1);
    return escaped;
  });
  return {escaped: lines.join('\n'), changedLines};
}

/** The page's syntax tree (mdast). Every node has its position in `source` (a heading with an explicit id reads `text {#id}`). */
export function readMarkdown(source: string, format: MarkdownFormat = 'mdx'): Root {
  if (format === 'md') return parsers.md.parse(source);
  const {escaped, changedLines} = escapeHeadingIds(source);
  const tree = parsers.mdx.parse(escaped);
  if (changedLines.size === 0) return tree;
  // The escape does not know fences: a code line it changed gets its text back (a fence's code starts on the next line).
  walkMarkdown(tree, (node) => {
    if (node.type !== 'code' || node.position === undefined) return;
    const firstLine = node.position.start.line + 1;
    node.value = node.value
      .split('\n')
      .map((line, index) => (changedLines.has(firstLine + index) ? line.replace('\\{#', '{#') : line))
      .join('\n');
  });
  return tree;
}

type AnyNode = Root | RootContent;

/** Calls `visit` on every node, depth first, in document order; `visit` returning false skips the node's children. */
export function walkMarkdown(tree: AnyNode, visit: (node: AnyNode) => boolean | void): void {
  if (visit(tree) === false) return;
  if ('children' in tree) for (const child of tree.children as RootContent[]) walkMarkdown(child, visit);
}

/** The page's YAML front matter as data; `{}` when it has none. */
export function frontMatterOf(tree: Root): Record<string, unknown> {
  const node = tree.children[0];
  if (node?.type !== 'yaml') return {};
  const data: unknown = yaml.load(node.value);
  return data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
}

/** One fenced (or indented) code block, as the page shows it. */
export interface CodeBlock {
  /** Language of the fence, lower case (`tsx`, `swift`, `objectivec`, …); '' when none. */
  lang: string;
  /** Everything after the language on the fence line (`title="App.tsx" nocheck`); '' when none. */
  meta: string;
  /** The code, without the fence lines and without the indentation of the block. */
  value: string;
  /** 1-based line of the page where the code starts (the line after the opening fence). */
  line: number;
  /** 1-based line of the opening fence. */
  fenceLine: number;
  /** 1-based line of the block's last line (the closing fence, when there is one). */
  endLine: number;
  /** Set when the meta has `nocheck`: the reason from a `{/* nocheck: reason *\/}` comment in the three lines above ('' when missing). */
  optOut?: string;
}

/**
 * A code block for VisionCamera 5 says so in its meta (```tsx v5): the snippet check
 * type-checks it against the pinned 5.x packages (`createV5SnippetProgram` in examples/snippets.ts), and
 * nothing that reads 4.7.3 examples (code links, Needs lines, screen runs) takes it.
 */
export const isV5Block = (meta: string): boolean => /(^|\s)v5(\s|$)/.test(meta);

const optOutComment = /^\/\*\s*nocheck:\s*([\s\S]+?)\s*\*\/$/;
/** How many lines above its fence a block's `nocheck` reason may be. */
const optOutReasonReach = 3;

/** Every code block of the page, in document order, wherever it is nested (JSX, lists, admonitions). */
export function codeBlocksOf(tree: Root): CodeBlock[] {
  const codes: Code[] = [];
  // Where each MDX comment (`{/* … */}`) ends, for the opt-out reasons.
  const comments: {endLine: number; text: string}[] = [];
  walkMarkdown(tree, (node) => {
    if (node.type === 'code') codes.push(node);
    if ((node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') && node.position) {
      comments.push({endLine: node.position.end.line, text: node.value.trim()});
    }
  });
  return codes.flatMap((node) => {
    if (!node.position) return [];
    const fenceLine = node.position.start.line;
    const meta = node.meta ?? '';
    const block: CodeBlock = {
      lang: (node.lang ?? '').toLowerCase(),
      meta,
      value: node.value,
      line: fenceLine + 1,
      fenceLine,
      endLine: node.position.end.line,
    };
    if (/(^|\s)nocheck(\s|$)/.test(meta)) {
      const reasons = comments
        .filter((comment) => comment.endLine < fenceLine && comment.endLine >= fenceLine - optOutReasonReach)
        .map((comment) => optOutComment.exec(comment.text)?.[1])
        .filter((reason) => reason !== undefined);
      block.optOut = reasons.at(-1) ?? '';
    }
    return [block];
  });
}

/** The 1-based lines that belong to code blocks (fences included), for callers that edit the source line by line. */
export function codeLinesOf(tree: Root): Set<number> {
  const lines = new Set<number>();
  walkMarkdown(tree, (node) => {
    if (node.type !== 'code' || !node.position) return;
    for (let line = node.position.start.line; line <= node.position.end.line; line++) lines.add(line);
  });
  return lines;
}

/** The text of a node: its text, inline code and the text of its children, nothing else. */
function textOf(node: AnyNode): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if ('children' in node) return (node.children as RootContent[]).map(textOf).join('');
  return '';
}

export interface HeadingEntry {
  depth: Heading['depth'];
  text: string;
  /** 1-based line of the heading. */
  line: number;
  /** Whether the heading is a direct child of the page (not inside a list, quote, JSX or admonition). */
  topLevel: boolean;
}

/** Every heading of the page, in document order. */
export function headingsOf(tree: Root): HeadingEntry[] {
  const headings: HeadingEntry[] = [];
  walkMarkdown(tree, (node) => {
    if (node.type === 'heading') {
      headings.push({depth: node.depth, text: textOf(node), line: node.position?.start.line ?? 0, topLevel: tree.children.includes(node)});
    }
  });
  return headings;
}

/** The title the page shows: its front matter `title`, else its first `#` heading, else ''. */
export function pageTitleOf(tree: Root): string {
  const title = frontMatterOf(tree).title;
  if (typeof title === 'string' && title.trim() !== '') return title.trim();
  return (
    headingsOf(tree)
      .find((heading) => heading.depth === 1)
      ?.text.trim() ?? ''
  );
}

/** The URL of every link and link definition, in document order. */
export function linkUrlsOf(tree: Root): string[] {
  const urls: string[] = [];
  walkMarkdown(tree, (node) => {
    if (node.type === 'link' || node.type === 'definition') urls.push(node.url);
  });
  return urls;
}

/**
 * The words a reader reads: text of paragraphs, headings, lists, tables, JSX
 * content and admonitions, one block per line. Without front matter, code
 * blocks, imports and exports, MDX comments and expressions, JSX tags and
 * their attributes, link URLs and HTML.
 */
export function proseOf(tree: Root): string {
  const parts: string[] = [];
  walkMarkdown(tree, (node) => {
    switch (node.type) {
      case 'code':
      case 'yaml':
      case 'html':
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return false;
      case 'text':
      case 'inlineCode':
        parts.push(node.value);
        return false;
      case 'paragraph':
      case 'heading':
      case 'tableCell':
        parts.push('\n');
        return true;
      default:
        return true;
    }
  });
  return parts
    .join('')
    .replace(/[ \t]*\n\s*/g, '\n')
    .trim();
}
