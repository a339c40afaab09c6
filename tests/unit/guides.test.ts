/**
 * Every guide of the spec exists as a real page: its own file, a description
 * for search and link previews, and at least 300 words of prose (code, imports,
 * JSX tags and front matter do not count).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {GUIDE_SLUGS} from '../e2e/spec-data';

const guidesDir = path.resolve(__dirname, '../../docs/guides');
const minimumProseWords = 300;

function frontMatter(source: string): Record<string, string> {
  const block = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  return Object.fromEntries(
    block
      .split('\n')
      .map((line) => /^(\w+):\s*(.*)$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map(([, key, value]) => [key, value.replace(/^["']|["']$/g, '').trim()]),
  );
}

function proseWords(source: string): number {
  const prose = source
    .replace(/^---\n[\s\S]*?\n---/, '')
    .replace(/^(\s*)(`{3,}|~{3,})[\s\S]*?^\1\2\s*$/gm, '')
    .replace(/^import .*$/gm, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/^:::.*$/gm, '');
  return (prose.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []).length;
}

describe('guides', () => {
  for (const slug of ['index', ...GUIDE_SLUGS]) {
    const file = path.join(guidesDir, `${slug}.mdx`);
    it(`${slug}: exists, has a description and ${minimumProseWords}+ words of prose`, () => {
      expect(existsSync(file), `${file} is missing`).toBe(true);
      const source = readFileSync(file, 'utf8');
      expect(frontMatter(source).description ?? '', 'front matter description').not.toBe('');
      expect(proseWords(source)).toBeGreaterThanOrEqual(minimumProseWords);
    });
  }

  it('counts prose without code, imports and tags', () => {
    const source = '---\ndescription: x\n---\nimport A from "b";\n\nOne two three.\n\n```ts\nconst not = counted\n```\n<Tabs>four</Tabs>';
    expect(proseWords(source)).toBe(4);
  });
});
