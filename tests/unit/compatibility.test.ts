/**
 * The compatibility page (docs/guides/compatibility.mdx) stays true: every
 * value read from an installed file still matches that file, the tested
 * versions are the lockfile's, and the release row of the installed version
 * says what its package.json says. Each failure names the file or package.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {libraryVersion} from '../../config/site';
import {
  defaultApp,
  nativeSettings,
  releaseGroups,
  requirements,
  tested,
  vc,
  type FileSource,
  type Source,
  type TestedPackage,
} from '../../src/data/compatibility';
import remarkCompatibilityTables from '../../src/remark/compatibilityTables';
import {readMarkdown} from '../../plugins/lib/markdown';

const root = path.resolve(__dirname, '../..');
const nodeModules = path.join(root, 'node_modules');

type Lock = {packages: Record<string, {version?: string}>};
type PackageJson = {version: string; peerDependencies?: Record<string, string>; devDependencies?: Record<string, string>};

/** What is wrong with one file source, or `undefined` when it holds. */
function fileSourceProblem(source: FileSource, readText: (file: string) => string | undefined): string | undefined {
  const file = path.join(source.package, source.file);
  const text = readText(file);
  if (text === undefined) return `${file}: file not found`;
  const matches = source.pattern.test(text);
  if (source.absent && matches) return `${file}: ${source.pattern} matches, but the table says it is absent`;
  if (!source.absent && !matches) return `${file}: ${source.pattern} no longer matches`;
  return undefined;
}

/** The tested packages whose version differs from the lockfile's, each named with both versions. */
function lockfileMismatches(entries: readonly TestedPackage[], lock: Lock): string[] {
  return entries.flatMap((entry) => {
    const locked = lock.packages[entry.lockKey]?.version;
    return locked === entry.version ? [] : [`${entry.name}: the table says ${entry.version}, package-lock.json has ${locked ?? 'nothing'}`];
  });
}

const readInstalled = (file: string): string | undefined => {
  const full = path.join(nodeModules, file);
  return existsSync(full) ? readFileSync(full, 'utf8') : undefined;
};

const allSources: readonly Source[] = [
  ...requirements.flatMap((row) => row.sources),
  ...nativeSettings.flatMap((row) => row.sources),
  ...tested.flatMap((entry) => entry.sources),
];
const fileSources = allSources.filter((source): source is FileSource => source.kind === 'file');

describe('compatibility data', () => {
  it('every value read from an installed file still matches it', () => {
    expect(fileSources.length).toBeGreaterThan(30);
    const problems = fileSources.flatMap((source) => fileSourceProblem(source, readInstalled) ?? []);
    expect(problems).toEqual([]);
  });

  it('a changed file or a present "absent" value is reported with its file', () => {
    const source: FileSource = {kind: 'file', package: vc, file: 'android/build.gradle', pattern: /safeExtGet\("minSdkVersion", 21\)/};
    expect(fileSourceProblem(source, () => 'minSdkVersion safeExtGet("minSdkVersion", 23)')).toBe(
      `${path.join(vc, 'android/build.gradle')}: ${source.pattern} no longer matches`,
    );
    expect(fileSourceProblem({...source, absent: true}, () => 'safeExtGet("minSdkVersion", 21)')).toMatch(
      /matches, but the table says it is absent/,
    );
    expect(fileSourceProblem(source, () => undefined)).toMatch(/file not found$/);
  });

  it('the tested versions are the lockfile versions', () => {
    const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as Lock;
    expect(lockfileMismatches(tested, lock)).toEqual([]);
    expect(tested.find((entry) => entry.name === vc)?.version).toBe(libraryVersion);
  });

  it('a tested version that differs from the lockfile is named', () => {
    const lock: Lock = {packages: {'node_modules/react-native': {version: '0.80.0'}}};
    const entry = tested.find((candidate) => candidate.name === 'react-native');
    expect(entry).toBeDefined();
    expect(lockfileMismatches([entry!], lock)).toEqual([`react-native: the table says ${entry!.version}, package-lock.json has 0.80.0`]);
  });

  it("the installed release's row says what its package.json says", () => {
    const installed = JSON.parse(readInstalled(path.join(vc, 'package.json')) ?? '{}') as PackageJson;
    const group = releaseGroups.find((candidate) => candidate.versions.includes(installed.version));
    expect(group, `no release row lists ${installed.version}`).toBeDefined();
    expect(group!.peers).toEqual(installed.peerDependencies);
    for (const [name, range] of Object.entries(group!.developedWith)) {
      expect(installed.devDependencies?.[name], `devDependencies.${name}`).toBe(range);
    }
    expect(nativeSettings.map((row) => row.version)).toContain(installed.version);
  });

  it("the default app of the examples' Needs lines is what the tested React Native sets (its checked sources)", () => {
    const reactNative = tested.find((entry) => entry.name === 'react-native');
    const patterns = (reactNative?.sources ?? [])
      .filter((source): source is FileSource => source.kind === 'file')
      .map((source) => source.pattern.source);
    expect(patterns).toContain(`return '${defaultApp.ios.replace('.', '\\.')}'`);
    expect(patterns).toContain(`minSdk = "${defaultApp.minSdk}"`);
  });

  it('releases are listed once each, in version order', () => {
    const versions = releaseGroups.flatMap((group) => group.versions);
    const key = (version: string): number[] => version.split('.').map(Number);
    const sorted = [...versions].sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
    });
    expect(versions).toEqual(sorted);
    expect(new Set(versions).size).toBe(versions.length);
  });
});

describe('compatibility tables', () => {
  const tablesOf = (source: string) => {
    const tree = readMarkdown(source, 'mdx');
    remarkCompatibilityTables()(tree);
    return tree.children.filter((node) => node.type === 'table');
  };

  it('the guide shows every table, with a header and one row per entry', () => {
    const tables = tablesOf(readFileSync(path.join(root, 'docs/guides/compatibility.mdx'), 'utf8'));
    expect(tables.map((table) => table.children.length)).toEqual([
      requirements.length + 1,
      releaseGroups.length + 1,
      nativeSettings.length + 1,
      tested.length + 1,
    ]);
  });

  it('an unknown table name fails the build, naming it', () => {
    expect(() => tablesOf('<CompatibilityTable name="nope" />')).toThrow(/name="nope"/);
  });
});
