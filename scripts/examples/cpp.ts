/**
 * C++ examples are compiled (`cpp: N compiled`): every `cpp`/`c++`/`cc`/`h`/`hpp`
 * block of the guides goes through Debian's g++ with `-fsyntax-only -std=c++17`,
 * the standard VisionCamera builds with (android/CMakeLists.txt
 * CMAKE_CXX_STANDARD 17, podspec CLANG_CXX_LANGUAGE_STANDARD c++17).
 *
 * What a block is compiled against:
 * - React Native's JSI (`<jsi/jsi.h>`) and CallInvoker from
 *   node_modules/react-native/ReactCommon, and the Android `<jni.h>` React Native
 *   ships for host builds (ReactAndroid/.../first-party/jni-hack).
 * - Android blocks also see the Prefab header folders VisionCamera and
 *   react-native-worklets-core publish: their `prepareHeaders` Gradle tasks copy
 *   the packages' headers into one flat `react-native-vision-camera/` (or
 *   `react-native-worklets-core/`) folder, which this check rebuilds from
 *   node_modules, so `#include <react-native-vision-camera/FrameHostObject.h>`
 *   resolves as in a real plugin build.
 * - Headers no npm package ships (the NDK's, fbjni's, Apple's CoreVideo) come
 *   from small stubs in scripts/examples/cpp-stubs/, each naming what it stands
 *   for and declaring only what the blocks use.
 * The platform is read from the block's title: `title="android/…"` gets the
 *   Android headers (and __ANDROID_API__ 26, where AHardwareBuffer starts),
 *   `title="ios/…"` the iOS ones, any other title both.
 *
 * Blocks that are not a whole file say what surrounds them, in the fence meta:
 * - A block's `title` is its file name: every block of a page is written under
 *   its title into one folder, so `#include "NativeLumaCore.h"` in the block
 *   titled `ios/NativeLumaCore.cpp` finds the page's block titled
 *   `ios/NativeLumaCore.h`, as in the reader's project. Untitled blocks are
 *   `block-<line>.cpp`. Header blocks are compiled on their own too.
 * - `prelude="<file>"` names a file of scripts/examples/cpp-preludes/ that is
 *   included before the block (the declarations a fragment relies on), with a
 *   `#line 1` after it so compiler lines stay the block's own.
 *
 * Blocks are compiled with -Wall, as VisionCamera's own C++ is. Every error,
 * and every warning in a block's own lines, is reported at the guide line it
 * points to; an error inside a library or stub header is reported at the block
 * line that included or instantiated it, with the header's location in the
 * message.
 */
import {spawn, spawnSync} from 'node:child_process';
import {copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {availableParallelism} from 'node:os';
import path from 'node:path';
import {optOutFailures, projectRoot, type ExampleBlock, type Failure, type KindResult} from '../../model/examples/codeBlocks';

const cppLanguages = new Set(['cpp', 'c++', 'cc', 'h', 'hpp']);
const headerExtensions = new Set(['.h', '.hh', '.hpp', '.hxx']);
const sourceExtensions = new Set(['.cpp', '.cc', '.cxx', '.c++']);

const cacheDir = path.join(projectRoot, '.examples-cache');
const stubsDir = path.join(__dirname, 'cpp-stubs');
const defaultPreludesDir = path.join(__dirname, 'cpp-preludes');
const nodeModules = path.join(projectRoot, 'node_modules');
const reactCommon = path.join(nodeModules, 'react-native', 'ReactCommon');

/** The `-std` VisionCamera 4 builds its C++ with. */
const cppStandard = 'c++17';
/** AHardwareBuffer_* exist from API 26, the minSdkVersion the guides' JSI library sets. */
const androidApiLevel = 26;

/** Headers every block sees: JSI and CallInvoker, as the ReactAndroid Prefab package and the React-jsi pod expose them. */
const sharedIncludeDirs = [path.join(reactCommon, 'jsi'), path.join(reactCommon, 'callinvoker')];

/** Prefab header folders a plugin gets from a Gradle dependency on the package (see the packages' android/build.gradle). */
const prefabPackages = [
  {name: 'react-native-vision-camera', sourceDir: path.join(nodeModules, 'react-native-vision-camera', 'android', 'src', 'main', 'cpp')},
  {name: 'react-native-worklets-core', sourceDir: path.join(nodeModules, 'react-native-worklets-core', 'cpp')},
];

type Platform = 'android' | 'ios' | 'any';

interface Unit {
  block: ExampleBlock;
  /** Absolute path of the block's file in the work folder. */
  file: string;
  isHeader: boolean;
  platform: Platform;
}

export interface CppCheckOptions {
  /** Where `prelude="…"` files live; scripts/examples/cpp-preludes by default. */
  preludesDir?: string;
  /** The compiler to run; g++ by default. */
  compiler?: string;
}

export async function checkCpp(blocks: ExampleBlock[], options: CppCheckOptions = {}): Promise<KindResult> {
  const cppBlocks = blocks.filter((block) => cppLanguages.has(block.lang));
  const checked = cppBlocks.filter((block) => block.optOut === undefined);
  const failures = optOutFailures('cpp', cppBlocks);
  const result = (): KindResult => ({
    kind: 'cpp',
    summary: `${checked.length} compiled`,
    blocks: cppBlocks.length,
    optedOut: cppBlocks.length - checked.length,
    failures,
  });
  if (checked.length === 0) return result();

  const compiler = options.compiler ?? 'g++';
  if (!isInstalled(compiler)) {
    failures.push({
      file: checked[0].file,
      line: checked[0].line,
      message: `${compiler} is not installed; install Debian's C++ compiler with \`apt-get install -y g++\``,
    });
    return result();
  }
  mkdirSync(cacheDir, {recursive: true});
  const workDir = mkdtempSync(path.join(cacheDir, 'cpp-'));
  try {
    const prefab = writePrefabHeaders(path.join(workDir, 'prefab'));
    failures.push(...prefab.failures);
    const written = writeUnits(checked, path.join(workDir, 'pages'), options.preludesDir ?? defaultPreludesDir);
    failures.push(...written.failures);
    const outputs = await inParallel(written.units, (unit) => compile(compiler, unit, prefab.includeDir));
    const mapper = new DiagnosticMapper(written.units, prefab.originals);
    // A header block's errors also show when a source block includes it: report each once.
    failures.push(...unique(written.units.flatMap((unit, index) => mapper.failuresOf(unit, outputs[index]))));
  } finally {
    rmSync(workDir, {recursive: true, force: true});
  }
  return result();
}

function unique(failures: Failure[]): Failure[] {
  const seen = new Set<string>();
  return failures.filter(({file, line, message}) => {
    const key = `${file}:${line}:${message}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

function isInstalled(compiler: string): boolean {
  return spawnSync(compiler, ['--version'], {stdio: 'ignore'}).error === undefined;
}

/** Rebuilds the packages' flat Prefab header folders; returns the include dir and where each copy came from. */
function writePrefabHeaders(includeDir: string): {includeDir: string; originals: Map<string, string>; failures: Failure[]} {
  const originals = new Map<string, string>();
  const failures: Failure[] = [];
  for (const {name, sourceDir} of prefabPackages) {
    if (!existsSync(sourceDir)) {
      failures.push({
        file: path.join(projectRoot, 'package.json'),
        line: 1,
        message: `${path.relative(projectRoot, sourceDir)} is missing; run npm ci`,
      });
      continue;
    }
    const target = path.join(includeDir, name);
    mkdirSync(target, {recursive: true});
    for (const relative of readdirSync(sourceDir, {recursive: true}) as string[]) {
      if (!headerExtensions.has(path.extname(relative))) continue;
      const copy = path.join(target, path.basename(relative));
      copyFileSync(path.join(sourceDir, relative), copy);
      originals.set(copy, path.join(sourceDir, relative));
    }
  }
  return {includeDir, originals, failures};
}

/** Writes every block under its title, one folder per guide, so blocks of a page can include each other. */
function writeUnits(blocks: ExampleBlock[], pagesDir: string, preludesDir: string): {units: Unit[]; failures: Failure[]} {
  const units: Unit[] = [];
  const failures: Failure[] = [];
  for (const block of blocks) {
    const name = fileNameOf(block);
    const pageDir = path.join(pagesDir, path.basename(block.file, path.extname(block.file)));
    const file = path.resolve(pageDir, name);
    const fail = (message: string): void => void failures.push({file: block.file, line: block.line, message});
    if (!file.startsWith(pageDir + path.sep)) {
      fail(`title "${name}" must be a relative path inside the project`);
      continue;
    }
    if (units.some((unit) => unit.file === file)) {
      fail(`another cpp block of this page is titled "${name}"; give each file its own title so includes are unambiguous`);
      continue;
    }
    const prelude = attribute(block.meta, 'prelude');
    const preludeFile = prelude === undefined ? undefined : path.join(preludesDir, prelude);
    if (preludeFile !== undefined && !existsSync(preludeFile)) {
      fail(`prelude "${prelude}" is not a file of ${path.relative(projectRoot, preludesDir)}/`);
      continue;
    }
    mkdirSync(path.dirname(file), {recursive: true});
    // `#line 1` makes the compiler count the block's own lines after the prelude.
    const head = preludeFile === undefined ? '' : `#include "${preludeFile}"\n#line 1\n`;
    writeFileSync(file, `${head}${block.code}\n`);
    units.push({block, file, isHeader: headerExtensions.has(path.extname(file)), platform: platformOf(name)});
  }
  return {units, failures};
}

/** The block's title, or `block-<line>`, with a C++ extension so g++ and includes see the right kind of file. */
function fileNameOf(block: ExampleBlock): string {
  const name = attribute(block.meta, 'title') ?? `block-${block.line}`;
  const extension = path.extname(name);
  if (headerExtensions.has(extension) || sourceExtensions.has(extension)) return path.normalize(name);
  return `${path.normalize(name)}${block.lang === 'h' || block.lang === 'hpp' ? '.h' : '.cpp'}`;
}

function attribute(meta: string, name: string): string | undefined {
  return new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(meta)?.[1];
}

function platformOf(name: string): Platform {
  const first = name.split(/[\\/]/)[0];
  return first === 'android' || first === 'ios' ? first : 'any';
}

function compilerArguments(unit: Unit, prefabDir: string): string[] {
  const android = unit.platform !== 'ios';
  const ios = unit.platform !== 'android';
  const includeDirs = [
    ...(android
      ? [
          path.join(stubsDir, 'android'),
          path.join(nodeModules, 'react-native', 'ReactAndroid', 'src', 'main', 'jni', 'first-party', 'jni-hack'),
          prefabDir,
        ]
      : []),
    ...(ios ? [path.join(stubsDir, 'ios')] : []),
    ...sharedIncludeDirs,
  ];
  return [
    '-fsyntax-only',
    `-std=${cppStandard}`,
    '-fdiagnostics-plain-output',
    '-fmax-errors=10',
    // VisionCamera builds with -Wall; a warning in an example's own lines fails the check too.
    '-Wall',
    ...(android ? [`-D__ANDROID_API__=${androidApiLevel}`] : []),
    ...includeDirs.map((dir) => `-I${dir}`),
    // A header is compiled as if a source file included it first.
    ...(unit.isHeader ? ['-x', 'c++', '-include', unit.file, '/dev/null'] : [unit.file]),
  ];
}

interface CompilerOutput {
  exitCode: number;
  stderr: string;
}

function compile(compiler: string, unit: Unit, prefabDir: string): Promise<CompilerOutput> {
  return new Promise((resolve) => {
    // LC_ALL=C: plain ASCII quotes in the messages.
    const child = spawn(compiler, compilerArguments(unit, prefabDir), {
      cwd: projectRoot,
      env: {...process.env, LC_ALL: 'C'},
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) => resolve({exitCode: -1, stderr: error.message}));
    child.on('close', (code) => resolve({exitCode: code ?? -1, stderr}));
  });
}

/** Runs `task` on every item, as many at once as there are cores, keeping the order of the results. */
async function inParallel<T, R>(items: T[], task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({length: Math.min(availableParallelism(), items.length)}, worker));
  return results;
}

interface SourceLocation {
  file: string;
  line: number;
}

const diagnosticLine = /^(.+?):(\d+):(?:\d+:)? (fatal error|error|warning): (.*)$/;
// Lines that tell where an error in a header came from: the include chain, and template instantiation points.
const includedFromLine = /^(?:In file included from|\s+from) (.+?):(\d+)[:,]$/;
const requiredFromLine = /^(.+?):(\d+):\d+:\s+required (?:from|by) /;

/** Turns g++'s plain diagnostics into failures at guide lines. */
class DiagnosticMapper {
  private readonly unitByFile: Map<string, Unit>;

  constructor(
    units: Unit[],
    private readonly originals: Map<string, string>,
  ) {
    this.unitByFile = new Map(units.map((unit) => [unit.file, unit]));
  }

  failuresOf(unit: Unit, output: CompilerOutput): Failure[] {
    const failures: (Failure & {isWarning: boolean})[] = [];
    let context: SourceLocation[] = [];
    let contextOpen = true;
    let lastBlockLocation: SourceLocation = {file: unit.file, line: 1};
    for (const text of output.stderr.split('\n')) {
      const origin = includedFromLine.exec(text) ?? requiredFromLine.exec(text);
      if (origin) {
        if (!contextOpen) context = [];
        contextOpen = true;
        context.push(this.locate(origin[1], origin[2]));
        continue;
      }
      const diagnostic = diagnosticLine.exec(text);
      if (!diagnostic) continue;
      const [, file, line, kind, message] = diagnostic;
      const at = this.locate(file, line);
      const inBlock = this.unitByFile.has(at.file);
      // Warnings count in the examples' own lines only; the libraries' headers are not ours to fix.
      if (kind === 'warning' && !inBlock) continue;
      // An error outside the blocks is reported where the outermost block line led to it.
      const blockLocation = inBlock
        ? at
        : ([...context].reverse().find((location) => this.unitByFile.has(location.file)) ?? lastBlockLocation);
      lastBlockLocation = blockLocation;
      contextOpen = false;
      const suffix = inBlock ? '' : ` (in ${this.describe(at)})`;
      failures.push({...this.toGuide(blockLocation), message: `g++ ${kind}: ${message}${suffix}`, isWarning: kind === 'warning'});
    }
    if (output.exitCode !== 0 && failures.every(({isWarning}) => isWarning)) {
      return [
        {...this.toGuide({file: unit.file, line: 1}), message: `g++ failed: ${output.stderr.trim().split('\n').slice(0, 5).join(' | ')}`},
      ];
    }
    // Warnings that follow an error are mostly its echo (a statement cut short); they count once the errors are fixed.
    const hasErrors = failures.some(({isWarning}) => !isWarning);
    return failures.filter(({isWarning}) => !hasErrors || !isWarning).map(({file, line, message}) => ({file, line, message}));
  }

  private locate(file: string, line: string): SourceLocation {
    return {file: path.resolve(projectRoot, file), line: Number(line)};
  }

  private toGuide(location: SourceLocation): {file: string; line: number} {
    const {block} = this.unitByFile.get(location.file)!;
    return {file: block.file, line: block.line + location.line - 1};
  }

  private describe(location: SourceLocation): string {
    const original = this.originals.get(location.file) ?? location.file;
    return `${path.relative(projectRoot, original)}:${location.line}`;
  }
}
