/**
 * Java blocks compiled with javac: the library's Java API (its .java sources
 * plus Java stubs of its Kotlin classes, javaStubs.ts) and the hand-written
 * Android/React stubs are compiled once (cached under .examples-cache/ by
 * content), then every Java block of a guide is compiled against them, the
 * guide's blocks together so one block may use a class another declares.
 * A block of bare declarations is wrapped in a class that extends (or an
 * interface that extends) the library type declaring it, each declaration
 * marked @Override, so javac proves the signature is the library's. An
 * "(excerpt)" class is compiled as abstract: it leaves out members on purpose.
 */
import {execFile} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import type {ExampleBlock, Failure} from '../../../model/examples/codeBlocks';
import {cacheDir, filesUnder, readText} from './library';
import {jvmIndex, type JvmIndex} from './jvmIndex';
import {javaStubsDir, kotlinClassStub, libraryClosure, missingStubs, ownerOfMethod} from './javaStubs';
import {titleOf} from './gradle';
import {splitTopLevel} from './text';

const run = promisify(execFile);
const javacDir = path.join(cacheDir, 'javac');
/** The Java level of React Native 0.79's app and library templates. */
const javaRelease = '17';
const apiPackages = /^com\.mrousavy\.camera\.(frameprocessors|core\.types)\.\w+$/;

export interface JavacResult {
  compiled: number;
  failures: Failure[];
}

export async function compileJavaBlocks(blocks: ExampleBlock[]): Promise<JavacResult> {
  if (blocks.length === 0) return {compiled: 0, failures: []};
  const first = blocks[0];
  const fail = (message: string): JavacResult => ({compiled: 0, failures: [{file: first.file, line: first.line, message}]});
  if (!(await javacAvailable())) return fail('javac not found: Java examples are compiled with a JDK (Debian: openjdk-17-jdk-headless)');
  const index = jvmIndex();
  // The plugin API packages whole, so the compiled library (and its cache) does not change with each block's imports.
  const roots = [...index.classes.keys()].filter((fq) => apiPackages.test(fq));
  roots.push(...blocks.flatMap((block) => [...block.code.matchAll(/^\s*import\s+(com\.mrousavy\.[\w.]+);/gm)].map((match) => match[1])));
  roots.push(...blocks.flatMap((block) => quotedOwners(index, block)));
  const library = await compileLibrary(index, roots);
  if ('error' in library) return fail(library.error);
  const failures: Failure[] = [];
  let compiled = 0;
  const guides = [...new Set(blocks.map((block) => block.file))];
  for (const [i, guide] of guides.entries()) {
    const result = await compileGuide(
      index,
      blocks.filter((block) => block.file === guide),
      library.classes,
      path.join(javacDir, `guide-${i}`),
    );
    compiled += result.compiled;
    failures.push(...result.failures);
  }
  return {compiled, failures};
}

async function javacAvailable(): Promise<boolean> {
  try {
    await run('javac', ['-version']);
    return true;
  } catch {
    return false;
  }
}

async function javac(args: string[]): Promise<string> {
  try {
    // A quick-starting JVM: javac's run is short, so full JIT compilation would only cost time.
    await run(
      'javac',
      [
        '-J-XX:TieredStopAtLevel=1',
        '-J-XX:+UseSerialGC',
        '-J-Xshare:auto',
        '-nowarn',
        '-Xlint:none',
        '-proc:none',
        '-encoding',
        'UTF-8',
        '--release',
        javaRelease,
        ...args,
      ],
      {maxBuffer: 16 * 1024 * 1024},
    );
    return '';
  } catch (error) {
    return String((error as {stderr?: string}).stderr ?? error);
  }
}

/** Library sources + generated Kotlin stubs + hand-written stubs → class files, reused while the inputs are unchanged. */
async function compileLibrary(index: JvmIndex, roots: string[]): Promise<{classes: string} | {error: string}> {
  const closure = libraryClosure(index, roots);
  const missing = missingStubs(index, closure);
  if (missing.length > 0) return {error: `no stub in scripts/examples/java-stubs/ for ${missing.join(', ')}`};
  const included = new Set(closure.map((cls) => cls.fqName));
  const sources = new Map<string, string>();
  for (const file of filesUnder(javaStubsDir, (name) => name.endsWith('.java')))
    sources.set(path.relative(javaStubsDir, file), readText(file));
  for (const cls of closure) {
    const relative = path.join(...cls.pkg.split('.'), `${cls.name}.java`);
    sources.set(relative, cls.language === 'java' ? readText(cls.file) : kotlinClassStub(cls, index, included));
  }
  const hash = createHash('sha256');
  for (const [file, text] of [...sources].sort()) hash.update(file).update('\0').update(text).update('\0');
  const digest = hash.update(javaRelease).digest('hex').slice(0, 16);
  const classes = path.join(javacDir, `library-${digest}`, 'classes');
  if (existsSync(path.join(classes, '.complete'))) return {classes};
  const src = path.join(javacDir, `library-${digest}`, 'src');
  rmSync(path.join(javacDir, `library-${digest}`), {recursive: true, force: true});
  for (const [file, text] of sources) write(path.join(src, file), text);
  const errors = await javac(['-d', classes, ...[...sources.keys()].map((file) => path.join(src, file))]);
  if (errors !== '')
    return {
      error: `the library's Java API did not compile with the stubs (sources in ${path.relative(cacheDir, src)}): ${errors.split('\n').slice(0, 6).join(' ')}`,
    };
  writeFileSync(path.join(classes, '.complete'), digest);
  // Older builds of the library API are not needed any more.
  for (const name of readdirSync(javacDir).filter((entry) => entry.startsWith('library-') && entry !== `library-${digest}`))
    rmSync(path.join(javacDir, name), {recursive: true, force: true});
  return {classes};
}

function write(file: string, text: string): void {
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, text);
}

interface Unit {
  block: ExampleBlock;
  file: string;
  /** Lines the wrapper adds before the block's first line. */
  offset: number;
}

/** Library classes that declare the methods a bare-declaration block quotes. */
function quotedOwners(index: JvmIndex, block: ExampleBlock): string[] {
  return quotedDeclarations(block.code).flatMap(({name, params}) => ownerOfMethod(index, name, params)?.fqName ?? []);
}

function quotedDeclarations(code: string): {name: string; params: number}[] {
  if (/\b(class|interface|enum)\s+\w+/.test(code)) return [];
  return [...code.matchAll(/(\w+)\s*\(([^)]*)\)\s*(?:throws\s+[\w., ]+)?;/g)].map((match) => ({
    name: match[1],
    params: splitTopLevel(match[2], ',', true).length,
  }));
}

/** Simple name → stub class, for the imports an excerpt leaves out. */
function stubClasses(): Map<string, string> {
  const stubs = new Map<string, string>();
  for (const file of filesUnder(javaStubsDir, (name) => name.endsWith('.java'))) {
    const fq = path
      .relative(javaStubsDir, file)
      .replace(/\.java$/, '')
      .split(path.sep)
      .join('.');
    stubs.set(fq.split('.').pop()!, fq);
  }
  return stubs;
}

/**
 * An "(excerpt)" class leaves out members and the imports of the file it comes
 * from: compile it as abstract, importing the stubbed platform types it names
 * (on its first import or package line, so every line keeps its number).
 */
function asExcerpt(code: string): string {
  const abstractClass = code.replace(/\b(public\s+)?class\s+/, (text) => text.replace('class', 'abstract class'));
  const imported = new Set([...code.matchAll(/^\s*import\s+[\w.]*\.(\w+)\s*;/gm)].map((match) => match[1]));
  const missing = [...stubClasses()]
    .filter(([name]) => !imported.has(name) && new RegExp(`\\b${name}\\b`).test(code))
    .map(([, fq]) => `import ${fq};`);
  if (missing.length === 0) return abstractClass;
  const anchor = /^\s*(package\s+[\w.]+\s*;|import\s+[\w.]+\s*;)/m.exec(abstractClass);
  if (!anchor) return `${missing.join(' ')} ${abstractClass}`;
  const at = anchor.index + anchor[0].length;
  return `${abstractClass.slice(0, at)} ${missing.join(' ')}${abstractClass.slice(at)}`;
}

/** The compilation unit a block becomes: its own file, or a wrapper for bare declarations. */
function unitOf(index: JvmIndex, block: ExampleBlock, dir: string, position: number): Unit | undefined {
  const pkg = /^\s*package\s+([\w.]+)\s*;/m.exec(block.code)?.[1];
  const pkgDir = pkg ? path.join(dir, ...pkg.split('.')) : dir;
  const declared = /\b(?:public\s+)?(?:abstract\s+|final\s+)*(?:class|interface|enum)\s+(\w+)/.exec(block.code);
  if (declared) {
    let code = block.code;
    if (/excerpt/i.test(titleOf(block))) code = asExcerpt(code);
    const file = path.join(pkgDir, `${declared[1]}.java`);
    write(file, `${code}\n`);
    return {block, file, offset: 0};
  }
  const quoted = quotedDeclarations(block.code);
  const owner = quoted.length > 0 ? ownerOfMethod(index, quoted[0].name, quoted[0].params) : undefined;
  if (!owner) return undefined;
  const name = `QuotedDeclaration${position}`;
  const kind = owner.kind === 'interface' ? `interface ${name} extends ${owner.fqName}` : `abstract class ${name} extends ${owner.fqName}`;
  const header = ['import androidx.annotation.*;', 'import java.util.*;', `import ${owner.pkg}.*;`, `${kind} {`];
  const body = block.code.replace(/^(\s*)(?=\S)/gm, (indent, _unused, offset: number) =>
    offset === 0 || /;\s*$/.test(block.code.slice(0, offset).trimEnd()) ? `${indent}@Override ` : indent,
  );
  const file = path.join(dir, `${name}.java`);
  write(file, `${header.join('\n')}\n${body}\n}\n`);
  return {block, file, offset: header.length};
}

async function compileGuide(index: JvmIndex, blocks: ExampleBlock[], libraryClasses: string, dir: string): Promise<JavacResult> {
  rmSync(dir, {recursive: true, force: true});
  const units = blocks.flatMap((block, i) => unitOf(index, block, path.join(dir, 'src'), i) ?? []);
  if (units.length === 0) return {compiled: 0, failures: []};
  const output = await javac(['-d', path.join(dir, 'classes'), '-cp', libraryClasses, ...units.map((unit) => unit.file)]);
  return {compiled: units.length, failures: javacFailures(output, units)};
}

/** `File.java:12: error: cannot find symbol` (+ its symbol/location lines) → a failure at the guide's line. */
function javacFailures(output: string, units: Unit[]): Failure[] {
  const failures: Failure[] = [];
  const lines = output.split('\n');
  lines.forEach((line, i) => {
    const match = /^(.*\.java):(\d+): error: (.*)$/.exec(line);
    if (!match) return;
    const unit = units.find((candidate) => path.resolve(candidate.file) === path.resolve(match[1]));
    const details = lines
      .slice(i + 3, i + 7)
      .filter((detail) => /^\s+(symbol|location|required|found|reason):/.test(detail))
      .map((detail) => detail.trim());
    const message = `javac: ${match[3]}${details.length > 0 ? ` (${details.join('; ')})` : ''}`;
    if (unit) failures.push({file: unit.block.file, line: unit.block.line + Number(match[2]) - 1 - unit.offset, message});
    else if (units[0])
      failures.push({file: units[0].block.file, line: units[0].block.line, message: `${message} in ${path.basename(match[1])}`});
  });
  return failures;
}
