/**
 * The code blocks of the guides, read with the project's Markdown reader
 * (model/markdown.ts), so a block inside <Tabs> or an admonition is
 * found like any other. Shared by every kind of example check
 * (scripts/check-examples.ts).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {codeBlocksOf as readCodeBlocks, readMarkdown} from '../markdown';

export const projectRoot = path.resolve(__dirname, '../..');
const guidesDir = path.join(projectRoot, 'docs', 'guides');

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

/** Every fenced code block of one guide's source. */
export function codeBlocksOf(file: string, source: string): ExampleBlock[] {
  return readCodeBlocks(readMarkdown(source, 'mdx')).map(({line, lang, meta, value, optOut}) => ({
    file,
    line,
    lang,
    meta,
    code: value,
    optOut,
  }));
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
const maxOptOutShare = 0.05;

export function optOutFailures(kind: string, blocks: ExampleBlock[]): Failure[] {
  const failures: Failure[] = blocks
    .filter((block) => block.optOut === '')
    .map((block) => ({
      file: block.file,
      line: block.line,
      message: `${kind} block opts out with "nocheck" but has no {/* nocheck: <reason> */} comment in the three lines above`,
    }));
  const optedOut = blocks.filter((block) => block.optOut !== undefined).length;
  if (blocks.length > 0 && optedOut / blocks.length > maxOptOutShare) {
    const first = blocks.find((block) => block.optOut !== undefined)!;
    failures.push({
      file: first.file,
      line: first.line,
      message: `${optedOut} of ${blocks.length} ${kind} blocks opt out, more than ${maxOptOutShare * 100}%`,
    });
  }
  return failures;
}
