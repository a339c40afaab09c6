/**
 * Derives the platform facts of every API member (members.ts) from the
 * library's shipped native code, then adds the curated facts (facts.ts).
 * What is derived: which view manager takes a `<Camera>` prop on each platform
 * (Android `@ReactProp(name = …)` and event registrations in CameraViewManager.kt,
 * iOS `RCT_EXPORT_VIEW_PROPERTY` / `RCT_REMAP_VIEW_PROPERTY` in CameraViewManager.m)
 * and whether the view reads it afterwards (CameraView*.kt, CameraView*.swift);
 * which native module method a `Camera` method calls; which native file writes
 * or reads a field of a result, option or Frame; `@platform` tags.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  cameraMethodRoutes,
  cameraPropRoutes,
  curatedFacts,
  inheritsNativeKeysFrom,
  inputOwners,
  javascriptOwners,
  nativeKeyRules,
  optionObjects,
  reportedObjects,
  skiaCanvas,
  type CuratedFact,
} from './facts';
import {apiDeclarations, apiMembers, libraryDir, type ApiMember} from './members';
import {cameraMembersUsedBy, constantField, parsedButUnused, peersImportedBy, rejectedValues, type Sources} from './rules';
import type {Evidence, Platform, Requirement, Support} from './types';

export interface MemberFacts {
  key: string;
  /** `interfaces/CameraProps`, `classes/Camera`, `index`. */
  page: string;
  /** The member's heading id on its page. */
  anchor: string;
  support: Record<Platform, Support>;
  requirements: Requirement[];
  /** `iOS · Android`, `Android only`, `iOS only · Android: ignored`. */
  label: string;
  /** `Android: minSdk 26, Android 9+`: one line per platform with requirements (`iOS · Android:` for both). */
  requirementLines: string[];
  origin: 'derived' | 'curated';
  evidence: Evidence[];
  note?: string;
}

const platforms: Platform[] = ['ios', 'android'];
const platformName: Record<Platform | 'both', string> = {ios: 'iOS', android: 'Android', both: 'iOS · Android'};

const sourceCache = new Map<string, string>();
/** A file of the shipped package, relative to its folder. */
function librarySource(file: string): string {
  let text = sourceCache.get(file);
  if (text === undefined) {
    text = readFileSync(path.join(libraryDir, file), 'utf8');
    sourceCache.set(file, text);
  }
  return text;
}

const platformRoots: Record<Platform, {dir: string; extensions: RegExp}> = {
  android: {dir: 'android/src/main/java', extensions: /\.(kt|java)$/},
  ios: {dir: 'ios', extensions: /\.(swift|m|mm)$/},
};
const platformFiles = new Map<Platform, string[]>();

/** The installed package as the rules read it (rules.ts). */
export const librarySources: Sources = {
  read(file) {
    try {
      return librarySource(file);
    } catch {
      return undefined;
    }
  },
  filesOf(platform) {
    let files = platformFiles.get(platform);
    if (files === undefined) {
      const {dir, extensions} = platformRoots[platform];
      files = readdirSync(path.join(libraryDir, dir), {recursive: true, encoding: 'utf8'})
        .filter((file) => extensions.test(file))
        .map((file) => `${dir}/${file.split(path.sep).join('/')}`)
        .sort();
      platformFiles.set(platform, files);
    }
    return files;
  },
};

export function evidenceHolds({file, pattern}: Evidence): boolean {
  try {
    return new RegExp(pattern, 'm').test(librarySource(file));
  } catch {
    return false;
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function firstHolding(candidates: Evidence[]): Evidence | undefined {
  return candidates.find(evidenceHolds);
}

const androidManager = 'android/src/main/java/com/mrousavy/camera/react/CameraViewManager.kt';
const iosManager = 'ios/React/CameraViewManager.m';
const androidViewFiles = [
  'android/src/main/java/com/mrousavy/camera/react/CameraView.kt',
  'android/src/main/java/com/mrousavy/camera/react/CameraView+Events.kt',
  'android/src/main/java/com/mrousavy/camera/react/CameraView+Focus.kt',
  'android/src/main/java/com/mrousavy/camera/react/CameraView+RecordVideo.kt',
  'android/src/main/java/com/mrousavy/camera/react/CameraView+TakePhoto.kt',
  'android/src/main/java/com/mrousavy/camera/react/CameraView+TakeSnapshot.kt',
];
const iosViewFiles = [
  'ios/React/CameraView.swift',
  'ios/React/CameraView+Focus.swift',
  'ios/React/CameraView+RecordVideo.swift',
  'ios/React/CameraView+TakePhoto.swift',
  'ios/React/CameraView+TakeSnapshot.swift',
  'ios/React/CameraView+Zoom.swift',
];

/** A line of the view that uses the stored prop: not its declaration, not a comment. */
function readOfProp(files: string[], nativeName: string, declaration: RegExp): Evidence | undefined {
  const use = new RegExp(`\\b${escape(nativeName)}\\b`);
  for (const file of files) {
    for (const line of librarySource(file).split('\n')) {
      const code = line.trim();
      if (code.startsWith('//') || !use.test(code) || declaration.test(code)) continue;
      return {file, pattern: escape(code)};
    }
  }
  return undefined;
}

interface Derived {
  support: Record<Platform, Support>;
  evidence: Evidence[];
  requirements?: Requirement[];
}

function cameraPropSupport(member: ApiMember): Derived {
  const route = cameraPropRoutes[member.name];
  const nativeNames = route?.native ?? [member.name];
  const evidence: Evidence[] = route ? [route.evidence] : [];
  const support = {} as Record<Platform, Support>;
  for (const platform of platforms) {
    let best: Support = 'absent';
    for (const nativeName of nativeNames) {
      const name = escape(nativeName);
      const accepted =
        platform === 'android'
          ? firstHolding([
              {file: androidManager, pattern: `@ReactProp\\(name = "${name}"`},
              {file: androidManager, pattern: `"registrationName", "${name}"`},
            ])
          : firstHolding([
              {file: iosManager, pattern: `RCT_EXPORT_VIEW_PROPERTY\\(${name},`},
              {file: iosManager, pattern: `RCT_REMAP_VIEW_PROPERTY\\(${name},`},
            ]);
      if (!accepted) continue;
      evidence.push(accepted);
      // An event the manager registers is sent by the view; a prop has an effect once the view reads what it stored.
      const isEvent = /registrationName|REMAP/.test(accepted.pattern);
      const read = isEvent
        ? accepted
        : platform === 'android'
          ? readOfProp(androidViewFiles, nativeName, new RegExp(`^(?:private )?var ${name}\\b`))
          : readOfProp(iosViewFiles, nativeName, new RegExp(`^@objc var ${name}\\b`));
      if (read) {
        if (read !== accepted) evidence.push(read);
        best = 'used';
      } else if (best === 'absent') best = 'ignored';
    }
    support[platform] = best;
  }
  return {support, evidence};
}

function cameraMethodSupport(member: ApiMember): Derived {
  const route = cameraMethodRoutes[member.name];
  const name = escape(member.name);
  const found: Record<Platform, Evidence | undefined> = route
    ? {ios: firstHolding([route.ios]), android: firstHolding([route.android])}
    : {
        ios: firstHolding([{file: iosManager, pattern: `RCT_EXTERN(?:_METHOD|__BLOCKING_SYNCHRONOUS_METHOD)\\(${name}\\b`}]),
        android: firstHolding([{file: 'android/src/main/java/com/mrousavy/camera/react/CameraViewModule.kt', pattern: `fun ${name}\\(`}]),
      };
  return {
    support: {ios: found.ios ? 'used' : 'absent', android: found.android ? 'used' : 'absent'},
    evidence: [found.ios, found.android].filter((item): item is Evidence => item !== undefined),
  };
}

/**
 * The compile-time guards inside a host object's `if (name == "member")` branch
 * (up to the next branch): `#if __ANDROID_API__ >= 26` is the app's minSdk.
 */
function hostObjectGuards(file: string, name: string): {requirements: Requirement[]; evidence: Evidence[]} {
  const lines = librarySource(file).split('\n');
  const start = lines.findIndex((line) => line.includes(`if (name == "${name}")`));
  if (start === -1) return {requirements: [], evidence: []};
  const end = lines.findIndex((line, index) => index > start && /^\s*if \(name == "/.test(line));
  const branch = lines.slice(start, end === -1 ? undefined : end);
  const requirements: Requirement[] = [];
  const evidence: Evidence[] = [];
  for (const line of branch) {
    const level = /^#if __ANDROID_API__ >= (\d+)/.exec(line.trim())?.[1];
    if (level === undefined) continue;
    requirements.push({platform: 'android', kind: 'minSdk', text: `minSdk ${level}`});
    evidence.push({file, pattern: escape(line.trim())});
  }
  return {requirements, evidence};
}

function nativeKeySupport(
  rule: {ios: string[]; android: string[]},
  member: ApiMember,
  owner: string,
  sources: Sources,
  rules: boolean,
): Derived {
  const evidence: Evidence[] = [];
  const requirements: Requirement[] = [];
  const support = {} as Record<Platform, Support>;
  const isOptions = rules && owner in optionObjects;
  for (const platform of platforms) {
    const hit = firstHolding(rule[platform].map((file) => ({file, pattern: `"${escape(member.name)}"`})));
    if (hit) {
      evidence.push(hit);
      const guards = hostObjectGuards(hit.file, member.name);
      requirements.push(...guards.requirements);
      evidence.push(...guards.evidence);
    }
    // An options object crosses to native whole: a key its parser never reads, or reads and never uses, is ignored.
    const unused = hit && isOptions ? parsedButUnused(sources, platform, hit.file, member.name) : undefined;
    if (unused) evidence.push(unused);
    support[platform] = hit && !unused ? 'used' : isOptions ? 'ignored' : 'absent';
  }
  return {support, evidence, requirements};
}

function javascriptSupport(evidence: Evidence): Derived {
  return {support: {ios: 'used', android: 'used'}, evidence: [evidence]};
}

/** The `@platform` tag narrows a member to the platforms it names (`iOS`, `iOS 12.0+`). */
function applyPlatformTag(member: ApiMember, derived: Derived, rules: boolean): Derived {
  if (member.platformTag === undefined) return derived;
  const named = platforms.filter((platform) => new RegExp(`\\b${platformName[platform]}\\b`, 'i').test(member.platformTag ?? ''));
  if (named.length === 0) return derived;
  const support = {...derived.support};
  // A key of an object native code receives whole is ignored on the platform the tag leaves out, not absent.
  const left: Support = rules && member.owner !== undefined && member.owner in optionObjects ? 'ignored' : 'absent';
  for (const platform of platforms) if (!named.includes(platform) && support[platform] === 'used') support[platform] = left;
  const tagEvidence = {file: member.declaredIn, pattern: `@platform ${escape(member.platformTag)}`};
  // `@platform iOS 12.0+`: the OS version the doc comment names.
  const version = /\biOS (\d+(?:\.\d+)?)\+/.exec(member.platformTag)?.[1];
  const requirements = [
    ...(derived.requirements ?? []),
    ...(version === undefined ? [] : [{platform: 'ios' as const, kind: 'os' as const, text: `iOS ${version}+`}]),
  ];
  return {support, requirements, evidence: [...derived.evidence, tagEvidence]};
}

function derive(member: ApiMember, rules: boolean): Derived {
  if (member.owner === undefined) {
    const declaration = member.kind === 'type' ? `export type ${member.name}\\b` : `export (?:function|const) ${member.name}\\b`;
    return javascriptSupport({file: member.declaredIn, pattern: declaration});
  }
  if (member.owner === 'CameraProps') return cameraPropSupport(member);
  if (member.owner === 'Camera') return cameraMethodSupport(member);
  const ownerEvidence = javascriptOwners[member.owner];
  if (ownerEvidence) return javascriptSupport(ownerEvidence);
  const inheritedFrom = inheritsNativeKeysFrom[member.owner];
  const rule = nativeKeyRules[inheritedFrom ?? member.owner];
  if (inheritedFrom && !member.declaredIn.endsWith(`/${inheritedFrom}.ts`)) {
    // Declared by the subtype itself: implemented in the library's TypeScript (DrawableFrame.render).
    return javascriptSupport({file: member.declaredIn, pattern: `\\b${escape(member.name)}\\b`});
  }
  if (rule) return nativeKeySupport(rule, member, inheritedFrom ?? member.owner, librarySources, rules);
  throw new Error(
    `platform-facts: no derivation rule for ${member.key} (${member.declaredIn}); add the owner to model/platform-facts/facts.ts`,
  );
}

/** The curated facts for a member: its owner's `Owner.*` entry, then its own. */
function curatedFor(member: ApiMember): CuratedFact[] {
  const keys = member.owner === undefined ? [member.key] : [`${member.owner}.*`, member.key];
  return keys.map((key) => curatedFacts[key]).filter((fact): fact is CuratedFact => fact !== undefined);
}

function supportLabel(support: Record<Platform, Support>): string {
  const used = platforms.filter((platform) => support[platform] === 'used');
  const parts: string[] = [];
  if (used.length === 2) parts.push('iOS · Android');
  else if (used.length === 1) parts.push(`${platformName[used[0] as Platform]} only`);
  else parts.push('No effect on iOS or Android');
  for (const platform of platforms) if (support[platform] === 'ignored') parts.push(`${platformName[platform]}: ignored`);
  return parts.join(' · ');
}

function requirementLinesOf(requirements: Requirement[]): string[] {
  const byPlatform = new Map<Platform | 'both', string[]>();
  for (const {platform, text} of requirements) byPlatform.set(platform, [...(byPlatform.get(platform) ?? []), text]);
  return (['both', 'ios', 'android'] as const)
    .filter((platform) => byPlatform.has(platform))
    .map((platform) => `${platformName[platform]}: ${(byPlatform.get(platform) ?? []).join(', ')}`);
}

/** The string literals of an exported union type (`CodeType`), read from the typings; empty for any other type. */
function stringUnionValues(key: string): string[] {
  const {checker, declarations} = apiDeclarations();
  const found = declarations.get(key);
  if (found === undefined || !ts.isTypeAliasDeclaration(found.declaration)) return [];
  const type = checker.getDeclaredTypeOfSymbol(found.symbol);
  const parts = type.isUnion() ? type.types : [type];
  return parts.every((part) => part.isStringLiteral()) ? parts.map((part) => (part as ts.StringLiteralType).value) : [];
}

/** The union types an input member's declared type names (`codeTypes: CodeType[]` → `CodeType`). */
function unionTypesTakenBy(member: ApiMember): string[] {
  if (member.owner === undefined || !inputOwners.includes(member.owner)) return [];
  const declaration = apiDeclarations().declarations.get(member.key)?.declaration;
  const typeText = declaration && 'type' in declaration && declaration.type ? (declaration.type as ts.Node).getText() : '';
  return [...typeText.matchAll(/\b[A-Z]\w+\b/g)].map(([name]) => name).filter((name) => stringUnionValues(name).length > 0);
}

const fileName = (file: string) => file.split('/').pop() ?? file;
const listOf = (values: string[]) => (values.length === 1 ? values[0] : `${values.slice(0, -1).join(', ')} or ${values.at(-1) ?? ''}`);

interface RuleOutcome {
  requirements: Requirement[];
  notes: string[];
  evidence: Evidence[];
}

/** The rules of rules.ts that add requirements and notes, applied to a member whose support is known. */
function applyRules(member: ApiMember, support: Record<Platform, Support>, requirements: Requirement[]): RuleOutcome {
  const outcome: RuleOutcome = {requirements: [], notes: [], evidence: []};
  // A reported field one platform always fills with the same literal.
  if (member.owner !== undefined && reportedObjects.includes(inheritsNativeKeysFrom[member.owner] ?? member.owner)) {
    const constants = platforms
      .filter((platform) => support[platform] === 'used')
      .map((platform) => ({platform, found: constantField(librarySources, platform, member.name)}))
      .filter((entry): entry is {platform: Platform; found: NonNullable<ReturnType<typeof constantField>>} => entry.found !== undefined);
    const values = new Set(constants.map(({found}) => found.value));
    if (constants.length === 2 && values.size === 1) {
      const files = constants.map(({found}) => fileName(found.file)).join(' and ');
      outcome.notes.push(`Always ${constants[0].found.value} on iOS and Android (the value is hard-coded in ${files}).`);
    } else {
      for (const {platform, found} of constants)
        outcome.notes.push(`Always ${found.value} on ${platformName[platform]} (the value is hard-coded in ${fileName(found.file)}).`);
    }
    outcome.evidence.push(...constants.map(({found}) => found.evidence));
  }
  // Values of a union a platform's parser throws for: on the type, and on every input that takes it.
  const unions = member.kind === 'type' ? [member.name] : unionTypesTakenBy(member);
  for (const union of unions) {
    const values = stringUnionValues(union);
    for (const platform of platforms) {
      const found = rejectedValues(librarySources, platform, union, values);
      if (found === undefined) continue;
      const whose = union === member.name ? '' : `Of the ${union} values, `;
      outcome.notes.push(
        `${whose}${platformName[platform]} does not accept ${listOf(found.rejected)}: its parser (${fileName(found.evidence.file)}) throws for ${found.rejected.length === 1 ? 'it' : 'them'}.`,
      );
      outcome.evidence.push(found.evidence);
    }
  }
  // A hook or function takes over the requirements of the Camera members it calls.
  if (member.owner === undefined && (member.kind === 'hook' || member.kind === 'function')) {
    for (const name of cameraMembersUsedBy(librarySources, member.declaredIn, member.name)) {
      const wrapped = apiMembers().find((candidate) => candidate.key === `Camera.${name}`);
      if (wrapped === undefined) continue;
      const taken = factsFor(wrapped).requirements;
      if (taken.length === 0) continue;
      outcome.requirements.push(...taken);
      outcome.evidence.push({file: member.declaredIn, pattern: `Camera\\.${name}\\b`});
    }
  }
  // A Skia frame processor is drawn by the canvas <Camera> renders: the peers that canvas loads are needed too.
  if (requirements.some((requirement) => requirement.kind === 'peer' && requirement.text === '@shopify/react-native-skia')) {
    const peers = peersImportedBy(librarySources, skiaCanvas.file);
    outcome.requirements.push(...peers.requirements);
    outcome.evidence.push(skiaCanvas.evidence, ...peers.evidence);
  }
  return outcome;
}

function addRequirement(requirements: Requirement[], requirement: Requirement): void {
  if (!requirements.some((known) => known.platform === requirement.platform && known.text === requirement.text))
    requirements.push(requirement);
}

/**
 * A member's facts. `rules: false` leaves out the rules of rules.ts (parsed
 * but unused, constants, rejected values, requirements taken over), to count
 * what they change (`ruleChanges`).
 */
export function factsFor(member: ApiMember, {rules = true}: {rules?: boolean} = {}): MemberFacts {
  const derived = applyPlatformTag(member, derive(member, rules), rules);
  const curated = curatedFor(member);
  const support = {...derived.support};
  const requirements: Requirement[] = [...(derived.requirements ?? [])];
  const evidence = [...derived.evidence];
  // A curated note: the member's own replaces its owner's (`Owner.*`).
  let curatedNote: string | undefined;
  for (const fact of curated) {
    Object.assign(support, fact.support ?? {});
    for (const requirement of fact.requirements ?? []) addRequirement(requirements, requirement);
    evidence.push(...fact.evidence);
    curatedNote = fact.note ?? curatedNote;
  }
  const notes = curatedNote === undefined ? [] : [curatedNote];
  if (rules) {
    const outcome = applyRules(member, support, requirements);
    for (const requirement of outcome.requirements) addRequirement(requirements, requirement);
    notes.push(...outcome.notes);
    evidence.push(...outcome.evidence);
  }
  const note = notes.join(' ');
  return {
    key: member.key,
    page: member.page,
    anchor: member.anchor,
    support,
    requirements,
    label: supportLabel(support),
    requirementLines: requirementLinesOf(requirements),
    origin: curated.length > 0 ? 'curated' : 'derived',
    evidence,
    ...(note === '' ? {} : {note}),
  };
}

/**
 * What the rules of rules.ts change, member by member: `key: before → after` for label, Needs lines and note.
 * @public (printed by plugins/platform-facts/typedoc.mjs, which loads this module with jiti)
 */
export function ruleChanges(): string[] {
  const changes: string[] = [];
  for (const member of apiMembers()) {
    const before = factsFor(member, {rules: false});
    const after = memberFacts().get(member.key) ?? factsFor(member);
    const shown = (facts: MemberFacts) =>
      [facts.label, ...facts.requirementLines.map((line) => `Needs ${line}`), facts.note ?? ''].filter(Boolean).join(' | ');
    if (shown(before) !== shown(after)) changes.push(`${member.key}: ${shown(before)} → ${shown(after)}`);
  }
  return changes;
}

let cached: Map<string, MemberFacts> | undefined;

/** The facts of every API member, keyed like `CameraProps.fps` (see index.ts). */
export function memberFacts(): Map<string, MemberFacts> {
  cached ??= new Map(apiMembers().map((member) => [member.key, factsFor(member)]));
  return cached;
}
