/**
 * "Works on / Needs" lines of the guides' complete examples (issue 39, goal 3;
 * ARCHITECTURE.md, "Examples declare what they need").
 *
 * - Screens (the blocks the screen check runs): the library members a screen
 *   uses are resolved with the TypeScript compiler, in the same program the
 *   snippet check type-checks (model/examples/snippets.ts), by the resolver the
 *   code links use (model/library/symbols.ts), and looked up in the per-member
 *   platform facts (model/platform-facts).
 * - Native blocks (Swift, Objective-C, Kotlin, Java, C++, Gradle, CMake): the
 *   platform is the language's; a frame processor plugin needs what the
 *   library's frame processors need (the facts of `VisionCameraProxy`), and a
 *   block that reads the frame's hardware buffer needs what
 *   `Frame.getNativeBuffer` needs.
 *
 * A requirement is met in code (a call to `addWhitelistedNativeProps` for the
 * animated zoom, a `Platform` guard for an Android-only requirement) or
 * declared in the fence meta, `needs="minSdk 26; Android 9+"`, with the
 * requirement texts of the facts. The example check fails on a requirement
 * that is neither, and on a declaration that no member asks for.
 *
 * The members are written to model/examples/example-needs.json, and the remark
 * plugin plugins/example-needs/remark.ts shows the line under each block; the check fails
 * when that file differs from what this module derives (update it with
 * `npx jiti scripts/examples/needs.ts --write`). The file holds the members
 * each example uses, not the line: the build makes the line from them and the
 * facts of the day (plugins/example-needs/remark.ts, with needsLine.ts).
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {memberFacts} from '../../model/platform-facts';
import {declaringKey, libraryNamesIn} from '../../model/library/symbols';
import {createSnippetProgram, docSnippets} from '../../model/examples/snippets';
import {allGuideBlocks, projectRoot, type ExampleBlock, type Failure, type KindResult} from '../../model/examples/codeBlocks';
import {blockKeyOf, nativeLanguages, titleOf} from '../../model/examples/blockKeys';
import {declaredNeedsOf, deriveNeeds, type Derived, type MemberUse, type NeedsPart, type WorksOn} from '../../model/examples/needsLine';

const needsFile = path.join(projectRoot, 'model', 'examples', 'example-needs.json');
const programDir = path.join(projectRoot, '.examples-cache', 'needs-program');

/** What the build needs to show one example's line: the members it uses and how. */
interface ExampleNeeds {
  /** `screen:BrightnessMeter`, `title:VisionCameraLuma.swift` or `lang:kotlin#2` (see blockKeys.ts). */
  block: string;
  worksOn: WorksOn;
  /** Every library member the example uses that has platform facts, and on which platforms each use is guarded. */
  uses: Record<string, MemberUse>;
}

/** Page (`docs/guides/x.mdx`) → its examples, in page order. */
type NeedsFile = Record<string, ExampleNeeds[]>;

// ---------------------------------------------------------------------------
// Members a screen uses, resolved by the compiler

/** Every library member a source file names (props and object keys too, `{zoom}` included), keyed by the type that declares it, with where. */
function usedMembers(program: ts.Program, file: ts.SourceFile): Map<string, ts.Node[]> {
  const uses = new Map<string, ts.Node[]>();
  for (const {name, symbol} of libraryNamesIn(program.getTypeChecker(), file, {shorthand: 'property'})) {
    const key = declaringKey(symbol);
    if (key !== undefined) uses.set(key, [...(uses.get(key) ?? []), name]);
  }
  return uses;
}

/** Conditions that keep code off a platform, or check the OS version, per platform whose requirement they meet. */
const guards: Record<'ios' | 'android', RegExp> = {
  android: /Platform\.Version\b|Platform\.OS\s*===?\s*'ios'|Platform\.OS\s*!==?\s*'android'/,
  ios: /Platform\.Version\b|Platform\.OS\s*===?\s*'android'|Platform\.OS\s*!==?\s*'ios'/,
};

/** Whether a use sits in the branch of an `if` or `?:` whose condition is such a guard. */
function isGuarded(use: ts.Node, platform: 'ios' | 'android'): boolean {
  for (let child = use, parent = use.parent; parent !== undefined; child = parent, parent = parent.parent) {
    if ((ts.isIfStatement(parent) && child === parent.thenStatement) || (ts.isConditionalExpression(parent) && child === parent.whenTrue)) {
      const condition = ts.isIfStatement(parent) ? parent.expression : parent.condition;
      if (guards[platform].test(condition.getText())) return true;
    }
  }
  return false;
}

// ---------------------------------------------------------------------------
// Every example of the guides

const nativeFacts = {
  /** A frame processor plugin runs only where the library's frame processors do. */
  plugin: 'VisionCameraProxy',
  /** Reading the frame's hardware buffer. */
  hardwareBuffer: 'Frame.getNativeBuffer',
} as const;

/** A native block's platform: its language's, or the folder its title names (`android/src/main/cpp/…`). */
function platformOfNativeBlock(block: ExampleBlock): WorksOn {
  const title = titleOf(block.meta) ?? '';
  if (/^android\//.test(title)) return 'Android';
  if (/^ios\//.test(title)) return 'iOS';
  return nativeLanguages[block.lang];
}

/** Languages of code (not build files): only these can be a plugin or read a buffer. */
const codeLanguages = new Set(['swift', 'objectivec', 'objective-c', 'objc', 'kotlin', 'java', 'cpp', 'c++']);

function nativeMembersOf(block: ExampleBlock): string[] {
  const members: string[] = [];
  if (!codeLanguages.has(block.lang)) return members;
  if (/\b(FrameProcessorPlugin|VisionCameraProxy|FrameHostObject)\b|\bFrame\s*\*|\bframe\s*:\s*Frame\b/.test(block.code))
    members.push(nativeFacts.plugin);
  if (/getHardwareBuffer|\.hardwareBuffer\b/.test(block.code)) members.push(nativeFacts.hardwareBuffer);
  return members;
}

interface NeedsResult {
  file: NeedsFile;
  failures: Failure[];
  examples: number;
  /** Each example's line as the build shows it with today's facts. */
  lines: NeedsPart[][];
}

/** OS-version checks in native code, per platform whose requirement they meet. */
const nativeGuards: Record<'ios' | 'android', RegExp> = {
  android: /Build\.VERSION\.SDK_INT/,
  ios: /#available\(|@available\(/,
};

const platformName = {ios: 'iOS', android: 'Android'} as const;

/** What the check reports for one example: requirements neither met nor declared, declarations nothing asks for. */
function needsFailures(block: {file: string; line: number}, key: string, derived: Derived): Failure[] {
  return [
    ...derived.undeclared.map(({requirement, member}) => ({
      file: block.file,
      line: block.line,
      message:
        `${key} uses ${member}, which needs ${requirement.platform === 'both' ? '' : `${platformName[requirement.platform]}: `}${requirement.text}; ` +
        `meet it in the code or declare it in the fence meta: needs="${requirement.text}"`,
    })),
    ...derived.stale.map((text) => ({
      file: block.file,
      line: block.line,
      message: `${key} declares needs "${text}", which no member it uses asks for`,
    })),
  ];
}

/** Derives the line of every complete example and what the check holds against it. */
function deriveAllNeeds(blocks: ExampleBlock[] = allGuideBlocks()): NeedsResult {
  const facts = memberFacts();
  const snippets = docSnippets().filter((snippet) => snippet.optOutReason === undefined);
  const {program, byModule} = createSnippetProgram(snippets, programDir);
  const moduleOf = new Map<string, string>();
  for (const [fileName, snippet] of byModule) moduleOf.set(`${snippet.file}:${snippet.line}`, fileName);

  const file: NeedsFile = {};
  const failures: Failure[] = [];
  const counters = new Map<string, number>();
  const lines: NeedsPart[][] = [];
  let examples = 0;
  for (const block of blocks) {
    const counterKey = `${block.file}:${block.lang}`;
    const nth = (counters.get(counterKey) ?? 0) + 1;
    counters.set(counterKey, nth);
    if (block.optOut !== undefined) continue;
    const key = blockKeyOf(block, nth);
    if (key === undefined) continue;
    let uses: Record<string, MemberUse>;
    let worksOn: WorksOn;
    if (key.startsWith('screen:')) {
      const moduleFile = moduleOf.get(`${block.file}:${block.line}`);
      const source = moduleFile === undefined ? undefined : program.getSourceFile(moduleFile);
      if (source === undefined) {
        failures.push({file: block.file, line: block.line, message: 'screen example not found in the snippet check program'});
        continue;
      }
      uses = {};
      for (const [member, nodes] of [...usedMembers(program, source)].sort(([a], [b]) => a.localeCompare(b))) {
        if (!facts.has(member)) continue;
        uses[member] = {guarded: (['ios', 'android'] as const).filter((platform) => nodes.every((node) => isGuarded(node, platform)))};
      }
      worksOn = 'iOS · Android';
    } else {
      const guarded = (['ios', 'android'] as const).filter((platform) => nativeGuards[platform].test(block.code));
      uses = Object.fromEntries(nativeMembersOf(block).map((member) => [member, {guarded: [...guarded]}]));
      worksOn = platformOfNativeBlock(block);
    }
    examples += 1;
    const derived = deriveNeeds(worksOn, uses, facts, block.code, declaredNeedsOf(block.meta));
    failures.push(...needsFailures(block, key, derived));
    const page = path.relative(projectRoot, block.file).split(path.sep).join('/');
    (file[page] ??= []).push({block: key, worksOn, uses});
    lines.push(derived.parts);
  }
  return {file, failures, examples, lines};
}

function serializeNeeds(file: NeedsFile): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** The "needs" kind of the example check: declarations hold, and the committed lines are the derived ones. */
export function checkNeeds(blocks: ExampleBlock[]): KindResult {
  const {file, failures, examples, lines} = deriveAllNeeds(blocks);
  let committed = '';
  try {
    committed = readFileSync(needsFile, 'utf8');
  } catch {
    // A missing file is reported below like a stale one.
  }
  if (committed !== serializeNeeds(file)) {
    failures.push({
      file: needsFile,
      line: 1,
      message:
        'the members the examples use differ from model/examples/example-needs.json; run `npx jiti scripts/examples/needs.ts --write`',
    });
  }
  const withRequirements = lines.filter((parts) => parts.length > 1 || parts[0].text.includes('(')).length;
  return {kind: 'needs', summary: `${examples} examples, ${withRequirements} with a requirement`, blocks: examples, optedOut: 0, failures};
}

// `npx jiti scripts/examples/needs.ts [--write]`: prints what the check would report (and, with --write, updates the file).
if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  const {file, failures} = deriveAllNeeds();
  if (process.argv.includes('--write')) {
    writeFileSync(needsFile, serializeNeeds(file));
    console.log(`wrote ${path.relative(projectRoot, needsFile)}: ${Object.values(file).flat().length} examples`);
  }
  for (const failure of failures) console.log(`✗ ${path.relative(projectRoot, failure.file)}:${failure.line}: ${failure.message}`);
  process.exitCode = failures.length > 0 ? 1 : 0;
}
