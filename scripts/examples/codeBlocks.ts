/**
 * The code blocks of the guides, read with the same remark parsers the rest of
 * the project uses (MDX, front matter, GFM, directives), so a block inside
 * <Tabs> or an admonition is found like any other. Shared by every kind of
 * example check (scripts/check-examples.ts).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

export const projectRoot = path.resolve(__dirname, '../..');
export const guidesDir = path.join(projectRoot, 'docs', 'guides');

export interface ExampleBlock {
  /** Absolute path of the guide. */
  file: string;
  /** Line of the guide where the block's first code line is. */
  line: number;
  /** Language of the fence, lower case (`cpp`, `swift`, `objectivec`, …). */
  lang: string;
  /** Everything after the language on the fence line (`title="…" nocheck`). */
  meta: string;
  code: string;
  /** Set when the block opts out: the reason from `{/* nocheck: reason *\/}` above it ('' when missing). */
  optOut?: string;
}

export interface Failure {
  file: string;
  line: number;
  message: string;
}

/** What one kind of check reports: one summary line, the blocks it covered, and what failed. */
export interface KindResult {
  /** `cpp`, `swift`, `screens`, … */
  kind: string;
  /** The rest of the summary line, e.g. `5 compiled` or `3 checked, 41 symbols`. */
  summary: string;
  blocks: number;
  optedOut: number;
  failures: Failure[];
}

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective).use(remarkMdx);

interface Node {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  position?: {start: {line: number}};
  children?: Node[];
}

/** Every fenced code block of one guide's source. */
export function codeBlocksOf(file: string, source: string): ExampleBlock[] {
  const lines = source.split('\n');
  const blocks: ExampleBlock[] = [];
  const walk = (node: Node): void => {
    if (node.type === 'code' && node.position) {
      const fenceLine = node.position.start.line; // 1-based line of the opening fence
      const meta = node.meta ?? '';
      const block: ExampleBlock = {file, line: fenceLine + 1, lang: (node.lang ?? '').toLowerCase(), meta, code: node.value ?? ''};
      if (/(^|\s)nocheck(\s|$)/.test(meta)) {
        const above = lines.slice(Math.max(0, fenceLine - 4), fenceLine - 1).join('\n');
        block.optOut = /\{\/\*\s*nocheck:\s*(.+?)\s*\*\/\}/.exec(above)?.[1] ?? '';
      }
      blocks.push(block);
    }
    node.children?.forEach(walk);
  };
  walk(parser.parse(source) as Node);
  return blocks;
}

/** Every code block of every guide (`docs/guides/*.mdx`). */
export function allGuideBlocks(dir = guidesDir): ExampleBlock[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.mdx'))
    .sort()
    .flatMap((name) => {
      const file = path.join(dir, name);
      return codeBlocksOf(file, readFileSync(file, 'utf8'));
    });
}

/** `docs/guides/x.mdx:12` for messages. */
export const where = (file: string, line: number): string => `${path.relative(projectRoot, file)}:${line}`;

/** Opt-outs must give a reason and stay at or under 5% of a language's blocks. */
export const maxOptOutShare = 0.05;

export function optOutFailures(kind: string, blocks: ExampleBlock[]): Failure[] {
  const failures: Failure[] = blocks
    .filter((block) => block.optOut === '')
    .map((block) => ({file: block.file, line: block.line, message: `${kind} block opts out with "nocheck" but has no {/* nocheck: <reason> */} comment in the three lines above`}));
  const optedOut = blocks.filter((block) => block.optOut !== undefined).length;
  if (blocks.length > 0 && optedOut / blocks.length > maxOptOutShare) {
    const first = blocks.find((block) => block.optOut !== undefined)!;
    failures.push({file: first.file, line: first.line, message: `${optedOut} of ${blocks.length} ${kind} blocks opt out, more than ${maxOptOutShare * 100}%`});
  }
  return failures;
}
