import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {Root} from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {describe, expect, it} from 'vitest';
import {altText, diagramFile, diagramKey, diagramSources, diagramText, withIntrinsicSize, withRoundedCoordinates} from './diagrams';
import remarkStaticDiagrams from './remark';

const rendered = 'flowchart TD\n  accTitle: Permission flow\n  accDescr: Ask, then show the camera.\n  A --> B';
const notRendered = 'flowchart TD\n  C --> D';
const page = ['# Guide', '', '```mermaid', rendered, '```', '', 'Between.', '', '```mermaid', notRendered, '```', ''].join('\n');

function svg(title: string, description: string): string {
  return `<svg id="d" width="100%" xmlns="http://www.w3.org/2000/svg" style="max-width: 80.5px;" viewBox="0 0 80.5 120.2" aria-roledescription="flowchart-v2"><title id="t">${title}</title><desc id="d">${description}</desc><g/></svg>`;
}

/** The tree of `page` after the plugin, with SVGs rendered for the first diagram only. */
function transform(): Root {
  const dir = mkdtempSync(path.join(tmpdir(), 'diagrams-'));
  const key = diagramKey(rendered);
  writeFileSync(diagramFile(key, 'light', dir), svg('Permission flow', 'Ask, then show the camera.'));
  writeFileSync(diagramFile(key, 'dark', dir), svg('Permission flow', 'Ask, then show the camera.'));
  const processor = unified().use(remarkParse).use(remarkMdx);
  const tree = processor.parse(page);
  remarkStaticDiagrams({dir})(tree);
  return tree;
}

describe('static diagrams (remark)', () => {
  it('replaces a diagram with SVGs by a figure with a light and a dark image, both with alt text', () => {
    const [, figure] = transform().children;
    expect(figure).toMatchObject({
      type: 'mdxJsxFlowElement',
      name: 'figure',
      attributes: [
        {name: 'className', value: 'static-diagram'},
        {name: 'data-diagram', value: diagramKey(rendered)},
      ],
    });
    const spans = (
      figure as unknown as {children: Array<{attributes: Array<{value: string}>; children: Array<{url: string; alt: string}>}>}
    ).children;
    expect(spans.map((span) => span.attributes[0]?.value)).toEqual(['static-diagram__light', 'static-diagram__dark']);
    expect(spans.map((span) => span.children[0]?.url)).toEqual([
      expect.stringMatching(new RegExp(`^@site/.*${diagramKey(rendered)}-light\\.svg$`)),
      expect.stringMatching(new RegExp(`^@site/.*${diagramKey(rendered)}-dark\\.svg$`)),
    ]);
    expect(spans.map((span) => span.children[0]?.alt)).toEqual([
      'Permission flow. Ask, then show the camera.',
      'Permission flow. Ask, then show the camera.',
    ]);
  });

  it('leaves a diagram without SVGs as a mermaid code block, for the client renderer', () => {
    const children = transform().children;
    expect(children[3]).toMatchObject({type: 'code', lang: 'mermaid', value: notRendered});
  });
});

describe('static diagrams (helpers)', () => {
  it('finds the source of every mermaid block, as the docs compiler sees it', () => {
    expect(diagramSources(page, 'mdx')).toEqual([rendered, notRendered]);
    expect(diagramSources('```js\nmermaid\n```', 'md')).toEqual([]);
  });

  it('keys a diagram by its source and the Mermaid version', () => {
    expect(diagramKey(rendered, '11.0.0')).toMatch(/^[0-9a-f]{16}$/);
    expect(diagramKey(rendered, '11.0.0')).not.toBe(diagramKey(rendered, '11.0.1'));
    expect(diagramKey(rendered, '11.0.0')).not.toBe(diagramKey(`${rendered} `, '11.0.0'));
  });

  it('reads the alt text from the SVG title and description, or names the kind of diagram', () => {
    expect(altText(diagramText(svg('A &amp; B', '')))).toBe('A & B');
    expect(altText(diagramText('<svg aria-roledescription="sequence"></svg>'))).toBe('Sequence diagram');
    expect(altText({})).toBe('Diagram');
  });

  it('gives the SVG a pixel size from its viewBox', () => {
    const sized = withIntrinsicSize(svg('t', 'd'));
    expect(sized).toMatch(
      /^<svg id="d" xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 80.5 120.2" aria-roledescription="flowchart-v2" width="81" height="121">/,
    );
  });
});

describe('static diagrams (rounding)', () => {
  it('rounds long coordinates in attributes to two decimals, and leaves text alone', () => {
    const input = '<svg viewBox="0 0 10 10"><path d="M-83.75390625 -16 C-25.748983080606976 -16"/><text x="1.5">0.12345 s</text></svg>';
    expect(withRoundedCoordinates(input)).toBe(
      '<svg viewBox="0 0 10 10"><path d="M-83.75 -16 C-25.75 -16"/><text x="1.5">0.12345 s</text></svg>',
    );
  });
});
