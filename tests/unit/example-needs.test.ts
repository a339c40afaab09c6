/**
 * The "Works on / Needs" line of the guides' examples (model/examples/needsLine.ts,
 * plugins/example-needs/remark.ts): what it shows, what the example check holds an
 * example to, and that the committed members still exist in the platform facts.
 * The full derivation with the compiler runs in `npm run check:examples`.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Paragraph, Root} from 'mdast';
import {describe, expect, it} from 'vitest';
import {memberFacts, type MemberFacts} from '../../model/platform-facts';
import {readMarkdown} from '../../model/markdown';
import {declaredNeedsOf, deriveNeeds} from '../../model/examples/needsLine';
import remarkExampleNeeds from '../../plugins/example-needs/remark';

const root = path.resolve(__dirname, '../..');

function fact(key: string, overrides: Partial<MemberFacts>): MemberFacts {
  return {
    key,
    page: 'index',
    anchor: key.toLowerCase(),
    support: {ios: 'used', android: 'used'},
    requirements: [],
    label: 'iOS · Android',
    requirementLines: [],
    origin: 'curated',
    evidence: [],
    ...overrides,
  };
}

const facts = new Map<string, MemberFacts>([
  [
    'Frame.toArrayBuffer',
    fact('Frame.toArrayBuffer', {
      requirements: [
        {platform: 'both', kind: 'peer', text: 'react-native-worklets-core'},
        {platform: 'android', kind: 'minSdk', text: 'minSdk 26'},
        {platform: 'android', kind: 'os', text: 'Android 9+'},
      ],
    }),
  ],
  [
    'CameraProps.zoom',
    fact('CameraProps.zoom', {
      requirements: [{platform: 'ios', kind: 'architecture', text: 'old architecture: addWhitelistedNativeProps'}],
    }),
  ],
  ['CameraProps.enableDepthData', fact('CameraProps.enableDepthData', {support: {ios: 'used', android: 'ignored'}})],
  [
    'CameraProps.enablePortraitEffectsMatteDelivery',
    fact('CameraProps.enablePortraitEffectsMatteDelivery', {requirements: [{platform: 'ios', kind: 'os', text: 'iOS 12.0+'}]}),
  ],
]);

const text = (parts: {label: string; text: string}[]): string => parts.map((part) => `${part.label}: ${part.text}`).join(' | ');

describe('needs line', () => {
  it('shows an Android minimum next to Android and a peer under Needs, and holds the example to the minimum', () => {
    const derived = deriveNeeds('iOS · Android', {'Frame.toArrayBuffer': {guarded: []}}, facts, 'frame.toArrayBuffer()', []);
    expect(text(derived.parts)).toBe('Works on: iOS · Android (minSdk 26, Android 9+) | Needs: `react-native-worklets-core`');
    expect(derived.undeclared.map(({requirement, member}) => `${member}: ${requirement.text}`)).toEqual([
      'Frame.toArrayBuffer: minSdk 26',
      'Frame.toArrayBuffer: Android 9+',
    ]);
  });

  it('a declaration or a Platform guard meets the minimum; a declaration nothing asks for is stale', () => {
    const declared = declaredNeedsOf('title="A.tsx" needs="minSdk 26; Android 9+"');
    expect(declared).toEqual(['minSdk 26', 'Android 9+']);
    expect(deriveNeeds('iOS · Android', {'Frame.toArrayBuffer': {guarded: []}}, facts, '', declared).undeclared).toEqual([]);
    const guarded = deriveNeeds('iOS · Android', {'Frame.toArrayBuffer': {guarded: ['android']}}, facts, '', []);
    expect(guarded.undeclared).toEqual([]);
    expect(text(guarded.parts)).toMatch(/^Works on: iOS · Android \|/);
    expect(deriveNeeds('iOS · Android', {}, facts, '', ['minSdk 26']).stale).toEqual(['minSdk 26']);
  });

  it('an animated zoom needs addWhitelistedNativeProps on the old architecture; a plain zoom prop does not', () => {
    const animated = 'const A = Reanimated.createAnimatedComponent(Camera)';
    const missing = deriveNeeds('iOS · Android', {'CameraProps.zoom': {guarded: []}}, facts, animated, []);
    expect(missing.undeclared.map(({member}) => member)).toEqual(['CameraProps.zoom']);
    expect(text(missing.parts)).toContain('Old architecture on iOS: needs `Reanimated.addWhitelistedNativeProps({zoom: true})`');
    const called = deriveNeeds(
      'iOS · Android',
      {'CameraProps.zoom': {guarded: []}},
      facts,
      `Reanimated.addWhitelistedNativeProps({zoom: true});\n${animated}`,
      [],
    );
    expect(called.undeclared).toEqual([]);
    expect(text(called.parts)).toContain('Old architecture on iOS: calls');
    expect(text(deriveNeeds('iOS · Android', {'CameraProps.zoom': {guarded: []}}, facts, '<Camera zoom={2} />', []).parts)).toBe(
      'Works on: iOS · Android',
    );
  });

  it('an example that imports an optional peer itself needs it, once', () => {
    const code = "import Reanimated from 'react-native-reanimated'\nconst A = Reanimated.createAnimatedComponent(Camera)";
    const line = text(deriveNeeds('iOS · Android', {}, facts, code, []).parts);
    expect(line).toContain('Needs: `react-native-reanimated`');
    const both = deriveNeeds(
      'iOS · Android',
      {'Frame.toArrayBuffer': {guarded: []}},
      facts,
      "import {Worklets} from 'react-native-worklets-core'",
      ['minSdk 26', 'Android 9+'],
    );
    expect(text(both.parts).match(/react-native-worklets-core/g)).toHaveLength(1);
  });

  it('names members a platform ignores, and leaves out minimums a React Native 0.79 app already has', () => {
    const derived = deriveNeeds(
      'iOS · Android',
      {'CameraProps.enableDepthData': {guarded: []}, 'CameraProps.enablePortraitEffectsMatteDelivery': {guarded: []}},
      facts,
      '',
      [],
    );
    expect(text(derived.parts)).toBe('Works on: iOS · Android | No effect on Android: `CameraProps.enableDepthData`');
    expect(derived.undeclared).toEqual([]);
  });
});

describe('example-needs.json', () => {
  const file = JSON.parse(readFileSync(path.join(root, 'model/examples/example-needs.json'), 'utf8')) as Record<
    string,
    {block: string; uses: Record<string, unknown>}[]
  >;

  it('names only members the platform facts know', () => {
    const known = memberFacts();
    const unknown = Object.entries(file).flatMap(([page, entries]) =>
      entries.flatMap((entry) =>
        Object.keys(entry.uses)
          .filter((member) => !known.has(member))
          .map((member) => `${page} ${entry.block}: ${member}`),
      ),
    );
    expect(unknown).toEqual([]);
    // Reading the library's typings for the facts takes seconds on a busy machine.
  }, 60_000);

  it('the guides show the line under the examples the issue named', () => {
    const linesOf = (guide: string): string[] => {
      const page = path.join(root, 'docs/guides', guide);
      const tree = readMarkdown(readFileSync(page, 'utf8'), 'mdx') as Root;
      remarkExampleNeeds()(tree, {path: page});
      const lines: string[] = [];
      const visit = (node: {type: string; children?: unknown[]; data?: unknown}): void => {
        if (node.type === 'paragraph' && JSON.stringify(node.data ?? {}).includes('example-needs')) {
          lines.push(
            (node as Paragraph).children
              .map((child) => ('value' in child ? child.value : 'children' in child ? (child.children[0] as {value: string}).value : ''))
              .join(''),
          );
        }
        for (const child of (node.children ?? []) as {type: string}[]) visit(child);
      };
      visit(tree);
      return lines;
    };
    const interacting = linesOf('frame-processors-interacting.mdx');
    expect(interacting).toContain('Works on: iOS · Android (minSdk 26, Android 9+). Needs: react-native-worklets-core.');
    expect(linesOf('performance.mdx')).toContain('Works on: iOS · Android (minSdk 26, Android 9+). Needs: react-native-worklets-core.');
    const zooming = linesOf('zooming.mdx');
    expect(
      zooming.filter((line) => line.includes('Old architecture on iOS: calls Reanimated.addWhitelistedNativeProps({zoom: true})')),
    ).toHaveLength(3);
  }, 60_000);
});
