/**
 * Splits the function that renders a page's Markdown into parts of bounded
 * size, each a component of its own.
 *
 * MDX compiles a page into one function, `_createMdxContent`, which returns
 * every element of the page. The browser compiles and runs that function in
 * one piece the first time the page hydrates: on the largest guide, about
 * 100 ms of a 4x slowed CPU in a single task, with nothing React can yield
 * between. As parts, each is one unit of React's work (a few milliseconds), so
 * hydration yields to the browser between them (ARCHITECTURE.md,
 * "Performance"). The markup is the same: the parts render no element of their
 * own.
 *
 * A part receives what the page's function declared before returning (the
 * components it resolved, such as `_components`, and `props`) as one prop,
 * and is declared at the module's top level, so its identity is stable across
 * renders and React never remounts it.
 */
import type {
  AssignmentProperty,
  Expression,
  FunctionDeclaration,
  ObjectExpression,
  ObjectPattern,
  Pattern,
  Program,
  Property,
  SpreadElement,
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
} from './mdxEstree';

/** Elements per part: a part then runs in a few milliseconds on a slowed phone CPU. */
const maxElementsPerPart = 100;

/** The scope object each part receives as its one prop. */
export const scopePropName = 'mdxScope';

/** The number of JSX elements (runtime calls) in a subtree. */
function elementCount(node: unknown, jsx: JsxRuntimeNames): number {
  if (Array.isArray(node)) return node.reduce<number>((sum, child) => sum + elementCount(child, jsx), 0);
  if (!isNode(node)) return 0;
  let count = isJsxCall(node, jsx) ? 1 : 0;
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'loc' && key !== 'range' && typeof value === 'object') count += elementCount(value, jsx);
  }
  return count;
}

/** Names a pattern declares (`x`, `{a, b: c}`, `[d]`, `...e`, `f = 1`). */
function declaredNames(pattern: Pattern): string[] {
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name];
    case 'ObjectPattern':
      return pattern.properties.flatMap((property) => declaredNames(property.type === 'RestElement' ? property.argument : property.value));
    case 'ArrayPattern':
      return pattern.elements.flatMap((element) => (element ? declaredNames(element) : []));
    case 'RestElement':
      return declaredNames(pattern.argument);
    case 'AssignmentPattern':
      return declaredNames(pattern.left);
    default:
      return [];
  }
}

/** Consecutive children, in order, each group holding about `maxElements` elements. */
export function groupChildren<T>(children: T[], sizeOf: (child: T) => number, maxElements: number): T[][] {
  const groups: T[][] = [];
  let current: T[] = [];
  let size = 0;
  for (const child of children) {
    const childSize = sizeOf(child);
    if (current.length > 0 && size + childSize > maxElements) {
      groups.push(current);
      current = [];
      size = 0;
    }
    current.push(child);
    size += childSize;
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/** `key: value` in an object, or `key` alone when the value is the same name. */
function property(key: string, value: Expression): Property;
function property(key: string, value: Pattern): AssignmentProperty;
function property(key: string, value: Expression | Pattern): Property | AssignmentProperty {
  const shorthand = value.type === 'Identifier' && value.name === key;
  return {type: 'Property', key: identifier(key), value, kind: 'init', method: false, shorthand, computed: false} as
    Property | AssignmentProperty;
}
const object = (properties: Property[]): ObjectExpression => ({type: 'ObjectExpression', properties});

/** `function name({mdxScope: {a, b}}) { return _jsxs(_Fragment, {children: [...]}); }` */
function partFunction(
  name: string,
  scope: string[],
  children: (Expression | SpreadElement | null)[],
  jsx: JsxRuntimeNames,
): FunctionDeclaration {
  const scopePattern: ObjectPattern = {
    type: 'ObjectPattern',
    properties: scope.map((scopeName) => property(scopeName, identifier(scopeName) as Pattern)),
  };
  return {
    type: 'FunctionDeclaration',
    id: identifier(name),
    params: [{type: 'ObjectPattern', properties: [property(scopePropName, scopePattern as Pattern)]}],
    generator: false,
    async: false,
    body: {
      type: 'BlockStatement',
      body: [
        {
          type: 'ReturnStatement',
          argument: call(jsx.jsxs, [
            identifier(jsx.fragment),
            object([property('children', {type: 'ArrayExpression', elements: children})]),
          ]),
        },
      ],
    },
  };
}

/** Splits `_createMdxContent` of a compiled MDX module in place; leaves any other shape alone. */
export function splitMdxContent(program: Program, maxElements = maxElementsPerPart): void {
  const jsx = jsxRuntimeNames(program);
  if (!jsx) return;
  const index = program.body.findIndex(
    (statement): statement is FunctionDeclaration => statement.type === 'FunctionDeclaration' && statement.id?.name === contentFunctionName,
  );
  if (index === -1) return;
  const content = program.body[index] as FunctionDeclaration;
  const statements = content.body.body;
  const children = returnedFragmentChildren(statements.at(-1), jsx);
  if (!children) return;
  const groups = groupChildren(children.elements, (child) => elementCount(child, jsx), maxElements);
  if (groups.length < 2) return;

  // What the parts may reference besides the module's own names: the function's parameters and declarations.
  const scope = [
    ...content.params.flatMap(declaredNames),
    ...statements.flatMap((statement) =>
      statement.type === 'VariableDeclaration' ? statement.declarations.flatMap((declarator) => declaredNames(declarator.id)) : [],
    ),
  ];
  const names = groups.map((_, part) => `${contentFunctionName}Part${part}`);
  children.elements = names.map((name) =>
    call(jsx.jsx, [
      identifier(name),
      object([property(scopePropName, object(scope.map((scopeName) => property(scopeName, identifier(scopeName)))))]),
    ]),
  );
  program.body.splice(index + 1, 0, ...names.map((name, part) => partFunction(name, scope, groups[part], jsx)));
}

/** The recma plugin (docs plugin option `recmaPlugins`). */
export default function recmaSplitMdxContent(): (tree: Program) => void {
  return (tree) => splitMdxContent(tree);
}
