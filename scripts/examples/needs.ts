/**
 * "Works on / Needs" lines of the guides' complete examples (issue 39, goal 3;
 * ARCHITECTURE.md, "Examples declare what they need").
 *
 * - Screens (the blocks the screen check runs): the library members a screen
 *   uses are resolved with the TypeScript compiler, in the same program the
 *   snippet check type-checks (scripts/check-snippets.ts), and looked up in the
 *   per-member platform facts (plugins/platform-facts).
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
 * The lines are written to src/data/example-needs.json, which the remark
 * plugin src/remark/exampleNeeds.ts shows under each block; the check fails
 * when that file differs from what this module derives (update it with
 * `npx jiti scripts/examples/needs.ts --write`).
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {memberFacts, type MemberFacts, type Requirement} from '../../plugins/platform-facts';
import {createSnippetProgram, docSnippets} from '../check-snippets';
import {allGuideBlocks, projectRoot, type ExampleBlock, type Failure, type KindResult} from './codeBlocks';
import {blockKeyOf, nativeLanguages, titleOf} from './blockKeys';

export const needsFile = path.join(projectRoot, 'src', 'data', 'example-needs.json');
const programDir = path.join(projectRoot, '.examples-cache', 'needs-program');

/** One part of a line: a bold label and its text (`backticks` are code). */
export interface NeedsPart {
  label: string;
  text: string;
}

/** What the page shows under one example, and which members it comes from. */
export interface ExampleNeeds {
  /** `screen:BrightnessMeter`, `title:VisionCameraLuma.swift` or `lang:kotlin#2` (the second Kotlin block of the page). */
  block: string;
  parts: NeedsPart[];
  /** The members whose facts gave a requirement or a platform limit. */
  members: string[];
}

/** Page (`docs/guides/x.mdx`) → its examples, in page order. */
export type NeedsFile = Record<string, ExampleNeeds[]>;

/** The declared requirement texts of a block (`needs="minSdk 26; Android 9+"`). */
export function declaredNeedsOf(meta: string): string[] {
  const value = /(?:^|\s)needs="([^"]*)"/.exec(meta)?.[1];
  return value === undefined
    ? []
    : value
        .split(';')
        .map((part) => part.trim())
        .filter((part) => part !== '');
}

// ---------------------------------------------------------------------------
// Members a screen uses, resolved by the compiler

const libraryPathPart = `${path.sep}react-native-vision-camera${path.sep}`;

function memberKeyOf(symbol: ts.Symbol): string | undefined {
  for (const declaration of symbol.declarations ?? []) {
    if (!path.normalize(declaration.getSourceFile().fileName).includes(libraryPathPart)) continue;
    const owner = declaration.parent;
    if ((ts.isInterfaceDeclaration(owner) || ts.isClassDeclaration(owner)) && owner.name) return `${owner.name.text}.${symbol.name}`;
    if (ts.isSourceFile(owner) || ts.isVariableDeclarationList(owner) || ts.isVariableDeclaration(declaration)) return symbol.name;
    if (ts.isFunctionDeclaration(declaration) || ts.isTypeAliasDeclaration(declaration)) return symbol.name;
  }
  return undefined;
}

/** Every library member a source file refers to (names, property accesses, JSX attributes, object literal keys), with where. */
export function usedMembers(program: ts.Program, file: ts.SourceFile): Map<string, ts.Node[]> {
  const checker = program.getTypeChecker();
  const uses = new Map<string, ts.Node[]>();
  const add = (symbol: ts.Symbol | undefined, at: ts.Node): void => {
    if (symbol === undefined) return;
    const resolved = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    // A prop of `<Camera>` is a property of a mapped type (Readonly<CameraProps>): its root is CameraProps' own.
    for (const root of [resolved, ...checker.getRootSymbols(resolved)]) {
      const key = memberKeyOf(root);
      if (key === undefined) continue;
      uses.set(key, [...(uses.get(key) ?? []), at]);
      return;
    }
  };
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) add(checker.getSymbolAtLocation(node), node);
    // `<Camera zoom={…}>`: the attribute's own symbol is the literal's; the prop is a property of the expected props.
    if (ts.isJsxAttribute(node)) {
      const expected = checker.getContextualType(node.parent);
      if (expected) add(checker.getPropertyOfType(checker.getApparentType(expected), node.name.getText(file)), node);
    }
    // `{zoom: value}` given where the library's props are expected (useAnimatedProps, a spread).
    if ((ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) && ts.isObjectLiteralExpression(node.parent)) {
      const contextual = checker.getContextualType(node.parent);
      const name = node.name.getText(file);
      if (contextual) add(checker.getPropertyOfType(checker.getApparentType(contextual), name), node);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return uses;
}

/** Conditions that keep code off a platform, or check the OS version, per platform whose requirement they meet. */
const guards: Record<'ios' | 'android', RegExp> = {
  android: /Platform\.Version\b|Platform\.OS\s*===?\s*'ios'|Platform\.OS\s*!==?\s*'android'/,
  ios: /Platform\.Version\b|Platform\.OS\s*===?\s*'android'|Platform\.OS\s*!==?\s*'ios'/,
};

/** Whether a use sits in the branch of an `if` or `?:` whose condition is such a guard. */
export function isGuarded(use: ts.Node, platform: 'ios' | 'android'): boolean {
  for (let child = use, parent = use.parent; parent !== undefined; child = parent, parent = parent.parent) {
    if ((ts.isIfStatement(parent) && child === parent.thenStatement) || (ts.isConditionalExpression(parent) && child === parent.whenTrue)) {
      const condition = ts.isIfStatement(parent) ? parent.expression : parent.condition;
      if (guards[platform].test(condition.getText())) return true;
    }
  }
  return false;
}

// ---------------------------------------------------------------------------
// From members to a line

const platformName = {ios: 'iOS', android: 'Android'} as const;

/**
 * Whether the code itself meets a requirement: the animated zoom's by calling `addWhitelistedNativeProps`
 * (only a Reanimated-driven camera needs it), a platform's minSdk or OS version by using the member only
 * behind a `Platform` guard (`uses` given: a screen) or an OS-version check (native code).
 */
export function metInCode(requirement: Requirement, code: string, uses?: readonly ts.Node[]): boolean {
  if (requirement.kind === 'architecture') {
    return !/createAnimatedComponent\(\s*Camera\s*\)/.test(code) || /addWhitelistedNativeProps\(\s*\{[^}]*\bzoom\s*:\s*true/.test(code);
  }
  if ((requirement.kind === 'os' || requirement.kind === 'minSdk') && requirement.platform !== 'both') {
    const platform = requirement.platform;
    if (uses === undefined) return platform === 'android' ? /Build\.VERSION\.SDK_INT/.test(code) : /#available|@available/.test(code);
    return uses.length > 0 && uses.every((use) => isGuarded(use, platform));
  }
  return false;
}

/**
 * The requirements an example must meet or declare: those a reader's default app (React Native 0.79: minSdk 24,
 * iOS 15.1, either architecture) does not meet by itself. A peer package is an install step that each frame
 * processor guide starts with, and a flag that is on by default is met by default: the line shows both, the
 * check does not ask for a declaration.
 */
function isHeldToIt(requirement: Requirement): boolean {
  if (requirement.kind === 'peer') return false;
  if (requirement.kind === 'flag') return !/on by default/.test(requirement.text);
  return true;
}

interface Derived {
  parts: NeedsPart[];
  members: string[];
  /** Requirements neither met in code nor declared, each with the member that asks for it. */
  undeclared: {requirement: Requirement; member: string}[];
  /** Declared texts no member asks for. */
  stale: string[];
}

const requirementText = (requirement: Requirement): string => requirement.text;

/** The line of one example from the facts of the members it uses. */
export function deriveNeeds(
  worksOn: 'iOS' | 'Android' | 'iOS · Android',
  used: ReadonlyMap<string, readonly ts.Node[] | undefined>,
  facts: ReadonlyMap<string, MemberFacts>,
  code: string,
  declared: readonly string[],
): Derived {
  const members = new Set<string>();
  const requirements: {requirement: Requirement; member: string}[] = [];
  const ignored: Record<'ios' | 'android', string[]> = {ios: [], android: []};
  for (const key of [...used.keys()].sort()) {
    const fact = facts.get(key);
    if (fact === undefined) continue;
    for (const requirement of fact.requirements) {
      if (requirement.platform !== 'both' && !worksOn.includes(platformName[requirement.platform])) continue;
      if (!requirements.some((known) => known.requirement.platform === requirement.platform && known.requirement.text === requirement.text))
        requirements.push({requirement, member: key});
      members.add(key);
    }
    for (const platform of ['ios', 'android'] as const) {
      if (worksOn.includes(platformName[platform]) && fact.support[platform] !== 'used') {
        ignored[platform].push(`\`${key}\``);
        members.add(key);
      }
    }
  }

  const met = requirements.filter(({requirement, member}) => metInCode(requirement, code, used.get(member)));
  const applicable = requirements.filter(({requirement}) => requirement.kind !== 'architecture' || /createAnimatedComponent/.test(code));
  const undeclared = applicable.filter(
    (entry) => isHeldToIt(entry.requirement) && !met.includes(entry) && !declared.includes(requirementText(entry.requirement)),
  );
  const stale = declared.filter((text) => !applicable.some(({requirement}) => requirement.text === text));

  const perPlatform = (platform: 'ios' | 'android'): string => {
    const texts = applicable
      .filter(({requirement}) => requirement.platform === platform && requirement.kind !== 'architecture' && requirement.kind !== 'flag')
      .filter((entry) => !met.includes(entry))
      .map(({requirement}) => requirement.text);
    return texts.length > 0 ? `${platformName[platform]} (${texts.join(', ')})` : platformName[platform];
  };
  const platforms =
    worksOn === 'iOS · Android'
      ? [perPlatform('ios'), perPlatform('android')].join(' · ')
      : perPlatform(worksOn === 'iOS' ? 'ios' : 'android');
  const parts: NeedsPart[] = [{label: 'Works on', text: platforms}];
  const peers = applicable.filter(({requirement}) => requirement.kind === 'peer').map(({requirement}) => `\`${requirement.text}\``);
  const flags = applicable
    .filter(({requirement}) => requirement.kind === 'flag')
    .map(({requirement}) => {
      const [, flag, rest] = /^(\S+)(.*)$/.exec(requirement.text) ?? ['', requirement.text, ''];
      const platform = requirement.platform === 'both' ? '' : `${platformName[requirement.platform]}: `;
      return `${platform}\`${flag}\`${rest}`;
    });
  if (peers.length + flags.length > 0) parts.push({label: 'Needs', text: [...peers, ...flags].join(', ')});
  for (const {requirement} of applicable.filter(({requirement}) => requirement.kind === 'architecture')) {
    const isMet = met.some((entry) => entry.requirement === requirement);
    parts.push({
      label: 'Old architecture on iOS',
      text: isMet
        ? 'calls `Reanimated.addWhitelistedNativeProps({zoom: true})`, which it needs'
        : 'needs `Reanimated.addWhitelistedNativeProps({zoom: true})`',
    });
  }
  for (const platform of ['ios', 'android'] as const) {
    if (ignored[platform].length > 0) parts.push({label: `No effect on ${platformName[platform]}`, text: ignored[platform].join(', ')});
  }
  return {parts, members: [...members].sort(), undeclared, stale};
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
function platformOfNativeBlock(block: ExampleBlock): 'iOS' | 'Android' | 'iOS · Android' {
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

export interface NeedsResult {
  file: NeedsFile;
  failures: Failure[];
  examples: number;
}

/** Derives the line of every complete example and what the check holds against it. */
export function deriveAllNeeds(blocks: ExampleBlock[] = allGuideBlocks()): NeedsResult {
  const facts = memberFacts();
  const snippets = docSnippets().filter((snippet) => snippet.optOutReason === undefined);
  const {program, byModule} = createSnippetProgram(snippets, programDir);
  const moduleOf = new Map<string, string>();
  for (const [fileName, snippet] of byModule) moduleOf.set(`${snippet.file}:${snippet.line}`, fileName);

  const file: NeedsFile = {};
  const failures: Failure[] = [];
  const counters = new Map<string, number>();
  let examples = 0;
  for (const block of blocks) {
    const counterKey = `${block.file}:${block.lang}`;
    const nth = (counters.get(counterKey) ?? 0) + 1;
    counters.set(counterKey, nth);
    if (block.optOut !== undefined) continue;
    const key = blockKeyOf(block, nth);
    if (key === undefined) continue;
    let used: Map<string, ts.Node[] | undefined>;
    let worksOn: 'iOS' | 'Android' | 'iOS · Android';
    if (key.startsWith('screen:')) {
      const moduleFile = moduleOf.get(`${block.file}:${block.line}`);
      const source = moduleFile === undefined ? undefined : program.getSourceFile(moduleFile);
      if (source === undefined) {
        failures.push({file: block.file, line: block.line, message: 'screen example not found in the snippet check program'});
        continue;
      }
      used = usedMembers(program, source);
      worksOn = 'iOS · Android';
    } else {
      used = new Map(nativeMembersOf(block).map((key) => [key, undefined]));
      worksOn = platformOfNativeBlock(block);
    }
    examples += 1;
    const declared = declaredNeedsOf(block.meta);
    const derived = deriveNeeds(worksOn, used, facts, block.code, declared);
    for (const {requirement, member} of derived.undeclared) {
      const platform = requirement.platform === 'both' ? '' : `${platformName[requirement.platform]}: `;
      failures.push({
        file: block.file,
        line: block.line,
        message: `${key} uses ${member}, which needs ${platform}${requirement.text}; meet it in the code or declare it in the fence meta: needs="${requirement.text}"`,
      });
    }
    for (const text of derived.stale) {
      failures.push({file: block.file, line: block.line, message: `${key} declares needs "${text}", which no member it uses asks for`});
    }
    const page = path.relative(projectRoot, block.file).split(path.sep).join('/');
    (file[page] ??= []).push({block: key, parts: derived.parts, members: derived.members});
  }
  return {file, failures, examples};
}

export function serializeNeeds(file: NeedsFile): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** The "needs" kind of the example check: declarations hold, and the committed lines are the derived ones. */
export function checkNeeds(blocks: ExampleBlock[]): KindResult {
  const {file, failures, examples} = deriveAllNeeds(blocks);
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
      message: 'the "Works on / Needs" lines differ from what the examples use; run `npx jiti scripts/examples/needs.ts --write`',
    });
  }
  const withRequirements = Object.values(file)
    .flat()
    .filter((entry) => entry.parts.length > 1 || entry.parts[0].text.includes('(')).length;
  return {kind: 'needs', summary: `${examples} examples, ${withRequirements} with a requirement`, blocks: examples, optedOut: 0, failures};
}

if (process.argv[1] && path.resolve(process.argv[1]) === __filename && process.argv.includes('--write')) {
  const {file, failures} = deriveAllNeeds();
  writeFileSync(needsFile, serializeNeeds(file));
  console.log(`wrote ${path.relative(projectRoot, needsFile)}: ${Object.values(file).flat().length} examples`);
  for (const failure of failures) console.log(`✗ ${path.relative(projectRoot, failure.file)}:${failure.line}: ${failure.message}`);
}
