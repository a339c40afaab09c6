import {describe as suite, expect, it} from 'vitest';
import {plainSummary, withFrontMatter} from './index.mjs';

suite('typedoc-frontmatter', () => {
  it('keeps the first sentence of a summary as plain text', () => {
    expect(plainSummary('A single `Frame`, as seen by the [camera](x.md). More text.')).toBe('A single Frame, as seen by the camera.');
  });

  it('keeps angle brackets and drops heading and quote markers', () => {
    expect(plainSummary('### A powerful `<Camera>` component.\n\nMore.')).toBe('A powerful <Camera> component.');
    expect(plainSummary('> **Quoted** text.')).toBe('Quoted text.');
  });

  it('leaves code blocks out and keeps the text of links and emphasis', () => {
    expect(plainSummary('```ts\nconst a = 1.\n```\nThe *real* [summary](#x) here. Next.')).toBe('The real summary here.');
  });

  it('shortens long sentences at a word boundary', () => {
    const result = plainSummary(`${'word '.repeat(60)}end.`);
    expect(result.length).toBeLessThanOrEqual(160);
    expect(result.endsWith('…')).toBe(true);
  });

  it('writes YAML-safe front matter', () => {
    expect(withFrontMatter('# Title', 'Says "hi": yes')).toBe('---\ndescription: "Says \\"hi\\": yes"\n---\n\n# Title');
  });
});
