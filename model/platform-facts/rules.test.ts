/**
 * The derivation rules (rules.ts), each on the shipped 4.7.3 sources and on
 * the same sources broken on purpose: a rule that still finds its fact after
 * the evidence is gone would be matching text, not reading the code.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {optionalPeers} from '../examples/needsLine';
import {librarySources} from './derive';
import {libraryDir} from './members';
import {cameraMembersUsedBy, constantField, parsedButUnused, peersImportedBy, rejectedValues, type Sources} from './rules';

/** The installed package with some files replaced (or removed, with `undefined`), and extra files added. */
function altered(
  changes: Record<string, (text: string) => string | undefined>,
  added: Record<string, {platform: 'ios' | 'android'; text: string}> = {},
): Sources {
  return {
    read: (file) => {
      if (file in added) return added[file].text;
      const text = librarySources.read(file);
      return text !== undefined && file in changes ? changes[file](text) : text;
    },
    filesOf: (platform) => [
      ...librarySources.filesOf(platform),
      ...Object.entries(added)
        .filter(([, entry]) => entry.platform === platform)
        .map(([file]) => file),
    ],
  };
}

const androidRecordOptions = 'android/src/main/java/com/mrousavy/camera/core/types/RecordVideoOptions.kt';
const androidPhotoOptions = 'android/src/main/java/com/mrousavy/camera/core/types/TakePhotoOptions.kt';
const iosRecordOptions = 'ios/Core/Types/RecordVideoOptions.swift';
const androidDeviceDetails = 'android/src/main/java/com/mrousavy/camera/core/CameraDeviceDetails.kt';
const iosFormatExtension = 'ios/Core/Extensions/AVCaptureDevice.Format+toDictionary.swift';
const androidCodeType = 'android/src/main/java/com/mrousavy/camera/core/types/CodeType.kt';
const codeTypes = [
  'code-128',
  'code-39',
  'code-93',
  'codabar',
  'gs1-data-bar',
  'gs1-data-bar-limited',
  'gs1-data-bar-expanded',
  'ean-13',
  'ean-8',
  'itf',
  'itf-14',
  'upc-e',
  'upc-a',
  'qr',
  'pdf-417',
  'aztec',
  'data-matrix',
];

describe('parsed but unused', () => {
  it('finds that Android parses videoCodec and never uses it, and iOS uses it', () => {
    expect(parsedButUnused(librarySources, 'android', androidRecordOptions, 'videoCodec')?.file).toBe(androidRecordOptions);
    expect(parsedButUnused(librarySources, 'ios', iosRecordOptions, 'videoCodec')).toBeUndefined();
  });

  it('keeps every option whose value is used: in the parser itself (path, fileType) or read elsewhere (flash)', () => {
    for (const key of ['path', 'fileType'])
      expect(parsedButUnused(librarySources, 'android', androidRecordOptions, key), key).toBeUndefined();
    for (const key of ['flash', 'enableShutterSound', 'path'])
      expect(parsedButUnused(librarySources, 'android', androidPhotoOptions, key), key).toBeUndefined();
  });

  it('broken on purpose: a read of the stored codec elsewhere makes it used; removing the read of flash makes it unused', () => {
    const withRead = altered(
      {},
      {'android/src/main/java/Reader.kt': {platform: 'android', text: 'val codec = options.videoCodec.toVideoEncoder()'}},
    );
    expect(parsedButUnused(withRead, 'android', androidRecordOptions, 'videoCodec')).toBeUndefined();
    const photoSession = 'android/src/main/java/com/mrousavy/camera/core/CameraSession+Photo.kt';
    const withoutFlash = altered({[photoSession]: (text) => text.replace(/options\.flash/g, 'Flash.OFF')});
    expect(parsedButUnused(withoutFlash, 'android', androidPhotoOptions, 'flash')).toBeDefined();
  });

  it('a read in a comment is not a read', () => {
    const commented = altered({}, {'android/src/main/java/Note.kt': {platform: 'android', text: '// TODO: use options.videoCodec'}});
    expect(parsedButUnused(commented, 'android', androidRecordOptions, 'videoCodec')).toBeDefined();
  });
});

describe('constant fields', () => {
  it('finds the fields a platform always reports as false, through names and computed properties', () => {
    expect(constantField(librarySources, 'android', 'supportsRawCapture')).toMatchObject({value: 'false', file: androidDeviceDetails});
    expect(constantField(librarySources, 'ios', 'supportsRawCapture')?.value).toBe('false');
    expect(constantField(librarySources, 'android', 'supportsDepthCapture')?.value).toBe('false');
    expect(constantField(librarySources, 'ios', 'supportsPhotoHdr')).toMatchObject({value: 'false', file: iosFormatExtension});
    expect(constantField(librarySources, 'android', 'isRawPhoto')?.value).toBe('false');
  });

  it('leaves fields that vary: a computed value, a string with interpolation, a value read from the device', () => {
    expect(constantField(librarySources, 'ios', 'supportsDepthCapture')).toBeUndefined();
    expect(constantField(librarySources, 'android', 'name')).toBeUndefined();
    expect(constantField(librarySources, 'ios', 'isRawPhoto')).toBeUndefined();
    expect(constantField(librarySources, 'android', 'supportsPhotoHdr')).toBeUndefined();
  });

  it('broken on purpose: a value that comes from the device is no constant', () => {
    const real = altered({
      [androidDeviceDetails]: (text) =>
        text.replace('private val supportsRawCapture = false', 'private val supportsRawCapture = capabilities.contains(RAW)'),
      [iosFormatExtension]: (text) =>
        text.replace(/(var supportsPhotoHdr: Bool \{[^}]*?)return false/, '$1return isHighPhotoQualitySupported'),
    });
    expect(constantField(real, 'android', 'supportsRawCapture')).toBeUndefined();
    expect(constantField(real, 'ios', 'supportsPhotoHdr')).toBeUndefined();
  });
});

describe('rejected union values', () => {
  it('finds the CodeType values the Android parser throws for, and none on a union it fully accepts', () => {
    expect(rejectedValues(librarySources, 'android', 'CodeType', codeTypes)?.rejected).toEqual([
      'gs1-data-bar',
      'gs1-data-bar-limited',
      'gs1-data-bar-expanded',
      'itf-14',
    ]);
    expect(rejectedValues(librarySources, 'android', 'Flash', ['off', 'on', 'auto'])).toBeUndefined();
  });

  it('broken on purpose: a parser that accepts itf-14 no longer rejects it; one that does not throw rejects nothing', () => {
    const accepting = altered({[androidCodeType]: (text) => text.replace('"itf" -> ITF', '"itf", "itf-14" -> ITF')});
    expect(rejectedValues(accepting, 'android', 'CodeType', codeTypes)?.rejected).not.toContain('itf-14');
    const lenient = altered({
      [androidCodeType]: (text) => text.replace(/else -> throw InvalidTypeScriptUnionError\([^)]*\)/, 'else -> UNKNOWN'),
    });
    expect(rejectedValues(lenient, 'android', 'CodeType', codeTypes)).toBeUndefined();
  });
});

describe('requirements taken over', () => {
  it('useLocationPermission calls the two location members of Camera; broken on purpose, it calls none', () => {
    const file = 'src/hooks/useCameraPermission.ts';
    expect(cameraMembersUsedBy(librarySources, file, 'useLocationPermission').sort()).toEqual([
      'getLocationPermissionStatus',
      'requestLocationPermission',
    ]);
    const unwired = altered({[file]: (text) => text.replace(/Camera\.(get|request)Location\w+/g, 'noop')});
    expect(cameraMembersUsedBy(unwired, file, 'useLocationPermission')).toEqual([]);
  });

  it('the Skia canvas loads Reanimated and Skia; broken on purpose, without the Reanimated import it needs only Skia', () => {
    const file = 'src/skia/SkiaCameraCanvas.tsx';
    expect(
      peersImportedBy(librarySources, file)
        .requirements.map(({text}) => text)
        .sort(),
    ).toEqual(['@shopify/react-native-skia', 'react-native-reanimated']);
    const withoutReanimated = altered({[file]: (text) => text.replace(/^import \{ ReanimatedProxy \}.*$/m, '')});
    expect(peersImportedBy(withoutReanimated, file).requirements.map(({text}) => text)).toEqual(['@shopify/react-native-skia']);
  });

  it('the examples’ list of optional peers is the packages the library loads through its proxies', () => {
    const dir = path.join(libraryDir, 'src/dependencies');
    const required = readdirSync(dir)
      .filter((file) => file.endsWith('Proxy.ts'))
      .flatMap((file) => [...readFileSync(path.join(dir, file), 'utf8').matchAll(/require\('([^']+)'\)/g)].map(([, pkg]) => pkg));
    expect([...optionalPeers].sort()).toEqual([...new Set(required)].sort());
  });
});
