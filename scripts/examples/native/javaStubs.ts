/**
 * The library's Java API for javac: which of its classes a set of Java blocks
 * needs (the classes they import, what those classes' sources import, their
 * supertypes and the Frame Processor types in their signatures), compiled from
 * the library's own .java files, with Kotlin classes turned into Java stubs
 * (same names, constructors, methods, property getters, companion objects and
 * enum constants; no bodies). Types from outside the library are the
 * hand-written stubs in scripts/examples/java-stubs/, or Object when none is
 * needed.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {projectRoot} from '../../../model/examples/codeBlocks';
import {libraryPath, readText} from './library';
import {ancestry, type JvmClass, type JvmIndex, type JvmParam} from './jvmIndex';

export const javaStubsDir = path.join(projectRoot, 'scripts', 'examples', 'java-stubs');

const hasStub = (fq: string): boolean => existsSync(path.join(javaStubsDir, ...fq.split('.')) + '.java');
const isJdk = (fq: string): boolean => /^javax?\./.test(fq);
/** Packages whose types are followed through signatures; others become Object (keeps the closure small). */
const followedPackages = /^com\.mrousavy\.camera\.(frameprocessors|core\.types)\.|^com\.mrousavy\.camera\.core\.\w*Error$/;

/** The top-level class that holds a (possibly nested) class. */
function topLevelOf(index: JvmIndex, fq: string): JvmClass | undefined {
  let cls = index.classes.get(fq);
  while (cls && cls.nestedName.includes('.')) cls = index.classes.get(cls.fqName.slice(0, cls.fqName.lastIndexOf('.')));
  return cls;
}

/** Every library class (top-level) the given classes need to compile. */
export function libraryClosure(index: JvmIndex, roots: string[]): JvmClass[] {
  const included = new Map<string, JvmClass>();
  const queue = [...roots];
  while (queue.length > 0) {
    const top = topLevelOf(index, queue.shift()!);
    if (!top || included.has(top.fqName)) continue;
    included.set(top.fqName, top);
    const members = [...index.classes.values()].filter((cls) => cls.fqName === top.fqName || cls.fqName.startsWith(`${top.fqName}.`));
    for (const cls of members) {
      queue.push(...cls.supertypes.filter((supertype) => index.classes.has(supertype)));
      if (cls.language === 'java') queue.push(...javaSourceReferences(index, cls));
      for (const type of signatureTypes(cls)) {
        const fq = cls.resolve(type);
        if (fq && index.classes.has(fq) && followedPackages.test(fq)) queue.push(fq);
      }
    }
  }
  return [...included.values()];
}

/** Library classes a Java source file imports or uses from its own package. */
function javaSourceReferences(index: JvmIndex, cls: JvmClass): string[] {
  const source = readText(cls.file);
  const imported = [...source.matchAll(/^\s*import\s+([\w.]+);/gm)].map((match) => match[1]).filter((fq) => index.classes.has(fq));
  const samePackage = [...(index.packages.get(cls.pkg) ?? [])]
    .filter((name) => new RegExp(`\\b${name}\\b`).test(source))
    .map((name) => `${cls.pkg}.${name}`);
  return [...imported, ...samePackage];
}

function signatureTypes(cls: JvmClass): string[] {
  const types = [
    ...cls.methods.flatMap((method) => [method.returnType, ...method.params.map((param) => param.type)]),
    ...cls.properties.map((property) => property.type),
    ...cls.constructors.flat().map((param) => param.type),
  ];
  return types.flatMap((type) => type.match(/[A-Z][\w.]*/g) ?? []);
}

/** Imports of the library's Java sources that neither the JDK, the library nor a stub provides. */
export function missingStubs(index: JvmIndex, classes: JvmClass[]): string[] {
  const missing: string[] = [];
  for (const cls of classes.filter((candidate) => candidate.language === 'java')) {
    for (const match of readText(cls.file).matchAll(/^\s*import\s+([\w.]+);/gm)) {
      const fq = match[1];
      if (!isJdk(fq) && !index.classes.has(fq) && !hasStub(fq)) missing.push(`${fq} (imported by ${libraryPath(cls.file)})`);
    }
  }
  return missing;
}

const primitives: Record<string, [string, string]> = {
  Int: ['int', 'Integer'],
  Long: ['long', 'Long'],
  Double: ['double', 'Double'],
  Float: ['float', 'Float'],
  Boolean: ['boolean', 'Boolean'],
  Byte: ['byte', 'Byte'],
  Short: ['short', 'Short'],
  Char: ['char', 'Character'],
  Unit: ['void', 'Void'],
};
const collections: Record<string, string> = {
  Map: 'java.util.Map',
  MutableMap: 'java.util.Map',
  HashMap: 'java.util.HashMap',
  List: 'java.util.List',
  MutableList: 'java.util.List',
  ArrayList: 'java.util.ArrayList',
  Set: 'java.util.Set',
  MutableSet: 'java.util.Set',
  Collection: 'java.util.Collection',
  Iterable: 'java.lang.Iterable',
  String: 'String',
  Any: 'Object',
  Nothing: 'Void',
  Throwable: 'Throwable',
  Exception: 'Exception',
  ByteBuffer: 'java.nio.ByteBuffer',
  ByteArray: 'byte[]',
  IntArray: 'int[]',
  FloatArray: 'float[]',
  DoubleArray: 'double[]',
  LongArray: 'long[]',
};

interface StubContext {
  index: JvmIndex;
  included: Set<string>;
}

/** A Kotlin type as Java writes it. */
function javaType(written: string, owner: JvmClass, context: StubContext, boxed = false): string {
  let type = written.replace(/\s+/g, ' ').trim();
  const nullable = type.endsWith('?');
  type = type.replace(/\?$/, '');
  if (type.includes('->')) return 'Object';
  const generic = /^([\w.]+)\s*<(.*)>$/.exec(type);
  const name = generic ? generic[1] : type;
  const args = generic ? splitGenericArgs(generic[2]).map((arg) => genericArg(arg, owner, context)) : [];
  if (name === 'Array' && args.length === 1) return `${args[0]}[]`;
  if (primitives[name]) return primitives[name][boxed || nullable ? 1 : 0];
  if (owner.typeParams.includes(name) && /^[A-Z]$/.test(name)) return name;
  const base = collections[name] ?? referenceType(name, owner, context);
  return args.length > 0 && base !== 'Object' ? `${base}<${args.join(', ')}>` : base;
}

function genericArg(arg: string, owner: JvmClass, context: StubContext): string {
  if (arg === '*') return '?';
  const variance = /^(out|in)\s+(.*)$/.exec(arg);
  if (variance) return `? ${variance[1] === 'out' ? 'extends' : 'super'} ${javaType(variance[2], owner, context, true)}`;
  return javaType(arg, owner, context, true);
}

function splitGenericArgs(text: string): string[] {
  const args: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '<') depth++;
    else if (text[i] === '>') depth--;
    else if (text[i] === ',' && depth === 0) {
      args.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  args.push(text.slice(start).trim());
  return args;
}

function referenceType(name: string, owner: JvmClass, context: StubContext): string {
  const fq = owner.resolve(name);
  if (!fq) return 'Object';
  if (context.index.classes.has(fq)) {
    const top = topLevelOf(context.index, fq);
    return top && context.included.has(top.fqName) ? fq : 'Object';
  }
  return isJdk(fq) || hasStub(fq) ? fq : 'Object';
}

const javaKeywords = new Set([
  'default',
  'new',
  'class',
  'package',
  'int',
  'long',
  'char',
  'final',
  'static',
  'switch',
  'case',
  'this',
  'super',
  'native',
  'throws',
]);
const paramList = (params: JvmParam[], owner: JvmClass, context: StubContext): string =>
  params
    .map(
      (param, i) =>
        `${javaType(param.type, owner, context)} ${javaKeywords.has(param.name) || !/^\w+$/.test(param.name) ? `p${i}` : param.name}`,
    )
    .join(', ');

const capitalize = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);
const getterName = (name: string): string => (/^is[A-Z]/.test(name) ? name : `get${capitalize(name)}`);

/** One Kotlin class (and its nested classes) as Java source. */
function classStub(cls: JvmClass, context: StubContext, indent: string, nested: boolean): string {
  const {index} = context;
  const supertypes = cls.supertypes.filter((fq) =>
    index.classes.has(fq) ? context.included.has(topLevelOf(index, fq)!.fqName) : isJdk(fq) || hasStub(fq),
  );
  const interfaces = supertypes.filter((fq) => index.classes.get(fq)?.kind === 'interface');
  const superclass = supertypes.find((fq) => !interfaces.includes(fq));
  const isInterface = cls.kind === 'interface';
  const keyword = isInterface ? 'interface' : cls.kind === 'enum' ? 'enum' : 'class';
  const modifiers = [
    'public',
    nested && !isInterface ? 'static' : '',
    cls.isAbstract && !isInterface ? 'abstract' : '',
    cls.kind === 'object' ? 'final' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const typeParams = cls.typeParams.replace(/\b(out|in)\s+/g, '').replace(/\s*:\s*[\w.<>]+/g, '');
  const heritage = isInterface
    ? interfaces.length > 0
      ? ` extends ${interfaces.join(', ')}`
      : ''
    : `${superclass && cls.kind !== 'enum' ? ` extends ${superclass}` : ''}${interfaces.length > 0 ? ` implements ${interfaces.join(', ')}` : ''}`;
  const lines: string[] = [`${indent}${modifiers} ${keyword} ${cls.name}${typeParams}${heritage} {`];
  const inner = `${indent}    `;
  if (cls.kind === 'enum') lines.push(`${inner}${cls.enumConstants.join(', ')};`);
  if (cls.kind === 'object') lines.push(`${inner}public static final ${cls.name} INSTANCE = null;`);
  if (cls.kind === 'class') {
    // A hidden no-argument constructor lets generated subclasses compile without knowing super's arguments.
    if (!cls.constructors.some((params) => params.length === 0)) lines.push(`${inner}protected ${cls.name}() {}`);
    for (const params of cls.constructors) lines.push(`${inner}public ${cls.name}(${paramList(params, cls, context)}) {}`);
  }
  for (const method of cls.methods) {
    const signature = `${javaType(method.returnType, cls, context)} ${method.name}(${paramList(method.params, cls, context)})`;
    const isStatic = method.isStatic && cls.kind !== 'object' && !cls.fqName.endsWith('.Companion');
    if (isInterface) lines.push(method.isAbstract ? `${inner}${signature};` : `${inner}default ${signature} { throw null; }`);
    else
      lines.push(
        `${inner}public ${isStatic ? 'static ' : ''}${method.isAbstract ? `abstract ${signature};` : `${signature} { throw null; }`}`,
      );
  }
  for (const property of cls.properties) {
    const type = javaType(property.type || 'Any', cls, context);
    const getter = `${type} ${getterName(property.name)}()`;
    if (isInterface) lines.push(`${inner}${getter};`);
    else lines.push(`${inner}public ${getter} { throw null; }`);
    if (property.mutable && !isInterface) lines.push(`${inner}public void set${capitalize(property.name)}(${type} value) {}`);
  }
  for (const name of cls.nested) {
    const child = index.classes.get(`${cls.fqName}.${name}`);
    if (!child) continue;
    if (cls.companion === child.fqName) lines.push(`${inner}public static final ${child.name} Companion = null;`);
    lines.push(classStub(child, context, inner, true));
  }
  lines.push(`${indent}}`);
  return lines.join('\n');
}

/** Java source for a Kotlin top-level class of the library, for javac. */
export function kotlinClassStub(cls: JvmClass, index: JvmIndex, included: Set<string>): string {
  return [
    `// Generated by scripts/examples/native/javaStubs.ts from the library's ${libraryPath(cls.file)}: its public API as Java sees it, without bodies.`,
    `package ${cls.pkg};`,
    '',
    classStub(cls, {index, included}, '', false),
    '',
  ].join('\n');
}

/** The library class that declares a quoted method (`callback`, `initializePlugin`), for wrapping a declaration block. */
export function ownerOfMethod(index: JvmIndex, name: string, paramCount: number): JvmClass | undefined {
  return [...index.classes.values()].find(
    (cls) =>
      cls.methods.some((method) => method.name === name && method.params.length === paramCount) && ancestry(index, cls.fqName).length > 0,
  );
}
