/**
 * The shape of a module compiled by MDX, as our recma plugins read it
 * (`split-mdx-content`): the JSX runtime's local names and
 * the elements `_createMdxContent` returns.
 */
import type {ArrayExpression, CallExpression, Expression, Identifier, Program, Property, Statement} from 'estree';

export interface JsxRuntimeNames {
  jsx: string;
  jsxs: string;
  fragment: string;
}

/** The name of the function MDX compiles a page's content into. */
export const contentFunctionName = '_createMdxContent';

export function isNode(value: unknown): value is {type: string} {
  return typeof value === 'object' && value !== null && typeof (value as {type?: unknown}).type === 'string';
}

export const identifier = (name: string): Identifier => ({type: 'Identifier', name});

/** `callee(...args)` */
export const call = (callee: string, args: Expression[]): CallExpression => ({
  type: 'CallExpression',
  callee: identifier(callee),
  arguments: args,
  optional: false,
});

/** Whether a node is a call of the JSX runtime (`_jsx(…)`, `_jsxs(…)`): one element. */
export function isJsxCall(node: unknown, jsx: JsxRuntimeNames): node is CallExpression {
  if (!isNode(node) || node.type !== 'CallExpression') return false;
  const {callee} = node as CallExpression;
  return callee.type === 'Identifier' && (callee.name === jsx.jsx || callee.name === jsx.jsxs);
}

/** How MDX imported the JSX runtime's functions in this module. */
export function jsxRuntimeNames(program: Program): JsxRuntimeNames | undefined {
  const names: Partial<JsxRuntimeNames> = {};
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || statement.source.value !== 'react/jsx-runtime') continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type !== 'ImportSpecifier' || specifier.imported.type !== 'Identifier') continue;
      const imported = specifier.imported.name;
      if (imported === 'jsx' || imported === 'jsxs') names[imported] = specifier.local.name;
      if (imported === 'Fragment') names.fragment = specifier.local.name;
    }
  }
  return names.jsx && names.jsxs && names.fragment ? (names as JsxRuntimeNames) : undefined;
}

/** The children array of `return _jsxs(_Fragment, {children: [...]})`, when the function ends so. */
export function returnedFragmentChildren(statement: Statement | undefined, jsx: JsxRuntimeNames): ArrayExpression | undefined {
  if (statement?.type !== 'ReturnStatement' || statement.argument?.type !== 'CallExpression') return undefined;
  const {callee, arguments: args} = statement.argument;
  if (callee.type !== 'Identifier' || callee.name !== jsx.jsxs) return undefined;
  const [type, props] = args;
  if (type?.type !== 'Identifier' || type.name !== jsx.fragment || props?.type !== 'ObjectExpression') return undefined;
  const children = props.properties.find(
    (property): property is Property =>
      property.type === 'Property' && property.key.type === 'Identifier' && property.key.name === 'children',
  );
  return children?.value.type === 'ArrayExpression' ? children.value : undefined;
}
