/**
 * The curated half of the platform facts: what the derivation (derive.ts)
 * cannot read on its own. Every entry carries its evidence, a file of the
 * shipped 4.7.3 package (`node_modules/react-native-vision-camera/…`) and a
 * regular expression that must still match in it; facts.test.ts fails when
 * one no longer does (a library upgrade), naming the file and the member.
 * Never typed from memory: each pattern was read in the file it names.
 */
import type {Evidence, Requirement, Support} from './types';

/**
 * Interfaces whose fields native code writes (results) or reads (options):
 * a member has an effect on a platform when its name, quoted, appears in one
 * of that platform's files (`"isRawPhoto"`, `options["flash"]`,
 * `options.getString("flash")`, `name == "width"`).
 */
export const nativeKeyRules: Record<string, {ios: string[]; android: string[]}> = {
  CameraDevice: {
    ios: ['ios/Core/Extensions/AVCaptureDevice+toDictionary.swift'],
    android: ['android/src/main/java/com/mrousavy/camera/core/CameraDeviceDetails.kt'],
  },
  CameraDeviceFormat: {
    ios: ['ios/Core/Types/CameraDeviceFormat.swift'],
    android: ['android/src/main/java/com/mrousavy/camera/core/types/CameraDeviceFormat.kt'],
  },
  Frame: {
    ios: ['ios/FrameProcessors/FrameHostObject.mm'],
    android: ['android/src/main/cpp/frameprocessors/FrameHostObject.cpp'],
  },
  PhotoFile: {
    ios: ['ios/Core/PhotoCaptureDelegate.swift'],
    android: ['android/src/main/java/com/mrousavy/camera/react/CameraView+TakePhoto.kt'],
  },
  VideoFile: {
    ios: ['ios/Core/Types/Video.swift'],
    android: ['android/src/main/java/com/mrousavy/camera/react/CameraView+RecordVideo.kt'],
  },
  TakePhotoOptions: {
    ios: ['ios/Core/Types/TakePhotoOptions.swift'],
    android: ['android/src/main/java/com/mrousavy/camera/core/types/TakePhotoOptions.kt'],
  },
  TakeSnapshotOptions: {
    ios: ['ios/Core/Types/TakeSnapshotOptions.swift'],
    android: ['android/src/main/java/com/mrousavy/camera/core/types/TakeSnapshotOptions.kt'],
  },
  RecordVideoOptions: {
    ios: ['ios/Core/Types/RecordVideoOptions.swift'],
    android: ['android/src/main/java/com/mrousavy/camera/core/types/RecordVideoOptions.kt'],
  },
  Code: {
    ios: ['ios/Core/CameraSession+CodeScanner.swift'],
    android: ['android/src/main/java/com/mrousavy/camera/react/CameraView+Events.kt'],
  },
  CodeScannerFrame: {
    ios: ['ios/Core/CameraSession+CodeScanner.swift'],
    android: ['android/src/main/java/com/mrousavy/camera/react/CameraView+Events.kt'],
  },
  OnShutterEvent: {
    ios: ['ios/React/CameraView.swift'],
    android: ['android/src/main/java/com/mrousavy/camera/react/CameraView+Events.kt'],
  },
  Point: {
    ios: ['ios/React/CameraViewManager.swift'],
    android: ['android/src/main/java/com/mrousavy/camera/react/CameraView+Focus.kt'],
  },
};

/**
 * Option objects native code receives whole (src/Camera.tsx passes each to
 * the native module, or as one prop): a key a platform does not read, or
 * reads and never uses, is `ignored` there, not `absent` (rules.ts).
 */
export const optionObjects: Record<string, Evidence> = {
  TakePhotoOptions: {file: 'src/Camera.tsx', pattern: 'CameraModule\\.takePhoto\\(this\\.handle, options \\?\\? \\{\\}\\)'},
  TakeSnapshotOptions: {file: 'src/Camera.tsx', pattern: 'CameraModule\\.takeSnapshot\\(this\\.handle, options \\?\\? \\{\\}\\)'},
  RecordVideoOptions: {file: 'src/Camera.tsx', pattern: 'CameraModule\\.startRecording\\(this\\.handle, nativeRecordVideoOptions'},
  CodeScanner: {file: 'src/Camera.tsx', pattern: 'codeScannerOptions=\\{codeScanner\\}'},
};

/** Objects native code writes and JavaScript reads: a field one platform always writes the same literal into is a constant there (rules.ts). */
export const reportedObjects = [
  'CameraDevice',
  'CameraDeviceFormat',
  'PhotoFile',
  'VideoFile',
  'Code',
  'CodeScannerFrame',
  'OnShutterEvent',
];

/** Where input members take values of a union whose parser a platform has (rules.ts `rejectedValues`): not the reported objects. */
export const inputOwners = [
  'CameraProps',
  'TakePhotoOptions',
  'TakeSnapshotOptions',
  'RecordVideoOptions',
  'CodeScanner',
  'DeviceFilter',
  'FormatFilter',
];

/**
 * A Skia frame processor is drawn by the canvas `<Camera>` renders for it
 * (src/Camera.tsx); the optional peers that canvas loads are needed too (rules.ts `peersImportedBy`).
 */
export const skiaCanvas = {
  file: 'src/skia/SkiaCameraCanvas.tsx',
  evidence: {file: 'src/Camera.tsx', pattern: '\\{isRenderingWithSkia && \\(\\n\\s*<SkiaCameraCanvas'},
};

/** `DrawableFrame` inherits `Frame`'s members; they are the same host object underneath. */
export const inheritsNativeKeysFrom: Record<string, string> = {DrawableFrame: 'Frame'};

/**
 * `<Camera>` props that the component turns into other native props or
 * events before they reach the native view (src/Camera.tsx `render()`);
 * every other prop is passed through under its own name (`{...props}`).
 * An empty list: the prop never reaches native code.
 */
export const cameraPropRoutes: Record<string, {native: string[]; evidence: Evidence}> = {
  device: {native: ['cameraId'], evidence: {file: 'src/Camera.tsx', pattern: 'cameraId=\\{device\\.id\\}'}},
  fps: {native: ['minFps', 'maxFps'], evidence: {file: 'src/Camera.tsx', pattern: 'minFps=\\{minFps\\}'}},
  videoBitRate: {
    native: ['videoBitRateOverride', 'videoBitRateMultiplier'],
    evidence: {file: 'src/Camera.tsx', pattern: 'videoBitRateOverride=\\{bitRateOverride\\}'},
  },
  codeScanner: {
    native: ['codeScannerOptions', 'onCodeScanned'],
    evidence: {file: 'src/Camera.tsx', pattern: 'codeScannerOptions=\\{codeScanner\\}'},
  },
  frameProcessor: {
    native: ['enableFrameProcessor'],
    evidence: {file: 'src/Camera.tsx', pattern: 'enableFrameProcessor=\\{frameProcessor != null\\}'},
  },
  enableFpsGraph: {
    native: ['onAverageFpsChanged'],
    evidence: {file: 'src/Camera.tsx', pattern: 'onAverageFpsChanged=\\{enableFpsGraph \\?'},
  },
  onUIRotationChanged: {
    native: ['onPreviewOrientationChanged'],
    evidence: {file: 'src/Camera.tsx', pattern: 'this\\.props\\.onUIRotationChanged\\?\\.\\(uiRotation\\)'},
  },
};

/**
 * `Camera` methods whose native counterpart has another name or lives in
 * another module than the view manager / CameraViewModule.
 */
export const cameraMethodRoutes: Record<string, {ios: Evidence; android: Evidence}> = {
  getAvailableCameraDevices: {
    ios: {file: 'ios/React/CameraDevicesManager.swift', pattern: '"availableCameraDevices"'},
    android: {file: 'android/src/main/java/com/mrousavy/camera/react/CameraDevicesManager.kt', pattern: '"availableCameraDevices"'},
  },
  addCameraDevicesChangedListener: {
    ios: {file: 'ios/React/CameraDevicesManager.swift', pattern: '"CameraDevicesChanged"'},
    android: {file: 'android/src/main/java/com/mrousavy/camera/react/CameraDevicesManager.kt', pattern: '"CameraDevicesChanged"'},
  },
};

/**
 * Types and functions that run in JavaScript on both platforms (their
 * behaviour is in the file named): the error classes, filters, hooks and
 * helpers. Evidence: the declaration in the library's own TypeScript.
 */
export const javascriptOwners: Record<string, Evidence> = {
  CameraCaptureError: {file: 'src/CameraError.ts', pattern: 'export class CameraCaptureError'},
  CameraRuntimeError: {file: 'src/CameraError.ts', pattern: 'export class CameraRuntimeError'},
  ErrorWithCause: {file: 'src/CameraError.ts', pattern: 'export interface ErrorWithCause'},
  DeviceFilter: {file: 'src/devices/getCameraDevice.ts', pattern: 'export interface DeviceFilter'},
  FormatFilter: {file: 'src/devices/getCameraFormat.ts', pattern: 'export interface FormatFilter'},
  ReadonlyFrameProcessor: {file: 'src/types/CameraProps.ts', pattern: 'export interface ReadonlyFrameProcessor'},
  DrawableFrameProcessor: {file: 'src/types/CameraProps.ts', pattern: 'export interface DrawableFrameProcessor'},
  FrameProcessorPlugin: {file: 'src/frame-processors/VisionCameraProxy.ts', pattern: 'export interface FrameProcessorPlugin'},
  CodeScanner: {file: 'src/types/CodeScanner.ts', pattern: 'export interface CodeScanner'},
  NativeBuffer: {file: 'src/types/Frame.ts', pattern: 'export interface NativeBuffer'},
};

export interface CuratedFact {
  /** Replaces the derived support on a platform (when the derivation cannot see it). */
  support?: Partial<Record<'ios' | 'android', Support>>;
  requirements?: Requirement[];
  /** One sentence for readers: what happens, and where. */
  note?: string;
  evidence: Evidence[];
}

const workletsPeer: CuratedFact = {
  requirements: [{platform: 'both', kind: 'peer', text: 'react-native-worklets-core'}],
  evidence: [
    {file: 'VisionCamera.podspec', pattern: 'react-native-worklets-core found at'},
    {file: 'android/build.gradle', pattern: 'react-native-worklets-core found, Frame Processors are'},
  ],
};
const skiaPeer: CuratedFact = {
  requirements: [
    {platform: 'both', kind: 'peer', text: 'react-native-worklets-core'},
    {platform: 'both', kind: 'peer', text: '@shopify/react-native-skia'},
  ],
  evidence: [
    {file: 'src/dependencies/SkiaProxy.ts', pattern: "require\\('@shopify/react-native-skia'\\)"},
    {file: 'VisionCamera.podspec', pattern: 'react-native-worklets-core found at'},
  ],
};
/** Android HardwareBuffers: the C++ code is compiled only for minSdk 26, and Frame.java checks for Android 9. */
const hardwareBufferRequirements: Requirement[] = [
  {platform: 'android', kind: 'minSdk', text: 'minSdk 26'},
  {platform: 'android', kind: 'os', text: 'Android 9+'},
];
const hardwareBuffers: CuratedFact = {
  requirements: hardwareBufferRequirements,
  note: 'On Android it throws unless the app is built with minSdkVersion 26 or more (C++ guard) and the device runs Android 9 (API 28) or newer (HardwareBuffer check).',
  evidence: [
    {file: 'android/src/main/cpp/frameprocessors/FrameHostObject.cpp', pattern: '#if __ANDROID_API__ >= 26'},
    {
      file: 'android/src/main/java/com/mrousavy/camera/frameprocessors/Frame.java',
      pattern: 'Build\\.VERSION\\.SDK_INT < Build\\.VERSION_CODES\\.P',
    },
  ],
};

const skiaFrameProcessor: CuratedFact = {
  requirements: [...skiaPeer.requirements!, ...hardwareBufferRequirements],
  note: 'Every frame is drawn from Frame.getNativeBuffer(), so on Android it throws unless the app is built with minSdkVersion 26 or more and the device runs Android 9 (API 28) or newer.',
  evidence: [
    ...skiaPeer.evidence,
    {file: 'src/skia/useSkiaFrameProcessor.ts', pattern: '\\(frame as FrameInternal\\)\\.getNativeBuffer\\(\\)'},
    {file: 'android/src/main/cpp/frameprocessors/FrameHostObject.cpp', pattern: 'getNativeBuffer\\(\\) requires HardwareBuffers'},
  ],
};

/**
 * Facts per member key. A key ending in `.*` applies to every member of that
 * class or interface; other keys name one member. More specific keys are
 * merged after wider ones.
 */
export const curatedFacts: Record<string, CuratedFact> = {
  // Frame processors need react-native-worklets-core: without it, the podspec and build.gradle turn them off.
  'CameraProps.frameProcessor': workletsPeer,
  'Frame.*': workletsPeer,
  'FrameProcessorPlugin.*': workletsPeer,
  'ReadonlyFrameProcessor.*': workletsPeer,
  'NativeBuffer.*': workletsPeer,
  createFrameProcessor: workletsPeer,
  useFrameProcessor: workletsPeer,
  runAsync: workletsPeer,
  runAtTargetFps: workletsPeer,
  VisionCameraProxy: workletsPeer,
  // Skia Frame Processors additionally need @shopify/react-native-skia (loaded lazily by SkiaProxy).
  'DrawableFrame.*': skiaPeer,
  'DrawableFrameProcessor.*': skiaPeer,
  // A Skia Frame Processor draws the camera frame through Frame.getNativeBuffer() (useSkiaFrameProcessor.ts),
  // which on Android needs HardwareBuffers: minSdk 26 and Android 9.
  useSkiaFrameProcessor: skiaFrameProcessor,
  createSkiaFrameProcessor: skiaFrameProcessor,
  // HardwareBuffer-backed conversions.
  'Frame.toArrayBuffer': hardwareBuffers,
  'DrawableFrame.toArrayBuffer': hardwareBuffers,
  'Frame.getNativeBuffer': {
    requirements: hardwareBufferRequirements,
    note: 'On Android it throws unless the app is built with minSdkVersion 26 or more and the device runs Android 9 (API 28) or newer.',
    evidence: [
      {file: 'android/src/main/cpp/frameprocessors/FrameHostObject.cpp', pattern: 'getNativeBuffer\\(\\) requires HardwareBuffers'},
      {
        file: 'android/src/main/java/com/mrousavy/camera/frameprocessors/Frame.java',
        pattern: 'throw new HardwareBuffersNotAvailableError\\(\\)',
      },
    ],
  },
  'DrawableFrame.getNativeBuffer': {
    requirements: hardwareBufferRequirements,
    evidence: [
      {file: 'android/src/main/cpp/frameprocessors/FrameHostObject.cpp', pattern: 'getNativeBuffer\\(\\) requires HardwareBuffers'},
    ],
  },
  // Reanimated updates UI-thread props without didSetProps on the old architecture; zoom is applied there.
  'CameraProps.zoom': {
    requirements: [
      {
        platform: 'ios',
        kind: 'architecture',
        text: 'old architecture: Reanimated.addWhitelistedNativeProps({zoom: true}) for Reanimated-driven zoom',
      },
    ],
    note: 'On iOS, CameraView.swift applies zoom in didSetProps; with the old architecture a Reanimated-animated zoom reaches the view only after Reanimated.addWhitelistedNativeProps({zoom: true}).',
    evidence: [
      {file: 'ios/React/CameraView.swift', pattern: 'override public final func didSetProps'},
      {file: 'ios/React/CameraView.swift', pattern: 'config\\.zoom = zoom\\.doubleValue'},
    ],
  },
  // Location tags: compiled in on iOS unless $VCEnableLocation = false in the Podfile.
  'CameraProps.enableLocation': {
    requirements: [{platform: 'ios', kind: 'flag', text: '$VCEnableLocation not set to false in the Podfile (on by default)'}],
    evidence: [
      {file: 'VisionCamera.podspec', pattern: 'enableLocation = \\$VCEnableLocation'},
      {file: 'ios/Core/CameraSession+Location.swift', pattern: '#if VISION_CAMERA_ENABLE_LOCATION'},
    ],
  },
  'Camera.requestLocationPermission': {
    requirements: [{platform: 'ios', kind: 'flag', text: '$VCEnableLocation not set to false in the Podfile (on by default)'}],
    evidence: [{file: 'ios/React/CameraViewManager.swift', pattern: '#if VISION_CAMERA_ENABLE_LOCATION'}],
  },
  'Camera.getLocationPermissionStatus': {
    requirements: [{platform: 'ios', kind: 'flag', text: '$VCEnableLocation not set to false in the Podfile (on by default)'}],
    evidence: [{file: 'ios/React/CameraViewManager.swift', pattern: '#if VISION_CAMERA_ENABLE_LOCATION'}],
  },
  // Code types added in iOS 15.4 (AVMetadataObject.ObjectType+descriptor.swift).
  CodeType: {
    requirements: [{platform: 'ios', kind: 'os', text: 'iOS 15.4+ for codabar and the gs1-data-bar types'}],
    evidence: [{file: 'ios/Core/Parsers/AVMetadataObject.ObjectType+descriptor.swift', pattern: 'if #available\\(iOS 15\\.4, \\*\\)'}],
  },
  // startRecording() handles these in JavaScript before the options reach native code (src/Camera.tsx).
  'RecordVideoOptions.flash': {
    support: {ios: 'used', android: 'used'},
    note: 'The Camera component turns the torch on for the recording in JavaScript, on both platforms.',
    evidence: [{file: 'src/Camera.tsx', pattern: "if \\(options\\.flash === 'on'\\)"}],
  },
  'RecordVideoOptions.onRecordingFinished': {
    support: {ios: 'used', android: 'used'},
    evidence: [
      {file: 'src/Camera.tsx', pattern: 'const \\{ onRecordingError, onRecordingFinished, \\.\\.\\.passThruOptions \\} = options'},
    ],
  },
  'RecordVideoOptions.onRecordingError': {
    support: {ios: 'used', android: 'used'},
    evidence: [
      {file: 'src/Camera.tsx', pattern: 'const \\{ onRecordingError, onRecordingFinished, \\.\\.\\.passThruOptions \\} = options'},
    ],
  },
  // Applied only where iOS offers it (CameraSession+Photo.swift).
  'TakePhotoOptions.enableAutoDistortionCorrection': {
    requirements: [{platform: 'ios', kind: 'os', text: 'iOS 14.1+'}],
    evidence: [
      {
        file: 'ios/Core/CameraSession+Photo.swift',
        pattern:
          'if #available\\(iOS 14\\.1, \\*\\) \\{\\n\\s*photoSettings\\.isAutoContentAwareDistortionCorrectionEnabled = options\\.enableAutoDistortionCorrection',
      },
    ],
  },
};
