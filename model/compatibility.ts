/**
 * Which versions go with VisionCamera 4: the data of the compatibility page
 * (docs/guides/compatibility.mdx), rendered as tables by
 * plugins/compatibility-tables/remark.ts for the HTML page and its Markdown twin.
 *
 * Every value names where it comes from. A `file` source is a file of an
 * installed package and a pattern that must still match it (or, with
 * `absent`, must not); `tests/unit/compatibility.test.ts` checks each one
 * against node_modules, so a library upgrade that changes a value fails the
 * check instead of leaving a stale row. A `registry` source is published
 * metadata read with the npm client; only the row of the installed release can
 * be checked offline, and the test does that. The React Native ranges rest on
 * `TarballFact`s, files of published tarballs; the test checks those of the
 * installed versions and that the others bracket every bound. The `tested`
 * list is what this site's checks run against and must equal package-lock.json.
 *
 * Text in values may use `backticks` for code; nothing else is Markdown.
 */

/** A file of an installed package, and a pattern that must match it (or, with `absent`, must not). */
export interface FileSource {
  kind: 'file';
  /** The package under node_modules that holds the file. */
  package: string;
  /** Path inside the package. */
  file: string;
  pattern: RegExp;
  /** The value is the absence of the pattern (a field or setting the file does not have). */
  absent?: true;
}

/** Published metadata on the npm registry, and the npm command that shows it. */
export interface RegistrySource {
  kind: 'registry';
  command: string;
}

export type Source = FileSource | RegistrySource;

export interface Requirement {
  /** What the row is about (a platform, a peer, a tool). */
  topic: string;
  /** What VisionCamera 4.7.3 asks for or does. */
  value: string;
  sources: readonly Source[];
}

export const vc = 'react-native-vision-camera';

/**
 * What a reader's default app has: a new React Native 0.79 app (the `tested` React Native below) builds Android
 * with minSdk 24 and raises every pod to iOS 15.1; the sources are the `react-native` rows of `tested`. The
 * examples' "Needs" lines leave out a minimum that this already meets (model/examples/needsLine.ts).
 */
export const defaultApp = {ios: '15.1', minSdk: 24} as const;

/** A file of VisionCamera 4.7.3 as installed. */
const inVisionCamera = (file: string, pattern: RegExp, absent?: true): FileSource =>
  absent ? {kind: 'file', package: vc, file, pattern, absent} : {kind: 'file', package: vc, file, pattern};

/** What VisionCamera 4.7.3 itself requires, read from the files it ships. */
export const requirements: readonly Requirement[] = [
  {
    topic: 'React Native',
    value:
      'Any version as far as npm is concerned: the peer range is `*`. ' +
      'The Android build needs React Native 0.73 or newer: `VisionCameraProxy.kt` imports `FrameworkAPI`, an annotation that React Native adds in 0.73. ' +
      '`CMakeLists.txt` links `ReactAndroid::reactnative` from React Native 0.76 on and `ReactAndroid::reactnativejni` before it, so it picks the one your React Native provides. ' +
      'The ranges of earlier 4.x releases are in the React Native table below.',
    sources: [
      inVisionCamera('package.json', /"react-native": "\*"/),
      inVisionCamera(
        'android/src/main/java/com/mrousavy/camera/frameprocessors/VisionCameraProxy.kt',
        /import com\.facebook\.react\.common\.annotations\.FrameworkAPI/,
      ),
      inVisionCamera('android/CMakeLists.txt', /ReactAndroid_VERSION_MINOR GREATER_EQUAL 76/),
    ],
  },
  {
    topic: 'React',
    value: 'Any version (peer range `*`).',
    sources: [inVisionCamera('package.json', /"react": "\*"/)],
  },
  {
    topic: 'Old architecture',
    value:
      "Supported: the view is `requireNativeComponent('CameraView')` and the modules are `NativeModules.CameraView` and `NativeModules.CameraDevices`, the APIs of the old architecture.",
    sources: [
      inVisionCamera('src/NativeCameraView.ts', /requireNativeComponent/),
      inVisionCamera('src/NativeCameraModule.ts', /NativeModules\.CameraView/),
    ],
  },
  {
    topic: 'New Architecture',
    value:
      "Runs through React Native's interop layers for legacy modules and views: the package has no `codegenConfig` and no Fabric or TurboModule specs. " +
      'With `newArchEnabled=true`, Android applies the `com.facebook.react` Gradle plugin and sets `BuildConfig.IS_NEW_ARCHITECTURE_ENABLED`.',
    sources: [
      inVisionCamera('package.json', /"codegenConfig"/, true),
      inVisionCamera('android/build.gradle', /if \(isNewArchitectureEnabled\(\)\) \{\s*apply plugin: "com\.facebook\.react"/),
    ],
  },
  {
    topic: 'react-native-worklets-core',
    value:
      'Optional peer, any version (`*`). ' +
      'Frame processors are compiled only when it is installed: the podspec looks for its `package.json` with Node, Gradle for the `:react-native-worklets-core` project. ' +
      'The C++ code includes its headers (`WKTJsiWorkletContext.h`).',
    sources: [
      inVisionCamera('package.json', /"react-native-worklets-core": \{\s*"optional": true/),
      inVisionCamera('VisionCamera.podspec', /require\.resolve\('react-native-worklets-core\/package\.json'\)/),
      inVisionCamera('android/build.gradle', /findProject\(":react-native-worklets-core"\)/),
      inVisionCamera('android/CMakeLists.txt', /react-native-worklets-core::rnworklets/),
    ],
  },
  {
    topic: 'react-native-reanimated',
    value:
      'Optional peer, any version (`*`). VisionCamera itself calls it only in the Skia preview canvas (`useSharedValue` and `useFrameCallback` in `SkiaCameraCanvas.tsx`). ' +
      'Not every Reanimated and Skia pair can show that preview; the Skia Frame Processors guide lists the versions to pin.',
    sources: [
      inVisionCamera('package.json', /"react-native-reanimated": \{\s*"optional": true/),
      inVisionCamera('src/skia/SkiaCameraCanvas.tsx', /ReanimatedProxy\.useFrameCallback/),
    ],
  },
  {
    topic: '@shopify/react-native-skia',
    value:
      'Optional peer, any version (`*`), used by `useSkiaFrameProcessor`. ' +
      'On Android the frame reaches Skia as a hardware buffer, which needs `minSdkVersion` 26 at build time and Android 9 (API 28) on the device. ' +
      'Not every Skia and Reanimated pair can show the Skia preview; the Skia Frame Processors guide lists the versions to pin.',
    sources: [
      inVisionCamera('package.json', /"@shopify\/react-native-skia": \{\s*"optional": true/),
      inVisionCamera('android/src/main/cpp/frameprocessors/FrameHostObject.cpp', /#if __ANDROID_API__ >= 26/),
      inVisionCamera(
        'android/src/main/java/com/mrousavy/camera/core/CameraError.kt',
        /HardwareBuffers are only available on API 28 or higher!/,
      ),
    ],
  },
  {
    topic: 'Expo SDK',
    value:
      'No Expo SDK version is named. ' +
      'The config plugin (`app.plugin.js`) imports `@expo/config-plugins` from your project; the package developed it against `^8.0.5`. ' +
      'Expo Go is not supported: importing the package there throws `system/camera-module-not-found`.',
    sources: [
      inVisionCamera('app.plugin.js', /expo-plugin\/withVisionCamera/),
      inVisionCamera('package.json', /"@expo\/config-plugins": "\^8\.0\.5"/),
      inVisionCamera('src/NativeCameraModule.ts', /appOwnership === 'expo'/),
    ],
  },
  {
    topic: 'iOS',
    value: "iOS 12.4 or newer. React Native 0.79's `pod install` raises every pod to at least iOS 15.1, so with it the minimum is 15.1.",
    sources: [
      inVisionCamera('VisionCamera.podspec', /s\.platforms\s*=\s*\{ :ios => "12\.4" \}/),
      {kind: 'file', package: 'react-native', file: 'scripts/cocoapods/helpers.rb', pattern: /return '15\.1'/},
    ],
  },
  {
    topic: 'Xcode and Swift',
    value:
      'Xcode 15 or newer, the first Xcode with the iOS 17 SDK. ' +
      '`CameraDevicesManager.swift` uses `AVCaptureDevice.userPreferredCamera` and the `.external` and `.continuityCamera` device types, which the iOS 17 SDK introduces. ' +
      'Their `#available(iOS 17.0, *)` check only skips them on older iOS at run time; the compiler still needs an SDK that declares them. ' +
      'The podspec pins no Swift version; the Swift sources also use the `if let value {` shorthand of Swift 5.7, which Xcode 15 covers.',
    sources: [
      inVisionCamera(
        'ios/React/CameraDevicesManager.swift',
        /if #available\(iOS 17\.0, \*\) \{\s*if let userPreferred = AVCaptureDevice\.userPreferredCamera/,
      ),
      inVisionCamera('ios/React/CameraDevicesManager.swift', /deviceTypes\.append\(\.continuityCamera\)/),
      inVisionCamera('VisionCamera.podspec', /swift_version/, true),
      inVisionCamera('ios/Core/CameraSession.swift', /if let delegate \{/),
    ],
  },
  {
    topic: 'Android SDK levels',
    value:
      "`minSdkVersion` 21, `compileSdkVersion` 34 and `targetSdkVersion` 34, each a default that your root project's `ext` value replaces. " +
      '`Frame.toArrayBuffer()` and Skia frame processors need `minSdkVersion` 26 and Android 9 (API 28).',
    sources: [
      inVisionCamera('android/build.gradle', /minSdkVersion safeExtGet\("minSdkVersion", 21\)/),
      inVisionCamera('android/build.gradle', /compileSdkVersion safeExtGet\("compileSdkVersion", 34\)/),
      inVisionCamera('android/build.gradle', /targetSdkVersion safeExtGet\("targetSdkVersion", 34\)/),
      inVisionCamera('android/src/main/cpp/frameprocessors/FrameHostObject.cpp', /only available if minSdkVersion is set to 26 or higher/),
    ],
  },
  {
    topic: 'Kotlin',
    value: "Your root project's `kotlinVersion`; without one, `1.7.20`.",
    sources: [
      inVisionCamera('android/build.gradle', /rootProject\.ext\.has\("kotlinVersion"\)/),
      inVisionCamera('android/gradle.properties', /VisionCamera_kotlinVersion=1\.7\.20/),
    ],
  },
  {
    topic: 'Android Gradle Plugin',
    value:
      "The module's `buildscript` puts AGP 8.7.2 on its classpath; it sets a `namespace` for AGP 7 and newer. Java source and target compatibility `1.8`.",
    sources: [
      inVisionCamera('android/build.gradle', /classpath "com\.android\.tools\.build:gradle:8\.7\.2"/),
      inVisionCamera('android/build.gradle', /if \(agpVersion >= 7\) \{\s*namespace "com\.mrousavy\.camera"/),
      inVisionCamera('android/build.gradle', /sourceCompatibility JavaVersion\.VERSION_1_8/),
    ],
  },
  {
    topic: 'NDK',
    value: "No version of its own: your root project's `ndkVersion` and `ndkPath` when set, otherwise the Android Gradle Plugin's default.",
    sources: [inVisionCamera('android/build.gradle', /ndkVersion rootProject\.ext\.ndkVersion/)],
  },
  {
    topic: 'CMake and C++',
    value: 'CMake 3.9.0 or newer and C++17. Gradle pins no CMake version. The native library is built with or without frame processors.',
    sources: [
      inVisionCamera('android/CMakeLists.txt', /cmake_minimum_required\(VERSION 3\.9\.0\)/),
      inVisionCamera('android/CMakeLists.txt', /set\(CMAKE_CXX_STANDARD 17\)/),
    ],
  },
  {
    topic: 'CameraX',
    value: '`1.5.0-alpha03` for all six CameraX modules.',
    sources: [inVisionCamera('android/build.gradle', /def camerax_version = "1\.5\.0-alpha03"/)],
  },
];

/** Releases of VisionCamera 4 whose published metadata is the same, in version order. */
export interface ReleaseGroup {
  versions: readonly string[];
  /** `peerDependencies` of every release of the group (all `*`; Reanimated, Skia and worklets-core optional). */
  peers: Readonly<Record<string, string>>;
  /** The versions the package itself was developed with (its `devDependencies`). */
  developedWith: Readonly<Record<string, string>>;
}

const anyPeers = {
  'react-native': '*',
  react: '*',
  'react-native-worklets-core': '*',
  'react-native-reanimated': '*',
  '@shopify/react-native-skia': '*',
} as const;

/** Every 4.x release on the registry (`npm view react-native-vision-camera@4 version`), grouped by the metadata above. */
export const releaseGroups: readonly ReleaseGroup[] = [
  {
    versions: ['4.0.0', '4.0.1'],
    peers: anyPeers,
    developedWith: {
      'react-native': '^0.72.3',
      'react-native-worklets-core': '^1.1.1',
      'react-native-reanimated': '^3.8.1',
      '@shopify/react-native-skia': '^1.2.3',
      '@expo/config-plugins': '^7.2.5',
    },
  },
  {
    versions: ['4.0.2', '4.0.3', '4.0.4', '4.0.5'],
    peers: anyPeers,
    developedWith: {
      'react-native': '^0.72.3',
      'react-native-worklets-core': '^1.2.0',
      'react-native-reanimated': '^3.8.1',
      '@shopify/react-native-skia': '^1.2.3',
      '@expo/config-plugins': '^7.2.5',
    },
  },
  {
    versions: ['4.1.0', '4.2.0', '4.2.1', '4.3.1'],
    peers: anyPeers,
    developedWith: {
      'react-native': '^0.72.3',
      'react-native-worklets-core': '^1.3.3',
      'react-native-reanimated': '^3.8.1',
      '@shopify/react-native-skia': '^1.2.3',
      '@expo/config-plugins': '^7.2.5',
    },
  },
  {
    versions: ['4.3.2', '4.4.0', '4.4.1', '4.4.2', '4.5.0', '4.5.1', '4.5.2', '4.5.3'],
    peers: anyPeers,
    developedWith: {
      'react-native': '^0.74.2',
      'react-native-worklets-core': '^1.3.3',
      'react-native-reanimated': '^3.12.0',
      '@shopify/react-native-skia': '^1.3.4',
      '@expo/config-plugins': '^8.0.5',
    },
  },
  {
    versions: ['4.6.0', '4.6.1', '4.6.3', '4.6.4', '4.7.0', '4.7.1', '4.7.2', '4.7.3'],
    peers: anyPeers,
    developedWith: {
      'react-native': '^0.75.4',
      'react-native-worklets-core': '^1.3.3',
      'react-native-reanimated': '^3.15.5',
      '@shopify/react-native-skia': '^1.4.2',
      '@expo/config-plugins': '^8.0.5',
    },
  },
];

export const releaseGroupsSource: RegistrySource = {
  kind: 'registry',
  command: 'npm view react-native-vision-camera@4 version peerDependencies devDependencies --json',
};

/** Native build settings of one release, read from its published tarball (`npm pack react-native-vision-camera@x.y.z`). */
export interface NativeSettings {
  version: string;
  ios: string;
  androidSdk: string;
  agp: string;
  kotlinFallback: string;
  camerax: string;
  cmake: string;
  /** For the installed release: the files that prove each value (checked); for others, the tarball. */
  sources: readonly Source[];
}

const tarball = (version: string): RegistrySource => ({
  kind: 'registry',
  command: `npm pack react-native-vision-camera@${version}`,
});

/**
 * The first release of each React Native generation of the package, and the
 * documented one. Only these four tarballs were read; releases in between may
 * differ (AGP and CameraX changed more often than the rest).
 */
export const nativeSettings: readonly NativeSettings[] = [
  {
    version: '4.0.0',
    ios: '12.4',
    androidSdk: '21 / 34 / 34',
    agp: '7.4.2',
    kotlinFallback: '1.7.20',
    camerax: '1.4.0-alpha04',
    cmake: '3.9.0, C++17',
    sources: [tarball('4.0.0')],
  },
  {
    version: '4.3.2',
    ios: '12.4',
    androidSdk: '21 / 34 / 34',
    agp: '8.4.2',
    kotlinFallback: '1.7.20',
    camerax: '1.4.0-beta02',
    cmake: '3.9.0, C++17',
    sources: [tarball('4.3.2')],
  },
  {
    version: '4.6.0',
    ios: '12.4',
    androidSdk: '21 / 34 / 34',
    agp: '8.5.2',
    kotlinFallback: '1.7.20',
    camerax: '1.5.0-alpha02',
    cmake: '3.9.0, C++17',
    sources: [tarball('4.6.0')],
  },
  {
    version: '4.7.3',
    ios: '12.4',
    androidSdk: '21 / 34 / 34',
    agp: '8.7.2',
    kotlinFallback: '1.7.20',
    camerax: '1.5.0-alpha03',
    cmake: '3.9.0, C++17',
    sources: [
      inVisionCamera('VisionCamera.podspec', /:ios => "12\.4"/),
      inVisionCamera('android/build.gradle', /safeExtGet\("minSdkVersion", 21\)/),
      inVisionCamera('android/build.gradle', /gradle:8\.7\.2"/),
      inVisionCamera('android/gradle.properties', /VisionCamera_kotlinVersion=1\.7\.20/),
      inVisionCamera('android/build.gradle', /camerax_version = "1\.5\.0-alpha03"/),
      inVisionCamera('android/CMakeLists.txt', /VERSION 3\.9\.0\)/),
    ],
  },
];

/**
 * A fact read from one published package: a file, and a pattern that matches it (or, with `absent`, does not).
 * Without a pattern the fact is about the file itself: it exists, or, with `absent`, it does not.
 * The package is fetched with `npm pack <package>@<version>`; a fact about an installed version
 * (VisionCamera 4.7.3, React Native 0.79.6) is checked against node_modules by tests/unit/compatibility.test.ts,
 * the others are the record of what the tarballs contained.
 */
export interface TarballFact {
  package: typeof vc | 'react-native';
  version: string;
  file: string;
  pattern?: RegExp;
  absent?: true;
}

/** Something in the Android build of some 4.x releases that only a range of React Native versions satisfies. */
export interface ReactNativeLimit {
  /** What the releases do and what React Native changed, for the table. */
  text: string;
  facts: readonly TarballFact[];
}

const fact = (pkg: TarballFact['package'], version: string, file: string, pattern?: RegExp, absent?: true): TarballFact => ({
  package: pkg,
  version,
  file,
  ...(pattern ? {pattern} : {}),
  ...(absent ? {absent} : {}),
});
const visionCameraProxy = 'android/src/main/java/com/mrousavy/camera/frameprocessors/VisionCameraProxy.kt';
const frameworkApiFile = 'ReactAndroid/src/main/java/com/facebook/react/common/annotations/FrameworkAPI.kt';
const callInvokerHolderJava = 'ReactAndroid/src/main/java/com/facebook/react/turbomodule/core/CallInvokerHolderImpl.java';
const callInvokerHolderKotlin = 'ReactAndroid/src/main/java/com/facebook/react/turbomodule/core/CallInvokerHolderImpl.kt';
const prefabModules = 'ReactAndroid/build.gradle.kts';
const prefabModulesGroovy = 'ReactAndroid/build.gradle';
const cameraViewModule = 'android/src/main/java/com/mrousavy/camera/react/CameraViewModule.kt';
const contextBaseModuleJava = 'ReactAndroid/src/main/java/com/facebook/react/bridge/ReactContextBaseJavaModule.java';
const contextBaseModuleKotlin = 'ReactAndroid/src/main/java/com/facebook/react/bridge/ReactContextBaseJavaModule.kt';
const cameraSession = 'android/src/main/java/com/mrousavy/camera/core/CameraSession.kt';
const versionCatalog = 'gradle/libs.versions.toml';

/** The seven limits, each with the tarball files on both sides of the release where it starts or ends. */
export const reactNativeLimits = {
  /** Every 4.x release: React Native 0.71 or newer. */
  reactAndroidPrefab: {
    text:
      'The Android build depends on `com.facebook.react:react-android` and its `CMakeLists.txt` calls `find_package(ReactAndroid REQUIRED CONFIG)`, which ' +
      'needs the C++ modules React Native publishes with Prefab. ' +
      'Both arrive in 0.71; 0.70 publishes the artifact as `react-native` without Prefab modules, so the CMake step fails.',
    facts: [
      fact(vc, '4.0.0', 'android/CMakeLists.txt', /find_package\(ReactAndroid REQUIRED CONFIG\)/),
      fact(vc, '4.0.0', 'android/build.gradle', /com\.facebook\.react:react-android/),
      fact(vc, '4.7.3', 'android/CMakeLists.txt', /find_package\(ReactAndroid REQUIRED CONFIG\)/),
      fact(vc, '4.7.3', 'android/build.gradle', /com\.facebook\.react:react-android/),
      fact('react-native', '0.70.15', prefabModulesGroovy, /prefabPublishing/, true),
      fact('react-native', '0.70.15', 'ReactAndroid/gradle.properties', /POM_ARTIFACT_ID=react-native$/m),
      fact('react-native', '0.71.0', prefabModulesGroovy, /prefabPublishing !skipPrefabPublishing/),
      fact('react-native', '0.71.0', prefabModulesGroovy, /artifactId 'react-android'/),
      fact('react-native', '0.79.6', prefabModules, /prefabPublishing = true/),
      fact('react-native', '0.79.6', prefabModules, /artifactId = "react-android"/),
    ],
  },
  /** 4.0.0–4.6.0: React Native 0.75 or older. */
  libreactnativePackaging: {
    text:
      'React Native 0.76 merges its native libraries into `libreactnative.so`, and a library that links it must leave the file out of its own package. ' +
      '`android/build.gradle` of these releases excludes `libreactnativejni.so` and others but not `libreactnative.so`, so with 0.76 or newer the app build ' +
      "fails with `2 files found with path 'lib/arm64-v8a/libreactnative.so'`. " +
      '4.6.1 adds the exclusion.',
    facts: [
      fact(vc, '4.0.0', 'android/build.gradle', /"\*\*\/libreactnative\.so"/, true),
      fact(vc, '4.6.0', 'android/build.gradle', /"\*\*\/libreactnative\.so"/, true),
      fact(vc, '4.6.1', 'android/build.gradle', /"\*\*\/libreactnative\.so"/),
      fact(vc, '4.7.3', 'android/build.gradle', /"\*\*\/libreactnative\.so"/),
      fact('react-native', '0.75.5', prefabModules, /create\("reactnative"\)/, true),
      fact('react-native', '0.76.0', prefabModules, /create\("reactnative"\)/),
      fact('react-native', '0.79.6', prefabModules, /create\("reactnative"\)/),
    ],
  },
  /** 4.0.0–4.6.3: React Native 0.76 or older. */
  lifecycleOverride: {
    text:
      '`CameraSession.kt` of these releases implements `LifecycleOwner` by overriding the function `getLifecycle()`; 4.6.4 overrides the property `lifecycle` instead. ' +
      "React Native 0.77 moves its Kotlin from 1.9.24 to 2.0.21, and apps on 0.77 or newer report the Kotlin compile failing with `Class 'CameraSession' is " +
      'not abstract and does not implement abstract member lifecycle` ([#3380](https://github.com/margelo/react-native-vision-camera/issues/3380)). ' +
      "That the Kotlin update is what turns the override into an error is this site's reading of the two files; no build was run here.",
    facts: [
      fact(vc, '4.0.0', cameraSession, /override fun getLifecycle\(\): Lifecycle/),
      fact(vc, '4.6.3', cameraSession, /override fun getLifecycle\(\): Lifecycle/),
      fact(vc, '4.6.4', cameraSession, /override val lifecycle: Lifecycle/),
      fact(vc, '4.7.3', cameraSession, /override val lifecycle: Lifecycle/),
      fact('react-native', '0.76.0', versionCatalog, /^kotlin = "1\.9\.24"$/m),
      fact('react-native', '0.77.0', versionCatalog, /^kotlin = "2\.0\.21"$/m),
      fact('react-native', '0.79.6', versionCatalog, /^kotlin = "2\.0\.21"$/m),
    ],
  },
  /** 4.0.0–4.7.1: React Native 0.80 or older. */
  currentActivityProperty: {
    text:
      "`CameraViewModule.kt` of these releases reads the module's `currentActivity` as a Kotlin property when it asks for a permission. " +
      'That works while `ReactContextBaseJavaModule` is a Java class with a `getCurrentActivity()` getter; React Native 0.81 rewrites the class in Kotlin as ' +
      'a function, so the compile fails with an unresolved reference to `currentActivity`. ' +
      '4.7.2 reads `reactApplicationContext.currentActivity` instead.',
    facts: [
      fact(vc, '4.0.0', cameraViewModule, /val activity = currentActivity as\? PermissionAwareActivity/),
      fact(vc, '4.7.1', cameraViewModule, /val activity = currentActivity as\? PermissionAwareActivity/),
      fact(vc, '4.7.2', cameraViewModule, /val activity = reactApplicationContext\.currentActivity as\? PermissionAwareActivity/),
      fact(vc, '4.7.3', cameraViewModule, /val activity = currentActivity/, true),
      fact('react-native', '0.79.6', contextBaseModuleJava, /protected @Nullable final Activity getCurrentActivity\(\)/),
      fact('react-native', '0.80.0', contextBaseModuleJava, /protected @Nullable final Activity getCurrentActivity\(\)/),
      fact('react-native', '0.81.0', contextBaseModuleJava, undefined, true),
      fact('react-native', '0.81.0', contextBaseModuleKotlin, /protected fun getCurrentActivity\(\): Activity\?/),
    ],
  },
  /** 4.0.0–4.3.1: React Native 0.73 or older. */
  noFrameworkApiOptIn: {
    text:
      'From 0.74 on, React Native marks `CallInvokerHolderImpl` with `@FrameworkAPI`. ' +
      '`VisionCameraProxy.kt` of these releases uses that class without `@OptIn(FrameworkAPI::class)`, so the Kotlin compile fails with `This API is provided only for React Native frameworks`. ' +
      'The opt-in arrives in 4.3.2.',
    facts: [
      fact(vc, '4.0.0', visionCameraProxy, /CallInvokerHolderImpl/),
      fact(vc, '4.0.0', visionCameraProxy, /FrameworkAPI/, true),
      fact(vc, '4.3.1', visionCameraProxy, /CallInvokerHolderImpl/),
      fact(vc, '4.3.1', visionCameraProxy, /FrameworkAPI/, true),
      fact(vc, '4.3.2', visionCameraProxy, /@OptIn\(FrameworkAPI::class\)/),
      fact('react-native', '0.73.0', callInvokerHolderJava, /@FrameworkAPI/, true),
      fact('react-native', '0.73.11', callInvokerHolderJava, /@FrameworkAPI/, true),
      fact('react-native', '0.74.0', callInvokerHolderJava, /^@FrameworkAPI$/m),
      fact('react-native', '0.75.0', callInvokerHolderKotlin, /^@FrameworkAPI$/m),
      fact('react-native', '0.76.0', callInvokerHolderKotlin, /^@FrameworkAPI$/m),
      fact('react-native', '0.79.6', callInvokerHolderKotlin, /^@FrameworkAPI$/m),
    ],
  },
  /** 4.3.2 and later: React Native 0.73 or newer. */
  frameworkApiImport: {
    text:
      '`VisionCameraProxy.kt` imports `com.facebook.react.common.annotations.FrameworkAPI` for its opt-in. ' +
      'The annotation first ships in React Native 0.73; with 0.72 or older the Kotlin compile fails with an unresolved reference to `FrameworkAPI`.',
    facts: [
      fact(vc, '4.3.1', visionCameraProxy, /FrameworkAPI/, true),
      fact(vc, '4.3.2', visionCameraProxy, /import com\.facebook\.react\.common\.annotations\.FrameworkAPI/),
      fact(vc, '4.7.3', visionCameraProxy, /import com\.facebook\.react\.common\.annotations\.FrameworkAPI/),
      fact('react-native', '0.72.17', frameworkApiFile, undefined, true),
      fact('react-native', '0.73.0', frameworkApiFile, /annotation class FrameworkAPI/),
      fact('react-native', '0.79.6', frameworkApiFile, /annotation class FrameworkAPI/),
    ],
  },
  /** 4.0.0–4.5.3: React Native 0.75 or older. */
  reactNativeJni: {
    text:
      '`CMakeLists.txt` of these releases links `ReactAndroid::reactnativejni` unconditionally. ' +
      'React Native 0.76 stops publishing that prefab module (it publishes only `jsi`, `reactnative`, `hermestooling` and `jsctooling`), so the CMake step (`configureCMakeDebug`) fails. ' +
      'From 4.6.0 on, the file links `ReactAndroid::reactnative` on 0.76 and newer.',
    facts: [
      fact(vc, '4.0.0', 'android/CMakeLists.txt', /ReactAndroid::reactnativejni/),
      fact(vc, '4.0.0', 'android/CMakeLists.txt', /ReactAndroid_VERSION_MINOR/, true),
      fact(vc, '4.5.3', 'android/CMakeLists.txt', /ReactAndroid::reactnativejni/),
      fact(vc, '4.5.3', 'android/CMakeLists.txt', /ReactAndroid_VERSION_MINOR/, true),
      fact(vc, '4.6.0', 'android/CMakeLists.txt', /ReactAndroid_VERSION_MINOR GREATER_EQUAL 76/),
      fact(vc, '4.7.3', 'android/CMakeLists.txt', /ReactAndroid_VERSION_MINOR GREATER_EQUAL 76/),
      fact('react-native', '0.75.0', prefabModules, /create\("reactnativejni"\)/),
      fact('react-native', '0.75.5', prefabModules, /create\("reactnativejni"\)/),
      fact('react-native', '0.76.0', prefabModules, /create\("reactnativejni"\)/, true),
      fact('react-native', '0.76.0', prefabModules, /create\("reactnative"\)/),
      fact('react-native', '0.79.6', prefabModules, /create\("reactnativejni"\)/, true),
      fact('react-native', '0.79.6', prefabModules, /create\("reactnative"\)/),
    ],
  },
} as const satisfies Record<string, ReactNativeLimit>;

export type ReactNativeLimitName = keyof typeof reactNativeLimits;

/** A bound of a range: a React Native minor version (`0.73`) and the limit that sets it. */
interface ReactNativeBound {
  reactNative: string;
  limit: ReactNativeLimitName;
}

/** Releases that the same React Native versions build with on Android. */
export interface ReactNativeRange {
  versions: readonly string[];
  /** The oldest React Native minor the build accepts; absent when no file of these releases sets one. */
  oldest?: ReactNativeBound;
  /** The newest React Native minor the build accepts; absent when none of them sets one. */
  newest?: ReactNativeBound;
  /** Other limits that apply too but do not set a bound (a newer one is stricter). */
  alsoLimitedBy?: readonly ReactNativeLimitName[];
  /** What the row says where no bound is set. */
  note: string;
}

/**
 * Which React Native versions each 4.x release builds with on Android. The bounds are what the
 * published files rule out; a build inside a range was not run here. Every 4.x tarball was read for
 * the seven limits (Prefab's `ReactAndroid` package, `libreactnative.so` in `build.gradle`,
 * `getLifecycle()` in `CameraSession.kt`, `currentActivity` in `CameraViewModule.kt`,
 * `FrameworkAPI` in `VisionCameraProxy.kt`, `reactnativejni` and the minor-version
 * check in `CMakeLists.txt`); the facts record the releases on both sides of each change.
 */
export const reactNativeRanges: readonly ReactNativeRange[] = [
  {
    versions: ['4.0.0', '4.0.1', '4.0.2', '4.0.3', '4.0.4', '4.0.5', '4.1.0', '4.2.0', '4.2.1', '4.3.1'],
    oldest: {reactNative: '0.71', limit: 'reactAndroidPrefab'},
    newest: {reactNative: '0.73', limit: 'noFrameworkApiOptIn'},
    alsoLimitedBy: ['reactNativeJni', 'libreactnativePackaging', 'lifecycleOverride', 'currentActivityProperty'],
    note: '',
  },
  {
    versions: ['4.3.2', '4.4.0', '4.4.1', '4.4.2', '4.5.0', '4.5.1', '4.5.2', '4.5.3'],
    oldest: {reactNative: '0.73', limit: 'frameworkApiImport'},
    newest: {reactNative: '0.75', limit: 'reactNativeJni'},
    alsoLimitedBy: ['reactAndroidPrefab', 'libreactnativePackaging', 'lifecycleOverride', 'currentActivityProperty'],
    note: '',
  },
  {
    versions: ['4.6.0'],
    oldest: {reactNative: '0.73', limit: 'frameworkApiImport'},
    newest: {reactNative: '0.75', limit: 'libreactnativePackaging'},
    alsoLimitedBy: ['reactAndroidPrefab', 'lifecycleOverride', 'currentActivityProperty'],
    note: '',
  },
  {
    versions: ['4.6.1', '4.6.3'],
    oldest: {reactNative: '0.73', limit: 'frameworkApiImport'},
    newest: {reactNative: '0.76', limit: 'lifecycleOverride'},
    alsoLimitedBy: ['reactAndroidPrefab', 'currentActivityProperty'],
    note: '',
  },
  {
    versions: ['4.6.4', '4.7.0', '4.7.1'],
    oldest: {reactNative: '0.73', limit: 'frameworkApiImport'},
    newest: {reactNative: '0.80', limit: 'currentActivityProperty'},
    alsoLimitedBy: ['reactAndroidPrefab'],
    note: '',
  },
  {
    versions: ['4.7.2', '4.7.3'],
    oldest: {reactNative: '0.73', limit: 'frameworkApiImport'},
    alsoLimitedBy: ['reactAndroidPrefab'],
    note:
      'No file sets a newest version. Every React Native class that the Kotlin code of 4.7.3 imports still exists in React Native 0.79.6, the version this ' +
      'site checks against; versions after it were not built here.',
  },
];

/** One package this site's checks run against. */
export interface TestedPackage {
  /** The package as a reader installs it. */
  name: string;
  /** Its key in package-lock.json's `packages` (an alias installs under another name). */
  lockKey: string;
  version: string;
  /** Which check uses it. */
  usedBy: string;
  /** Its own requirements, from its installed files (empty when it has none worth naming). */
  requires: string;
  sources: readonly Source[];
}

/**
 * The combination the snippet check (type-checking every example) and the
 * screen tests (running every complete screen under Jest) use. Must equal
 * package-lock.json; tests/unit/compatibility.test.ts holds it to that.
 */
export const tested: readonly TestedPackage[] = [
  {
    name: 'react-native-vision-camera',
    lockKey: 'node_modules/react-native-vision-camera',
    version: '4.7.3',
    usedBy: 'API reference, snippet check, screen tests',
    requires: 'see the first table',
    sources: [],
  },
  {
    name: 'react-native',
    lockKey: 'node_modules/react-native',
    version: '0.79.6',
    usedBy: 'snippet check (types), screen tests (Jest preset)',
    requires: 'iOS 15.1; Android `minSdk` 24, `compileSdk` and `targetSdk` 35, Kotlin 2.0.21, AGP 8.8.2, NDK 27.1.12297006',
    sources: [
      {kind: 'file', package: 'react-native', file: 'scripts/cocoapods/helpers.rb', pattern: /return '15\.1'/},
      {kind: 'file', package: 'react-native', file: 'gradle/libs.versions.toml', pattern: /minSdk = "24"/},
      {kind: 'file', package: 'react-native', file: 'gradle/libs.versions.toml', pattern: /kotlin = "2\.0\.21"/},
      {kind: 'file', package: 'react-native', file: 'gradle/libs.versions.toml', pattern: /agp = "8\.8\.2"/},
      {kind: 'file', package: 'react-native', file: 'gradle/libs.versions.toml', pattern: /ndkVersion = "27\.1\.12297006"/},
    ],
  },
  {
    name: 'react',
    lockKey: 'node_modules/react-native-react',
    version: '19.0.0',
    usedBy: 'screen tests (React Native 0.79 renders with React 19.0.0 exactly)',
    requires: '',
    sources: [],
  },
  {
    name: '@types/react',
    lockKey: 'node_modules/react-native-react-types',
    version: '19.3.0',
    usedBy: 'snippet check and screen tests (types)',
    requires: '',
    sources: [],
  },
  {
    name: 'react-native-worklets-core',
    lockKey: 'node_modules/react-native-worklets-core',
    version: '1.6.3',
    usedBy: 'snippet check, screen tests',
    requires: 'iOS 11.0; peers `react` and `react-native` `*`',
    sources: [
      {kind: 'file', package: 'react-native-worklets-core', file: 'react-native-worklets-core.podspec', pattern: /:ios => "11\.0"/},
      {
        kind: 'file',
        package: 'react-native-worklets-core',
        file: 'package.json',
        pattern: /"peerDependencies": \{\s*"react": "\*",\s*"react-native": "\*"\s*\}/,
      },
    ],
  },
  {
    name: 'react-native-reanimated',
    lockKey: 'node_modules/react-native-reanimated',
    version: '3.19.1',
    usedBy: 'snippet check, screen tests',
    requires: 'iOS 13.4; Android `minSdkVersion` default 23',
    sources: [
      {kind: 'file', package: 'react-native-reanimated', file: 'RNReanimated.podspec', pattern: /ios_min_version = '13\.4'/},
      {kind: 'file', package: 'react-native-reanimated', file: 'android/build.gradle', pattern: /safeExtGet\("minSdkVersion", 23\)/},
    ],
  },
  {
    name: '@shopify/react-native-skia',
    lockKey: 'node_modules/@shopify/react-native-skia',
    version: '2.14.0',
    usedBy: 'snippet check (types of the Skia examples)',
    requires:
      'iOS 14.0; Android `minSdkVersion` default 24; peers `react` `>=19.0` and, each marked optional, ' +
      '`react-native` `>=0.78`, `react-native-reanimated` `>=4.0.0` and `react-native-worklets` `>=0.7.0`',
    sources: [
      {kind: 'file', package: '@shopify/react-native-skia', file: 'react-native-skia.podspec', pattern: /:ios => "14\.0"/},
      {kind: 'file', package: '@shopify/react-native-skia', file: 'android/build.gradle', pattern: /DEFAULT_MIN_SDK_VERSION = 24/},
      {kind: 'file', package: '@shopify/react-native-skia', file: 'package.json', pattern: /"react-native": ">=0\.78"/},
      {kind: 'file', package: '@shopify/react-native-skia', file: 'package.json', pattern: /"react": ">=19\.0"/},
      {kind: 'file', package: '@shopify/react-native-skia', file: 'package.json', pattern: /"react-native-reanimated": ">=4\.0\.0"/},
      {kind: 'file', package: '@shopify/react-native-skia', file: 'package.json', pattern: /"react-native-worklets": ">=0\.7\.0"/},
      {
        kind: 'file',
        package: '@shopify/react-native-skia',
        file: 'package.json',
        pattern:
          /"peerDependenciesMeta": \{\s*"react-native": \{\s*"optional": true\s*\},\s*"react-native-reanimated": \{\s*"optional": true\s*\},\s*"react-native-worklets": \{\s*"optional": true/,
      },
    ],
  },
  {
    name: 'typescript',
    lockKey: 'node_modules/typescript',
    version: '5.9.3',
    usedBy: 'snippet check',
    requires: '',
    sources: [],
  },
  {
    name: 'jest',
    lockKey: 'node_modules/jest',
    version: '29.7.0',
    usedBy: 'screen tests',
    requires: '',
    sources: [],
  },
];
