/**
 * The browser's version of a docs page's module: its static blocks without
 * their content (ARCHITECTURE.md, Performance, "Static article").
 *
 * A top-level block of an article whose every element is plain markup
 * (paragraphs, headings, lists, tables, admonitions, links, inline code) looks
 * the same before and after hydration and reacts to nothing but link clicks.
 * Here each such block becomes its element alone, which hydrates the server's
 * element and leaves its content as the server wrote it
 * (`client/staticArticle.tsx`, `staticBlockProps`). Blocks with anything
 * else (code blocks, tabs, diagrams, collapsibles, imported components, event
 * handlers, expressions) stay as MDX compiled them.
 *
 * The module's default export becomes `createStaticArticle(MDXContent, …)`,
 * which renders the page from those blocks while it hydrates the server's
 * HTML, and from the whole module (`?static-article=full`, the same file as
 * MDX compiles it) when the page is rendered by the browser: a client-side
 * navigation awaits that module at the top level, so the route loads with it.
 */
import type {
  CallExpression,
  ExportDefaultDeclaration,
  Expression,
  FunctionDeclaration,
  Identifier,
  ImportDeclaration,
  ModuleDeclaration,
  Program,
  Property,
  SpreadElement,
  Statement,
} from 'estree';
import {
  call,
  contentFunctionName,
  identifier,
  isJsxCall,
  isNode,
  jsxRuntimeNames,
  returnedFragmentChildren,
  type JsxRuntimeNames,
} from '../lib/mdxEstree';

/** The query of the request for a page's whole module. */
export const fullContentQuery = 'static-article=full';

/**
 * MDX provider components that render more than their element: Docusaurus'
 * code blocks, collapsibles, diagrams and head tags (`@theme/MDXComponents`).
 * Every other lower-case name is an HTML element or a component that renders
 * one, with nothing interactive in it.
 */
const interactiveComponents = new Set(['pre', 'details', 'Details', 'mermaid', 'Head']);

/** The element a provider component renders at the top of a block, where it is not its own name. */
const renderedElement: Record<string, string> = {admonition: 'div'};

/** Elements with no content: hydrated without `dangerouslySetInnerHTML`. */
const voidElements = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** Names a static block's subtree may use besides the JSX runtime's. */
const componentsObject = '_components';

const htmlName = /^[a-z][a-z0-9-]*$/;
/** `_createMdxContent` and the parts `split-mdx-content` makes of it. */
const contentFunctionPattern = new RegExp(`^${contentFunctionName}(Part\\d+)?$`);
const eventHandlerName = /^on[A-Z]/;

/** The HTML element an element's type renders, when it is plain markup; undefined otherwise. */
function plainElementName(type: CallExpression['arguments'][number] | undefined): string | undefined {
  if (type?.type === 'Literal' && typeof type.value === 'string' && htmlName.test(type.value)) return type.value;
  if (
    type?.type === 'MemberExpression' &&
    !type.computed &&
    type.object.type === 'Identifier' &&
    type.object.name === componentsObject &&
    type.property.type === 'Identifier' &&
    htmlName.test(type.property.name) &&
    !interactiveComponents.has(type.property.name)
  ) {
    return renderedElement[type.property.name] ?? type.property.name;
  }
  return undefined;
}

/**
 * Whether a subtree is plain markup: elements of plain types, fragments,
 * literal props and texts, no event handler, no call but the JSX runtime's,
 * no name but the components object and the fragment.
 */
function isPlainMarkup(node: unknown, jsx: JsxRuntimeNames): boolean {
  if (Array.isArray(node)) return node.every((child) => isPlainMarkup(child, jsx));
  if (!isNode(node)) return true;
  switch (node.type) {
    case 'Literal':
    case 'TemplateElement':
      return true;
    case 'TemplateLiteral':
    case 'ArrayExpression':
    case 'ObjectExpression':
    case 'SpreadElement':
      return Object.entries(node).every(([key, value]) => key === 'type' || isPlainMarkup(value, jsx));
    case 'Property': {
      const {key, value, computed} = node as unknown as Property;
      const name = key.type === 'Identifier' ? key.name : key.type === 'Literal' ? String(key.value) : '';
      return !computed && !eventHandlerName.test(name) && isPlainMarkup(value, jsx);
    }
    case 'Identifier':
      return (node as unknown as Identifier).name === jsx.fragment;
    case 'CallExpression': {
      if (!isJsxCall(node, jsx)) return false;
      const [type, props, ...rest] = node.arguments;
      const plainType = (type?.type === 'Identifier' && type.name === jsx.fragment) || plainElementName(type) !== undefined;
      return plainType && rest.length === 0 && isPlainMarkup(props, jsx);
    }
    default:
      return false;
  }
}

/** The element a top-level block hydrates as, when the whole block is plain markup. */
function staticBlockElement(block: Expression | SpreadElement | null, jsx: JsxRuntimeNames): string | undefined {
  if (!isJsxCall(block, jsx)) return undefined;
  const element = plainElementName(block.arguments[0]);
  return element !== undefined && isPlainMarkup(block, jsx) ? element : undefined;
}

const literal = (value: string) => ({type: 'Literal', value}) as const;

const runtimeNames = {
  createStaticArticle: '_createStaticArticle',
  isHydrationPending: '_isHydrationPending',
  staticBlockProps: '_staticBlockProps',
  staticVoidProps: '_staticVoidProps',
} as const;

function runtimeImport(runtimeModule: string): ImportDeclaration {
  return {
    type: 'ImportDeclaration',
    specifiers: Object.entries(runtimeNames).map(([imported, local]) => ({
      type: 'ImportSpecifier',
      imported: identifier(imported),
      local: identifier(local),
    })),
    source: literal(runtimeModule),
    attributes: [],
  };
}

/**
 * `const _loadFullContent = () => import("<file>?static-article=full");`
 * `export default _createStaticArticle(MDXContent, _isHydrationPending() ? undefined : await _loadFullContent(), _loadFullContent);`
 */
function staticArticleExport(file: string): (Statement | ModuleDeclaration)[] {
  const loader = identifier('_loadFullContent');
  return [
    {
      type: 'VariableDeclaration',
      kind: 'const',
      declarations: [
        {
          type: 'VariableDeclarator',
          id: loader,
          init: {
            type: 'ArrowFunctionExpression',
            params: [],
            expression: true,
            async: false,
            generator: false,
            body: {type: 'ImportExpression', source: literal(`${file}?${fullContentQuery}`), options: null},
          } as Expression,
        },
      ],
    },
    {
      type: 'ExportDefaultDeclaration',
      declaration: call(runtimeNames.createStaticArticle, [
        identifier('MDXContent'),
        {
          type: 'ConditionalExpression',
          test: call(runtimeNames.isHydrationPending, []),
          consequent: identifier('undefined'),
          alternate: {type: 'AwaitExpression', argument: call('_loadFullContent', [])},
        },
        loader,
      ]),
    },
  ];
}

/**
 * Rewrites a compiled page in place (see the module comment). A page with no
 * plain block, or of another shape, is left as it is.
 */
function makeStaticArticle(program: Program, file: string, runtimeModule: string): void {
  const jsx = jsxRuntimeNames(program);
  const defaultExport = program.body.findIndex(
    (statement): statement is ExportDefaultDeclaration =>
      statement.type === 'ExportDefaultDeclaration' &&
      statement.declaration.type === 'FunctionDeclaration' &&
      statement.declaration.id?.name === 'MDXContent',
  );
  if (!jsx || defaultExport === -1) return;

  // The blocks are the children `_createMdxContent` returns or, once `split-mdx-content` has run (it runs
  // first, on the same blocks as the server's compilation, so both render the same tree and React's
  // `useId` gives the same ids), those its parts return.
  let made = 0;
  for (const statement of program.body) {
    if (statement.type !== 'FunctionDeclaration' || !contentFunctionPattern.test(statement.id?.name ?? '')) continue;
    const children = returnedFragmentChildren(statement.body.body.at(-1), jsx);
    if (!children) continue;
    children.elements = children.elements.map((block) => {
      const element = staticBlockElement(block, jsx);
      if (element === undefined) return block;
      made += 1;
      return call(jsx.jsx, [
        literal(element),
        identifier(voidElements.has(element) ? runtimeNames.staticVoidProps : runtimeNames.staticBlockProps),
      ]);
    });
  }
  if (made === 0) return;

  const mdxContent = (program.body[defaultExport] as ExportDefaultDeclaration).declaration as FunctionDeclaration;
  program.body.splice(defaultExport, 1, mdxContent, ...staticArticleExport(file));
  program.body.unshift(runtimeImport(runtimeModule));
}

export interface StaticArticleOptions {
  runtimeModule: string;
  /** The docs plugin's test for partials (files pages import, not pages), which are left alone: its loader option `isMDXPartial`. */
  isPartial: (file: string) => boolean;
}

/** The recma plugin; the browser bundle's docs rule adds it (index.ts). */
export default function recmaStaticArticle({
  runtimeModule,
  isPartial,
}: StaticArticleOptions): (tree: Program, file: {path?: string}) => void {
  return (tree, file) => {
    if (file.path && !isPartial(file.path)) makeStaticArticle(tree, file.path, runtimeModule);
  };
}
