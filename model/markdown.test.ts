import {describe, expect, it} from 'vitest';
import {
  codeBlocksOf,
  codeLinesOf,
  formatOfFile,
  frontMatterOf,
  headingsOf,
  linkUrlsOf,
  pageTitleOf,
  proseOf,
  readMarkdown,
} from './markdown';

const page = [
  '---', // 1
  'title: "Taking Photos: the basics"', // 2
  'description: >-', // 3
  '  Capture photos', // 4
  '  with takePhoto().', // 5
  'sidebar_position: 3', // 6
  '---', // 7
  "import Tabs from '@theme/Tabs';", // 8
  '', // 9
  '# Photos', // 10
  '', // 11
  '<Tabs>', // 12
  '  <TabItem value="ios" label="iOS">', // 13
  '    ```swift title="Plugin.swift"', // 14
  '    let a = 1', // 15
  '      indented()', // 16
  '    ```', // 17
  '  </TabItem>', // 18
  '</Tabs>', // 19
  '', // 20
  '- A list item', // 21
  '', // 22
  '  ```ts', // 23
  '  const inList = 1', // 24
  '  ```', // 25
  '', // 26
  '~~~kotlin', // 27
  'val tilde = 1', // 28
  '~~~', // 29
  '', // 30
  '````md', // 31
  '```ts', // 32
  'const inner = 1', // 33
  '```', // 34
  '````', // 35
  '', // 36
  '{/* nocheck: shows a deliberate type error */}', // 37
  '', // 38
  '```tsx nocheck title="Broken.tsx" module="vision-camera-luma"', // 39
  "const c: number = 'c'", // 40
  '```', // 41
  '', // 42
  '{/* nocheck: too far above */}', // 43
  '', // 44
  '', // 45
  '', // 46
  '```ts nocheck', // 47
  'const d = 4', // 48
  '```', // 49
  '', // 50
  ':::note Take care', // 51
  '', // 52
  '```bash', // 53
  'npm install', // 54
  '```', // 55
  '', // 56
  ':::', // 57
  '', // 58
  'See [Camera](../api/classes/Camera.md) and [the hook][hook].', // 59
  '', // 60
  '[hook]: ../api/index.md#usecameradevice', // 61
].join('\n');

describe('readMarkdown', () => {
  const tree = readMarkdown(page, 'mdx');

  it('finds every code block with its language, meta, code and first code line, wherever it is nested', () => {
    expect(codeBlocksOf(tree).map(({lang, meta, line}) => [lang, meta, line])).toEqual([
      ['swift', 'title="Plugin.swift"', 15],
      ['ts', '', 24],
      ['kotlin', '', 28],
      ['md', '', 32],
      ['tsx', 'nocheck title="Broken.tsx" module="vision-camera-luma"', 40],
      ['ts', 'nocheck', 48],
      ['bash', '', 54],
    ]);
  });

  it('gives the code without the fences and without the indentation of the block', () => {
    const [swift, inList, tilde, outer] = codeBlocksOf(tree);
    expect(swift!.value).toBe('let a = 1\n  indented()');
    expect(inList!.value).toBe('const inList = 1');
    expect(tilde!.value).toBe('val tilde = 1');
    // A ```` fence holds ``` fences as its text, not as blocks of their own.
    expect(outer!.value).toBe('```ts\nconst inner = 1\n```');
    expect([outer!.fenceLine, outer!.endLine]).toEqual([31, 35]);
  });

  it('reads a nocheck reason from an MDX comment in the three lines above the fence only', () => {
    const blocks = codeBlocksOf(tree);
    expect(blocks.find((block) => block.line === 40)!.optOut).toBe('shows a deliberate type error');
    expect(blocks.find((block) => block.line === 48)!.optOut).toBe('');
    expect(blocks.find((block) => block.line === 15)!.optOut).toBeUndefined();
  });

  it('parses the front matter as YAML (quotes, folded strings, numbers)', () => {
    expect(frontMatterOf(tree)).toEqual({
      title: 'Taking Photos: the basics',
      description: 'Capture photos with takePhoto().',
      sidebar_position: 3,
    });
    expect(frontMatterOf(readMarkdown('# No front matter'))).toEqual({});
    expect(pageTitleOf(tree)).toBe('Taking Photos: the basics');
    expect(pageTitleOf(readMarkdown('Intro\n\n# The Title\n\n```md\n# Not a title\n```'))).toBe('The Title');
  });

  it('lists headings, link URLs and the lines that are code', () => {
    expect(headingsOf(tree)).toEqual([{depth: 1, text: 'Photos', line: 10, topLevel: true}]);
    expect(linkUrlsOf(tree)).toEqual(['../api/classes/Camera.md', '../api/index.md#usecameradevice']);
    const codeLines = codeLinesOf(tree);
    expect([14, 17, 31, 33, 35, 53].every((line) => codeLines.has(line))).toBe(true);
    expect([13, 18, 30, 36, 51].some((line) => codeLines.has(line))).toBe(false);
  });

  it('keeps prose only: no front matter, imports, comments, code, tags or URLs', () => {
    const prose = proseOf(tree);
    expect(prose).toContain('Photos');
    expect(prose).toContain('A list item');
    expect(prose).toContain('See Camera and the hook.');
    for (const absent of ['sidebar_position', '@theme/Tabs', 'TabItem', 'nocheck', 'npm install', 'const', '../api'])
      expect(prose).not.toContain(absent);
  });

  it('reads `.md` files as CommonMark, where braces and tags are text', () => {
    expect(formatOfFile('docs/api/index.md')).toBe('md');
    expect(formatOfFile('docs/guides/index.mdx')).toBe('mdx');
    const api = readMarkdown('## takePhoto() {#takephoto}\n\n    indented code\n', 'md');
    expect(headingsOf(api)[0]!.text).toBe('takePhoto() {#takephoto}');
    expect(codeBlocksOf(api).map(({lang, value}) => [lang, value])).toEqual([['', 'indented code']]);
  });

  it('reads explicit heading ids in `.mdx` as Docusaurus does, escaped or not', () => {
    const page = readMarkdown(
      '## Codes\n\n#### `session/camera-not-ready` {#session-camera-not-ready}\n\n#### Escaped \\{#escaped}\n',
      'mdx',
    );
    expect(headingsOf(page).map(({text, line}) => [text, line])).toEqual([
      ['Codes', 1],
      ['session/camera-not-ready {#session-camera-not-ready}', 3],
      ['Escaped {#escaped}', 5],
    ]);
    const fenced = readMarkdown('```md\n## In code {#kept}\n```\n', 'mdx');
    expect(codeBlocksOf(fenced)[0]!.value).toBe('## In code {#kept}');
  });
});
