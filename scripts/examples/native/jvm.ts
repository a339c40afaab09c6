/**
 * Kotlin and Java blocks, checked against the library's Android sources
 * (jvmIndex.ts): imports, supertypes and their constructor calls, overrides
 * (name, parameter count and types), abstract methods left unimplemented,
 * constructor and method calls with their argument counts, SAM lambdas
 * against the interface's method, and member chains on values whose type is a
 * library class (`frame.pixelFormat.unionValue`, `frame.getOrientation()`),
 * each as the block's language sees the library (Kotlin: Java getters as
 * properties, companion members; Java: Kotlin properties as getters).
 * Across the blocks of one guide: the reader's own plugin classes (their
 * constructors, what they extend) and `System.loadLibrary` against the
 * guide's CMake `add_library` targets.
 */
import path from 'node:path';
import type {ExampleBlock} from '../../../model/examples/codeBlocks';
import {Reporter, type BlockReport} from './library';
import {ancestry, jvmIndex, sourceName, type JvmClass, type JvmIndex, type JvmMethod, type JvmParam} from './jvmIndex';
import {reactAndroidHasClass} from './reactAndroid';
import {blankCommentsAndStrings, lineOf, matchingClose, nearest, splitTopLevel} from './text';

type Language = 'kotlin' | 'java';

/** A class the reader writes in a Kotlin or Java block of the guide. */
interface ReaderClass {
  name: string;
  language: Language;
  supertypes: string[];
  /** Each constructor's accepted argument counts. */
  arities: {min: number; max: number; params: string}[];
  where: string;
}

export interface JvmGuideContext {
  index: JvmIndex;
  readerClasses: Map<string, ReaderClass>;
  /** `add_library` targets of the guide's CMake blocks; undefined when the guide has none. */
  cmakeTargets?: Set<string>;
}

const languageOf = (block: ExampleBlock): Language => (block.lang === 'java' ? 'java' : 'kotlin');

export function jvmGuideContext(blocks: ExampleBlock[]): JvmGuideContext {
  const readerClasses = new Map<string, ReaderClass>();
  for (const block of blocks.filter((candidate) => candidate.lang === 'kotlin' || candidate.lang === 'java')) {
    for (const cls of declaredClasses(blankCommentsAndStrings(block.code), languageOf(block))) {
      readerClasses.set(`${languageOf(block)}:${cls.name}`, {
        ...cls,
        language: languageOf(block),
        where: `${path.basename(block.file)}:${block.line + cls.line}`,
      });
    }
  }
  const cmake = blocks.filter((block) => block.lang === 'cmake');
  const cmakeTargets =
    cmake.length > 0
      ? new Set(cmake.flatMap((block) => [...block.code.matchAll(/add_library\s*\(\s*([\w-]+)/g)].map((match) => match[1])))
      : undefined;
  return {index: jvmIndex(), readerClasses, cmakeTargets};
}

interface DeclaredClass {
  name: string;
  line: number;
  offset: number;
  /** Supertypes as written, with whether they were called (`FrameProcessorPlugin()`) and their argument count. */
  supertypes: string[];
  supertypeCalls: {name: string; args?: number}[];
  arities: ReaderClass['arities'];
  isAbstract: boolean;
  body: string;
  bodyOffset: number;
}

function arityOf(params: string, language: Language): ReaderClass['arities'][number] {
  const list = splitTopLevel(params, ',', true).filter(Boolean);
  const optional = language === 'kotlin' ? list.filter((param) => param.includes('=')).length : 0;
  return {
    min: list.length - optional,
    max: list.length,
    params: list
      .map((param) =>
        language === 'kotlin'
          ? param
              .split(':')[0]
              .replace(/\b(private|val|var|public|internal|protected)\b/g, '')
              .trim()
          : param.split(/\s+/).pop(),
      )
      .join(', '),
  };
}

/** The classes a block declares, with supertypes and constructors. */
function declaredClasses(code: string, language: Language): DeclaredClass[] {
  const found: DeclaredClass[] = [];
  for (const match of code.matchAll(/((?:(?:public|private|protected|internal|abstract|open|final|static|data)\s+)*)\bclass\s+(\w+)/g)) {
    let pos = match.index + match[0].length;
    const supertypeCalls: DeclaredClass['supertypeCalls'] = [];
    const arities: ReaderClass['arities'] = [];
    const rest = code.slice(pos);
    if (language === 'kotlin') {
      const ctor = /^\s*(?:constructor\s*)?\(/.exec(rest);
      if (ctor) {
        const open = pos + ctor[0].length - 1;
        const close = matchingClose(code, open);
        arities.push(arityOf(code.slice(open + 1, close), language));
        pos = close + 1;
      } else arities.push({min: 0, max: 0, params: ''});
      const colon = /^\s*:\s*/.exec(code.slice(pos));
      if (colon) {
        pos += colon[0].length;
        for (;;) {
          const type = /^[\w.]+/.exec(code.slice(pos))?.[0];
          if (!type) break;
          pos += type.length;
          let args: number | undefined;
          const paren = /^\s*(<[^>]*>)?\s*\(/.exec(code.slice(pos));
          if (paren) {
            const open = pos + paren[0].length - 1;
            const close = matchingClose(code, open);
            args = splitTopLevel(code.slice(open + 1, close)).length;
            pos = close + 1;
          }
          supertypeCalls.push({name: type, args});
          const comma = /^\s*,\s*/.exec(code.slice(pos));
          if (!comma) break;
          pos += comma[0].length;
        }
      }
    } else {
      const header = /^[^{]*/.exec(rest)?.[0] ?? '';
      const extendsType = /\bextends\s+([\w.]+)/.exec(header)?.[1];
      if (extendsType) supertypeCalls.push({name: extendsType, args: 0});
      const implementsList = /\bimplements\s+([^{]+)/.exec(header)?.[1];
      if (implementsList)
        supertypeCalls.push(...splitTopLevel(implementsList, ',', true).map((name) => ({name: name.replace(/<.*$/, '').trim()})));
      pos += header.length;
    }
    const brace = /^\s*\{/.exec(code.slice(pos));
    const bodyOffset = brace ? pos + brace[0].length : pos;
    const body = brace ? code.slice(bodyOffset, matchingClose(code, bodyOffset - 1)) : '';
    if (language === 'java') {
      for (const ctor of body.matchAll(new RegExp(`(?:public|protected|private)?\\s*\\b${match[2]}\\s*\\(([^)]*)\\)\\s*\\{`, 'g')))
        arities.push(arityOf(ctor[1], language));
      if (arities.length === 0) arities.push({min: 0, max: 0, params: ''});
    } else {
      for (const ctor of body.matchAll(/\bconstructor\s*\(([^)]*)\)/g)) arities.push(arityOf(ctor[1], language));
    }
    found.push({
      name: match[2],
      line: lineOf(code, match.index),
      offset: match.index,
      supertypes: supertypeCalls.map((call) => call.name),
      supertypeCalls,
      arities,
      isAbstract: /\babstract\b/.test(match[1]),
      body,
      bodyOffset,
    });
  }
  return found;
}

interface Context {
  guide: JvmGuideContext;
  index: JvmIndex;
  block: ExampleBlock;
  language: Language;
  code: string;
  reporter: Reporter;
  /** Simple names (and aliases) the block can use for library classes, to their fully qualified names. */
  names: Map<string, string>;
  variables: Map<string, string>;
  /** `it` and lambda parameters, typed over a range of the block. */
  bindings: {name: string; fq: string; start: number; end: number}[];
  reporting: boolean;
  excerpt: boolean;
}

/** `sibling`: for an excerpt, the full block it comes from, whose imports and declarations type the excerpt's values. */
export function checkJvmBlock(block: ExampleBlock, guide: JvmGuideContext, sibling?: ExampleBlock): BlockReport {
  const language = languageOf(block);
  const code = blankCommentsAndStrings(block.code);
  const context: Context = {
    guide,
    index: guide.index,
    block,
    language,
    code,
    reporter: new Reporter(block),
    names: new Map(),
    variables: new Map(),
    bindings: [],
    reporting: false,
    excerpt: /excerpt/i.test(block.meta) || /\.\.\.|…/.test(block.code),
  };
  if (sibling) {
    const siblingContext = {...context, code: blankCommentsAndStrings(sibling.code), reporter: new Reporter(sibling)};
    checkImports(siblingContext);
    for (const [name, fq] of typedVariables(siblingContext)) context.variables.set(name, fq);
  }
  checkImports(context);
  for (const [name, fq] of typedVariables(context)) context.variables.set(name, fq);
  const classes = declaredClasses(code, language);
  scanChains(context); // first pass: binds lambda parameters and `it`
  context.reporting = true;
  for (const cls of classes) checkDeclaredClass(context, cls);
  scanChains(context);
  checkReaderConstructors(context);
  if (classes.length === 0 && language === 'java') checkQuotedJavaDeclarations(context);
  checkLoadLibrary(context);
  checkNativeModuleNames(context);
  checkMisspelledNames(context, classes);
  return context.reporter.report();
}

const at = (context: Context, offset: number): number => lineOf(context.code, offset);

const libraryPrefix = 'com.mrousavy.';

function checkImports(context: Context): void {
  const {index, reporter} = context;
  for (const match of context.code.matchAll(/^\s*import\s+(static\s+)?([\w.]+)(\.\*)?(?:\s+as\s+(\w+))?/gm)) {
    const [, , name, star, alias] = match;
    const line = at(context, match.index);
    if (name.startsWith('com.facebook.react.')) {
      if (!star && !reactAndroidHasClass(name))
        reporter.fail(line, `unknown import ${name}: no such class in React Native's ReactAndroid sources`);
      continue;
    }
    if (!name.startsWith(libraryPrefix)) continue;
    if (star) {
      if (index.packages.has(name)) {
        for (const simple of index.packages.get(name)!) context.names.set(simple, `${name}.${simple}`);
        reporter.ok(`package ${name}`);
      } else reporter.fail(line, `unknown package ${name}${hint(name, index.packages.keys())}`);
      continue;
    }
    if (index.classes.has(name)) {
      context.names.set(alias ?? name.split('.').pop()!, name);
      reporter.ok(`class ${name}`);
      continue;
    }
    const pkg = name.slice(0, name.lastIndexOf('.'));
    const simple = name.slice(name.lastIndexOf('.') + 1);
    if (index.topLevel.get(pkg)?.has(simple) || (index.classes.has(pkg) && memberNames(index, pkg).includes(simple))) {
      reporter.ok(`import ${name}`);
      continue;
    }
    if (index.packages.has(pkg))
      reporter.fail(line, `unknown import ${name}: package ${pkg} has no class ${simple}${hint(simple, index.packages.get(pkg)!)}`);
    else reporter.fail(line, `unknown import ${name}: the library has no package ${pkg}${hint(pkg, index.packages.keys())}`);
  }
}

const hint = (name: string, candidates: Iterable<string>): string => {
  const match = nearest(name, candidates);
  return match ? `; did you mean ${match}?` : '';
};

function memberNames(index: JvmIndex, fq: string): string[] {
  const cls = index.classes.get(fq);
  return cls
    ? [...cls.methods.map((method) => method.name), ...cls.properties.map((property) => property.name), ...cls.enumConstants, ...cls.nested]
    : [];
}

/** Resolves a type as the block writes it (`FrameProcessorPluginRegistry.PluginInitializer`, `SharedArray?`). */
function resolveType(context: Context, written: string): string | undefined {
  const [head, ...rest] = written
    .replace(/[?!]|<.*$|\[\]/g, '')
    .trim()
    .split('.');
  const fq = context.names.get(head);
  if (!fq) return undefined;
  let current = fq;
  for (const part of rest) {
    if (!context.index.classes.has(`${current}.${part}`)) return undefined;
    current = `${current}.${part}`;
  }
  return current;
}

/** Resolves a type named in a library source, as seen from the class that declares the member. */
function resolveLibraryType(cls: JvmClass, written: string): string | undefined {
  const bare = written.replace(/[?!]|<.*$|\[\]/g, '').trim();
  return bare === '' ? undefined : cls.resolve(bare);
}

/** Names bound to library classes by a declaration: `frame: Frame`, `Frame frame`, `val a = SharedArray(…)`, `… as? X`. */
function typedVariables(context: Context): Map<string, string> {
  const variables = new Map<string, string>();
  const bind = (name: string, type: string): void => {
    const fq = resolveType(context, type);
    if (fq) variables.set(name, fq);
  };
  const {code} = context;
  if (context.language === 'kotlin') {
    for (const match of code.matchAll(/\b(\w+)\s*:\s*([\w.]+)\??(?![\w.(])/g)) bind(match[1], match[2]);
    for (const match of code.matchAll(/\b(?:val|var)\s+(\w+)\s*=\s*([^\n]*)/g)) {
      const cast = /\bas\??\s+([\w.]+)\??\s*$/.exec(match[2]);
      const ctor = /(?<![\w.])([A-Z][\w.]*)\s*\(/.exec(match[2]);
      if (cast) bind(match[1], cast[1]);
      else if (ctor && resolveType(context, ctor[1])) bind(match[1], ctor[1]);
    }
  } else {
    for (const match of code.matchAll(/\b([A-Z][\w.]*)(?:<[^>]*>)?\s+(\w+)\s*(?=[=;,)])/g)) bind(match[2], match[1]);
  }
  return variables;
}

const bindingAt = (context: Context, name: string, offset: number): string | undefined =>
  context.bindings
    .filter((binding) => binding.name === name && offset >= binding.start && offset <= binding.end)
    .sort((a, b) => a.end - a.start - (b.end - b.start))[0]?.fq;

interface Receiver {
  fq: string;
  /** A class name (static members, enum constants, companion) rather than a value. */
  isStatic: boolean;
}

const keywords = new Set([
  'if',
  'else',
  'for',
  'while',
  'when',
  'return',
  'new',
  'this',
  'super',
  'val',
  'var',
  'fun',
  'class',
  'object',
  'import',
  'package',
  'throw',
  'try',
  'catch',
  'is',
  'as',
  'in',
  'null',
  'true',
  'false',
  'override',
  'private',
  'public',
  'static',
  'final',
  'void',
  'int',
  'long',
  'double',
  'boolean',
]);

/** Walks every member chain that starts at a library class name or a value of a library type. */
function scanChains(context: Context): void {
  const {code} = context;
  for (const match of code.matchAll(/(?<![\w.$@:])([A-Za-z_]\w*)\b/g)) {
    const name = match[1];
    if (keywords.has(name)) continue;
    const before = code.slice(Math.max(0, match.index - 4), match.index);
    if (
      /\.\s*$/.test(before) ||
      /\bnew\s+$/.test(code.slice(Math.max(0, match.index - 5), match.index)) ||
      /\bimport\s+$/.test(code.slice(Math.max(0, match.index - 8), match.index))
    )
      continue;
    let pos = match.index + name.length;
    let receiver: Receiver | undefined;
    const variable = bindingAt(context, name, match.index) ?? context.variables.get(name);
    if (variable) receiver = {fq: variable, isStatic: false};
    else if (
      context.names.has(name) &&
      !/^\s*[\w<]/.test(code.slice(pos)) &&
      !/:\s*$/.test(code.slice(Math.max(0, match.index - 3), match.index))
    ) {
      receiver = {fq: context.names.get(name)!, isStatic: true};
      const call = /^\s*\(/.exec(code.slice(pos));
      if (call && context.language === 'kotlin') {
        const open = pos + call[0].length - 1;
        const close = matchingClose(code, open);
        checkConstructor(context, receiver.fq, splitTopLevel(code.slice(open + 1, close)), match.index);
        receiver = {fq: receiver.fq, isStatic: false};
        pos = close + 1;
      }
    }
    if (receiver) walkChain(context, receiver, pos);
  }
  for (const match of code.matchAll(/\bnew\s+([\w.]+)\s*\(/g)) {
    const fq = resolveType(context, match[1]);
    if (!fq) continue;
    const open = match.index + match[0].length - 1;
    checkConstructor(context, fq, splitTopLevel(code.slice(open + 1, matchingClose(code, open))), match.index);
  }
}

function checkConstructor(context: Context, fq: string, args: string[], offset: number): void {
  const cls = context.index.classes.get(fq)!;
  if (cls.kind !== 'class' || !context.reporting) return;
  if (cls.isAbstract) {
    context.reporter.fail(at(context, offset), `${cls.name} is abstract (${cls.where}): subclass it instead of creating it`);
    return;
  }
  if (cls.constructors.some((params) => fits(params, args.length))) context.reporter.ok(`constructor ${cls.name}`);
  else
    context.reporter.fail(
      at(context, offset),
      `unknown constructor ${cls.name}(${argTypes(context, args)}) (the library's ${sourceName(cls)} declares ${cls.constructors.map((params) => `${cls.name}(${signature(params)})`).join(', ')})`,
    );
}

const fits = (params: JvmParam[], count: number): boolean =>
  count <= params.length && count >= params.filter((param) => !param.optional).length;
const signature = (params: JvmParam[]): string => params.map((param) => simpleType(param.type)).join(', ');
const simpleType = (type: string): string => type.replace(/\b[\w]+\./g, '');

/** A rough type for each argument, for messages: literals, lambdas, typed values. */
function argTypes(context: Context, args: string[]): string {
  return args
    .map((arg) => {
      if (/^"/.test(arg)) return 'String';
      if (/^-?\d+[lL]$/.test(arg)) return context.language === 'java' ? 'long' : 'Long';
      if (/^-?\d/.test(arg)) return context.language === 'java' ? 'int' : 'Int';
      if (/^\{|->/.test(arg)) return 'lambda';
      const fq = context.variables.get(arg);
      return fq ? fq.split('.').pop()! : '?';
    })
    .join(', ');
}

/** Kotlin standard-library functions any value has: not library lookups. */
const kotlinScopeFunctions = new Set([
  'let',
  'also',
  'apply',
  'run',
  'takeIf',
  'takeUnless',
  'use',
  'toString',
  'hashCode',
  'equals',
  'javaClass',
  'to',
  'ordinal',
  'name',
  'compareTo',
]);
const itScopes = new Set(['let', 'also', 'takeIf', 'takeUnless']);
const sameTypeScopes = new Set(['also', 'apply', 'takeIf', 'takeUnless']);

function walkChain(context: Context, start: Receiver, startPos: number): void {
  const {code} = context;
  let receiver: Receiver | undefined = start;
  let pos = startPos;
  while (receiver) {
    const step = /^\s*(?:\?\.|!!\.|\.)\s*(\w+)/.exec(code.slice(pos));
    if (!step) return;
    const member = step[1];
    const memberOffset = pos + step[0].length - member.length;
    pos += step[0].length;
    let args: string[] | undefined;
    let argsStart = pos;
    const paren = /^\s*\(/.exec(code.slice(pos));
    if (paren) {
      const open = pos + paren[0].length - 1;
      const close = matchingClose(code, open);
      args = splitTopLevel(code.slice(open + 1, close));
      argsStart = open + 1;
      pos = close + 1;
    }
    let lambda: {start: number; end: number; params: string[]} | undefined;
    const brace = context.language === 'kotlin' ? /^[ \t]*\{/.exec(code.slice(pos)) : null;
    if (brace) {
      const open = pos + brace[0].length - 1;
      const close = matchingClose(code, open);
      lambda = {start: open, end: close, params: kotlinLambdaParams(code.slice(open + 1, close))};
      pos = close + 1;
    }
    if (kotlinScopeFunctions.has(member) && context.language === 'kotlin' && !receiver.isStatic) {
      if (lambda && itScopes.has(member))
        context.bindings.push({name: lambda.params[0] ?? 'it', fq: receiver.fq, start: lambda.start, end: lambda.end});
      receiver = sameTypeScopes.has(member) ? receiver : undefined;
      continue;
    }
    receiver = resolveMember(context, receiver, member, memberOffset, args, argsStart, lambda);
  }
}

function kotlinLambdaParams(body: string): string[] {
  const arrow = /^\s*([\w\s,:<>?]*?)\s*->/.exec(body);
  return arrow
    ? splitTopLevel(arrow[1], ',', true)
        .map((param) => param.split(':')[0].trim())
        .filter(Boolean)
    : [];
}

interface Found {
  kind: 'method' | 'property' | 'enum' | 'nested';
  name: string;
  owner: JvmClass;
  method?: JvmMethod;
  type?: string;
}

/** Finds a member as the block's language sees it; returns the next receiver, or undefined when the chain leaves the library. */
function resolveMember(
  context: Context,
  receiver: Receiver,
  member: string,
  offset: number,
  args: string[] | undefined,
  argsStart: number,
  lambda: {start: number; end: number; params: string[]} | undefined,
): Receiver | undefined {
  const {index} = context;
  const owner = index.classes.get(receiver.fq)!;
  const count = (args?.length ?? 0) + (lambda ? 1 : 0);
  const candidates = membersOf(context, receiver);
  const found =
    args !== undefined || lambda
      ? candidates.find(
          (candidate) => candidate.kind === 'method' && candidate.method!.name === member && fits(candidate.method!.params, count),
        )
      : candidates.find((candidate) => candidate.kind !== 'method' && candidate.name === member);
  const line = at(context, offset);
  if (!found) {
    if (context.reporting) context.reporter.fail(line, unknownMemberMessage(context, owner, receiver, member, args, lambda, candidates));
    return undefined;
  }
  if (context.reporting) context.reporter.ok(`member ${found.owner.nestedName}.${member}`);
  if (found.kind === 'enum') return {fq: receiver.fq, isStatic: false};
  if (found.kind === 'nested') return {fq: `${found.owner.fqName}.${member}`, isStatic: true};
  if (found.method) checkLambdaArguments(context, found.owner, found.method, args ?? [], argsStart, lambda);
  const next = found.type ? resolveLibraryType(found.owner, found.type) : undefined;
  return next && index.classes.has(next) ? {fq: next, isStatic: false} : undefined;
}

/** Every member the receiver offers in the block's language. */
function membersOf(context: Context, receiver: Receiver): Found[] {
  const {index, language} = context;
  const members: Found[] = [];
  for (const cls of ancestry(index, receiver.fq)) {
    if (receiver.isStatic) {
      members.push(...cls.enumConstants.map((name) => ({kind: 'enum' as const, owner: cls, name, type: cls.fqName})));
      members.push(...cls.nested.map((name) => ({kind: 'nested' as const, owner: cls, name, type: `${cls.fqName}.${name}`})));
      const statics = (target: JvmClass): void => {
        members.push(
          ...target.methods
            .filter((method) => method.isStatic || target.kind === 'object')
            .map((method) => ({kind: 'method' as const, owner: target, method, name: method.name, type: method.returnType})),
        );
        members.push(
          ...target.properties
            .filter((property) => property.isStatic || target.kind === 'object')
            .map((property) => ({kind: 'property' as const, owner: target, name: property.name, type: property.type})),
        );
      };
      if (cls.language === 'java' || cls.kind === 'object') statics(cls);
      const companion = cls.companion ? index.classes.get(cls.companion) : undefined;
      if (companion && language === 'kotlin') statics(companion);
      continue;
    }
    for (const method of cls.methods.filter((candidate) => !candidate.isStatic || cls.kind === 'object')) {
      members.push({kind: 'method', owner: cls, method, name: method.name, type: method.returnType});
      const getter = /^(get|is)([A-Z]\w*)$/.exec(method.name);
      if (language === 'kotlin' && cls.language === 'java' && getter && method.params.length === 0) {
        const property =
          getter[1] === 'is' || /^Is[A-Z]/.test(getter[2])
            ? getter[1] === 'is'
              ? method.name
              : `is${getter[2].slice(2)}`
            : getter[2].charAt(0).toLowerCase() + getter[2].slice(1);
        members.push({kind: 'property', owner: cls, name: property, type: method.returnType});
      }
    }
    for (const property of cls.properties.filter((candidate) => !candidate.isStatic)) {
      if (language === 'kotlin' || cls.language === 'java')
        members.push({kind: 'property', owner: cls, name: property.name, type: property.type});
      else {
        const getter = /^is[A-Z]/.test(property.name)
          ? property.name
          : `get${property.name.charAt(0).toUpperCase()}${property.name.slice(1)}`;
        members.push({
          kind: 'method',
          owner: cls,
          method: {name: getter, params: [], returnType: property.type, isStatic: false, isAbstract: false, where: property.where},
          name: getter,
          type: property.type,
        });
      }
    }
  }
  return members;
}

function unknownMemberMessage(
  context: Context,
  owner: JvmClass,
  receiver: Receiver,
  member: string,
  args: string[] | undefined,
  lambda: unknown,
  candidates: Found[],
): string {
  const isCall = args !== undefined || lambda !== undefined;
  const written = isCall ? `${member}(${argTypes(context, [...(args ?? []), ...(lambda ? ['{'] : [])])})` : member;
  const sameName = candidates.filter((candidate) => candidate.name === member);
  if (sameName.length > 0) {
    const declared = sameName.map((candidate) =>
      candidate.method ? `${candidate.method.name}(${signature(candidate.method.params)})` : `${candidate.name} (a ${candidate.kind})`,
    );
    return `unknown ${isCall ? 'method' : 'property'} ${owner.name}.${written} (the library's ${sourceName(sameName[0].owner)} declares ${[...new Set(declared)].join(', ')})`;
  }
  const names = [...new Set(candidates.map((candidate) => candidate.name))];
  const near = nearest(member, names);
  const kind = isCall ? 'method' : receiver.isStatic ? 'member' : 'property';
  const hint = near ? `; did you mean ${near}?` : '';
  const listed = `${names.slice(0, 12).join(', ')}${names.length > 12 ? ', …' : ''}`;
  return `unknown ${kind} ${owner.name}.${written}${hint} (the library's ${sourceName(owner)} declares ${listed})`;
}

/** A lambda passed for a parameter whose type is a library interface with one abstract method takes that method's parameters. */
function checkLambdaArguments(
  context: Context,
  owner: JvmClass,
  method: JvmMethod,
  args: string[],
  argsStart: number,
  lambda: {start: number; end: number; params: string[]} | undefined,
): void {
  const lambdas: {index: number; params: string[]; start: number; end: number; body: string}[] = [];
  let searchFrom = argsStart;
  args.forEach((arg, i) => {
    const offset = context.code.indexOf(arg, searchFrom);
    searchFrom = offset + arg.length;
    const java = /^\(?\s*([\w\s,]*?)\s*\)?\s*->\s*([\s\S]*)$/.exec(arg);
    if (context.language === 'java' && java)
      lambdas.push({index: i, params: splitTopLevel(java[1]).filter(Boolean), start: offset, end: offset + arg.length, body: java[2]});
    if (context.language === 'kotlin' && arg.startsWith('{'))
      lambdas.push({
        index: i,
        params: kotlinLambdaParams(arg.slice(1, -1)),
        start: offset,
        end: offset + arg.length,
        body: arg.slice(1, -1).replace(/^[^>]*->/, ''),
      });
  });
  if (lambda)
    lambdas.push({
      index: args.length,
      params: lambda.params,
      start: lambda.start,
      end: lambda.end,
      body: context.code.slice(lambda.start + 1, lambda.end).replace(/^[^>]*->/, ''),
    });
  for (const found of lambdas) {
    const param = method.params[found.index];
    const samFq = param && resolveLibraryType(owner, param.type);
    const sam = samFq ? context.index.classes.get(samFq) : undefined;
    const abstract =
      sam?.kind === 'interface'
        ? ancestry(context.index, sam.fqName).flatMap((cls) => cls.methods.filter((candidate) => candidate.isAbstract))
        : [];
    if (!sam || abstract.length !== 1) continue;
    const target = abstract[0];
    const line = at(context, found.start);
    const count = found.params.length === 0 && context.language === 'kotlin' && target.params.length === 1 ? 1 : found.params.length;
    if (count !== target.params.length) {
      if (context.reporting)
        context.reporter.fail(
          line,
          `the lambda passed to ${owner.name}.${method.name} takes ${count} parameters; ${sam.nestedName}.${target.name} (${target.where}) takes ${target.params.length} (${signature(target.params)})`,
        );
      continue;
    }
    if (context.reporting) context.reporter.ok(`interface ${sam.nestedName}`);
    found.params.forEach((name, i) => {
      const fq = resolveLibraryType(sam, target.params[i].type);
      if (fq && context.index.classes.has(fq)) context.bindings.push({name, fq, start: found.start, end: found.end});
    });
    checkLambdaResult(context, found.body, target, sam, line);
  }
}

/** `{ proxy, options -> AverageLumaPlugin(proxy, options) }`: the reader's class must be what the interface returns. */
function checkLambdaResult(context: Context, body: string, target: JvmMethod, sam: JvmClass, line: number): void {
  const created = /^\s*(?:new\s+)?(\w+)\s*\(/.exec(body)?.[1];
  const reader = created ? context.guide.readerClasses.get(`${context.language}:${created}`) : undefined;
  const expected = target.returnType.replace(/[?]/g, '').split('.').pop()!;
  if (!reader || !context.reporting) return;
  if (!extendsType(context, reader, expected))
    context.reporter.fail(
      line,
      `${reader.name} (${reader.where}) does not extend ${expected}, which ${sam.nestedName}.${target.name} returns`,
    );
}

function extendsType(context: Context, reader: ReaderClass, expected: string, seen = new Set<string>()): boolean {
  if (seen.has(reader.name)) return false;
  seen.add(reader.name);
  return reader.supertypes.some((supertype) => {
    if (supertype.split('.').pop() === expected) return true;
    const parent = context.guide.readerClasses.get(`${reader.language}:${supertype}`);
    return parent ? extendsType(context, parent, expected, seen) : false;
  });
}

/** Supertypes, their constructor calls, overrides and abstract methods of a class the block declares. */
function checkDeclaredClass(context: Context, cls: DeclaredClass): void {
  const {index, reporter} = context;
  const line = cls.line;
  const librarySupertypes: JvmClass[] = [];
  let allLibrary = true;
  for (const call of cls.supertypeCalls) {
    const fq = resolveType(context, call.name);
    const supertype = fq ? index.classes.get(fq) : undefined;
    if (!supertype) {
      allLibrary = false;
      continue;
    }
    librarySupertypes.push(supertype);
    reporter.ok(`class ${supertype.nestedName}`);
    checkSupertypeUse(context, cls, call, supertype, line);
  }
  if (librarySupertypes.length === 0) return;
  const overrides = overridesOf(context, cls);
  const libraryMethods = librarySupertypes.flatMap((supertype) =>
    ancestry(index, supertype.fqName).flatMap((owner) => owner.methods.map((method) => ({owner, method}))),
  );
  for (const override of overrides) {
    const sameName = libraryMethods.filter(({method}) => method.name === override.name);
    const match = sameName.find(({method}) => method.params.length === override.params.length);
    if (match) {
      reporter.ok(`method ${match.owner.nestedName}.${override.name}`);
      match.method.params.forEach((param, i) => {
        if (canonicalType(param.type) !== canonicalType(override.params[i].type)) {
          reporter.fail(
            override.line,
            `parameter ${i + 1} of ${override.name} is ${override.params[i].type}; the library's ${sourceName(match.owner)} declares ${match.method.name}(${signature(match.method.params)})`,
          );
        }
      });
    } else if (sameName.length > 0 || allLibrary) {
      const declared = (sameName.length > 0 ? sameName : libraryMethods.filter(({method}) => method.isAbstract)).map(
        ({owner, method}) => `${method.name}(${signature(method.params)}) in ${sourceName(owner)}`,
      );
      const written = `${override.name}(${override.params.map((param) => param.type).join(', ')})`;
      const supertypes = librarySupertypes.map((supertype) => supertype.name).join(', ');
      const hint = declared.length > 0 ? ` (the library declares ${declared.join(', ')})` : '';
      reporter.fail(override.line, `${written} overrides nothing in ${supertypes}${hint}`);
    }
  }
  if (cls.isAbstract || context.excerpt) return;
  for (const {owner, method} of libraryMethods.filter(({method}) => method.isAbstract)) {
    const implemented = overrides.some((override) => override.name === method.name && override.params.length === method.params.length);
    if (!implemented)
      reporter.fail(
        line,
        `${cls.name} does not implement ${method.name}(${signature(method.params)}), abstract in ${sourceName(owner)} (${method.where})`,
      );
  }
}

function checkSupertypeUse(
  context: Context,
  cls: DeclaredClass,
  call: {name: string; args?: number},
  supertype: JvmClass,
  line: number,
): void {
  const {reporter} = context;
  const isInterface = supertype.kind === 'interface';
  if (context.language === 'kotlin') {
    if (isInterface && call.args !== undefined)
      reporter.fail(line, `${supertype.name} is an interface (${supertype.where}): implement it without a constructor call`);
    else if (!isInterface && call.args === undefined)
      reporter.fail(line, `${supertype.name} is a class (${supertype.where}): call its constructor, ${supertype.name}(…)`);
    else if (!isInterface && !supertype.constructors.some((params) => fits(params, call.args!))) {
      const constructors = supertype.constructors.map((params) => `${supertype.name}(${signature(params)})`).join(', ');
      reporter.fail(
        line,
        `${supertype.name}(${call.args} arguments) matches no constructor of the library's ${sourceName(supertype)}: ${constructors}`,
      );
    }
    return;
  }
  const extendsIt = call.args !== undefined;
  if (extendsIt && isInterface) reporter.fail(line, `${supertype.name} is an interface (${supertype.where}): use implements`);
  if (!extendsIt && !isInterface) reporter.fail(line, `${supertype.name} is a class (${supertype.where}): use extends`);
  if (extendsIt && !isInterface) {
    const superCalls = [...cls.body.matchAll(/\bsuper\s*\(([^)]*)\)/g)].map((match) => splitTopLevel(match[1]).length);
    for (const count of superCalls.length > 0 ? superCalls : [0]) {
      if (!supertype.constructors.some((params) => fits(params, count)))
        reporter.fail(
          line,
          `super(${count} arguments) matches no constructor of the library's ${sourceName(supertype)}: ${supertype.constructors.map((params) => `${supertype.name}(${signature(params)})`).join(', ')}`,
        );
    }
  }
}

interface Override {
  name: string;
  params: {type: string}[];
  line: number;
}

function overridesOf(context: Context, cls: DeclaredClass): Override[] {
  const pattern =
    context.language === 'kotlin'
      ? /\boverride\s+(?:\w+\s+)*fun\s+(\w+)\s*\(([^)]*)\)/g
      : /@Override\b[\s\S]*?\b(\w+)\s*\(([^)]*)\)\s*(?:throws[^{;]*)?[{;]/g;
  return [...cls.body.matchAll(pattern)].map((match) => ({
    name: match[1],
    params: splitTopLevel(match[2].replace(/@[\w.]+\s*/g, ''), ',', true)
      .filter(Boolean)
      .map((param) => ({
        type:
          context.language === 'kotlin'
            ? param.slice(param.indexOf(':') + 1).trim()
            : param
                .replace(/^final\s+/, '')
                .replace(/\s+\w+$/, '')
                .trim(),
      })),
    line: at(context, cls.bodyOffset + match.index + match[0].indexOf(match[1])),
  }));
}

const kotlinToJava: Record<string, string> = {
  Any: 'Object',
  Int: 'Integer',
  int: 'Integer',
  long: 'Long',
  double: 'Double',
  float: 'Float',
  boolean: 'Boolean',
  Unit: 'void',
  byte: 'Byte',
  short: 'Short',
  char: 'Character',
  MutableMap: 'Map',
  MutableList: 'List',
  ByteArray: 'byte[]',
};

/** A type written in Kotlin or Java, reduced to one spelling: `Map<String, Any>?` and `Map<String, Object>` agree. */
function canonicalType(type: string): string {
  return type
    .replace(/@[\w.]+\s*/g, '')
    .replace(/[?!]/g, '')
    .replace(/\s+/g, '')
    .replace(/\b[a-z]\w*\.(?=[A-Z])/g, '')
    .replace(/\b\w+\b/g, (word) => kotlinToJava[word] ?? word);
}

/** `new AverageLumaPlugin(proxy, options)`, `LumaRowPlugin(proxy)`: the reader's classes take the arguments their guide declares. */
function checkReaderConstructors(context: Context): void {
  const pattern = context.language === 'java' ? /\bnew\s+(\w+)\s*\(/g : /(?<![\w.])([A-Z]\w*)\s*\(/g;
  for (const match of context.code.matchAll(pattern)) {
    const reader = context.guide.readerClasses.get(`${context.language}:${match[1]}`);
    if (!reader || /\bclass\s+$/.test(context.code.slice(Math.max(0, match.index - 6), match.index))) continue;
    const open = match.index + match[0].length - 1;
    const count = splitTopLevel(context.code.slice(open + 1, matchingClose(context.code, open))).length;
    if (!reader.arities.some((arity) => count >= arity.min && count <= arity.max)) {
      context.reporter.fail(
        at(context, match.index),
        `${reader.name} is created with ${count} arguments, but its constructor (${reader.where}) takes ${reader.arities.map((arity) => `(${arity.params})`).join(' or ')}`,
      );
    }
  }
}

/** A Java block of bare declarations quotes the library: each must be declared there with these parameter and return types. */
function checkQuotedJavaDeclarations(context: Context): void {
  for (const match of context.code.matchAll(
    /^[ \t]*((?:@\w+\s+|(?:public|protected|abstract|static|final|default)\s+)*)([\w.<>,[\] ?]+?)\s+(\w+)\s*\(([^)]*)\)\s*(?:throws\s+[\w., ]+)?;/gm,
  )) {
    const [, , returnType, name, params] = match;
    const line = at(context, match.index + match[0].indexOf(name));
    const written = splitTopLevel(params.replace(/@[\w.]+\s*/g, ''), ',', true)
      .filter(Boolean)
      .map((param) => param.replace(/\s+\w+$/, '').trim());
    const candidates = [...context.index.classes.values()].flatMap((owner) =>
      owner.methods.filter((method) => method.name === name).map((method) => ({owner, method})),
    );
    const match2 = candidates.find(
      ({method}) =>
        method.params.length === written.length &&
        method.params.every((param, i) => canonicalType(param.type) === canonicalType(written[i])),
    );
    if (!match2) {
      context.reporter.fail(
        line,
        candidates.length > 0
          ? `${name}(${written.join(', ')}) does not match the library: ${candidates
              .map(
                ({owner, method}) => `${sourceName(owner)} declares ${simpleType(method.returnType)} ${name}(${signature(method.params)})`,
              )
              .join('; ')}`
          : `no method ${name} in the library's Android sources`,
      );
    } else if (canonicalType(match2.method.returnType) !== canonicalType(returnType.trim())) {
      context.reporter.fail(
        line,
        `${name} returns ${returnType.trim()} here; the library's ${sourceName(match2.owner)} declares ${simpleType(match2.method.returnType)}`,
      );
    } else context.reporter.ok(`method ${match2.owner.nestedName}.${name}`);
  }
}

/** `System.loadLibrary("x")` must load a library the guide's CMake blocks build. */
function checkLoadLibrary(context: Context): void {
  const targets = context.guide.cmakeTargets;
  if (!targets) return;
  for (const match of context.block.code.matchAll(/System\.loadLibrary\(\s*"([^"]*)"\s*\)/g)) {
    const line = lineOf(context.block.code, match.index);
    if (targets.has(match[1])) context.reporter.ok(`library ${match[1]}`);
    else
      context.reporter.fail(
        line,
        `System.loadLibrary("${match[1]}") loads lib${match[1]}.so, but this guide's CMake blocks build ${[...targets].join(', ')} (add_library)`,
      );
  }
}

/** `getNativeModule("CameraDevices") as? CameraDevicesManager`: the name must be the one that module registers under. */
function checkNativeModuleNames(context: Context): void {
  for (const match of context.block.code.matchAll(/getNativeModule\(\s*"([^"]*)"\s*\)\s*as\??\s+([\w.]+)/g)) {
    const fq = resolveType(context, match[2]);
    const cls = fq ? context.index.classes.get(fq) : undefined;
    const returned = cls?.constantReturns.get('getName');
    if (!cls || !returned) continue;
    const name = returned.startsWith('const:') ? constantValue(context.index, cls, returned.slice(6)) : returned;
    const line = lineOf(context.block.code, match.index);
    if (name === undefined) continue;
    if (name === match[1]) context.reporter.ok(`module name ${name}`);
    else
      context.reporter.fail(line, `getNativeModule("${match[1]}"): ${cls.name} registers as "${name}" (getName() in ${sourceName(cls)})`);
  }
}

function constantValue(index: JvmIndex, cls: JvmClass, name: string): string | undefined {
  const companion = cls.companion ? index.classes.get(cls.companion) : undefined;
  return cls.stringConstants.get(name) ?? companion?.stringConstants.get(name);
}

/** A capitalised name one letter away from a library class the block imports from is a misspelling of it. */
function checkMisspelledNames(context: Context, classes: DeclaredClass[]): void {
  const known = new Set([...context.names.keys(), ...classes.map((cls) => cls.name)]);
  const libraryNames = [...context.index.classes.values()]
    .filter(
      (cls) => cls.fqName.startsWith('com.mrousavy.camera.frameprocessors') || cls.fqName.startsWith('com.mrousavy.camera.core.types'),
    )
    .map((cls) => cls.name);
  const imported = new Set([...context.code.matchAll(/^\s*import\s+[\w.]*\.(\w+)/gm)].map((match) => match[1]));
  for (const match of context.code.matchAll(/\b[A-Z]\w{4,}\b/g)) {
    const name = match[0];
    if (known.has(name) || imported.has(name) || context.guide.readerClasses.has(`${context.language}:${name}`)) continue;
    const near = nearest(name, libraryNames, Math.min(2, Math.floor(name.length / 4)));
    if (near && near !== name) context.reporter.fail(at(context, match.index), `unknown class ${name}; did you mean ${near}?`);
  }
}
