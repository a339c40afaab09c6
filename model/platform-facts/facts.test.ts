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

  // The rules of rules.ts, as the API pages show them (the review of 28 November, findings E1–E3, E9–E11, E14).
  it('CodeType and the codeTypes a scanner takes say which values Android rejects', () => {
    for (const key of ['CodeType', 'CodeScanner.codeTypes'])
      expect(get(key).note).toMatch(/Android does not accept gs1-data-bar, gs1-data-bar-limited, gs1-data-bar-expanded or itf-14/);
  });

  it('an option Android parses and never uses is ignored there', () => {
    expect(get('RecordVideoOptions.videoCodec').label).toBe('iOS only · Android: ignored');
  });

  it('iOS-only keys of objects Android receives whole are ignored on Android, not absent', () => {
    for (const key of [
      'CodeScanner.regionOfInterest',
      'TakePhotoOptions.enableAutoRedEyeReduction',
      'TakePhotoOptions.enableAutoDistortionCorrection',
    ])
      expect(get(key).support, key).toEqual({ios: 'used', android: 'ignored'});
  });

  it('fields a platform hard-codes say so', () => {
    expect(get('CameraDevice.supportsRawCapture').note).toMatch(/^Always false on iOS and Android/);
    expect(get('CameraDeviceFormat.supportsPhotoHdr').note).toMatch(/^Always false on iOS/);
    expect(get('CameraDeviceFormat.supportsDepthCapture').note).toMatch(/^Always false on Android/);
    expect(get('PhotoFile.isRawPhoto').note).toMatch(/^Always false on Android/);
    expect(get('CameraDevice.hasFlash').note).toBeUndefined();
  });

  it('a Skia frame processor needs Reanimated too, for the canvas <Camera> draws it in', () => {
    for (const key of ['useSkiaFrameProcessor', 'createSkiaFrameProcessor', 'DrawableFrame.render'])
      expect(get(key).requirementLines[0], key).toBe(
        'iOS · Android: react-native-worklets-core, @shopify/react-native-skia, react-native-reanimated',
      );
  });

  it('useLocationPermission needs the location flag its two Camera calls need', () => {
    expect(get('useLocationPermission').requirementLines).toEqual([
      'iOS: $VCEnableLocation not set to false in the Podfile (on by default)',
    ]);
  });
});
