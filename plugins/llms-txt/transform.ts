/**
 * Turns a docs page's source (MDX guide or generated CommonMark API page) into
 * plain Markdown for tools: its "Markdown twin". Pure: text in, text out.
 *
 * - Front matter, `import`/`export` lines and MDX expressions (comments) go.
 * - `<Tabs>`/`<TabItem>` are flattened: each item's label in bold, then its content.
 * - Admonitions (`:::note Title`) become blockquotes opening with `**Note:**`.
 * - Other JSX is unwrapped to its content (`<br/>` stays a line break, as HTML).
 * - The docs plugin's remark plugins run first, as for the HTML page.
 * - Every link becomes absolute through `rewriteUrl`.
 * - The page starts with `# Title`, then its description as a blockquote.
 *
 * The page is read with the project's Markdown reader (model/markdown.ts).
 */
import type {Blockquote, BlockContent, Code, Html, Paragraph, PhrasingContent, Root, RootContent} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified, type PluggableList} from 'unified';
import {codeLinesOf, readMarkdown, type MarkdownFormat} from '../../model/markdown';

/** `md` pages are CommonMark, `mdx` pages are MDX, as Docusaurus' `markdown.format: 'detect'` reads them. */
export type SourceFormat = MarkdownFormat;

export interface TwinInput {
  /** The file as written, front matter included. */
  source: string;
  format: SourceFormat;
  /** The page title (front matter `title`, or the first heading). */
  title: string;
  /** The page description; an empty one is left out. */
  description: string;
  /** Absolute URL of the HTML page, written under the description so a copied page says where it came from. */
  pageUrl?: string;
  /** Maps a URL as written in the source (link, image, definition) to the one the twin shows. */
  rewriteUrl: (url: string) => string;
  /** The docs plugin's remark plugins, run on the page first, so content they generate (a table from data) is in the twin too. */
  remarkPlugins?: PluggableList;
  /** The source file's absolute path, given to the remark plugins as the file's path (as Docusaurus does). */
  sourceFile?: string;
}

/** Docusaurus' admonition keywords and the word each one opens its blockquote with. */
const admonitionLabels: Readonly<Record<string, string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
  important: 'Important',
  success: 'Success',
  secondary: 'Note',
};

/**
 * Line fixes Docusaurus also makes before parsing (its MDX 1 compatibility):
 * `:::note Title` becomes `:::note[Title]` (the directive syntax), and
 * explicit heading ids `## Name {#id}` are dropped (MDX would read `{#id}` as
 * code; plain Markdown has no use for them). Code blocks are left alone.
 */
export function preprocessSource(source: string, format: SourceFormat = 'mdx'): string {
  // Only to find the code blocks: MDX cannot read `{#id}`, so it is escaped as Docusaurus escapes it (same lines).
  const readable = format === 'mdx' ? source.replace(/^(\s{0,3}#{1,6}\s.*?)\{#/gm, '$1\\{#') : source;
  const codeLines = codeLinesOf(readMarkdown(readable, format));
  return source
    .split('\n')
    .map((line, index) => {
      if (codeLines.has(index + 1)) return line;
      const admonition = /^(\s*):::(\w+)[ \t]+([^[{\s].*?)\s*$/.exec(line);
      if (admonition && admonition[2] in admonitionLabels) return `${admonition[1]}:::${admonition[2]}[${admonition[3]}]`;
      return line.replace(/^(\s{0,3}#{1,6}\s.*?)\s*\{#[^}\s]+\}\s*$/, '$1');
    })
    .join('\n');
}

// Neither remark-mdx nor remark-directive here: their serializers escape `{`,
// `<` and `:` for their own syntaxes, which plain Markdown does not have.
const serializer = unified()
  .use(remarkGfm, {tablePipeAlign: false})
  .use(remarkStringify, {bullet: '-', fence: '`', fences: true, listItemIndent: 'one', rule: '-', emphasis: '_', strong: '*'});

type JsxElement = Extract<RootContent, {type: 'mdxJsxFlowElement' | 'mdxJsxTextElement'}>;
type ContainerDirective = Extract<RootContent, {type: 'containerDirective'}>;

function attributeOf(element: JsxElement, name: string): string | undefined {
  for (const attribute of element.attributes) {
    if (attribute.type === 'mdxJsxAttribute' && attribute.name === name && typeof attribute.value === 'string') return attribute.value;
  }
  return undefined;
}

function boldParagraph(children: PhrasingContent[]): Paragraph {
  return {type: 'paragraph', children: [{type: 'strong', children}]};
}

function bracketed(label: PhrasingContent[]): PhrasingContent[] {
  return label.length === 0 ? [] : [{type: 'text', value: '['}, ...label, {type: 'text', value: ']'}];
}

/** `:::warning[Title]` → `> **Warning: Title**` then the content; untitled: `> **Warning:** first paragraph…`. */
function admonitionToBlockquote(directive: ContainerDirective, content: RootContent[]): Blockquote {
  const word = admonitionLabels[directive.name];
  const [first, ...rest] = content;
  const label = first?.type === 'paragraph' && first.data?.directiveLabel ? first : undefined;
  const body = (label ? rest : content) as BlockContent[];
  if (label) {
    return {type: 'blockquote', children: [boldParagraph([{type: 'text', value: `${word}: `}, ...label.children]), ...body]};
  }
  const lead: PhrasingContent = {type: 'strong', children: [{type: 'text', value: `${word}:`}]};
  const [opening, ...others] = body;
  if (opening?.type === 'paragraph') {
    return {type: 'blockquote', children: [{...opening, children: [lead, {type: 'text', value: ' '}, ...opening.children]}, ...others]};
  }
  return {type: 'blockquote', children: [{type: 'paragraph', children: [lead]}, ...body]};
}

/** Typedoc's empty anchors (`<a id="type-parameter-t"></a>`): targets for HTML only. */
function isEmptyAnchor(node: Html): boolean {
  return /^<a\s+(?:id|name)="[^"]*"\s*>(?:\s*<\/a>)?$/.test(node.value.trim());
}

function cleanCodeMeta(node: Code): Code {
  // `nocheck` only tells our snippet checker to skip the block; `needs="…"` is a declaration for the example check.
  const meta = node.meta
    ?.replace(/(?:^|\s)needs="[^"]*"/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '' && word !== 'nocheck')
    .join(' ');
  return {...node, meta: meta || null};
}

/** The nodes that replace `node` in its parent (none, itself, or its flattened content). */
function transformNode(node: RootContent, rewriteUrl: (url: string) => string): RootContent[] {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return [];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      const children = transformChildren(node.children, rewriteUrl);
      if (node.name === 'TabItem') {
        const label = attributeOf(node, 'label') ?? attributeOf(node, 'value') ?? 'Tab';
        return [boldParagraph([{type: 'text', value: label}]), ...children];
      }
      // A line break inside a table cell has no Markdown form but GFM's HTML one.
      if (node.name === 'br') return [{type: 'html', value: '<br>'}];
      return children;
    }
    case 'containerDirective': {
      const children = transformChildren(node.children, rewriteUrl);
      if (node.name in admonitionLabels) return [admonitionToBlockquote(node, children)];
      return children.filter((child) => !(child.type === 'paragraph' && child.data?.directiveLabel));
    }
    // Prose such as `a:b` parses as a directive; Docusaurus shows it as text, and so do we.
    case 'textDirective':
      return [{type: 'text', value: `:${node.name}`}, ...bracketed(transformChildren(node.children, rewriteUrl) as PhrasingContent[])];
    case 'leafDirective':
      return [
        {
          type: 'paragraph',
          children: [
            {type: 'text', value: `::${node.name}`},
            ...bracketed(transformChildren(node.children, rewriteUrl) as PhrasingContent[]),
          ],
        },
      ];
    case 'code':
      return [cleanCodeMeta(node)];
    case 'link':
    case 'image':
    case 'definition':
      node.url = rewriteUrl(node.url);
      break;
    default:
      break;
  }
  if ('children' in node) {
    (node as {children: RootContent[]}).children = transformChildren(node.children, rewriteUrl);
  }
  return [node];
}

function transformChildren(children: RootContent[], rewriteUrl: (url: string) => string): RootContent[] {
  const result: RootContent[] = [];
  let skipClosingAnchor = false;
  let afterAnchor = false;
  for (const child of children) {
    if (child.type === 'html') {
      if (skipClosingAnchor && child.value.trim() === '</a>') {
        skipClosingAnchor = false;
        continue;
      }
      if (isEmptyAnchor(child)) {
        skipClosingAnchor = !child.value.includes('</a>');
        afterAnchor = true;
        continue;
      }
    }
    // The space that separated the anchor from the text goes with it.
    if (afterAnchor && child.type === 'text') child.value = child.value.trimStart();
    skipClosingAnchor = false;
    afterAnchor = false;
    result.push(...transformNode(child, rewriteUrl));
  }
  return result;
}

/** The page body as Markdown, without title or description. */
function transformBody(input: TwinInput): Root {
  const {source, format} = input;
  const tree = unified()
    .use(input.remarkPlugins ?? [])
    .runSync(readMarkdown(preprocessSource(source, format), format), {path: input.sourceFile}) as Root;
  const children = transformChildren(tree.children, input.rewriteUrl);
  // The title is written from the page's metadata; a leading h1 is that same title.
  if (children[0]?.type === 'heading' && children[0].depth === 1) children.shift();
  return {type: 'root', children};
}

export function toMarkdownTwin(input: TwinInput): string {
  const head: RootContent[] = [{type: 'heading', depth: 1, children: [{type: 'text', value: input.title}]}];
  const description = input.description.replace(/\s+/g, ' ').trim();
  if (description !== '') {
    head.push({type: 'blockquote', children: [{type: 'paragraph', children: [{type: 'text', value: description}]}]});
  }
  if (input.pageUrl) {
    head.push({
      type: 'paragraph',
      children: [
        {type: 'text', value: 'Source: '},
        {type: 'link', url: input.pageUrl, children: [{type: 'text', value: input.pageUrl}]},
      ],
    });
  }
  const body = transformBody(input);
  return serializer.stringify({type: 'root', children: [...head, ...body.children]});
}

/** Serialises any Markdown tree with the twins' settings. */
export function stringifyMarkdown(tree: Root): string {
  return serializer.stringify(tree);
}
