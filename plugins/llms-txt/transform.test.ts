import {describe, expect, it} from 'vitest';
import {preprocessSource, toMarkdownTwin, type SourceFormat} from './transform';

const twin = (source: string, format: SourceFormat = 'mdx', extra: {pageUrl?: string} = {}): string =>
  toMarkdownTwin({
    source,
    format,
    title: 'Taking Photos',
    description: 'Capture photos.',
    rewriteUrl: (url) => `https://site.test/resolved/${url}`,
    ...extra,
  });

/** The twin without its `# Title` and description lines. */
const body = (source: string, format: SourceFormat = 'mdx'): string => twin(source, format).split('\n').slice(4).join('\n');

describe('toMarkdownTwin', () => {
  it('opens with the title as h1 and the description as a blockquote, then the source URL when given', () => {
    expect(twin('Hello.', 'mdx', {pageUrl: 'https://site.test/docs/guides/taking-photos'})).toBe(
      '# Taking Photos\n\n> Capture photos.\n\nSource: <https://site.test/docs/guides/taking-photos>\n\nHello.\n',
    );
  });

  it('drops front matter and a leading h1 (the title is written from the metadata)', () => {
    expect(twin('---\ntitle: X\ndescription: Y\n---\n\n# Class: Camera\n\nText.', 'md')).toBe(
      '# Taking Photos\n\n> Capture photos.\n\nText.\n',
    );
  });

  it('leaves out an empty description', () => {
    expect(toMarkdownTwin({source: 'Text.', format: 'md', title: 'T', description: ' ', rewriteUrl: (url) => url})).toBe('# T\n\nText.\n');
  });

  it('removes import and export lines, MDX comments and other expressions', () => {
    const source = [
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      'export const meta = {a: 1};',
      '',
      '{/* source: ios/Core/CameraSession.swift */}',
      '',
      'Before {/* inline note */}after.',
    ].join('\n');
    expect(body(source)).toBe('Before after.\n');
  });

  it('flattens Tabs: a bold label line, then each item’s content', () => {
    const source = [
      '<Tabs groupId="package-manager">',
      '  <TabItem value="npm" label="npm" default>',
      '',
      '```bash',
      'npm install react-native-vision-camera',
      '```',
      '',
      '  </TabItem>',
      '  <TabItem value="yarn">',
      '',
      'Use **Yarn**:',
      '',
      '  </TabItem>',
      '</Tabs>',
    ].join('\n');
    expect(body(source)).toBe('**npm**\n\n```bash\nnpm install react-native-vision-camera\n```\n\n**yarn**\n\nUse **Yarn**:\n');
  });

  it('turns admonitions into blockquotes, with and without a title', () => {
    const source = [
      ':::note',
      'Keep a `default` branch.',
      ':::',
      '',
      ':::warning Never pass `undefined`',
      'It throws.',
      '',
      'Twice.',
      ':::',
    ].join('\n');
    expect(body(source)).toBe(
      '> **Note:** Keep a `default` branch.\n\n> **Warning: Never pass `undefined`**\n>\n> It throws.\n>\n> Twice.\n',
    );
  });

  it('accepts the directive-label form of a title and content inside an admonition', () => {
    const source = [
      ':::tip[Ask in context]',
      '<Tabs>',
      '<TabItem value="ios" label="iOS">',
      '',
      'Text.',
      '',
      '</TabItem>',
      '</Tabs>',
      ':::',
    ].join('\n');
    expect(body(source)).toBe('> **Tip: Ask in context**\n>\n> **iOS**\n>\n> Text.\n');
  });

  it('keeps code blocks with their language and title, dropping the snippet checker’s nocheck', () => {
    const source = [
      '```tsx nocheck title="App.tsx"',
      "import React from 'react';",
      'export const x = <View />;',
      '{/* kept */}',
      '```',
    ].join('\n');
    expect(body(source)).toBe('```tsx title="App.tsx"\nimport React from \'react\';\nexport const x = <View />;\n{/* kept */}\n```\n');
  });

  it('does not read admonition or heading-id syntax inside code blocks', () => {
    const source = ['````md', ':::note Title', '## Heading {#id}', '````'].join('\n');
    expect(body(source)).toBe('```md\n:::note Title\n## Heading {#id}\n```\n');
  });

  it('rewrites links, images and definitions through rewriteUrl', () => {
    const source = '[photo](../api/interfaces/CameraProps.md#photo) ![logo](/img/logo.svg) [ref][x]\n\n[x]: ./devices.mdx';
    expect(body(source)).toBe(
      '[photo](https://site.test/resolved/../api/interfaces/CameraProps.md#photo) ![logo](https://site.test/resolved//img/logo.svg) [ref][x]\n\n[x]: https://site.test/resolved/./devices.mdx\n',
    );
  });

  it('keeps <br/> in table cells as HTML and unwraps other JSX', () => {
    const source = ['| Field | Meaning |', '| --- | --- |', '| `id`<br/>Native ID | <Highlight color="red">text</Highlight> |'].join('\n');
    expect(body(source)).toBe('| Field | Meaning |\n| - | - |\n| `id`<br>Native ID | text |\n');
  });

  it('reads .md pages as CommonMark: heading ids go, HTML anchors go, braces stay', () => {
    const source = [
      '### fps {#fps}',
      '',
      '| Name |',
      '| --- |',
      '| <a id="type-parameter-t"></a> `T` |',
      '',
      'An object `{}` or {x: 1}.',
    ].join('\n');
    expect(body(source, 'md')).toBe('### fps\n\n| Name |\n| - |\n| `T` |\n\nAn object `{}` or {x: 1}.\n');
  });

  it('writes prose that merely looks like a directive back as it was', () => {
    expect(body('Ratio 16:9 and key:value.', 'md')).toBe('Ratio 16:9 and key:value.\n');
  });
});

describe('preprocessSource', () => {
  it('gives titled admonitions the directive label syntax and leaves unknown names alone', () => {
    expect(preprocessSource(':::info Android formats\n:::\n:::custom Title')).toBe(':::info[Android formats]\n:::\n:::custom Title');
  });
});
