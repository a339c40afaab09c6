/** The shapes shared by the platform facts (see index.ts for the API). */

export type Platform = 'ios' | 'android';

/**
 * What a platform does with a member:
 * - `used`: the native code of that platform reads it (a prop, an option) or produces it (a result field, a method);
 * - `ignored`: the platform accepts it (the view manager takes the prop) and never reads it;
 * - `absent`: the platform does not take it at all (React Native drops an unknown prop; a result field is never set).
 */
export type Support = 'used' | 'ignored' | 'absent';

export interface Requirement {
  platform: Platform | 'both';
  /** minSdk: the app's minSdkVersion; os: the device's OS version; architecture: old/New Architecture; peer: a package; flag: a Podfile/Gradle flag. */
  kind: 'minSdk' | 'os' | 'architecture' | 'peer' | 'flag';
  /** Shown as is after the platform name, e.g. `minSdk 26`, `Android 9+`, `react-native-worklets-core`. */
  text: string;
}

/** A file of the shipped package (relative to node_modules/react-native-vision-camera) and a regular expression that matches in it. */
export interface Evidence {
  file: string;
  pattern: string;
}
