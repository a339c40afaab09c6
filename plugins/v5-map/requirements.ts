/**
 * What an app needs before it can move to VisionCamera 5, read from the files
 * of the pinned 5.x packages (model.ts), compared with a new React Native 0.79
 * app. Each value names its evidence: a file of an installed package and a
 * pattern that matches it (or, with `absent`, must not); requirements.test.ts
 * holds every pattern to the installed files, so an update names the rows that
 * changed. The upgrade guide renders the table (`<V5Requirements />`, remark.ts).
 */

/** A package folder under node_modules: the 5.x ones, or React Native 0.79.6 and VisionCamera 4.7.3 for comparison. */
type EvidencePackage =
  | 'vc5'
  | 'react-native-nitro-modules'
  | 'react-native-nitro-image'
  | 'react-native-vision-camera-barcode-scanner'
  | 'react-native-vision-camera-worklets'
  | 'react-native-vision-camera-skia'
  | 'react-native-vision-camera-resizer'
  | 'react-native-worklets'
  | 'react-native'
  | 'react-native-vision-camera';

export interface Evidence {
  package: EvidencePackage;
  file: string;
  /** Without a pattern the evidence is the file itself: it exists, or, with `absent`, it does not. */
  pattern?: RegExp;
  absent?: true;
}

export interface Requirement {
  topic: string;
  /** What 5.2.3 asks for, and what the files leave open. */
  value: string;
  /** What a new React Native 0.79 app (this site's default app) has to change. */
  forA079App: string;
  evidence: readonly Evidence[];
}

const at = (pkg: EvidencePackage, file: string, pattern?: RegExp, absent?: true): Evidence => ({
  package: pkg,
  file,
  ...(pattern ? {pattern} : {}),
  ...(absent ? {absent} : {}),
});

export const requirements: readonly Requirement[] = [
  {
    topic: 'Packages',
    value:
      'A camera needs three packages: `react-native-vision-camera`, `react-native-nitro-modules` and `react-native-nitro-image`. The core marks Nitro Modules ' +
      'as an optional peer, but imports it when it loads and links it natively; Nitro Image is a required peer and linked too.',
    forA079App: 'Install all three, with the same version of Nitro Modules that the other Nitro packages of the app use.',
    evidence: [
      at('vc5', 'package.json', /"react-native-nitro-image": "\*"/),
      at('vc5', 'src/VisionCamera.ts', /import \{ NitroModules \} from 'react-native-nitro-modules'/),
      at('vc5', 'android/build.gradle', /implementation project\(":react-native-nitro-modules"\)/),
      at('vc5', 'VisionCamera.podspec', /s\.dependency 'NitroImage'/),
    ],
  },
  {
    topic: 'React Native',
    value:
      'Every peer range is `*`, and the packages were developed with React Native 0.85.3. No file sets a minimum for the camera itself; the only number is a ' +
      "hint in Nitro's error when its native module is missing: React Native 0.75.0 or higher. Frame processors are stricter: they need " +
      '`react-native-worklets`, whose 0.9.1 accepts React Native 0.83 to 0.86 and fails the build on any other version.',
    forA079App:
      'The camera, photos, videos and code scanning have no stated minimum above 0.79, but no file shows a 0.79 build either. For frame processors with ' +
      '`react-native-worklets` 0.9.1, upgrade React Native to 0.83 or newer first; whether an older `react-native-worklets` works with 5.2.3 is not settled ' +
      'by the sources.',
    evidence: [
      at('vc5', 'package.json', /"react-native": "0\.85\.3"/),
      at('react-native-nitro-modules', 'src/ModuleNotFoundError.ts', /Make sure you are using react-native 0\.75\.0 or higher\./),
      at('react-native-worklets', 'package.json', /"react-native": "0\.83 - 0\.86"/),
      at('react-native-worklets', 'android/build.gradle.kts', /validate-react-native-version\.js/),
    ],
  },
  {
    topic: 'Architecture',
    value:
      'The New Architecture. The preview view is generated only as a Fabric component on both platforms (an `RCTViewComponentView` on iOS, a view manager ' +
      'that reads Fabric state on Android), so `<Camera>` has no old-architecture view. No file throws a "New Architecture required" error.',
    forA079App:
      'A new 0.79 app has the New Architecture on. An app that turned it off (`newArchEnabled=false`, `RCT_NEW_ARCH_ENABLED=0`) turns it back on first.',
    evidence: [
      at(
        'vc5',
        'nitrogen/generated/ios/c++/views/HybridPreviewViewComponent.mm',
        /@interface HybridPreviewViewComponent: RCTViewComponentView/,
      ),
      at(
        'vc5',
        'nitrogen/generated/android/kotlin/com/margelo/nitro/camera/views/HybridPreviewViewManager.kt',
        /override fun updateState\(view: View, props: ReactStylesDiffMap, stateWrapper: StateWrapper\): Any\?/,
      ),
      at('vc5', 'nitrogen/generated/android/kotlin/com/margelo/nitro/camera/views/HybridPreviewViewManager.kt', /@ReactProp/, true),
    ],
  },
  {
    topic: 'iOS',
    value:
      "The deployment target is React Native's own (`min_ios_version_supported`: 15.1 with React Native 0.79), down from 4.7.3's fixed 12.4. The barcode " +
      'scanner needs iOS 15.5 for its ML Kit dependency.',
    forA079App: 'Nothing for the camera. With the barcode scanner, raise `platform :ios` in the Podfile to 15.5.',
    evidence: [
      at('vc5', 'VisionCamera.podspec', /:ios => min_ios_version_supported/),
      at('react-native-vision-camera-barcode-scanner', 'VisionCameraBarcodeScanner.podspec', /:ios => 15\.5/),
      at(
        'react-native-vision-camera-barcode-scanner',
        'VisionCameraBarcodeScanner.podspec',
        /s\.dependency 'GoogleMLKit\/BarcodeScanning', '9\.0\.0'/,
      ),
      at('react-native-vision-camera', 'VisionCamera.podspec', /:ios => "12\.4"/),
    ],
  },
  {
    topic: 'Xcode',
    value:
      'No file names a version. The Swift code uses symbols that the package itself guards with `#available(iOS 26.0, *)` (for example ' +
      '`AVCaptureColorSpace.appleLog2` and `nominalFocalLengthIn35mmFilm`); an availability check only skips code at run time, so the compiler must know ' +
      'these symbols, which points to Xcode 26. A comment in the generated pod settings names Xcode 26.4. It also uses typed throws, a Swift 6 feature.',
    forA079App: 'Expect to need Xcode 26 (4.7.3 needs Xcode 15). Confirm with a build before you plan around an older Xcode.',
    evidence: [
      at('vc5', 'ios/Extensions/Converters/AV+TargetColorSpace.swift', /return \.appleLog2/),
      at('vc5', 'ios/Hybrid Objects/Inputs/HybridCameraDevice.swift', /return Double\(device\.nominalFocalLengthIn35mmFilm\)/),
      at('vc5', 'nitrogen/generated/ios/VisionCamera+autolinking.rb', /Static linkage on Xcode 26\.4 breaks here/),
      at('vc5', 'ios/Extensions/URL+createTempURL.swift', /throws\(TemporaryFileError\) -> URL/),
    ],
  },
  {
    topic: 'Android',
    value:
      "Defaults of `minSdk` 23, `compileSdk` and `targetSdk` 36 and NDK 29.0.14206865, each replaced by the root project's `ext` value when the app sets one. " +
      "CameraX `1.7.0-alpha03` (4.7.3: `1.5.0-alpha03`), C++20. The Kotlin version is the app's. The resizer raises `minSdk` to 26. Whether CameraX 1.7 needs " +
      '`compileSdk` 36 is not in these files.',
    forA079App:
      'A 0.79 app sets `compileSdk` 35, `minSdk` 24 and NDK 27.1, and those win. With the resizer, raise `minSdk` to 26. If the build asks for `compileSdk` 36, raise it.',
    evidence: [
      at('vc5', 'android/gradle.properties', /VisionCamera_minSdkVersion=23/),
      at('vc5', 'android/gradle.properties', /VisionCamera_compileSdkVersion=36/),
      at('vc5', 'android/gradle.properties', /VisionCamera_ndkVersion=29\.0\.14206865/),
      at('vc5', 'android/build.gradle', /def camerax_version = "1\.7\.0-alpha03"/),
      at('vc5', 'android/CMakeLists.txt', /set \(CMAKE_CXX_STANDARD 20\)/),
      at('react-native-vision-camera-resizer', 'android/build.gradle', /return Math\.max\(getExtOrIntegerDefault\("minSdkVersion"\), 26\)/),
      at('react-native', 'gradle/libs.versions.toml', /compileSdk = "35"/),
    ],
  },
  {
    topic: 'Expo',
    value:
      'No config plugin: 5.2.3 ships no `app.plugin.js` (4.7.3 did) and neither does any companion package. Nitro does not run in Expo Go; its error says to ' +
      'use a development build (`expo prebuild` or EAS). No file names an Expo SDK version.',
    forA079App:
      'Remove `react-native-vision-camera` from the `plugins` of `app.json`, add the permission texts yourself (`ios.infoPlist`, `android.permissions`), and build with `expo prebuild` or EAS.',
    evidence: [
      at('vc5', 'app.plugin.js', undefined, true),
      at('react-native-vision-camera', 'app.plugin.js'),
      at('react-native-nitro-modules', 'src/ModuleNotFoundError.ts', /NitroModules are not supported in Expo Go!/),
    ],
  },
  {
    topic: 'Permissions',
    value:
      'The library declares no Android permission (its manifest names the camera and microphone as optional hardware only). On iOS, a permission request ' +
      'without the usage text in `Info.plist` fails with an error saying that `Info.plist` has no `NSCameraUsageDescription` key (the microphone likewise).',
    forA079App:
      'Declare `CAMERA` (and `RECORD_AUDIO` for audio) in `AndroidManifest.xml` and `NSCameraUsageDescription` (and `NSMicrophoneUsageDescription`) in `Info.plist`, as a 4.7.3 app already does.',
    evidence: [
      at('vc5', 'android/src/main/AndroidManifest.xml', /uses-permission/, true),
      at(
        'vc5',
        'android/src/main/AndroidManifest.xml',
        /<uses-feature android:name="android\.hardware\.camera" android:required="false" \/>/,
      ),
      at('vc5', 'ios/Hybrid Objects/HybridCameraFactory.swift', /Your Info\.plist does not contain a `NSCameraUsageDescription` key!/),
    ],
  },
  {
    topic: 'Frame processors and Skia',
    value:
      'Frame processors need `react-native-vision-camera-worklets` and `react-native-worklets`; the core loads the first when a frame output asks for it. ' +
      'Skia drawing needs `react-native-vision-camera-skia` 5.0.9 (the registry has no 5.2.x), which is JavaScript only and needs ' +
      '`react-native-vision-camera-worklets`, `@shopify/react-native-skia`, `react-native-worklets` and `react-native-reanimated`, none of them optional.',
    forA079App:
      'Replace `react-native-worklets-core` with these packages; see the React Native row for the version `react-native-worklets` needs.',
    evidence: [
      at('vc5', 'src/third-party/VisionCameraWorkletsProxy.ts', /const module = require\('react-native-vision-camera-worklets'\)/),
      at('react-native-vision-camera-worklets', 'package.json', /"react-native-worklets": "\*"/),
      at('react-native-vision-camera-skia', 'package.json', /"react-native-reanimated": "\*"/),
      at('react-native-vision-camera-skia', 'package.json', /peerDependenciesMeta/, true),
    ],
  },
];
