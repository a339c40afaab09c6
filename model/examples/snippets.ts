/**
 * The guides' TypeScript examples as one program (ARCHITECTURE.md, "Checks"):
 * every `ts`/`tsx` code block of docs/ (the generated API pages excepted), each
 * its own module, and the files of src/snippets/ (code site pages show as text),
 * compiled with `strict` against the pinned react-native-vision-camera typings.
 * The snippet check type-checks this program; the code links and the examples'
 * Needs lines resolve library names in it (model/library/symbols.ts).
 *
 * A block whose meta names a package (`module="vision-camera-luma"`) is that
 * package: the other blocks that import the name get its code. A block opts out
 * with `nocheck` in its meta and a reason in an MDX comment above it.
 */
import {mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {codeBlocksOf, formatOfFile, isV5Block, readMarkdown} from '../markdown';
import {assertReactNativeReactTypes, reactNativeReactOptions} from './reactTypes';
import {v5Packages} from '../../config/v5';

const root = path.resolve(__dirname, '../..');
const docsDir = path.join(root, 'docs');
const examplesDir = path.join(root, 'src', 'snippets');
const generatedDirs = [path.join(docsDir, 'api')];
// Inside the project (so imports resolve from its node_modules), but per checkout.
const workDir = path.join(root, '.snippets-cache');
const checkedLanguages = new Set(['ts', 'tsx', 'typescript']);

const namesVersion = (meta: string): boolean => /(^|\s)v[45](\s|$)/.test(meta);

export interface Snippet {
  file: string;
  /** Line of the page where the block's first code line is. */
  line: number;
  language: string;
  meta: string;
  code: string;
  /** Set when the block opts out: the reason given above it ('' when none). */
  optOutReason?: string;
}

function listDocs(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return generatedDirs.includes(full) ? [] : listDocs(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** The example modules of src/snippets/ (not pages, not part of the site's own typecheck). */
export function listExampleFiles(dir = examplesDir) {
  return readdirSync(dir, {withFileTypes: true})
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(dir, entry.name));
}

/** The `ts`/`tsx` code blocks of one page, wherever they are nested (tabs, lists, admonitions). */
export function extractSnippets(file: string, source: string): Snippet[] {
  return codeBlocksOf(readMarkdown(source, formatOfFile(file)))
    .filter((block) => checkedLanguages.has(block.lang))
    .map((block) => ({file, line: block.line, language: block.lang, meta: block.meta, code: block.value, optOutReason: block.optOut}));
}

/** The package name a block provides, from `module="name"` in its meta. */
function moduleNameOf(meta: string): string | undefined {
  return /(?:^|\s)module="([^"]+)"/.exec(meta)?.[1];
}

function moduleFileName(snippet: Snippet): string {
  const base = path.relative(docsDir, snippet.file).replace(/[^\w]+/g, '_');
  return `${base}_L${snippet.line}.${snippet.language === 'tsx' ? 'tsx' : 'ts'}`;
}

/** Every `ts`/`tsx` block of docs/ for 4.7.3 (the generated API pages and the blocks for 5.x excepted). */
export function docSnippets(): Snippet[] {
  return allDocSnippets().filter((snippet) => !isV5Block(snippet.meta));
}

export function allDocSnippets(): Snippet[] {
  return listDocs(docsDir).flatMap((file) => extractSnippets(file, readFileSync(file, 'utf8')));
}

/** Folders of the 5.x packages under node_modules, and the name each is imported by. */
function v5Imports(): {core: string; companions: string[]} {
  const {core, ...others} = v5Packages;
  return {
    core: path.join(root, 'node_modules', core.installedAs, 'lib', 'index.d.ts'),
    companions: Object.values(others)
      .map((pkg) => pkg.name)
      .filter((name) => name.startsWith('react-native-vision-camera-')),
  };
}

/**
 * What keeps the two versions apart: a page with a 5.x block names the version of
 * every block, and a 4.7.3 block imports no package that exists only for 5.x.
 */
export function versionProblems(snippets: Snippet[]): string[] {
  const problems: string[] = [];
  const pagesWithV5 = new Set(snippets.filter((snippet) => isV5Block(snippet.meta)).map((snippet) => snippet.file));
  const {companions} = v5Imports();
  for (const snippet of snippets) {
    const where = `${path.relative(root, snippet.file)}:${snippet.line}`;
    if (pagesWithV5.has(snippet.file) && !namesVersion(snippet.meta))
      problems.push(`${where}: on a page with blocks for 5.x, a block says which version it is for (\`v4\` or \`v5\` in its meta)`);
    if (!isV5Block(snippet.meta)) {
      for (const name of companions)
        if (new RegExp(`from ['"]${name}['"]`).test(snippet.code))
          problems.push(`${where}: a block for 4.7.3 imports ${name}, a 5.x package`);
    }
  }
  return problems;
}

/**
 * The program of the blocks for VisionCamera 5: the same options as the 4.7.3
 * program, with `react-native-vision-camera` resolved to the pinned 5.2.3
 * (installed as an alias). A block that only compiles against 4.7.3 fails here.
 */
export function createV5SnippetProgram(checked: Snippet[], dir = path.join(workDir, 'v5')): SnippetProgram {
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(dir, {recursive: true});
  const byModule = new Map<string, Snippet>();
  for (const snippet of checked) {
    const fileName = path.join(dir, moduleFileName(snippet));
    const isModule = /^\s*(import|export)\s/m.test(snippet.code);
    writeFileSync(fileName, isModule ? snippet.code : `${snippet.code}\nexport {};\n`);
    byModule.set(fileName, snippet);
  }
  const reactNative = reactNativeReactOptions(root, dir);
  const program = ts.createProgram([...byModule.keys()], {
    ...compilerOptions,
    ...reactNative,
    paths: {...reactNative.paths, 'react-native-vision-camera': [v5Imports().core]},
  });
  assertReactNativeReactTypes(program, root);
  return {program, byModule, problems: []};
}

const compilerOptions: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts'],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  types: ['react-native', 'jest'],
  skipLibCheck: true,
  allowUnreachableCode: false,
  noFallthroughCasesInSwitch: true,
  forceConsistentCasingInFileNames: true,
};

export interface SnippetProgram {
  program: ts.Program;
  /** Each written module's absolute path → the block it holds. */
  byModule: Map<string, Snippet>;
  /** Blocks providing the same module twice. */
  problems: string[];
}

/**
 * The program the snippet check type-checks: one module per checked block in
 * `dir`, and the files of src/snippets/. The example check's "Needs" lines
 * resolve the members each example uses with this same program
 * (scripts/examples/needs.ts).
 */
export function createSnippetProgram(checked: Snippet[], dir = workDir): SnippetProgram {
  const problems: string[] = [];
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(path.join(dir, 'modules'), {recursive: true});
  const byModule = new Map<string, Snippet>();
  const paths: Record<string, string[]> = {};
  for (const snippet of checked) {
    // A block that is a package's code (`module="vision-camera-luma"`) is what
    // other blocks get when they import that name: one listing, used everywhere.
    const moduleName = moduleNameOf(snippet.meta);
    const fileName = moduleName
      ? path.join(dir, 'modules', `${moduleName.replace(/[^\w-]+/g, '_')}.${snippet.language === 'tsx' ? 'tsx' : 'ts'}`)
      : path.join(dir, moduleFileName(snippet));
    if (moduleName) {
      if (paths[moduleName])
        problems.push(`${path.relative(root, snippet.file)}:${snippet.line}: a second block provides module "${moduleName}"`);
      paths[moduleName] = [fileName];
    }
    // A block without import/export would be a script sharing globals with the others.
    const isModule = /^\s*(import|export)\s/m.test(snippet.code);
    writeFileSync(fileName, isModule ? snippet.code : `${snippet.code}\nexport {};\n`);
    byModule.set(fileName, snippet);
  }

  const reactNative = reactNativeReactOptions(root, dir);
  const options: ts.CompilerOptions = {...compilerOptions, ...reactNative, paths: {...reactNative.paths, ...paths}};
  const program = ts.createProgram([...byModule.keys(), ...listExampleFiles()], options);
  assertReactNativeReactTypes(program, root);
  return {program, byModule, problems};
}
