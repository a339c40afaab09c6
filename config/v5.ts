// The published 5.x packages the upgrade guide, its map and the snippet check
// cite, pinned exactly and installed beside 4.7.3 (ARCHITECTURE.md, "The way to v5").

/** The library's own site for 5.x (it may be linked, never copied). */
export const v5SiteUrl = 'https://visioncamera.margelo.com';

/** The published 5.x packages the map may cite, each pinned to the version installed under `installedAs`. */
export const v5Packages = {
  core: {name: 'react-native-vision-camera', version: '5.2.3', installedAs: 'vc5'},
  'barcode-scanner': {
    name: 'react-native-vision-camera-barcode-scanner',
    version: '5.2.3',
    installedAs: 'react-native-vision-camera-barcode-scanner',
  },
  location: {name: 'react-native-vision-camera-location', version: '5.2.3', installedAs: 'react-native-vision-camera-location'},
  worklets: {name: 'react-native-vision-camera-worklets', version: '5.2.3', installedAs: 'react-native-vision-camera-worklets'},
  // The registry has no 5.2.3 of the resizer and the Skia package; these are their newest releases.
  resizer: {name: 'react-native-vision-camera-resizer', version: '5.2.1', installedAs: 'react-native-vision-camera-resizer'},
  skia: {name: 'react-native-vision-camera-skia', version: '5.0.9', installedAs: 'react-native-vision-camera-skia'},
  'nitro-image': {name: 'react-native-nitro-image', version: '0.15.2', installedAs: 'react-native-nitro-image'},
  'nitro-modules': {name: 'react-native-nitro-modules', version: '0.37.1', installedAs: 'react-native-nitro-modules'},
} as const;
