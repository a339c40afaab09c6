import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {compile} from '@mdx-js/mdx';
import type {Program} from 'estree';
import {createElement, type ComponentType, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {splitMdxContent} from '../split-mdx-content/recma';
import recmaStaticArticle, {fullContentQuery} from './recma';

const jsxRuntimePath = createRequire(import.meta.url).resolve('react/jsx-runtime');
const moduleDir = mkdtempSync(path.join(tmpdir(), 'static-article-'));

// A stand-in for client/staticArticle.tsx: static blocks render as marked, empty elements, and the
// default export is the page's own MDXContent, as while hydrating.
const runtimeModule = path.join(moduleDir, 'runtime.mjs');
writeFileSync(
  runtimeModule,
  [
    "export const staticBlockProps = {'data-static': 'block'};",
    "export const staticVoidProps = {'data-static': 'void'};",
    'export const isHydrationPending = () => true;',
    'export const createStaticArticle = (Content) => Content;',
  ].join('\n'),
);

/** The docs plugin's default test for partials, for a file in a page's folder. */
const isPartial = (file: string) => path.basename(file).startsWith('_');

interface CompiledPage {
  code: string;
  Content: ComponentType<{components?: Record<string, unknown>}>;
}

/** Compiles MDX as the browser bundle's docs rule does: split into parts (optionally), then made static. */
async function compilePage(source: string, {split = false, static: makeStatic = true, name = 'page.mdx'} = {}): Promise<CompiledPage> {
  const folder = path.join(moduleDir, Math.random().toString(36).slice(2));
  mkdirSync(folder);
  const file = path.join(folder, name);
  const recmaPlugins = [
    ...(split ? [() => (tree: Program) => splitMdxContent(tree, 3)] : []),
    ...(makeStatic ? [[recmaStaticArticle, {runtimeModule: pathToFileURL(runtimeModule).href, isPartial}] as const] : []),
  ];
  const code = String(await compile({value: source, path: file}, {recmaPlugins: recmaPlugins as never}));
  const modulePath = `${file}.mjs`;
  writeFileSync(modulePath, code.replace(/(["'])react\/jsx-runtime\1/, JSON.stringify(jsxRuntimePath)));
  const module = (await import(/* @vite-ignore */ pathToFileURL(modulePath).href)) as {default: CompiledPage['Content']};
  return {code, Content: module.default};
}

function Tabs({children}: {children?: ReactNode}): ReactNode {
  return createElement('div', {className: 'tabs'}, children);
}
function CodeBlock({children}: {children?: ReactNode}): ReactNode {
  return createElement('div', {className: 'code-block'}, children);
}
function Admonition({children}: {children?: ReactNode}): ReactNode {
  return createElement('div', {className: 'admonition'}, children);
}

const components = {Tabs, pre: CodeBlock, admonition: Admonition};

const page = [
  '## A heading',
  '',
  'A paragraph with [a link](/docs/x), `code` and **bold**.',
  '',
  '- one',
  '- two',
  '',
  '<table><tbody><tr><td>1</td></tr></tbody></table>',
  '',
  '---',
  '',
  '```ts',
  'const x = 1;',
  '```',
  '',
  '<Tabs>Tabbed text</Tabs>',
  '',
  '<div onClick={() => {}}>Clickable</div>',
  '',
  '<p>Counted {1 + 1}</p>',
  '',
].join('\n');

const voidElements = new Set(['br', 'hr', 'img', 'input']);

/** The names of the top-level elements of some markup. */
function topLevelElements(html: string): string[] {
  const names: string[] = [];
  let depth = 0;
  for (const [, closing, name] of html.matchAll(/<(\/?)([a-z0-9]+)[^>]*>/g)) {
    if (closing) depth -= 1;
    else {
      if (depth === 0) names.push(name!);
      if (!voidElements.has(name!)) depth += 1;
    }
  }
  return names;
}

describe('makeStaticArticle', () => {
  it('keeps only the element of each plain block, and every other block whole', async () => {
    const {Content} = await compilePage(page);
    expect(renderToStaticMarkup(createElement(Content, {components}))).toBe(
      [
        '<h2 data-static="block"></h2>',
        '<p data-static="block"></p>',
        '<ul data-static="block"></ul>',
        '<table data-static="block"></table>',
        '<hr data-static="void"/>',
        '<div class="code-block"><code class="language-ts">const x = 1;\n</code></div>',
        '<div class="tabs">Tabbed text</div>',
        '<div>Clickable</div>',
        '<p>Counted 2</p>',
      ].join('\n'),
    );
  });

  it('hydrates each static block as the element the whole page renders', async () => {
    const source = '> A quote\n\n1. one\n2. two\n\n<figure><figcaption>A caption</figcaption></figure>\n';
    const whole = renderToStaticMarkup(createElement((await compilePage(source, {static: false})).Content, {components}));
    const made = renderToStaticMarkup(createElement((await compilePage(source)).Content, {components}));
    expect(topLevelElements(made)).toEqual(topLevelElements(whole));
    expect(made).toContain('<figure data-static="block"></figure>');
  });

  it('works on the parts split-mdx-content made, so the tree has the shape of the server render', async () => {
    const source = Array.from({length: 6}, (_, index) => `Paragraph ${index}.\n\n\`\`\`js\nblock(${index});\n\`\`\`\n`).join('\n');
    const split = await compilePage(source, {split: true, static: false});
    const both = await compilePage(source, {split: true});
    const parts = (code: string) => code.match(/function _createMdxContentPart\d+\(/g)?.length;
    expect(parts(both.code)).toBe(parts(split.code));
    expect(parts(both.code)).toBeGreaterThan(1);
    expect(renderToStaticMarkup(createElement(both.Content, {components})).match(/<p data-static="block"><\/p>/g)).toHaveLength(6);
  });

  it('loads the whole page, the same file as MDX compiles it, for renders that do not hydrate', async () => {
    const {code} = await compilePage(page, {name: 'guide.mdx'});
    expect(code).toMatch(new RegExp(`import\\("[^"]*guide\\.mdx\\?${fullContentQuery}"\\)`));
    expect(code).toMatch(
      /export default _createStaticArticle\(MDXContent, _isHydrationPending\(\) \? undefined : await _loadFullContent\(\), _loadFullContent\)/,
    );
  });

  it('leaves a page with no plain block, and a partial, as MDX compiled them', async () => {
    const interactive = '<Tabs>One</Tabs>\n\n```js\nx();\n```\n';
    expect((await compilePage(interactive)).code).toBe((await compilePage(interactive, {static: false})).code);
    const partial = (await compilePage(page, {name: '_partial.mdx'})).code;
    expect(partial).not.toContain('_createStaticArticle');
  });
});
