/**
 * The platform facts hold against the library that is installed: every
 * evidence pattern still matches the shipped 4.7.3 sources, every member of
 * the typings (read with the TypeScript compiler API, not from the generated
 * pages) has facts, and no entry names a member that does not exist. The
 * facts issue 39 names, found in the native code, are asserted as readers
 * see them.
 */
import {describe, expect, it} from 'vitest';
import {coverageProblems, evidenceProblems, unknownEntryProblems} from './check';
import {apiMembers, memberFacts} from './index';

const members = apiMembers();

describe('platform facts', () => {
  it('every evidence pattern still matches the shipped native sources', () => {
    expect(evidenceProblems()).toEqual([]);
  });

  it('every member of the typings has facts', () => {
    expect(coverageProblems(members)).toEqual([]);
  });

  it('every entry names a member of the typings', () => {
    expect(unknownEntryProblems(members)).toEqual([]);
  });

  it('covers the members of every page: classes, interfaces and the index', () => {
    const facts = memberFacts();
    expect(facts.size).toBe(members.length);
    // Pages named in ARCHITECTURE.md ("The API reference"); each has members.
    for (const page of ['classes/Camera', 'interfaces/CameraProps', 'interfaces/Frame', 'index']) {
      expect(
        [...facts.values()].some((entry) => entry.page === page),
        page,
      ).toBe(true);
    }
  });

  // Read when a test runs, so a member without a rule fails the coverage test above, not the whole file.
  const get = (key: string) => {
    const entry = memberFacts().get(key);
    if (!entry) throw new Error(`no facts for ${key}`);
    return entry;
  };

  it('androidPreviewViewType is read only on Android', () => {
    expect(get('CameraProps.androidPreviewViewType').label).toBe('Android only');
  });

  it('enableDepthData and enablePortraitEffectsMatteDelivery are stored and never read on Android', () => {
    for (const key of ['CameraProps.enableDepthData', 'CameraProps.enablePortraitEffectsMatteDelivery']) {
      expect(get(key).support).toEqual({ios: 'used', android: 'ignored'});
      expect(get(key).label).toBe('iOS only · Android: ignored');
    }
  });

  it('Frame.toArrayBuffer needs minSdk 26 and Android 9 on Android', () => {
    expect(get('Frame.toArrayBuffer').requirementLines).toContain('Android: minSdk 26, Android 9+');
  });

  it('zoom driven by Reanimated on the iOS old architecture needs addWhitelistedNativeProps', () => {
    const zoom = get('CameraProps.zoom');
    expect(zoom.requirements).toContainEqual(expect.objectContaining({platform: 'ios', kind: 'architecture'}));
    expect(zoom.requirementLines.join('\n')).toContain('addWhitelistedNativeProps({zoom: true})');
  });

  it('a prop both view managers take and read works on both platforms', () => {
    expect(get('CameraProps.torch').label).toBe('iOS · Android');
    expect(get('Camera.takePhoto').label).toBe('iOS · Android');
  });
});
