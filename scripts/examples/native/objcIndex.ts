/**
 * The Objective-C (and so Swift) API surface of VisionCamera's pod, read from
 * the headers VisionCamera.podspec makes public: classes, protocols, methods
 * with their selectors, parameter types and Swift names, properties, block
 * typedefs and function-like macros. Regex-level parsing of the header
 * declarations is enough: they are simple and this is exactly what a reader's
 * `#import <VisionCamera/…>` gives them.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {filesUnder, libraryPath, libraryRoot, readText} from './library';
import {blankCommentsAndStrings, lineOf, normalizeSpace, splitTopLevel} from './text';

type Nullability = 'nullable' | 'nonnull' | 'unspecified';

export interface ObjcType {
  /** Type without nullability qualifiers, spaces collapsed: `NSDictionary*`, `size_t`, `PluginInitializerFunction`. */
  base: string;
  nullability: Nullability;
}

export interface ObjcMethod {
  kind: '-' | '+';
  selector: string;
  returnType: ObjcType;
  params: {type: ObjcType; name: string}[];
  /** Swift spelling: `init(proxy:options:)`, `callback(_:withArguments:)`. */
  swift: SwiftName;
  unavailable: boolean;
  /** The base implementation raises NSInternalInconsistencyException: a subclass must override it. */
  mustOverride: boolean;
  /** Declared inside `#ifdef __cplusplus`: visible to Objective-C++ only, never to Swift. */
  cxxOnly: boolean;
  where: string;
  /** The declaration as written, whitespace-normalised, for comparing quoted declarations. */
  text: string;
}

export interface ObjcProperty {
  name: string;
  type: ObjcType;
  readonly: boolean;
  cxxOnly: boolean;
  where: string;
}

interface ObjcClass {
  name: string;
  kind: 'class' | 'protocol';
  superclass?: string;
  methods: ObjcMethod[];
  properties: ObjcProperty[];
  where: string;
}

interface ObjcBlockTypedef {
  name: string;
  returnType: ObjcType;
  params: ObjcType[];
  where: string;
  text: string;
}

interface ObjcMacro {
  name: string;
  params: string[];
  body: string;
  where: string;
}

export interface SwiftName {
  base: string;
  labels: string[];
}

export interface ObjcIndex {
  /** The pod's module name (`s.name` of the podspec): `import VisionCamera`, `<VisionCamera/…>`. */
  module: string;
  /** File names of the public headers. */
  publicHeaders: Set<string>;
  /** Every header of the pod, public or not (to tell "private" from "does not exist"). */
  allHeaders: Set<string>;
  classes: Map<string, ObjcClass>;
  typedefs: Map<string, ObjcBlockTypedef>;
  macros: Map<string, ObjcMacro>;
  /** Every top-level declaration (`- …;`, `+ …;`, `typedef …;`) normalised, for quoted-declaration blocks. */
  declarations: {text: string; where: string}[];
}

const qualifiers = /\b(_Nullable|_Nonnull|__nullable|__nonnull|nullable|nonnull|_Null_unspecified|__kindof)\b/g;

function parseObjcType(text: string, defaultNullability: Nullability = 'unspecified'): ObjcType {
  const nullability: Nullability = /\b(_Nullable|__nullable|nullable)\b/.test(text)
    ? 'nullable'
    : /\b(_Nonnull|__nonnull|nonnull)\b/.test(text)
      ? 'nonnull'
      : defaultNullability;
  const base = text
    .replace(qualifiers, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\s*\*\s*/g, '*')
    .trim();
  return {base, nullability};
}

const prepositions = ['With', 'For', 'From', 'To', 'In', 'At', 'By', 'On', 'Of', 'Using'];

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The name Swift gives an Objective-C method, following the importer's main
 * rules: NS_SWIFT_NAME wins; `initWithX:y:` becomes `init(x:y:)`; otherwise the
 * first selector piece is the base name, split before a trailing preposition
 * (`removeObjectForKey:` → `removeObject(forKey:)`) with the last word dropped
 * when it repeats the parameter's type (`installWithDelegate:(id<…Delegate>)`
 * → `install(with:)`). Enough for the declarations VisionCamera makes public.
 */
function swiftNameOf(selector: string, paramTypes: string[], swiftNameAttribute?: string): SwiftName {
  if (swiftNameAttribute) {
    const match = /^([\w.]+)\((.*)\)$/.exec(swiftNameAttribute.trim());
    if (match) return {base: match[1], labels: match[2].split(':').filter((label) => label !== '')};
  }
  const pieces = selector.split(':').filter((piece) => piece !== '');
  if (!selector.includes(':')) return {base: selector, labels: []};
  const initMatch = /^init(?:With)?([A-Z]\w*)?$/.exec(pieces[0]);
  if (initMatch) return {base: 'init', labels: [lowerFirst(initMatch[1] ?? ''), ...pieces.slice(1)].filter((l, i) => i > 0 || l !== '')};
  let base = pieces[0];
  let firstLabel = '_';
  for (const preposition of prepositions) {
    const at = base.lastIndexOf(preposition);
    if (at > 0 && /^[A-Z]/.test(base.slice(at + preposition.length))) {
      const tail = base.slice(at + preposition.length);
      firstLabel = paramTypes[0]?.replace(/[*>]/g, '').endsWith(tail) ? lowerFirst(preposition) : lowerFirst(preposition) + tail;
      base = base.slice(0, at);
      break;
    }
  }
  return {base, labels: [firstLabel, ...pieces.slice(1)]};
}

export const swiftSignature = (name: SwiftName): string => `${name.base}(${name.labels.map((label) => `${label}:`).join('')})`;

/** Where a `public_header_files` entry of the podspec points, as header file names. */
function podspecHeaders(podspec: string): {module: string; headers: Set<string>} {
  const module = /s\.name\s*=\s*"([^"]+)"/.exec(podspec)?.[1] ?? '';
  const headers = new Set<string>();
  for (const list of podspec.matchAll(/public_header_files\s*=\s*\[([^\]]*)\]/g)) {
    for (const entry of list[1].matchAll(/"([^"]+\.h)"/g)) headers.add(path.basename(entry[1]));
  }
  return {module, headers};
}

/** Marks which offsets of a header sit inside `#ifdef __cplusplus` (or `#if __cplusplus`) sections. */
function cplusplusRanges(code: string): (offset: number) => boolean {
  const ranges: [number, number][] = [];
  const stack: {start: number; cxx: boolean}[] = [];
  for (const match of code.matchAll(/^[ \t]*#\s*(ifdef|ifndef|if|else|elif|endif)\b(.*)$/gm)) {
    const [, directive, rest] = match;
    if (directive === 'ifdef' || directive === 'if' || directive === 'ifndef') {
      stack.push({start: match.index, cxx: directive !== 'ifndef' && /__cplusplus/.test(rest)});
    } else if (directive === 'endif' || directive === 'else' || directive === 'elif') {
      const open = stack.pop();
      if (open?.cxx) ranges.push([open.start, match.index]);
      if (directive !== 'endif') stack.push({start: match.index, cxx: false});
    }
  }
  return (offset) => ranges.some(([start, end]) => offset > start && offset < end);
}

/** Marks which offsets are between NS_ASSUME_NONNULL_BEGIN and _END. */
function nonnullRanges(code: string): (offset: number) => boolean {
  const ranges: [number, number][] = [];
  for (const match of code.matchAll(/NS_ASSUME_NONNULL_BEGIN([\s\S]*?)NS_ASSUME_NONNULL_END/g))
    ranges.push([match.index, match.index + match[0].length]);
  return (offset) => ranges.some(([start, end]) => offset > start && offset < end);
}

/** Parses `- (ret)piece:(T)a piece2:(T)b ATTRS` (without the final `;`). */
export function parseMethodDeclaration(
  text: string,
  assumeNonnull: boolean,
): Omit<ObjcMethod, 'cxxOnly' | 'where' | 'mustOverride'> | undefined {
  const head = /^\s*([-+])\s*\(/.exec(text);
  if (!head) return undefined;
  const returnOpen = head[0].length - 1;
  const returnClose = findClose(text, returnOpen);
  const defaultNullability: Nullability = assumeNonnull ? 'nonnull' : 'unspecified';
  const returnType = parseObjcType(text.slice(returnOpen + 1, returnClose), defaultNullability);
  let rest = text.slice(returnClose + 1);
  const swiftNameAttribute = /NS_SWIFT_NAME\(((?:[^()]|\([^()]*\))*)\)/.exec(rest)?.[1];
  const unavailable = /\bNS_UNAVAILABLE\b|__attribute__\(\(unavailable/.test(rest);
  rest = rest.replace(/\b(NS_\w+|API_\w+|__attribute__)\s*(\((?:[^()]|\([^()]*\))*\))?/g, ' ');
  const params: ObjcMethod['params'] = [];
  const pieces: string[] = [];
  const pieceRegex = /(\w+)\s*:\s*\(/g;
  let match: RegExpExecArray | null;
  let consumed = 0;
  while ((match = pieceRegex.exec(rest))) {
    const open = match.index + match[0].length - 1;
    const close = findClose(rest, open);
    const name = /^\s*(\w+)/.exec(rest.slice(close + 1))?.[1] ?? '';
    pieces.push(match[1]);
    params.push({type: parseObjcType(rest.slice(open + 1, close), defaultNullability), name});
    pieceRegex.lastIndex = close + 1 + name.length + 1;
    consumed = pieceRegex.lastIndex;
  }
  const selector = pieces.length > 0 ? pieces.map((piece) => `${piece}:`).join('') : (/^\s*(\w+)/.exec(rest)?.[1] ?? '');
  if (selector === '' || (pieces.length === 0 && consumed > 0)) return undefined;
  const swift = swiftNameOf(
    selector,
    params.map((param) => param.type.base),
    swiftNameAttribute,
  );
  return {kind: head[1] as '-' | '+', selector, returnType, params, swift, unavailable, text: normalizeSpace(text)};
}

function findClose(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return i;
  }
  return text.length;
}

/** Parses one header into the index. */
function readHeader(index: ObjcIndex, file: string): void {
  const source = readText(file);
  // Macro bodies (VISION_EXPORT_SWIFT_FRAME_PROCESSOR holds an @interface) are not declarations.
  const code = blankCommentsAndStrings(source).replace(/^[ \t]*#define(?:.*\\\n)*.*$/gm, (text) => text.replace(/[^\n]/g, ' '));
  const isCxx = cplusplusRanges(code);
  const isNonnull = nonnullRanges(code);
  const where = (offset: number): string => `${libraryPath(file)}:${lineOf(code, offset) + 1}`;

  for (const match of source.matchAll(/^[ \t]*#define[ \t]+(\w+)\(([^)]*)\)((?:.*\\\n)*.*)$/gm)) {
    index.macros.set(match[1], {
      name: match[1],
      params: splitTopLevel(match[2]),
      body: match[3].replace(/\\\n/g, '\n'),
      where: where(match.index),
    });
  }
  for (const match of code.matchAll(/typedef\s+([^;(]+?)\s*\(\s*\^\s*(\w+)\s*\)\s*\(([^;]*)\)\s*;/g)) {
    const nonnull = isNonnull(match.index);
    index.typedefs.set(match[2], {
      name: match[2],
      returnType: parseObjcType(match[1], nonnull ? 'nonnull' : 'unspecified'),
      params: splitTopLevel(match[3]).map((param) => parseObjcType(param.replace(/\s*\b\w+\s*$/, ''), nonnull ? 'nonnull' : 'unspecified')),
      where: where(match.index),
      text: normalizeSpace(match[0]),
    });
    index.declarations.push({text: normalizeSpace(match[0]), where: where(match.index)});
  }
  for (const match of code.matchAll(
    /@(interface|protocol)\s+(\w+)(?!\s*[;,])\s*(\(\s*\w*\s*\))?\s*(?::\s*(\w+))?\s*(?:<[^>]*>)?([\s\S]*?)@end/g,
  )) {
    const [, kind, name, , superclass, body] = match;
    const bodyStart = match.index + match[0].length - body.length - 4;
    const cls: ObjcClass = index.classes.get(name) ?? {
      name,
      kind: kind === 'interface' ? 'class' : 'protocol',
      superclass,
      methods: [],
      properties: [],
      where: where(match.index),
    };
    readMembers(cls, body, bodyStart, {isCxx, isNonnull, where});
    for (const method of cls.methods) index.declarations.push({text: method.text, where: method.where});
    index.classes.set(name, cls);
  }
}

interface HeaderContext {
  isCxx: (offset: number) => boolean;
  isNonnull: (offset: number) => boolean;
  where: (offset: number) => string;
}

function readMembers(cls: ObjcClass, body: string, bodyStart: number, context: HeaderContext): void {
  for (const match of body.matchAll(/^[ \t]*([-+]\s*\([\s\S]*?);/gm)) {
    const offset = bodyStart + match.index;
    const parsed = parseMethodDeclaration(match[1], context.isNonnull(offset));
    if (parsed) cls.methods.push({...parsed, mustOverride: false, cxxOnly: context.isCxx(offset), where: context.where(offset)});
  }
  for (const match of body.matchAll(/@property\s*(\(([^)]*)\))?\s*([^;]+?)\s*\b(\w+)\s*;/g)) {
    const offset = bodyStart + match.index;
    const attributes = match[2] ?? '';
    const nullability: Nullability = /\bnullable\b/.test(attributes)
      ? 'nullable'
      : /\bnonnull\b/.test(attributes) || context.isNonnull(offset)
        ? 'nonnull'
        : 'unspecified';
    const type = parseObjcType(match[3], nullability);
    cls.properties.push({
      name: match[4],
      type,
      readonly: /\breadonly\b/.test(attributes),
      cxxOnly: context.isCxx(offset),
      where: context.where(offset),
    });
  }
}

/** Methods whose base implementation in the pod's .m/.mm raises NSInternalInconsistencyException ("does not override"). */
function markMustOverride(index: ObjcIndex, file: string): void {
  const code = readText(file);
  for (const impl of code.matchAll(/@implementation\s+(\w+)([\s\S]*?)@end/g)) {
    const cls = index.classes.get(impl[1]);
    if (!cls) continue;
    for (const definition of impl[2].matchAll(/^[-+]\s*\(([^{]*)\{([\s\S]*?)^\}/gm)) {
      if (!definition[2].includes('NSInternalInconsistencyException')) continue;
      const parsed = parseMethodDeclaration(`-(${definition[1]}`, false);
      const method = cls.methods.find((candidate) => candidate.selector === parsed?.selector);
      if (method) method.mustOverride = true;
    }
  }
}

let cached: ObjcIndex | undefined;

/** The index of VisionCamera's public Objective-C headers (built once per run). */
export function objcIndex(root = libraryRoot): ObjcIndex {
  if (cached && root === libraryRoot) return cached;
  const podspec = readdirSync(root).find((name) => name.endsWith('.podspec')) ?? 'VisionCamera.podspec';
  const {module, headers} = podspecHeaders(readText(path.join(root, podspec)));
  const allHeaderFiles = filesUnder(path.join(root, 'ios'), (name) => name.endsWith('.h'));
  const index: ObjcIndex = {
    module,
    publicHeaders: headers,
    allHeaders: new Set(allHeaderFiles.map((file) => path.basename(file))),
    classes: new Map(),
    typedefs: new Map(),
    macros: new Map(),
    declarations: [],
  };
  for (const file of allHeaderFiles) if (headers.has(path.basename(file))) readHeader(index, file);
  for (const file of filesUnder(path.join(root, 'ios'), (name) => /\.mm?$/.test(name))) markMustOverride(index, file);
  if (root === libraryRoot) cached = index;
  return index;
}

/** Methods of a class and its library superclasses, nearest first. */
export function methodsOf(index: ObjcIndex, className: string): ObjcMethod[] {
  const methods: ObjcMethod[] = [];
  for (let cls = index.classes.get(className); cls; cls = cls.superclass ? index.classes.get(cls.superclass) : undefined)
    methods.push(...cls.methods);
  return methods;
}

export function propertiesOf(index: ObjcIndex, className: string): ObjcProperty[] {
  const properties: ObjcProperty[] = [];
  for (let cls = index.classes.get(className); cls; cls = cls.superclass ? index.classes.get(cls.superclass) : undefined)
    properties.push(...cls.properties);
  return properties;
}

/** Is `name` the library class `ancestor` or a subclass of it? */
export function isLibrarySubclass(index: ObjcIndex, name: string, ancestor: string): boolean {
  for (let cls = index.classes.get(name); cls; cls = cls.superclass ? index.classes.get(cls.superclass) : undefined)
    if (cls.name === ancestor) return true;
  return false;
}
