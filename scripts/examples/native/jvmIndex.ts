/**
 * The Java/Kotlin API surface of VisionCamera's Android library, read from
 * android/src/main/java/** (Java and Kotlin sources): packages, classes with
 * their kind, supertypes, constructors, methods (parameter types, static,
 * abstract), Kotlin properties, companion members, enum constants and string
 * constants. Only what another module can use is kept (public/protected in
 * Java, not private/internal in Kotlin). Regex-level parsing over text whose
 * comments and strings are blanked, with brace matching for nesting.
 */
import path from 'node:path';
import {filesUnder, libraryPath, libraryRoot, readText} from './library';
import {blankCommentsAndStrings, lineOf, matchingClose, splitTopLevel} from './text';

export interface JvmParam {
  name: string;
  /** As written, annotations removed, spaces collapsed: `Map<String, Object>`, `Map<String, Any>?`. */
  type: string;
  /** Kotlin parameter with a default value. */
  optional?: boolean;
}

export interface JvmMethod {
  name: string;
  params: JvmParam[];
  returnType: string;
  isStatic: boolean;
  isAbstract: boolean;
  where: string;
}

interface JvmProperty {
  name: string;
  type: string;
  mutable: boolean;
  isStatic: boolean;
  where: string;
}

export interface JvmClass {
  fqName: string;
  /** `PluginInitializer`, `Companion`. */
  name: string;
  /** `FrameProcessorPluginRegistry.PluginInitializer` for nested classes. */
  nestedName: string;
  pkg: string;
  language: 'java' | 'kotlin';
  kind: 'class' | 'interface' | 'enum' | 'object' | 'annotation';
  /** Type parameters as declared: `<T>`, or ''. */
  typeParams: string;
  isAbstract: boolean;
  supertypes: string[];
  constructors: JvmParam[][];
  methods: JvmMethod[];
  properties: JvmProperty[];
  enumConstants: string[];
  /** `const val TAG = "CameraDevices"`, `static final String TAG = "…"`. */
  stringConstants: Map<string, string>;
  /** What a zero-argument method returns when its body is just a string constant (`getName(): String = TAG`). */
  constantReturns: Map<string, string>;
  companion?: string;
  nested: string[];
  file: string;
  where: string;
  /** Resolves a simple type name as the declaring file sees it. */
  resolve: (name: string) => string | undefined;
}

export interface JvmIndex {
  classes: Map<string, JvmClass>;
  packages: Map<string, Set<string>>;
  /** Top-level Kotlin functions and properties per package (`import com.mrousavy.camera.core.extensions.await`). */
  topLevel: Map<string, Set<string>>;
}

const javaLangTypes = new Set([
  'Object',
  'String',
  'Integer',
  'Long',
  'Double',
  'Float',
  'Boolean',
  'Byte',
  'Short',
  'Character',
  'Throwable',
  'Exception',
  'RuntimeException',
  'Error',
  'Void',
  'Number',
  'Class',
  'Runnable',
  'Iterable',
  'Comparable',
  'Enum',
]);

const stripAnnotations = (text: string): string => text.replace(/@[\w.]+(\s*\((?:[^()]|\([^()]*\))*\))?/g, ' ');
const squash = (text: string): string =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\s*([<>,?[\]])\s*/g, '$1')
    .replace(/,/g, ', ')
    .trim();

/** Removes the contents of nested braces so only a body's own members remain (same length, same lines). */
function ownLevel(body: string): string {
  let out = '';
  let depth = 0;
  for (const c of body) {
    if (c === '{') {
      depth++;
      out += depth === 1 ? c : ' ';
    } else if (c === '}') {
      out += depth === 1 ? c : ' ';
      depth--;
    } else out += depth > 0 && c !== '\n' ? ' ' : c;
  }
  return out;
}

interface Declaration {
  name: string;
  typeParams: string;
  kind: JvmClass['kind'];
  modifiers: string;
  header: string;
  start: number;
  bodyStart: number;
  bodyEnd: number;
}

function declarationsOf(code: string, language: 'java' | 'kotlin'): Declaration[] {
  if (language === 'kotlin') return kotlinDeclarationsOf(code);
  const found: Declaration[] = [];
  for (const match of code.matchAll(
    /((?:(?:public|protected|private|static|final|abstract|sealed|non-sealed|strictfp)\s+)*)(class|interface|enum|@interface)\s+(\w+)([^{;]*)\{/g,
  )) {
    const [, modifiers, keyword, name, header] = match;
    found.push({
      ...declaration(name, keyword, modifiers, header, match.index, match.index + match[0].length - 1, code),
      typeParams: /^\s*(<[^>]*>)/.exec(header)?.[1] ?? '',
    });
  }
  return found;
}

const skipSpace = (code: string, pos: number): number => {
  while (pos < code.length && /\s/.test(code[pos])) pos++;
  return pos;
};

/**
 * Kotlin declarations, scanned rather than matched: a primary constructor and
 * a supertype list (`: CameraError(\n "capture", …)`) may span lines, and the
 * body is optional.
 */
function kotlinDeclarationsOf(code: string): Declaration[] {
  const found: Declaration[] = [];
  const pattern =
    /((?:(?:public|protected|private|internal|open|final|abstract|sealed|data|inner|enum|annotation|value|inline|fun|companion)\s+)*)\b(class|interface|object)\b(?:[ \t]+(\w+))?/g;
  for (const match of code.matchAll(pattern)) {
    const [, modifiers, keyword] = match;
    const name = match[3] ?? (/companion/.test(modifiers) ? 'Companion' : '');
    if (name === '' || /(::|\.)\s*$/.test(code.slice(Math.max(0, match.index - 3), match.index))) continue;
    let pos = skipSpace(code, match.index + match[0].length);
    let typeParams = '';
    if (code[pos] === '<') {
      const close = matchingClose(code, pos);
      typeParams = code.slice(pos, close + 1);
      pos = skipSpace(code, close + 1);
    }
    const ctorPrefix = /^(?:(?:@\w+\s+)*(?:public|private|protected|internal)\s+)?constructor\s*/.exec(code.slice(pos));
    if (ctorPrefix && code.slice(pos + ctorPrefix[0].length).startsWith('(')) pos += ctorPrefix[0].length;
    let header = '';
    if (code[pos] === '(') {
      const close = matchingClose(code, pos);
      header = code.slice(pos, close + 1);
      pos = skipSpace(code, close + 1);
    }
    if (code[pos] === ':') {
      const supertypes: string[] = [];
      pos = skipSpace(code, pos + 1);
      for (;;) {
        const type = /^[\w.]+/.exec(code.slice(pos))?.[0] ?? '';
        if (type === '') break;
        supertypes.push(type);
        pos = skipSpace(code, pos + type.length);
        if (code[pos] === '<') pos = skipSpace(code, matchingClose(code, pos) + 1);
        if (code[pos] === '(') pos = skipSpace(code, matchingClose(code, pos) + 1);
        if (code[pos] !== ',') break;
        pos = skipSpace(code, pos + 1);
      }
      header += ` : ${supertypes.join(', ')}`;
    }
    const bodyStart = code[pos] === '{' ? pos : -1;
    found.push({...declaration(name, keyword, modifiers, header, match.index, bodyStart, code), typeParams});
  }
  return found;
}

function declaration(
  name: string,
  keyword: string,
  modifiers: string,
  header: string,
  start: number,
  bodyStart: number,
  code: string,
): Declaration {
  const kind: JvmClass['kind'] =
    keyword === 'interface'
      ? 'interface'
      : keyword === 'object'
        ? 'object'
        : keyword === '@interface' || /annotation/.test(modifiers)
          ? 'annotation'
          : keyword === 'enum' || /\benum\b/.test(modifiers)
            ? 'enum'
            : 'class';
  return {
    name,
    typeParams: '',
    kind,
    modifiers,
    header,
    start,
    bodyStart,
    bodyEnd: bodyStart === -1 ? start : matchingClose(code, bodyStart),
  };
}

const isHidden = (modifiers: string, language: 'java' | 'kotlin', interfaceMember: boolean): boolean =>
  language === 'java'
    ? (!interfaceMember && !/\b(public|protected)\b/.test(modifiers)) || /\bprivate\b/.test(modifiers)
    : /\b(private|internal)\b/.test(modifiers);

function parseParams(text: string, language: 'java' | 'kotlin'): JvmParam[] {
  return splitTopLevel(stripAnnotations(text), ',', true)
    .filter((param) => param !== '')
    .map((param) => {
      if (language === 'kotlin') {
        const match =
          /^(?:(?:private|public|protected|internal|override|open|vararg|crossinline|noinline)\s+)*(?:val\s+|var\s+)?(\w+)\s*:\s*([^=]+?)\s*(=.*)?$/s.exec(
            param.trim(),
          );
        return {name: match?.[1] ?? param, type: squash(match?.[2] ?? ''), optional: match?.[3] !== undefined};
      }
      const match = /^(?:final\s+)?(.+?)\s+(\w+)$/s.exec(param.trim());
      return {name: match?.[2] ?? param, type: squash(match?.[1] ?? '')};
    });
}

/** Reads one source file into the index. */
function readSource(index: JvmIndex, file: string): void {
  const language = file.endsWith('.kt') ? 'kotlin' : 'java';
  const source = readText(file);
  const code = blankCommentsAndStrings(source);
  const pkg = /^\s*package\s+([\w.]+)/m.exec(code)?.[1] ?? '';
  const imports = new Map<string, string>();
  for (const match of code.matchAll(/^\s*import\s+(?:static\s+)?([\w.]+)(?:\s+as\s+(\w+))?/gm))
    imports.set(match[2] ?? match[1].split('.').pop()!, match[1]);
  const where = (offset: number): string => `${libraryPath(file)}:${lineOf(code, offset) + 1}`;
  const declarations = declarationsOf(code, language);
  const fileClasses: JvmClass[] = [];
  for (const decl of declarations) {
    const parents = declarations.filter(
      (other) => other !== decl && other.bodyStart !== -1 && decl.start > other.bodyStart && decl.start < other.bodyEnd,
    );
    const chain = [...parents.sort((a, b) => a.start - b.start).map((parent) => parent.name), decl.name];
    const fqName = [pkg, ...chain].filter(Boolean).join('.');
    const parent = parents.length > 0 ? parents.sort((a, b) => b.start - a.start)[0] : undefined;
    const visible =
      language === 'kotlin'
        ? !isHidden(decl.modifiers, language, false)
        : /\b(public|protected)\b/.test(decl.modifiers) ||
          (parent !== undefined && (parent.kind === 'interface' || parent.kind === 'annotation'));
    if (!visible) continue;
    const cls: JvmClass = {
      fqName,
      name: decl.name,
      nestedName: chain.join('.'),
      pkg,
      language,
      kind: decl.kind,
      typeParams: decl.typeParams.replace(/\s+/g, ' '),
      isAbstract: /\babstract\b/.test(decl.modifiers) || decl.kind === 'interface',
      supertypes: [],
      constructors: [],
      methods: [],
      properties: [],
      enumConstants: [],
      stringConstants: new Map(),
      constantReturns: new Map(),
      nested: [],
      file,
      where: where(decl.start),
      resolve: () => undefined,
    };
    readHeader(cls, decl, language);
    if (decl.bodyStart !== -1) readBody(cls, code, source, decl, language, where);
    if (cls.constructors.length === 0 && cls.kind === 'class') cls.constructors.push([]);
    if (parent) {
      const parentFq = [pkg, ...chain.slice(0, -1)].filter(Boolean).join('.');
      const owner = fileClasses.find((candidate) => candidate.fqName === parentFq);
      owner?.nested.push(decl.name);
      if (/companion/.test(decl.modifiers) && owner) owner.companion = fqName;
    }
    fileClasses.push(cls);
    index.classes.set(fqName, cls);
    index.packages.set(pkg, (index.packages.get(pkg) ?? new Set()).add(chain[0]));
  }
  for (const cls of fileClasses) {
    cls.resolve = (name) =>
      resolveIn(index, cls, imports, pkg, name.split('.')[0]) &&
      resolveNested(index, resolveIn(index, cls, imports, pkg, name.split('.')[0])!, name.split('.').slice(1));
    cls.supertypes = cls.supertypes.map((supertype) => cls.resolve(supertype) ?? supertype);
  }
  if (language === 'kotlin') readTopLevel(index, code, pkg, declarations);
}

function resolveNested(index: JvmIndex, fq: string, rest: string[]): string | undefined {
  return rest.length === 0
    ? fq
    : index.classes.has(`${fq}.${rest[0]}`)
      ? resolveNested(index, `${fq}.${rest[0]}`, rest.slice(1))
      : undefined;
}

function resolveIn(index: JvmIndex, cls: JvmClass, imports: Map<string, string>, pkg: string, name: string): string | undefined {
  for (let scope = cls.fqName; scope.includes('.'); scope = scope.slice(0, scope.lastIndexOf('.'))) {
    if (index.classes.has(`${scope}.${name}`)) return `${scope}.${name}`;
  }
  if (imports.has(name)) return imports.get(name);
  if (index.classes.has(`${pkg}.${name}`)) return `${pkg}.${name}`;
  return javaLangTypes.has(name) ? `java.lang.${name}` : undefined;
}

function readHeader(cls: JvmClass, decl: Declaration, language: 'java' | 'kotlin'): void {
  const header = stripAnnotations(decl.header);
  if (language === 'java') {
    const extendsMatch = /\bextends\s+([^{]+?)(?=\bimplements\b|$)/.exec(header);
    const implementsMatch = /\bimplements\s+([^{]+)$/.exec(header);
    for (const list of [extendsMatch?.[1], implementsMatch?.[1]])
      if (list) cls.supertypes.push(...splitTopLevel(list, ',', true).map((type) => type.replace(/<.*$/, '').trim()));
    return;
  }
  let rest = header.replace(/^\s*<[^>]*>/, '').replace(/^\s*(?:(?:public|private|protected|internal)\s+)?constructor\s*/, '');
  if (rest.trimStart().startsWith('(')) {
    const open = rest.indexOf('(');
    const close = matchingClose(rest, open);
    const params = parseParams(rest.slice(open + 1, close), 'kotlin');
    cls.constructors.push(params);
    const raw = splitTopLevel(rest.slice(open + 1, close), ',', true);
    raw.forEach((param, i) => {
      const match = /^\s*(?:@\S+\s+)*((?:\w+\s+)*)(val|var)\s+(\w+)/.exec(param);
      if (match && !/\b(private|internal)\b/.test(match[1]))
        cls.properties.push({name: match[3], type: params[i].type, mutable: match[2] === 'var', isStatic: false, where: cls.where});
    });
    rest = rest.slice(close + 1);
  }
  const supertypes = /^\s*:\s*([\s\S]+)$/.exec(rest)?.[1];
  if (supertypes)
    cls.supertypes.push(
      ...splitTopLevel(supertypes, ',', true)
        .map((type) =>
          type
            .replace(/\(.*$/s, '')
            .replace(/<.*$/s, '')
            .replace(/\s+by\s+.*$/s, '')
            .trim(),
        )
        .filter(Boolean),
    );
}

function readBody(
  cls: JvmClass,
  code: string,
  source: string,
  decl: Declaration,
  language: 'java' | 'kotlin',
  where: (offset: number) => string,
): void {
  const body = ownLevel(code.slice(decl.bodyStart + 1, decl.bodyEnd));
  const offset = decl.bodyStart + 1;
  const rawBody = source.slice(decl.bodyStart + 1, decl.bodyEnd);
  const interfaceMember = cls.kind === 'interface' || cls.kind === 'annotation';
  if (cls.kind === 'enum') {
    const entries = body.split(';')[0];
    for (const match of entries.matchAll(/(?:^|,)\s*([A-Z_][A-Z0-9_]*)\s*(?=\(|,|$|\{)/g)) cls.enumConstants.push(match[1]);
  }
  const isStatic = (modifiers: string): boolean => (language === 'java' ? /\bstatic\b/.test(modifiers) : cls.kind === 'object');
  const memberPattern =
    language === 'java'
      ? /((?:(?:public|protected|private|static|final|abstract|native|synchronized|default|strictfp|transient|volatile)\s+|@[\w.]+(?:\([^)]*\))?\s+)*)(?:<[^>]*>\s+)?([\w.<>[\], ?]+?)\s+(\w+)\s*\(([^)]*)\)\s*(?:throws\s+[\w., ]+)?\s*[{;]/g
      : /((?:(?:public|protected|private|internal|open|final|abstract|override|suspend|inline|operator|infix|external|tailrec)\s+|@[\w.:]+(?:\([^)]*\))?\s+)*)fun\s+(?:<[^>]*>\s*)?(\w+)\s*\(([^)]*)\)\s*(?::\s*([^={\n]+))?/g;
  for (const match of body.matchAll(memberPattern)) {
    const modifiers = match[1];
    if (isHidden(modifiers, language, interfaceMember)) continue;
    const [name, params, returnType] = language === 'java' ? [match[3], match[4], match[2]] : [match[2], match[3], match[4] ?? 'Unit'];
    if (language === 'java' && ['return', 'new', 'throw', 'else'].includes(returnType.trim())) continue;
    cls.methods.push({
      name,
      params: parseParams(params, language),
      returnType: squash(returnType),
      isStatic: isStatic(modifiers),
      isAbstract:
        /\babstract\b/.test(modifiers) ||
        (interfaceMember &&
          (language === 'kotlin'
            ? !/=|\{/.test(body.slice(match.index + match[0].length, match.index + match[0].length + 3))
            : !/\b(default|static)\b/.test(modifiers))),
      where: where(offset + match.index),
    });
  }
  if (language === 'java') {
    for (const match of body.matchAll(
      new RegExp(`((?:(?:public|protected|private)\\s+|@[\\w.]+(?:\\([^)]*\\))?\\s+)*)\\b${cls.name}\\s*\\(([^)]*)\\)\\s*\\{`, 'g'),
    )) {
      if (!isHidden(match[1], language, false)) cls.constructors.push(parseParams(match[2], language));
    }
    for (const match of rawBody.matchAll(/static\s+final\s+String\s+(\w+)\s*=\s*"([^"]*)"/g)) cls.stringConstants.set(match[1], match[2]);
    for (const match of body.matchAll(/((?:(?:public|protected|private|static|final)\s+)+)([\w.<>[\]]+)\s+(\w+)\s*[=;]/g)) {
      if (/\b(public|protected)\b/.test(match[1]) || interfaceMember)
        cls.properties.push({
          name: match[3],
          type: squash(match[2]),
          mutable: !/final/.test(match[1]),
          isStatic: /static/.test(match[1]) || interfaceMember,
          where: where(offset + match.index),
        });
    }
  } else {
    for (const match of body.matchAll(
      /((?:(?:public|protected|private|internal|open|final|abstract|override|const|lateinit)\s+|@[\w.:]+(?:\([^)]*\))?\s+)*)(val|var)\s+(\w+)\s*(?::\s*([^=\n]+?))?\s*(?:=|\n|$|by\b)/g,
    )) {
      if (isHidden(match[1], language, interfaceMember)) continue;
      // Without a declared type, a constructor call as initialiser still names it: `val videoQueue = CameraQueue(…)`.
      const inferred = match[4] ?? /^\s*([A-Z]\w*)\s*\(/.exec(body.slice(match.index + match[0].length))?.[1];
      cls.properties.push({
        name: match[3],
        type: squash(inferred ?? ''),
        mutable: match[2] === 'var',
        isStatic: cls.kind === 'object',
        where: where(offset + match.index),
      });
    }
    for (const match of body.matchAll(/constructor\s*\(([^)]*)\)/g)) cls.constructors.push(parseParams(match[1], language));
    for (const match of rawBody.matchAll(/const\s+val\s+(\w+)\s*(?::\s*String\s*)?=\s*"([^"]*)"/g))
      cls.stringConstants.set(match[1], match[2]);
  }
  for (const match of rawBody.matchAll(/fun\s+(\w+)\s*\(\s*\)\s*:\s*String\s*=\s*(?:"([^"]*)"|(\w+))/g))
    cls.constantReturns.set(match[1], match[2] ?? `const:${match[3]}`);
  for (const match of rawBody.matchAll(/String\s+(\w+)\s*\(\s*\)\s*\{\s*return\s+(?:"([^"]*)"|(\w+))\s*;/g))
    cls.constantReturns.set(match[1], match[2] ?? `const:${match[3]}`);
}

function readTopLevel(index: JvmIndex, code: string, pkg: string, declarations: Declaration[]): void {
  const names = index.topLevel.get(pkg) ?? new Set<string>();
  for (const match of code.matchAll(
    /^(?:(?:public|internal|private|inline|suspend|operator)\s+)*(?:fun\s+(?:<[^>]*>\s*)?(?:[\w.<>?, ]+\.)?(\w+)\s*\(|(?:val|var)\s+(?:[\w.<>?]+\.)?(\w+))/gm,
  )) {
    const inside = declarations.some((decl) => decl.bodyStart !== -1 && match.index > decl.bodyStart && match.index < decl.bodyEnd);
    if (!inside && !/^\s*(private|internal)/.test(match[0])) names.add(match[1] ?? match[2]);
  }
  index.topLevel.set(pkg, names);
}

let cached: JvmIndex | undefined;

/** The index of the library's Android sources (built once per run). */
export function jvmIndex(root = libraryRoot): JvmIndex {
  if (cached && root === libraryRoot) return cached;
  const index: JvmIndex = {classes: new Map(), packages: new Map(), topLevel: new Map()};
  for (const file of filesUnder(path.join(root, 'android', 'src', 'main', 'java'), (name) => /\.(java|kt)$/.test(name)))
    readSource(index, file);
  if (root === libraryRoot) cached = index;
  return index;
}

/** The class and its library supertypes, nearest first. */
export function ancestry(index: JvmIndex, fqName: string): JvmClass[] {
  const found: JvmClass[] = [];
  const queue = [fqName];
  while (queue.length > 0) {
    const cls = index.classes.get(queue.shift()!);
    if (!cls || found.includes(cls)) continue;
    found.push(cls);
    queue.push(...cls.supertypes);
  }
  return found;
}

/** `Frame.java`, `VisionCameraProxy.kt`: the source file name for messages. */
export const sourceName = (cls: JvmClass): string => path.basename(cls.file);
