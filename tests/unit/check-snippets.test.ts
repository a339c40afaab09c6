import {describe, expect, it} from 'vitest';
import {extractSnippets, listExampleFiles} from '../../model/examples/snippets';

const page = [
  '# Page', // 1
  '```tsx title="App.tsx"', // 2
  'const a = 1', // 3
  '```', // 4
  '<TabItem value="x">', // 5
  '  ```ts', // 6
  '  const b: number = 2', // 7
  '  ```', // 8
  '</TabItem>', // 9
  '```bash', // 10
  'npm install', // 11
  '```', // 12
  '{/* nocheck: shows a deliberate type error */}', // 13
  '```ts nocheck', // 14
  "const c: number = 'c'", // 15
  '```', // 16
  '```ts nocheck', // 17
  'const d = 4', // 18
  '```', // 19
].join('\n');

describe('extractSnippets', () => {
  const snippets = extractSnippets('docs/page.mdx', page);

  it('finds ts and tsx blocks only, with the line of their first code line', () => {
    expect(snippets.map((s) => [s.language, s.line])).toEqual([
      ['tsx', 3],
      ['ts', 7],
      ['ts', 15],
      ['ts', 18],
    ]);
  });

  it('removes the indentation of blocks nested in JSX', () => {
    expect(snippets[1].code).toBe('const b: number = 2');
  });

  it('reads the opt-out marker and its reason from the comment above', () => {
    expect(snippets[0].optOutReason).toBeUndefined();
    expect(snippets[2].optOutReason).toBe('shows a deliberate type error');
    expect(snippets[3].optOutReason).toBe('');
  });
});

describe('listExampleFiles', () => {
  it('finds the code examples that site pages show from src/snippets', () => {
    const names = listExampleFiles().map((file) => file.split('/').pop());
    expect(names).toContain('frameProcessorExample.tsx');
    expect(names.every((name) => /\.tsx?$/.test(name ?? ''))).toBe(true);
  });
});
