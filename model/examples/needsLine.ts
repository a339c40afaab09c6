/**
 * From the members an example uses to its "Works on / Needs" line, and what
 * the example check holds it to (scripts/examples/needs.ts resolves the
 * members; plugins/example-needs/remark.ts shows the line at build time, with the
 * platform facts of the day, so a change of the facts changes the line
 * without a regenerated file). Pure: no compiler, no file system.
 */
import type {MemberFacts, Requirement} from '../platform-facts';
import {defaultApp} from '../compatibility';

/** One part of a line: a bold label and its text (`backticks` are code). */
export interface NeedsPart {
  label: string;
  text: string;
}

/** How an example uses one member: on which platforms every use sits behind a guard (`Platform.OS`, `Platform.Version`, `Build.VERSION.SDK_INT`). */
export interface MemberUse {
  guarded: ('ios' | 'android')[];
}

/** The platforms an example is for: both for a screen, its language's or folder's for a native block. */
export type WorksOn = 'iOS' | 'Android' | 'iOS · Android';

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

/**
 * A minimum that a reader's default app already has: React Native 0.79 raises every pod to iOS 15.1 and builds
 * Android with minSdk 24 (the compatibility page's sources, model/compatibility.ts).
 */
function meetsByDefault(requirement: Requirement): boolean {
  const ios = /^iOS (\d+(?:\.\d+)?)\+?$/.exec(requirement.text);
  if (requirement.platform === 'ios' && requirement.kind === 'os' && ios) return Number(ios[1]) <= Number(defaultApp.ios);
  const minSdk = /^minSdk (\d+)$/.exec(requirement.text);
  if (requirement.platform === 'android' && requirement.kind === 'minSdk' && minSdk) return Number(minSdk[1]) <= defaultApp.minSdk;
  return false;
}

const platformName = {ios: 'iOS', android: 'Android'} as const;

/**
 * Whether the code itself meets a requirement: the animated zoom's by calling `addWhitelistedNativeProps`
 * (only a Reanimated-driven camera needs it), a platform's minSdk or OS version by using the member only
 * behind a `Platform` guard (`uses` given: a screen) or an OS-version check (native code).
 */
function metInCode(requirement: Requirement, code: string, use: MemberUse): boolean {
  if (requirement.kind === 'architecture') {
    return !/createAnimatedComponent\(\s*Camera\s*\)/.test(code) || /addWhitelistedNativeProps\(\s*\{[^}]*\bzoom\s*:\s*true/.test(code);
  }
  if ((requirement.kind === 'os' || requirement.kind === 'minSdk') && requirement.platform !== 'both') {
    if (meetsByDefault(requirement)) return true;
    return use.guarded.includes(requirement.platform);
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

export interface Derived {
  parts: NeedsPart[];
  members: string[];
  /** Requirements neither met in code nor declared, each with the member that asks for it. */
  undeclared: {requirement: Requirement; member: string}[];
  /** Declared texts no member asks for. */
  stale: string[];
}

const requirementText = (requirement: Requirement): string => requirement.text;

/**
 * The library's optional peers, each loaded by a proxy in its `src/dependencies/` (tests/unit/example-needs.test.ts
 * holds the list to those files). An example that imports one itself needs it, whatever members it uses.
 */
export const optionalPeers = ['react-native-worklets-core', '@shopify/react-native-skia', 'react-native-reanimated'];

/** The optional peers an example imports (`import … from 'react-native-reanimated'`). */
function importedPeers(code: string): Requirement[] {
  return optionalPeers
    .filter((pkg) => new RegExp(`from '${pkg.replace(/[/.]/g, '\\$&')}'`).test(code))
    .map((pkg) => ({platform: 'both', kind: 'peer', text: pkg}));
}

/** The line of one example from the facts of the members it uses. */
export function deriveNeeds(
  worksOn: 'iOS' | 'Android' | 'iOS · Android',
  used: Readonly<Record<string, MemberUse>>,
  facts: ReadonlyMap<string, MemberFacts>,
  code: string,
  declared: readonly string[],
): Derived {
  const members = new Set<string>();
  const requirements: {requirement: Requirement; member: string}[] = [];
  const ignored: Record<'ios' | 'android', string[]> = {ios: [], android: []};
  for (const key of Object.keys(used).sort()) {
    const fact = facts.get(key);
    if (fact === undefined) continue;
    for (const requirement of fact.requirements) {
      if (requirement.platform !== 'both' && !worksOn.includes(platformName[requirement.platform])) continue;
      // iOS 12 on an app that needs iOS 15.1 anyway says nothing.
      if (meetsByDefault(requirement)) continue;
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

  for (const requirement of importedPeers(code)) {
    if (!requirements.some((known) => known.requirement.text === requirement.text))
      requirements.push({requirement, member: `import '${requirement.text}'`});
  }

  const met = requirements.filter(({requirement, member}) => used[member] !== undefined && metInCode(requirement, code, used[member]));
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
