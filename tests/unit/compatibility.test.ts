/**
 * The compatibility page (docs/guides/compatibility.mdx) stays true: every
 * value read from an installed file still matches that file, the tested
 * versions are the lockfile's, and the release row of the installed version
 * says what its package.json says. The React Native range of each release rests
 * on files of published tarballs: those of the installed versions are checked
 * here, and the recorded ones must name the releases on both sides of every
 * change and React Native versions on both sides of every bound. Each failure
 * names the file or package.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {libraryVersion} from '../../config/site';
import {
  defaultApp,
  nativeSettings,
  reactNativeLimits,
  reactNativeRanges,
  releaseGroups,
  requirements,
  tested,
  vc,
  type FileSource,
  type ReactNativeLimitName,
  type Source,
  type TarballFact,
  type TestedPackage,
} from '../../model/compatibility';
import remarkCompatibilityTables from '../../plugins/compatibility-tables/remark';
import {inline} from '../../model/mdastBuild';
import {readMarkdown} from '../../model/markdown';

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

/** What is wrong with one tarball fact, or `undefined` when it holds. */
function tarballFactProblem(entry: TarballFact, readText: (file: string) => string | undefined): string | undefined {
  const file = `${entry.package}@${entry.version}/${entry.file}`;
  const text = readText(path.join(entry.package, entry.file));
  if (!entry.pattern) {
    if (entry.absent && text !== undefined) return `${file}: exists, but the fact says it does not`;
    if (!entry.absent && text === undefined) return `${file}: file not found`;
    return undefined;
  }
  if (text === undefined) return `${file}: file not found`;
  const matches = entry.pattern.test(text);
  if (entry.absent && matches) return `${file}: ${entry.pattern} matches, but the fact says it is absent`;
  if (!entry.absent && !matches) return `${file}: ${entry.pattern} no longer matches`;
  return undefined;
}

/** `0.73` from `0.73.11`. */
const minorOf = (version: string): string => version.split('.').slice(0, 2).join('.');
/** The React Native minor after or before `0.73`. */
const nextMinor = (minor: string, step: 1 | -1): string => {
  const [major, rest] = minor.split('.');
  return `${major}.${Number(rest) + step}`;
};

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

describe('React Native range of every 4.x release', () => {
  const releases = releaseGroups.flatMap((group) => group.versions);
  const installedVersion = (pkg: string): string =>
    (JSON.parse(readInstalled(path.join(pkg, 'package.json')) ?? '{}') as PackageJson).version;
  const installed: Readonly<Record<string, string>> = {[vc]: installedVersion(vc), 'react-native': installedVersion('react-native')};
  const limitNames = Object.keys(reactNativeLimits) as ReactNativeLimitName[];

  it('covers every release once, in the order of the release table', () => {
    expect(reactNativeRanges.flatMap((range) => range.versions)).toEqual(releases);
  });

  it('every fact about an installed version (VisionCamera 4.7.3, React Native 0.79.6) holds against node_modules', () => {
    const local = limitNames.flatMap((name) =>
      reactNativeLimits[name].facts.filter((entry) => installed[entry.package] === entry.version).map((entry) => ({name, entry})),
    );
    // Each limit is checked against at least one installed file.
    expect(new Set(local.map(({name}) => name))).toEqual(new Set(limitNames));
    expect(local.flatMap(({entry}) => tarballFactProblem(entry, readInstalled) ?? [])).toEqual([]);
  });

  it('a changed or reappearing tarball file is reported with its version', () => {
    const entry: TarballFact = {package: 'react-native', version: '0.72.17', file: 'ReactAndroid/x/FrameworkAPI.kt', absent: true};
    expect(tarballFactProblem(entry, () => 'annotation class FrameworkAPI')).toBe(
      'react-native@0.72.17/ReactAndroid/x/FrameworkAPI.kt: exists, but the fact says it does not',
    );
    expect(tarballFactProblem({...entry, absent: undefined, pattern: /FrameworkAPI/}, () => 'nothing')).toMatch(/no longer matches$/);
  });

  it('the recorded facts name the releases on both sides of where each limit starts and ends', () => {
    const problems = limitNames.flatMap((name) => {
      const applies = reactNativeRanges
        .filter((range) => [range.oldest?.limit, range.newest?.limit, ...(range.alsoLimitedBy ?? [])].includes(name))
        .flatMap((range) => range.versions);
      const first = releases.indexOf(applies[0] ?? '');
      const last = releases.indexOf(applies[applies.length - 1] ?? '');
      if (first < 0 || last - first + 1 !== applies.length)
        return [`${name}: applies to no release, or to releases that are not contiguous`];
      const read = new Set(reactNativeLimits[name].facts.filter((entry) => entry.package === vc).map((entry) => entry.version));
      const needed = [releases[first - 1], releases[first], releases[last], releases[last + 1]].filter(
        (version): version is string => version !== undefined,
      );
      return needed.filter((version) => !read.has(version)).map((version) => `${name}: no recorded fact of ${vc}@${version}`);
    });
    expect(problems).toEqual([]);
  });

  it('the recorded facts name React Native versions on both sides of every bound', () => {
    const problems = reactNativeRanges.flatMap((range) =>
      (['oldest', 'newest'] as const).flatMap((side) => {
        const bound = range[side];
        if (!bound) return [];
        const minors = new Set(
          reactNativeLimits[bound.limit].facts.filter((entry) => entry.package === 'react-native').map((entry) => minorOf(entry.version)),
        );
        const outside = nextMinor(bound.reactNative, side === 'oldest' ? -1 : 1);
        return [bound.reactNative, outside]
          .filter((minor) => !minors.has(minor))
          .map((minor) => `${range.versions[0]}: the ${side} bound ${bound.reactNative} has no fact of React Native ${minor}`);
      }),
    );
    expect(problems).toEqual([]);
  });

  it("the installed release's range is the React Native row of the requirements table", () => {
    const range = reactNativeRanges.find((candidate) => candidate.versions.includes(installed[vc]!));
    expect(range?.oldest, `no range with an oldest bound lists ${installed[vc]}`).toBeDefined();
    const row = requirements.find((candidate) => candidate.topic === 'React Native');
    expect(row?.value).toContain(`React Native ${range!.oldest!.reactNative} or newer`);
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
      reactNativeRanges.length + 1,
      tested.length + 1,
    ]);
  });

  it('a cell shows code spans as code and a thread the text cites as a link', () => {
    expect(inline('`a.kt` fails ([#3380](https://github.com/x/y/issues/3380)).')).toEqual([
      {type: 'inlineCode', value: 'a.kt'},
      {type: 'text', value: ' fails ('},
      {type: 'link', url: 'https://github.com/x/y/issues/3380', children: [{type: 'text', value: '#3380'}]},
      {type: 'text', value: ').'},
    ]);
  });

  it('an unknown table name fails the build, naming it', () => {
    expect(() => tablesOf('<CompatibilityTable name="nope" />')).toThrow(/name="nope"/);
  });
});
