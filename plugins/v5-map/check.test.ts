import {describe, expect, it} from 'vitest';
import {checkMap, type CheckInput} from './check';
import {fateCounts, mapProblems} from './load';
import {v5Packages} from '../../config/v5';
import {member, type, value, type MapArea, type V5Ref} from './model';

/** A 5.x world of three names: the value `usePhotoOutput`, the type `CameraRef`, the member `CameraPhotoOutput.capturePhotoToFile`. */
const known: Readonly<Record<string, 'value' | 'type' | 'member'>> = {
  'core:usePhotoOutput': 'value',
  'core:CameraRef': 'type',
  'core:CameraPhotoOutput.capturePhotoToFile': 'member',
  'barcode-scanner:useBarcodeScannerOutput': 'value',
};
const fakeResolve = (ref: V5Ref) => {
  const kind = known[`${ref.package}:${ref.kind === 'member' ? `${ref.owner}.${ref.name}` : ref.name}`];
  return kind === undefined ? 'missing' : kind === ref.kind ? 'ok' : 'wrong-kind';
};
const allInstalled = Object.fromEntries(Object.values(v5Packages).map((pkg) => [pkg.installedAs, pkg.version]));
const allDeclared = Object.fromEntries(
  Object.values(v5Packages).map((pkg) => [pkg.installedAs, pkg.installedAs === pkg.name ? pkg.version : `npm:${pkg.name}@${pkg.version}`]),
);
const takePhoto = {
  fate: 'replaced' as const,
  v5: [value('usePhotoOutput'), member('CameraPhotoOutput', 'capturePhotoToFile')],
  how: 'Capture with a photo output.',
};
const area = (entries: MapArea['entries']): MapArea => ({id: 'camera', title: 'Camera', entries});
const input = (overrides: Partial<CheckInput>): CheckInput => ({
  areas: [area({'Camera.takePhoto': takePhoto})],
  keys: ['Camera.takePhoto'],
  resolve: fakeResolve,
  installedVersion: (folder) => allInstalled[folder],
  declared: allDeclared,
  ...overrides,
});

describe('the map check, broken on purpose', () => {
  it('passes a map that holds', () => {
    expect(checkMap(input({}))).toEqual([]);
  });

  it('names a 4.7.3 entry left out of the map', () => {
    expect(checkMap(input({keys: ['Camera.takePhoto', 'Camera.takeSnapshot']}))).toEqual(['Camera.takeSnapshot: missing from the map']);
  });

  it('names an entry that is not in the 4.7.3 reference, and one mapped twice', () => {
    const problems = checkMap(
      input({areas: [area({'Camera.takePhoto': takePhoto, 'Camera.takePicture': takePhoto}), area({'Camera.takePhoto': takePhoto})]}),
    );
    expect(problems).toContain('Camera.takePicture (camera): not an entry of the 4.7.3 reference');
    expect(problems).toContain('Camera.takePhoto (camera): also mapped in camera');
  });

  it('names a misspelt 5.x name with the entry that cites it', () => {
    const problems = checkMap(input({areas: [area({'Camera.takePhoto': {...takePhoto, v5: [value('usePhotoOutputs')]}})]}));
    expect(problems).toEqual(['Camera.takePhoto (camera): usePhotoOutputs does not exist in react-native-vision-camera@5.2.3']);
  });

  it('refuses a name that exists only as a type where the map says value, and the reverse', () => {
    const problems = checkMap(
      input({areas: [area({'Camera.takePhoto': {...takePhoto, v5: [value('CameraRef'), type('usePhotoOutput')]}})]}),
    );
    expect(problems).toEqual([
      'Camera.takePhoto (camera): CameraRef is not a value in react-native-vision-camera@5.2.3',
      'Camera.takePhoto (camera): usePhotoOutput is not a type in react-native-vision-camera@5.2.3',
    ]);
  });

  it('names a member that its 5.x type does not have, in the package the entry names', () => {
    const problems = checkMap(
      input({
        areas: [
          area({'Camera.takePhoto': {...takePhoto, v5: [member('CameraPhotoOutput', 'takePhoto'), value('useBarcodeScannerOutput')]}}),
        ],
      }),
    );
    expect(problems).toEqual([
      'Camera.takePhoto (camera): CameraPhotoOutput.takePhoto does not exist in react-native-vision-camera@5.2.3',
      'Camera.takePhoto (camera): useBarcodeScannerOutput does not exist in react-native-vision-camera@5.2.3',
    ]);
  });

  it('holds each fate to what it means', () => {
    const problems = checkMap(
      input({
        keys: ['Camera.takePhoto', 'Frame.width', 'useCodeScanner', 'Camera.focus', 'Camera.startRecording'],
        areas: [
          area({
            'Camera.takePhoto': {fate: 'removed', v5: [value('usePhotoOutput')], how: 'Gone.'},
            'Frame.width': {fate: 'unchanged', v5: [value('usePhotoOutput')], how: 'Same.'},
            useCodeScanner: {fate: 'moved', v5: [value('usePhotoOutput')], how: 'Moved.'},
            'Camera.focus': {fate: 'replaced', v5: [], how: 'Other.'},
            'Camera.startRecording': {fate: 'renamed', v5: [value('useBarcodeScannerOutput', 'barcode-scanner')], how: 'New name.'},
          }),
        ],
      }),
    );
    expect(problems).toEqual([
      'Camera.takePhoto (camera): a removed entry cites no 5.x name',
      'Frame.width (camera): an unchanged entry cites exactly its own name in the core package',
      'useCodeScanner (camera): a moved entry cites a name in another package',
      'Camera.focus (camera): a replaced entry cites what replaces it',
      'Camera.startRecording (camera): a renamed entry cites its new name in the core package',
    ]);
  });

  it('refuses an empty "how" and links inside it', () => {
    const problems = checkMap(input({areas: [area({'Camera.takePhoto': {...takePhoto, how: 'See [the docs](https://example.com).'}})]}));
    expect(problems).toEqual(['Camera.takePhoto (camera): links belong to the guide\'s tables, not to "how"']);
    expect(checkMap(input({areas: [area({'Camera.takePhoto': {...takePhoto, how: ' '}})]}))).toEqual([
      'Camera.takePhoto (camera): says nothing about what to do in 5.x',
    ]);
  });

  it('names a package installed or declared at another version', () => {
    const problems = checkMap(
      input({
        installedVersion: (folder) => (folder === 'vc5' ? '5.2.2' : allInstalled[folder]),
        declared: {...allDeclared, 'react-native-vision-camera-location': '^5.2.3'},
      }),
    );
    expect(problems).toEqual([
      'react-native-vision-camera: the map cites 5.2.3, node_modules/vc5 has 5.2.2',
      'react-native-vision-camera-location (location): package.json must declare "react-native-vision-camera-location": "5.2.3", it has "^5.2.3"',
    ]);
  });
});

describe('the map of 4.7.3 to 5.x', () => {
  it('covers every 4.7.3 entry, and every 5.x name it cites resolves in the pinned typings', () => {
    expect(mapProblems()).toEqual([]);
    console.log(fateCounts());
  }, 60_000);
});
