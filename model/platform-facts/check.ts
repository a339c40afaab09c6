/**
 * The checks behind facts.test.ts, as functions that return what is wrong
 * (one line each, naming the file and the member), so the test can print
 * every problem at once.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {evidenceHolds, factsFor} from './derive';
import {
  cameraMethodRoutes,
  cameraPropRoutes,
  curatedFacts,
  inheritsNativeKeysFrom,
  javascriptOwners,
  nativeKeyRules,
  optionObjects,
  skiaCanvas,
} from './facts';
import {libraryDir, type ApiMember} from './members';
import type {Evidence} from './types';

/** Every piece of curated evidence in facts.ts, with the entry it backs. */
function curatedEvidence(): {entry: string; evidence: Evidence}[] {
  return [
    ...Object.entries(curatedFacts).flatMap(([key, fact]) => fact.evidence.map((evidence) => ({entry: key, evidence}))),
    ...Object.entries(cameraPropRoutes).map(([name, route]) => ({entry: `CameraProps.${name}`, evidence: route.evidence})),
    ...Object.entries(cameraMethodRoutes).flatMap(([name, route]) =>
      [route.ios, route.android].map((evidence) => ({entry: `Camera.${name}`, evidence})),
    ),
    ...Object.entries(javascriptOwners).map(([owner, evidence]) => ({entry: owner, evidence})),
    ...Object.entries(optionObjects).map(([owner, evidence]) => ({entry: `${owner} (options object)`, evidence})),
    {entry: 'the Skia canvas', evidence: skiaCanvas.evidence},
  ];
}

/** Evidence whose file is gone or whose pattern no longer matches in the shipped sources. */
export function evidenceProblems(): string[] {
  const problems: string[] = [];
  for (const {entry, evidence} of curatedEvidence()) {
    if (!existsSync(path.join(libraryDir, evidence.file))) problems.push(`${evidence.file}: file not found (evidence for ${entry})`);
    else if (!evidenceHolds(evidence)) problems.push(`${evidence.file}: /${evidence.pattern}/ no longer matches (evidence for ${entry})`);
  }
  for (const [owner, rule] of Object.entries(nativeKeyRules)) {
    for (const file of [...rule.ios, ...rule.android]) {
      if (!existsSync(path.join(libraryDir, file))) problems.push(`${file}: file not found (native key rule for ${owner})`);
    }
  }
  return problems;
}

/** Members of the typings with no facts: no derivation rule, or nothing found on either platform and nothing curated. */
export function coverageProblems(members: ApiMember[]): string[] {
  const problems: string[] = [];
  for (const member of members) {
    try {
      const facts = factsFor(member);
      if (facts.evidence.length === 0 || (facts.support.ios === 'absent' && facts.support.android === 'absent')) {
        problems.push(
          `${member.declaredIn}: ${member.key} has no platform facts (nothing derived on iOS or Android, nothing in model/platform-facts/facts.ts)`,
        );
      }
    } catch (error) {
      problems.push(`${member.declaredIn}: ${member.key}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return problems;
}

/** Entries of facts.ts that name a member or type the typings do not have. */
export function unknownEntryProblems(members: ApiMember[]): string[] {
  const keys = new Set(members.map((member) => member.key));
  const owners = new Set(members.flatMap((member) => (member.owner === undefined ? [] : [member.owner])));
  const problems: string[] = [];
  const file = 'model/platform-facts/facts.ts';
  for (const key of Object.keys(curatedFacts)) {
    const known = key.endsWith('.*') ? owners.has(key.slice(0, -2)) : keys.has(key);
    if (!known) problems.push(`${file}: curatedFacts names ${key}, which is not a member of the typings`);
  }
  for (const name of Object.keys(cameraPropRoutes))
    if (!keys.has(`CameraProps.${name}`))
      problems.push(`${file}: cameraPropRoutes names CameraProps.${name}, which is not a member of the typings`);
  for (const name of Object.keys(cameraMethodRoutes))
    if (!keys.has(`Camera.${name}`))
      problems.push(`${file}: cameraMethodRoutes names Camera.${name}, which is not a member of the typings`);
  const ownerTables: [string, string[]][] = [
    ['nativeKeyRules', Object.keys(nativeKeyRules)],
    ['javascriptOwners', Object.keys(javascriptOwners)],
    ['inheritsNativeKeysFrom', [...Object.keys(inheritsNativeKeysFrom), ...Object.values(inheritsNativeKeysFrom)]],
  ];
  for (const [table, names] of ownerTables) {
    for (const owner of names)
      if (!owners.has(owner)) problems.push(`${file}: ${table} names ${owner}, which is not a class or interface of the typings`);
  }
  return problems;
}
