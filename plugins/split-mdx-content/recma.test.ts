import {mkdtempSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {compile} from '@mdx-js/mdx';
import type {Program} from 'estree';
import {createElement, type ComponentType, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import recmaSplitMdxContent, {groupChildren, splitMdxContent} from './recma';

const jsxRuntimePath = createRequire(import.meta.url).resolve('react/jsx-runtime');
const moduleDir = mkdtempSync(path.join(tmpdir(), 'split-mdx-'));

interface CompiledPage {
  code: string;
  Content: ComponentType<{components?: Record<string, unknown>; answer?: number}>;
}

/** Compiles MDX as Docusaurus does (an ES module), with or without the plugin, and imports it. */
async function compilePage(source: string, split: boolean, maxElements?: number): Promise<CompiledPage> {
  const recmaPlugins = split
    ? [maxElements === undefined ? recmaSplitMdxContent : () => (tree: Program) => splitMdxContent(tree, maxElements)]
    : [];
  const code = String(await compile(source, {recmaPlugins}));
  const file = path.join(moduleDir, `page-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(file, code.replace(/(["'])react\/jsx-runtime\1/, JSON.stringify(jsxRuntimePath)));
  const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {default: CompiledPage['Content']};
  return {code, Content: module.default};
}

/** A page of `sections` sections, each a heading, a paragraph with a link and a list. */
function longPage(sections: number): string {
  return Array.from(
    {length: sections},
    (_, index) => `## Section ${index}\n\nText with [a link](/docs/${index}) and \`code\`.\n\n- one\n- two **bold**\n`,
  ).join('\n');
}

function Note({children}: {children?: ReactNode}): ReactNode {
  return createElement('aside', {className: 'note'}, children);
}

describe('splitMdxContent', () => {
  it('renders a long page in parts, with the same markup as the whole function', async () => {
    const source = longPage(40);
    const whole = await compilePage(source, false);
    const split = await compilePage(source, true, 30);
    expect(split.code.match(/function _createMdxContentPart\d+\(/g)?.length).toBeGreaterThan(3);
    expect(renderToStaticMarkup(createElement(split.Content))).toBe(renderToStaticMarkup(createElement(whole.Content)));
  });

  it("passes the page's components and props to every part", async () => {
    const source = `${longPage(20)}\n<Note>Answer: {props.answer}</Note>\n\n${longPage(20)}\n<Note>Again {props.answer}</Note>\n`;
    const whole = await compilePage(source, false);
    const split = await compilePage(source, true, 30);
    const props = {components: {Note}, answer: 42};
    const html = renderToStaticMarkup(createElement(split.Content, props));
    expect(html).toContain('<aside class="note">Answer: 42</aside>');
    expect(html).toContain('<aside class="note">Again 42</aside>');
    expect(html).toBe(renderToStaticMarkup(createElement(whole.Content, props)));
  });

  it('declares the parts once, at the top level of the module, so React never remounts them', async () => {
    const {code} = await compilePage(longPage(40), true, 30);
    for (const declaration of code.match(/^.*function _createMdxContentPart\d+\(/gm) ?? []) {
      expect(declaration).toMatch(/^function /);
    }
  });

  it('leaves a page that fits in one part as MDX compiled it', async () => {
    const source = longPage(2);
    const whole = await compilePage(source, false);
    const split = await compilePage(source, true);
    expect(split.code).toBe(whole.code);
  });
});

describe('groupChildren', () => {
  it('keeps the order and starts a group when the next child would pass the limit', () => {
    expect(groupChildren([3, 3, 3, 5, 1, 9, 1], (size) => size, 6)).toEqual([[3, 3], [3], [5, 1], [9], [1]]);
  });

  it('gives a child larger than the limit a group of its own', () => {
    expect(groupChildren([20, 1], (size) => size, 6)).toEqual([[20], [1]]);
  });
});
