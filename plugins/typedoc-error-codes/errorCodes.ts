/**
 * The error codes of an error class, read from its typings, and the list that links each one to its entry in the
 * errors guide (docs/guides/errors.mdx). Pure functions over TypeDoc's model; index.mjs wires them into TypeDoc.
 * Only `import type` from TypeDoc: this module is loaded through jiti, so TypeDoc's classes here would not be the
 * ones the running TypeDoc built its model with.
 */
import type {DeclarationReflection, ProjectReflection, SomeType} from 'typedoc';

/**
 * The anchor of a code's entry in the errors guide: the code in lower case, `/` turned into `-`
 * (`session/camera-not-ready` → `session-camera-not-ready`, `NO_ACTIVITY` → `no_activity`). The guide writes these
 * ids by hand; tests/unit/error-codes.test.ts holds it to this function.
 */
export function errorCodeAnchor(code: string): string {
  return code.toLowerCase().replaceAll('/', '-');
}

/** The codes of one union type alias (`DeviceError`), or of literals written in place (`name` undefined). */
export interface CodeGroup {
  name: string | undefined;
  codes: string[];
}

/** The string literals of a type, grouped by the type alias they come from, in declaration order. */
function groupsOfType(type: SomeType | undefined, groups: CodeGroup[], alias?: string): void {
  if (type === undefined) return;
  if (type.type === 'union') {
    type.types.forEach((member) => groupsOfType(member, groups, alias));
  } else if (type.type === 'literal' && typeof type.value === 'string') {
    const group = groups.find((candidate) => candidate.name === alias) ?? groups[groups.push({name: alias, codes: []}) - 1]!;
    group.codes.push(type.value);
  } else if (type.type === 'reference') {
    const target = type.reflection as DeclarationReflection | undefined;
    // A type alias of the project (`DeviceError`): its own union, under its name.
    if (target?.type !== undefined) groupsOfType(target.type, groups, target.name);
  }
}

/**
 * The codes an error class's `code` can hold, by union: the return type of its `code` accessor, and when that is the
 * base class's type parameter (`get code(): TCode` in `CameraError<TCode>`), the class's type argument for it
 * (`CameraRuntimeError extends CameraError<PermissionError | …>`). Empty for a class without a string `code`.
 */
function errorCodeGroupsOf(errorClass: DeclarationReflection): CodeGroup[] {
  const code = errorClass.children?.find((member) => member.name === 'code');
  let type: SomeType | undefined = code?.getSignature?.type ?? code?.type;
  if (type?.type === 'reference' && type.refersToTypeParameter) {
    const parameterName = type.name;
    const base = errorClass.extendedTypes?.find((extended) => extended.type === 'reference');
    const args = base?.type === 'reference' ? (base.typeArguments ?? []) : [];
    const parameters = base?.type === 'reference' ? (base.reflection as DeclarationReflection | undefined)?.typeParameters : undefined;
    const index = parameters?.findIndex((parameter) => parameter.name === parameterName) ?? -1;
    type = index >= 0 ? args[index] : args.length === 1 ? args[0] : undefined;
  }
  const groups: CodeGroup[] = [];
  groupsOfType(type, groups);
  return groups;
}

/** Every class of the project whose `code` is a union of string literals: class name → its code groups. */
export function errorClassesOf(project: ProjectReflection, classKind: number): Map<string, CodeGroup[]> {
  const classes = new Map<string, CodeGroup[]>();
  for (const reflection of project.getReflectionsByKind(classKind) as DeclarationReflection[]) {
    const groups = errorCodeGroupsOf(reflection);
    if (groups.length > 0) classes.set(reflection.name, groups);
  }
  return classes;
}

/**
 * The generated Markdown of a class page with a list under its `code` member: each union (linked to its entry on the
 * API index), then each code linked to its entry in the errors guide. Inserted at the end of the member's section,
 * before the `***` rule or the next heading of level 1 to 3.
 * @param markdown TypeDoc's output for the page
 * @param pageUrl the page's path under docs/api (`classes/CameraRuntimeError.md`), which sets the relative links
 */
export function withErrorCodeList(markdown: string, groups: CodeGroup[], pageUrl: string): string {
  const up = '../'.repeat(pageUrl.split('/').length - 1);
  const guide = `${up}../guides/errors.mdx`;
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => /^#{2,3} code \{#code\}\s*$/.test(line));
  if (start < 0 || groups.length === 0) return markdown;
  let end = lines.length;
  let inFence = false;
  for (let index = start + 1; index < lines.length; index++) {
    const line = lines[index]!;
    if (/^ {0,3}(`{3,}|~{3,})/.test(line)) inFence = !inFence;
    if (!inFence && (line.trim() === '***' || /^#{1,3}\s/.test(line))) {
      end = index;
      break;
    }
  }
  while (end > start + 1 && lines[end - 1]!.trim() === '') end--;
  const link = (code: string) => `[\`${code}\`](${guide}#${errorCodeAnchor(code)})`;
  const list = groups.map(({name, codes}) =>
    name === undefined
      ? `- ${codes.map(link).join(', ')}`
      : `- [${name}](${up || './'}index.md#${name.toLowerCase()}): ${codes.map(link).join(', ')}`,
  );
  const block = [
    '',
    '#### Codes',
    '',
    `Each code links to its entry in the [errors guide](${guide}), with the situations that raise it, its message and what to do.`,
    '',
    ...list,
  ];
  return [...lines.slice(0, end), ...block, ...lines.slice(end)].join('\n');
}
