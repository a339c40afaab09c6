import {member, type, value, type MapArea} from '../model';

/** 4.7.3 → 5.x: the camera component, its props and its methods; permissions. */
export const cameraArea: MapArea = {
  id: 'camera',
  title: 'The Camera component, its props and its methods; permissions',
  entries: {
    // The component and its types
    Camera: {
      fate: 'replaced',
      v5: [value('Camera'), type('CameraRef'), type('CameraViewProps'), value('useCamera')],
      how:
        '`<Camera>` is still exported, but it is now a memoized function component whose ref is a `CameraRef`, and photo, video, frame and code-scanning ' +
        'capabilities come from output objects (`usePhotoOutput()`, `useVideoOutput()`, `useFrameOutput()`, …) passed in its `outputs` array. It has no static ' +
        'methods any more (permissions live on `VisionCamera`, devices in `useCameraDevices()`), and `useCamera(...)` runs the same session without a preview ' +
        'view.',
    },
    CameraProps: {
      fate: 'replaced',
      v5: [type('CameraViewProps'), type('CameraProps')],
      how:
        "Type `<Camera>`'s props as `CameraViewProps`; 5.x's `CameraProps` is only the `useCamera(...)` part (`device`, `isActive`, `outputs`, `constraints`, " +
        '`zoom`, `exposure`, `torchMode`, callbacks) without the preview and gesture props. The output switches (`photo`, `video`, `audio`, …) and the format ' +
        'props are gone in favour of `outputs` and `constraints`.',
    },
    OnShutterEvent: {
      fate: 'replaced',
      v5: [type('CapturePhotoCallbacks'), member('CapturePhotoCallbacks', 'onWillCapturePhoto')],
      how:
        'There is no event object: pass `{onWillCapturePhoto() {…}}` as the second argument of `capturePhoto(...)` or `capturePhotoToFile(...)`. It takes no ' +
        "argument and fires at the moment 4.x's `onShutter` did (iOS's will-capture delegate call, Android's capture start); snapshots have no shutter " +
        'callback.',
    },
    'OnShutterEvent.type': {
      fate: 'removed',
      v5: [],
      how:
        'Nothing is left to tell apart: the shutter callback belongs to the one `capturePhoto(...)` or `capturePhotoToFile(...)` call you pass it to, so it is ' +
        'always a photo, and `takeSnapshot()` has no shutter callback.',
    },

    // Static methods: devices
    'Camera.getAvailableCameraDevices': {
      fate: 'renamed',
      v5: [value('useCameraDevices'), member('CameraDeviceFactory', 'cameraDevices'), value('getAllCameraDevices')],
      how:
        'Use `useCameraDevices()` in components, or read `cameraDevices` on the factory from `await VisionCamera.createDeviceFactory()`. The one-to-one ' +
        '`getAllCameraDevices()` is marked deprecated and returns `[]` until the device factory has loaded asynchronously, whereas 4.x had the list ' +
        'synchronously at startup.',
    },
    'Camera.addCameraDevicesChangedListener': {
      fate: 'renamed',
      v5: [member('CameraDeviceFactory', 'addOnCameraDevicesChangedListener'), value('addOnCameraDevicesChangedListener')],
      how:
        'Call `addOnCameraDevicesChangedListener(listener)` on the factory from `await VisionCamera.createDeviceFactory()`, or the deprecated top-level ' +
        'function of the same name; both return a `ListenerSubscription` to `remove()`. The top-level one also calls a listener added early with the initial ' +
        'list once it loads, and in components `useCameraDevices()` already re-renders on changes.',
    },

    // Static methods: permissions
    'Camera.getCameraPermissionStatus': {
      fate: 'replaced',
      v5: [member('CameraFactory', 'cameraPermissionStatus'), type('PermissionStatus')],
      how: "Read the synchronous property `VisionCamera.cameraPermissionStatus` (not a function). It is a `PermissionStatus`, which says `'authorized'` where 4.x said `'granted'`.",
    },
    'Camera.getMicrophonePermissionStatus': {
      fate: 'replaced',
      v5: [member('CameraFactory', 'microphonePermissionStatus'), type('PermissionStatus')],
      how: "Read the synchronous property `VisionCamera.microphonePermissionStatus` (not a function). It is a `PermissionStatus`, which says `'authorized'` where 4.x said `'granted'`.",
    },
    'Camera.getLocationPermissionStatus': {
      fate: 'moved',
      v5: [member('LocationManager', 'locationPermissionStatus', 'location'), value('useLocationManager', 'location')],
      how:
        'Install react-native-vision-camera-location and read `locationPermissionStatus` on a `LocationManager` from `useLocationManager()` or ' +
        "`createLocationManager(options)`. It is core's `PermissionStatus` (`'authorized'` instead of `'granted'`), and its doc comment says it depends on the " +
        "manager's `accuracy`.",
    },
    'Camera.requestCameraPermission': {
      fate: 'replaced',
      v5: [member('CameraFactory', 'requestCameraPermission'), value('useCameraPermission')],
      how: "Call `VisionCamera.requestCameraPermission()`; it resolves `true` or `false` instead of `'granted'` or `'denied'`. On iOS it rejects when Info.plist has no `NSCameraUsageDescription`.",
    },
    'Camera.requestMicrophonePermission': {
      fate: 'replaced',
      v5: [member('CameraFactory', 'requestMicrophonePermission'), value('useMicrophonePermission')],
      how:
        "Call `VisionCamera.requestMicrophonePermission()`; it resolves `true` or `false` instead of `'granted'` or `'denied'`. On iOS it rejects when " +
        'Info.plist has no `NSMicrophoneUsageDescription`.',
    },
    'Camera.requestLocationPermission': {
      fate: 'moved',
      v5: [member('LocationManager', 'requestLocationPermission', 'location'), value('useLocation', 'location')],
      how:
        'Install react-native-vision-camera-location and call `requestLocationPermission()` on a `LocationManager` (from `useLocationManager()` or ' +
        '`createLocationManager(...)`), or `requestPermission()` from `useLocation()`. It resolves a boolean, and on iOS it asks for when-in-use access.',
    },
    CameraPermissionStatus: {
      fate: 'renamed',
      v5: [type('PermissionStatus')],
      how:
        "Use `PermissionStatus`: the same four states, except that `'granted'` is now `'authorized'`, so every `=== 'granted'` check must change. On Android " +
        "a never-requested permission is now `'not-determined'` (4.x said `'denied'`), and one denied without \"don't ask again\" stays `'not-determined'` as before.",
    },
    CameraPermissionRequestResult: {
      fate: 'replaced',
      v5: [member('CameraFactory', 'requestCameraPermission'), member('PermissionState', 'requestPermission')],
      how:
        "The 5.x request functions resolve a plain `boolean` (`true` when granted) instead of `'granted' | 'denied'`. Read " +
        "`VisionCamera.cameraPermissionStatus` (or the hook's `status`) afterwards to tell `'denied'` from `'restricted'`.",
    },

    // Instance methods
    'Camera.takePhoto': {
      fate: 'replaced',
      v5: [value('usePhotoOutput'), member('CameraPhotoOutput', 'capturePhotoToFile'), member('CameraPhotoOutput', 'capturePhoto')],
      how:
        'Create `const photoOutput = usePhotoOutput()`, pass it in `<Camera outputs={[photoOutput]} />`, then call `await ' +
        'photoOutput.capturePhotoToFile(settings, callbacks)` for a `{filePath}`, or `capturePhoto(settings, callbacks)` for an in-memory `Photo` that you must ' +
        "`dispose()`. Both require the callbacks argument (`{}` is enough). On iOS the default `containerFormat: 'native'` writes HEIC (a `.heic` file) " +
        "where 4.x wrote JPEG, so pass `usePhotoOutput({containerFormat: 'jpeg'})` when the app uploads or processes JPEGs.",
    },
    'Camera.takeSnapshot': {
      fate: 'replaced',
      v5: [member('CameraRef', 'takeSnapshot'), type('Image', 'nitro-image')],
      how:
        '`takeSnapshot()` on the `CameraRef` takes no options and resolves an in-memory react-native-nitro-image `Image` of the preview (save it with ' +
        '`saveToTemporaryFileAsync(...)`), not a file. It works on Android only, since the iOS preview view throws; on iOS take a `Frame` from ' +
        '`useFrameOutput(...)` and convert it with `HybridFrameConverter`.',
    },
    'Camera.startRecording': {
      fate: 'replaced',
      v5: [value('useVideoOutput'), member('CameraVideoOutput', 'createRecorder'), member('Recorder', 'startRecording')],
      how:
        'Pass a `useVideoOutput({enableAudio})` in `outputs`, then `const recorder = await videoOutput.createRecorder({filePath, location, maxDuration, ' +
        'maxFileSize})` and `await recorder.startRecording(onFinished, onError, onPaused, onResumed)`, which resolves once recording has begun. A `Recorder` ' +
        'records only once, so create a new one for each video.',
    },
    'Camera.stopRecording': {
      fate: 'replaced',
      v5: [member('Recorder', 'stopRecording')],
      how: "Call `stopRecording()` on the `Recorder`; it resolves when the stop is requested, and the file arrives afterwards in `onRecordingFinished(filePath, reason)` with reason `'stopped'`.",
    },
    'Camera.pauseRecording': {
      fate: 'replaced',
      v5: [member('Recorder', 'pauseRecording'), member('VideoOutputOptions', 'enablePersistentRecorder')],
      how:
        'Call `pauseRecording()` on the active `Recorder`; the optional third callback of `startRecording(...)` fires once it has paused. On iOS the default ' +
        'recorder rejects below iOS 18, while an output created with `enablePersistentRecorder: true` pauses on its own writer pipeline.',
    },
    'Camera.resumeRecording': {
      fate: 'replaced',
      v5: [member('Recorder', 'resumeRecording'), member('VideoOutputOptions', 'enablePersistentRecorder')],
      how:
        'Call `resumeRecording()` on the paused `Recorder`; the optional fourth callback of `startRecording(...)` fires once it has resumed. On iOS the default ' +
        'recorder rejects below iOS 18, while an output created with `enablePersistentRecorder: true` resumes on its own writer pipeline.',
    },
    'Camera.cancelRecording': {
      fate: 'replaced',
      v5: [member('Recorder', 'cancelRecording')],
      how:
        'Call `cancelRecording()` on the `Recorder`: the file is deleted and neither `onRecordingFinished` nor `onRecordingError` is called, where 4.x reported ' +
        'a `capture/recording-canceled` error. It rejects when nothing is being recorded.',
    },
    'Camera.focus': {
      fate: 'replaced',
      v5: [member('CameraRef', 'focusTo'), type('FocusOptions'), member('CameraViewProps', 'enableNativeTapToFocusGesture')],
      how:
        'Call `focusTo({x, y}, options)` on the `CameraRef` with the same view coordinates; `FocusOptions` choose the `modes` (AE/AF/AWB), `responsiveness`, ' +
        '`adaptiveness` and `autoResetAfter` (by default focus returns to continuous auto-focus after 5 s). For plain tap-to-focus, set ' +
        '`enableNativeTapToFocusGesture` on `<Camera>` instead.',
    },

    // Props: the session
    'CameraProps.device': {
      fate: 'unchanged',
      v5: [member('CameraProps', 'device')],
      how:
        "Still required and still takes the `CameraDevice` from `useCameraDevice(...)`, but it also accepts a position such as `'back'` and picks the device " +
        'itself. An `undefined` device no longer throws `device/no-device`: the session is simply configured without input, so render your own fallback.',
    },
    'CameraProps.isActive': {
      fate: 'unchanged',
      v5: [member('CameraProps', 'isActive')],
      how: 'Same required boolean: `true` starts the session and `false` stops it without tearing it down; failures to start or stop go to `onError`.',
    },
    'CameraProps.preview': {
      fate: 'replaced',
      v5: [value('useCamera'), value('usePreviewOutput'), value('NativePreviewView')],
      how:
        '`<Camera>` always adds a preview. For a session without one, call `useCamera({device, isActive, outputs})` and render no camera view; to place the ' +
        'preview yourself, add a `usePreviewOutput()` to those `outputs` and render `<NativePreviewView previewOutput={previewOutput} />`.',
    },
    'CameraProps.photo': {
      fate: 'replaced',
      v5: [value('usePhotoOutput'), member('CameraProps', 'outputs')],
      how: 'Create a `usePhotoOutput({...})` and pass it in `outputs`; its `targetResolution`, `containerFormat`, `quality` and `qualityPrioritization` are set there.',
    },
    'CameraProps.video': {
      fate: 'replaced',
      v5: [value('useVideoOutput'), member('CameraProps', 'outputs')],
      how: 'Create a `useVideoOutput({targetResolution, enableAudio, targetBitRate, fileType})` and pass it in `outputs`; recordings then run on a `Recorder` from `videoOutput.createRecorder(...)`.',
    },
    'CameraProps.audio': {
      fate: 'replaced',
      v5: [member('VideoOutputOptions', 'enableAudio'), value('useVideoOutput')],
      how: 'Pass `useVideoOutput({enableAudio: true})`: audio is now a setting of the video output (default `false`), and it still needs microphone permission.',
    },
    'CameraProps.frameProcessor': {
      fate: 'replaced',
      v5: [value('useFrameOutput'), member('CameraProps', 'outputs'), value('SkiaCamera', 'skia')],
      how:
        "Create `useFrameOutput({onFrame(frame) {'worklet'; …; frame.dispose()}})` and put it in `outputs`; this needs react-native-vision-camera-worklets and " +
        'react-native-worklets. A Skia frame processor becomes the `SkiaCamera` component of react-native-vision-camera-skia.',
    },
    'CameraProps.codeScanner': {
      fate: 'moved',
      v5: [value('useBarcodeScannerOutput', 'barcode-scanner'), member('CameraProps', 'outputs'), value('useObjectOutput')],
      how:
        'Install react-native-vision-camera-barcode-scanner and add the output of `useBarcodeScannerOutput({barcodeFormats, onBarcodeScanned, onError})` to ' +
        "`outputs`. On iOS only, core's `useObjectOutput(...)` is an alternative that uses the system metadata detector.",
    },
    'CameraProps.pixelFormat': {
      fate: 'replaced',
      v5: [member('UseFrameOutputProps', 'pixelFormat'), type('TargetVideoPixelFormat')],
      how:
        "Set `pixelFormat` on the frame output instead, e.g. `useFrameOutput({pixelFormat: 'yuv', onFrame})`. Its default is now `'native'`, which on Android " +
        "gives GPU-only frames without CPU pixel access, so pass `'yuv'` to keep 4.x's default.",
    },
    'CameraProps.enableLocation': {
      fate: 'moved',
      v5: [value('useLocation', 'location'), member('CapturePhotoSettings', 'location'), member('RecorderSettings', 'location')],
      how:
        'Nothing is tagged automatically any more: install react-native-vision-camera-location, take `currentLocation` from `useLocation()` (after its ' +
        "`requestPermission()`), and pass it as `location` in each photo capture's settings and each `createRecorder(...)` call.",
    },

    // Props: format and capture settings
    'CameraProps.format': {
      fate: 'replaced',
      v5: [member('CameraProps', 'constraints'), type('Constraint'), member('PhotoOutputOptions', 'targetResolution')],
      how:
        'There are no formats: give each output a `targetResolution` and list your priorities, highest first, in `constraints` (e.g. `[{fps: 60}, ' +
        '{videoDynamicRange: CommonDynamicRanges.ANY_HDR}]`). The session negotiates the closest configuration and reports it to `onSessionConfigSelected`.',
    },
    'CameraProps.fps': {
      fate: 'replaced',
      v5: [type('FPSConstraint'), member('CameraProps', 'constraints')],
      how:
        'Pass `constraints={[{fps: 60}]}`. Only a single target is accepted, not a `[min, max]` range: iOS locks the frame rate to exactly that value, and ' +
        'Android picks the supported range whose upper bound is closest to it.',
    },
    'CameraProps.videoHdr': {
      fate: 'replaced',
      v5: [type('VideoDynamicRangeConstraint'), value('CommonDynamicRanges'), member('CameraProps', 'constraints')],
      how:
        'Add `{videoDynamicRange: CommonDynamicRanges.ANY_HDR}` (or an explicit bit depth, color space and range) to `constraints`, after checking ' +
        '`device.supportedVideoDynamicRanges`. The range actually chosen is `selectedVideoDynamicRange` in the `CameraSessionConfig` given to ' +
        '`onSessionConfigSelected`.',
    },
    'CameraProps.photoHdr': {
      fate: 'replaced',
      v5: [type('PhotoHDRConstraint'), member('CameraProps', 'constraints')],
      how:
        "Add `{photoHDR: true}` to `constraints`. On Android it only takes effect with `usePhotoOutput({containerFormat: 'jpeg'})`, which then writes Ultra HDR " +
        "JPEGs (the default `'native'` stays plain JPEG); iOS 5.2.3 ignores it and reports `supportsPhotoHDR` as false.",
    },
    'CameraProps.videoStabilizationMode': {
      fate: 'replaced',
      v5: [
        type('VideoStabilizationModeConstraint'),
        member('CameraProps', 'constraints'),
        member('CameraDevice', 'supportsVideoStabilizationMode'),
      ],
      how:
        "Add `{videoStabilizationMode: 'cinematic'}` to `constraints`, after checking `device.supportsVideoStabilizationMode(mode)`; the preview has its own " +
        '`previewStabilizationMode` constraint. The mode applied is `selectedVideoStabilizationMode` in the `CameraSessionConfig` given to ' +
        '`onSessionConfigSelected`.',
    },
    'CameraProps.videoBitRate': {
      fate: 'replaced',
      v5: [member('VideoOutputOptions', 'targetBitRate')],
      how:
        "Pass `targetBitRate` to `useVideoOutput(...)` in bits per second (4.x's numbers were Mbps, so multiply by 1,000,000); the `'extra-low'`…`'extra-high'` " +
        'presets are gone. On iOS an output with `enablePersistentRecorder: true` ignores it (a TODO in the sources).',
    },
    'CameraProps.photoQualityBalance': {
      fate: 'renamed',
      v5: [member('PhotoOutputOptions', 'qualityPrioritization'), type('QualityPrioritization')],
      how:
        "Pass `qualityPrioritization` (`'speed' | 'balanced' | 'quality'`, default `'balanced'`) to `usePhotoOutput(...)`. Its doc comment says `'speed'` " +
        "throws unless `device.supportsSpeedQualityPrioritization` is true; Android maps `'speed'` to zero-shutter-lag capture.",
    },
    'CameraProps.enableDepthData': {
      fate: 'replaced',
      v5: [
        member('CapturePhotoSettings', 'enableDepthData'),
        member('CameraPhotoOutput', 'supportsDepthDataDelivery'),
        value('useDepthOutput'),
      ],
      how:
        'Ask per capture with `capturePhoto({enableDepthData: true}, {})` when `photoOutput.supportsDepthDataDelivery` is true (never on Android) and read ' +
        '`photo.depth`, though an iOS TODO warns this is probably broken because the output is never prepared for depth. For a live depth stream, add a ' +
        '`useDepthOutput(...)` to `outputs`.',
    },
    'CameraProps.enablePortraitEffectsMatteDelivery': {
      fate: 'removed',
      v5: [],
      how: '5.x has no portrait effects matte: a `Photo` carries only the optional `depth` (and, on iOS, `calibrationData`), and the sources list the matte only as future work in a TODO.',
    },
    'CameraProps.enableBufferCompression': {
      fate: 'removed',
      v5: [],
      how:
        "There is no buffer-compression switch. The nearest lever is the frame output's `pixelFormat` (default `'native'`), and the 5.x sources do not say " +
        "whether `'native'` uses a lossy-compressed format on iOS.",
    },
    'CameraProps.lowLightBoost': {
      fate: 'renamed',
      v5: [member('CameraProps', 'enableLowLightBoost')],
      how:
        'Use `enableLowLightBoost`, but leave it `undefined` unless `device.supportsLowLightBoost` is true: on iOS any value, even `false`, fails through ' +
        "`onError` on an unsupported device (4.x only checked when the value changed). On Android it now uses CameraX's low-light boost " +
        'instead of a vendor night-mode extension (5.2.3 cannot enable camera extensions at all).',
    },

    // Props: controls
    'CameraProps.torch': {
      fate: 'renamed',
      v5: [member('CameraProps', 'torchMode'), type('TorchMode')],
      how: "Use `torchMode` (`'off' | 'on'`). On the `CameraController` (from `CameraRef.controller`), `enableTorchWithStrength(level)` can also dim it where `device.supportsTorchStrength` is true.",
    },
    'CameraProps.zoom': {
      fate: 'unchanged',
      v5: [member('CameraProps', 'zoom')],
      how:
        'Same zoom factor (default `1`), and it now also accepts a Reanimated `SharedValue<number>`, which requires `react-native-vision-camera-worklets` ' +
        '(without it `<Camera>` throws its "not installed" error). Values outside the device\'s `minZoom`…`maxZoom` are ' +
        'rejected through `onError` instead of clamped, and `zoom` must stay unset while `enableNativeZoomGesture` is on.',
    },
    'CameraProps.enableZoomGesture': {
      fate: 'renamed',
      v5: [member('CameraViewProps', 'enableNativeZoomGesture')],
      how: 'Use `enableNativeZoomGesture`. `<Camera>` throws if `zoom` is set at the same time, so drop the `zoom` prop (an initial value can come from `getInitialZoom`).',
    },
    'CameraProps.exposure': {
      fate: 'unchanged',
      v5: [member('CameraProps', 'exposure')],
      how:
        'Same exposure bias within `device.minExposureBias`…`device.maxExposureBias`, and it now also accepts a Reanimated `SharedValue<number>`, which ' +
        'requires `react-native-vision-camera-worklets` (without it `<Camera>` throws its "not installed" error). On iOS out-of-range values are rejected ' +
        'through `onError` instead of clamped; Android still treats it as an exposure-compensation index but now truncates fractions (4.x rounded), so pass whole numbers.',
    },
    'CameraProps.isMirrored': {
      fate: 'renamed',
      v5: [member('CameraProps', 'mirrorMode'), type('MirrorMode')],
      how:
        "Use `mirrorMode`: `'auto'` (the default, mirroring front cameras) replaces leaving it unset, and `'on'`/`'off'` replace `true`/`false`. Unlike 4.x it " +
        "also applies to `<Camera>`'s own preview, so `'off'` on a front camera un-mirrors the preview too.",
    },

    // Props: preview view
    'CameraProps.resizeMode': {
      fate: 'unchanged',
      v5: [member('CameraViewProps', 'resizeMode')],
      how: "Same `'cover' | 'contain'` prop on `<Camera>` with the same default, `'cover'`.",
    },
    'CameraProps.androidPreviewViewType': {
      fate: 'renamed',
      v5: [member('CameraViewProps', 'implementationMode'), type('PreviewImplementationMode')],
      how: "Use `implementationMode`: `'performance'` is 4.x's `'surface-view'` (SurfaceView, still the default) and `'compatible'` is `'texture-view'` (TextureView). iOS ignores it.",
    },
    'CameraProps.enableFpsGraph': {
      fate: 'removed',
      v5: [],
      how:
        '5.x has no FPS debug overlay. To measure the pipeline, count frames in a `useFrameOutput(...)` `onFrame` worklet; its `onFrameDropped` callback ' +
        'only reports drops on iOS (Android never calls it).',
    },

    // Props: orientation
    'CameraProps.outputOrientation': {
      fate: 'renamed',
      v5: [member('CameraProps', 'orientationSource'), type('OrientationSource')],
      how:
        "Use `orientationSource`: `'device'` (still the default) keeps its meaning and 4.x's `'preview'` is now `'interface'`. The new `'custom'` turns " +
        "automatic updates off so that you set each output's `outputOrientation` yourself.",
    },
    'CameraProps.onOutputOrientationChanged': {
      fate: 'replaced',
      v5: [value('useOrientation'), type('CameraOrientation')],
      how:
        "Read `useOrientation('device')` (or `'interface'`, matching your `orientationSource`) and react to it in an effect; it returns a `CameraOrientation`, " +
        "or `undefined` before the first reading. On iOS the values line up as `'portrait'` → `'up'`, `'landscape-left'` → `'right'`, `'landscape-right'` → " +
        "`'left'`, `'portrait-upside-down'` → `'down'`.",
    },
    'CameraProps.onPreviewOrientationChanged': {
      fate: 'replaced',
      v5: [value('useOrientation'), type('CameraOrientation')],
      how: "Read `useOrientation('interface')`, which follows the UI orientation as a `CameraOrientation`, and react to it in an effect. The preview view rotates itself.",
    },
    'CameraProps.onUIRotationChanged': {
      fate: 'unchanged',
      v5: [member('CameraProps', 'onUIRotationChanged')],
      how:
        'Same callback with the degrees to rotate controls by (`-90`, `0`, `90` or `180`), now computed in JS from the `orientationSource` orientation and the ' +
        "interface orientation; with `orientationSource: 'custom'` the output side counts as `'up'`.",
    },

    // Props: events
    'CameraProps.onInitialized': {
      fate: 'renamed',
      v5: [member('CameraProps', 'onConfigured'), member('CameraRef', 'controller')],
      how: 'Use `onConfigured`, called every time the session has been configured with the device and outputs (so again after either changes). Right after it, `CameraRef.controller` is set.',
    },
    'CameraProps.onStarted': {
      fate: 'unchanged',
      v5: [member('CameraProps', 'onStarted')],
      how: 'Same: called when the session starts running. Temporary interruptions now have their own `onInterruptionStarted` and `onInterruptionEnded`.',
    },
    'CameraProps.onStopped': {
      fate: 'unchanged',
      v5: [member('CameraProps', 'onStopped')],
      how: 'Same: called when the session has stopped, for example after `isActive` became `false`.',
    },
    'CameraProps.onPreviewStarted': {
      fate: 'unchanged',
      v5: [member('CameraViewProps', 'onPreviewStarted')],
      how: "Same callback on `<Camera>`, fired when the preview starts showing frames (iOS watches the preview layer's `isPreviewing`, Android CameraX's stream state).",
    },
    'CameraProps.onPreviewStopped': {
      fate: 'unchanged',
      v5: [member('CameraViewProps', 'onPreviewStopped')],
      how: 'Same callback on `<Camera>`, fired when the preview stops showing frames; on iOS it also fires when the preview output is detached from the view.',
    },
    'CameraProps.onShutter': {
      fate: 'replaced',
      v5: [member('CapturePhotoCallbacks', 'onWillCapturePhoto')],
      how:
        'Pass `onWillCapturePhoto` in the callbacks argument of each `capturePhoto(...)` or `capturePhotoToFile(...)` call; it fires at the moment `onShutter` ' +
        'did, and there is none for snapshots.',
    },
    'CameraProps.onError': {
      fate: 'replaced',
      v5: [member('CameraProps', 'onError')],
      how:
        'Same prop, but it receives a plain `Error` with only a `message`, no `code` or `cause` to switch on. It also receives failed `zoom`, `exposure` and ' +
        '`torchMode` updates; without it errors are logged with `console.error`, as before.',
    },

    // Types
    Orientation: {
      fate: 'renamed',
      v5: [type('CameraOrientation')],
      how:
        "Use `CameraOrientation`, a rotation rather than a home-button position: `'portrait'` → `'up'`, `'landscape-left'` (90°) → `'right'`, " +
        "`'portrait-upside-down'` → `'down'`, `'landscape-right'` (270°) → `'left'`. The pairing follows the degrees both versions' iOS code assigns; the 5.x " +
        'sources do not confirm it for Android.',
    },
    OutputOrientation: {
      fate: 'renamed',
      v5: [type('OrientationSource')],
      how: "Use `OrientationSource`: `'device'` stays and `'preview'` becomes `'interface'`; `<Camera>`'s `orientationSource` prop also accepts `'custom'`.",
    },

    // Hooks
    useCameraPermission: {
      fate: 'unchanged',
      v5: [value('useCameraPermission')],
      how:
        'Same hook with `hasPermission` and `requestPermission()` (resolving a boolean), plus the raw `status` and `canRequestPermission`, which is `false` ' +
        'once the user must go to Settings. On iOS `requestPermission()` rejects when Info.plist has no `NSCameraUsageDescription`.',
    },
    useMicrophonePermission: {
      fate: 'unchanged',
      v5: [value('useMicrophonePermission')],
      how:
        'Same hook with `hasPermission` and `requestPermission()` (resolving a boolean), plus the raw `status` and `canRequestPermission`, which is `false` ' +
        'once the user must go to Settings. On iOS `requestPermission()` rejects when Info.plist has no `NSMicrophoneUsageDescription`.',
    },
    useLocationPermission: {
      fate: 'moved',
      v5: [value('useLocation', 'location'), type('LocationState', 'location')],
      how:
        'Install react-native-vision-camera-location and use `useLocation()`: it returns `hasPermission` and `requestPermission()` plus `currentLocation`, and ' +
        'starts location updates as soon as permission is granted. Pass that location to captures yourself, as `location` in the photo settings or ' +
        '`createRecorder(...)`.',
    },
  },
};
