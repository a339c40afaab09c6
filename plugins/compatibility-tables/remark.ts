/**
 * Remark plugin: `<CompatibilityTable name="…" />` in a guide becomes a
 * Markdown table built from model/compatibility.ts. It runs for the HTML
 * page (the docs plugin's remark plugins) and for the Markdown twin
 * (plugins/llms-txt runs the same list), so both show the same table and the
 * data lives in one file. An unknown name throws: the build names the page.
 */
import type {Root, RootContent, Table} from 'mdast';
import {textTable} from '../../model/mdastBuild';
import {
  nativeSettings,
  reactNativeLimits,
  reactNativeRanges,
  releaseGroups,
  releaseGroupsSource,
  requirements,
  tested,
  vc,
  type ReactNativeLimitName,
  type ReactNativeRange,
  type ReleaseGroup,
  type Source,
} from '../../model/compatibility';

// The versions of the tested table are read from the project's lockfile.
const lockfile: Source = {kind: 'file', package: '(this site)', file: 'package-lock.json', pattern: /./};

/** A source as a reader can look it up: a file of the installed package, or the npm command. */
function sourceText(source: Source): string {
  if (source.kind === 'registry') return `npm registry: \`${source.command}\``;
  if (source.package === vc) return `\`${source.file}\``;
  return source === lockfile ? `this site's \`${source.file}\`` : `\`${source.package}/${source.file}\``;
}

function sourcesText(sources: readonly Source[]): string {
  return [...new Set(sources.map(sourceText))].join(', ');
}

const shortNames: Readonly<Record<string, string>> = {
  'react-native': 'React Native',
  'react-native-worklets-core': 'worklets-core',
  'react-native-reanimated': 'Reanimated',
  '@shopify/react-native-skia': 'Skia',
  '@expo/config-plugins': '`@expo/config-plugins`',
};

const testedVersion = tested.find((entry) => entry.name === vc)?.version;

function versionsText(group: ReleaseGroup): string {
  const range = group.versions.join(', ');
  return testedVersion !== undefined && group.versions.includes(testedVersion)
    ? `${range}; ${testedVersion} is documented and tested here`
    : range;
}

function rangesText(ranges: Readonly<Record<string, string>>): string {
  return Object.entries(ranges)
    .map(([name, range]) => `${shortNames[name] ?? `\`${name}\``} \`${range}\``)
    .join(', ');
}

/** The releases of a range, as its first and last version. */
function spanText(versions: readonly string[]): string {
  const first = versions[0] ?? '';
  const last = versions[versions.length - 1] ?? '';
  return first === last ? first : `${first} to ${last}`;
}

/** The React Native versions a range builds with, from its bounds. */
function reactNativeSpanText(range: ReactNativeRange): string {
  if (range.oldest && range.newest) return `${range.oldest.reactNative} to ${range.newest.reactNative}`;
  if (range.newest) return `${range.newest.reactNative} or older`;
  if (range.oldest) return `${range.oldest.reactNative} or newer`;
  return 'no bound known';
}

function limitsOf(range: ReactNativeRange): ReactNativeLimitName[] {
  const names = [range.oldest?.limit, range.newest?.limit, ...(range.alsoLimitedBy ?? [])];
  return [...new Set(names.filter((name): name is ReactNativeLimitName => name !== undefined))];
}

function boundsText(range: ReactNativeRange): string {
  const parts = [
    range.oldest ? `Oldest ${range.oldest.reactNative}: ${reactNativeLimits[range.oldest.limit].text}` : '',
    range.newest ? `Newest ${range.newest.reactNative}: ${reactNativeLimits[range.newest.limit].text}` : '',
    ...(range.alsoLimitedBy ?? []).map((name) => `Also: ${reactNativeLimits[name].text}`),
    range.note,
  ];
  return parts.filter((part) => part !== '').join(' ');
}

/** The files a range's bounds were read from, each with the versions it was read in. */
function evidenceText(range: ReactNativeRange): string {
  const versionsByFile = new Map<string, string[]>();
  for (const name of limitsOf(range)) {
    for (const entry of reactNativeLimits[name].facts) {
      const key = `${entry.package === vc ? 'VisionCamera' : 'React Native'} \`${entry.file.split('/').pop()}\``;
      const versions = versionsByFile.get(key) ?? [];
      if (!versions.includes(entry.version)) versions.push(entry.version);
      versionsByFile.set(key, versions);
    }
  }
  return [...versionsByFile].map(([file, versions]) => `${file} of ${versions.join(', ')}`).join('; ');
}

/** The tables by the name the guide gives them. */
const compatibilityTables: Readonly<Record<string, () => Table>> = {
  requirements: () =>
    textTable(
      ['What', 'VisionCamera 4.7.3', 'Source'],
      requirements.map((row) => [row.topic, row.value, sourcesText(row.sources)]),
    ),
  releases: () =>
    textTable(
      ['Releases', 'Peer dependencies', 'Developed with (devDependencies)', 'Source'],
      releaseGroups.map((group) => [
        versionsText(group),
        rangesText(group.peers),
        rangesText(group.developedWith),
        sourceText(releaseGroupsSource),
      ]),
    ),
  native: () =>
    textTable(
      [
        'Release',
        'iOS',
        'Android minSdk / compileSdk / targetSdk',
        'AGP on classpath',
        'Kotlin fallback',
        'CameraX',
        'CMake, C++',
        'Source',
      ],
      nativeSettings.map((row) => [
        row.version,
        row.ios,
        row.androidSdk,
        row.agp,
        row.kotlinFallback,
        `\`${row.camerax}\``,
        row.cmake,
        sourcesText(row.sources),
      ]),
    ),
  reactNative: () =>
    textTable(
      ['Releases', 'React Native (Android build)', 'What sets the bounds', 'Read from (`npm pack` of each version)'],
      reactNativeRanges.map((range) => [spanText(range.versions), reactNativeSpanText(range), boundsText(range), evidenceText(range)]),
    ),
  tested: () =>
    textTable(
      ['Package', 'Version (package-lock.json)', 'Used by', 'Its own requirements', 'Source'],
      tested.map((entry) => [
        `\`${entry.name}\``,
        `${entry.version} (tested)`,
        entry.usedBy,
        entry.requires || 'none named',
        sourcesText([lockfile, ...entry.sources]),
      ]),
    ),
};

function replaceIn(parent: {children: RootContent[]}): void {
  parent.children = parent.children.map((node) => {
    if (node.type === 'mdxJsxFlowElement' && node.name === 'CompatibilityTable') {
      const name = node.attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'name')?.value;
      const make = typeof name === 'string' ? compatibilityTables[name] : undefined;
      if (!make) {
        throw new Error(
          `<CompatibilityTable name=${JSON.stringify(name)} />: no such table (${Object.keys(compatibilityTables).join(', ')})`,
        );
      }
      return make();
    }
    if ('children' in node) replaceIn(node as {children: RootContent[]});
    return node;
  });
}

export default function remarkCompatibilityTables() {
  return (tree: Root): void => replaceIn(tree);
}
