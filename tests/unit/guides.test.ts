/**
 * Every guide of the spec exists as a real page: its own file, a description
 * for search and link previews, and at least 300 words of prose (code, imports,
 * JSX tags and front matter do not count).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import {describe, expect, it} from 'vitest';
import {frontMatterOf, proseOf, readMarkdown} from '../../model/markdown';
import {GUIDE_SLUGS} from '../e2e/spec-data';

const guidesDir = path.resolve(__dirname, '../../docs/guides');
const minimumProseWords = 300;

/** Words of the prose the page shows (model/markdown.ts: no code, imports, comments, tags or URLs). */
function proseWords(tree: Root): number {
  return (proseOf(tree).match(/[A-Za-z][A-Za-z'’-]*/g) ?? []).length;
}

// Reading a long MDX page takes a second or two on a busy machine.
const readingTimeout = 20_000;

describe('guides', () => {
  for (const slug of ['index', ...GUIDE_SLUGS]) {
    const file = path.join(guidesDir, `${slug}.mdx`);
    it(
      `${slug}: exists, has a description and ${minimumProseWords}+ words of prose`,
      () => {
        expect(existsSync(file), `${file} is missing`).toBe(true);
        const tree = readMarkdown(readFileSync(file, 'utf8'), 'mdx');
        const {description} = frontMatterOf(tree);
        expect(typeof description === 'string' ? description.trim() : '', 'front matter description').not.toBe('');
        expect(proseWords(tree)).toBeGreaterThanOrEqual(minimumProseWords);
      },
      readingTimeout,
    );
  }

  it('counts prose without code, imports and tags', () => {
    const source = '---\ndescription: x\n---\nimport A from "b";\n\nOne two three.\n\n```ts\nconst not = counted\n```\n<Tabs>four</Tabs>';
    expect(proseWords(readMarkdown(source, 'mdx'))).toBe(4);
  });
});
