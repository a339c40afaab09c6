import {member, type, value, type MapArea} from '../model';

/** 4.7.3 → 5.x: devices and formats. */
export const devicesArea: MapArea = {
  id: 'devices',
  title: 'Devices and formats',
  entries: {
    // Types
    CameraDevice: {
      fate: 'replaced',
      v5: [type('CameraDevice')],
      how:
        'Still called `CameraDevice`, but it is now a native hybrid object rather than a plain JSON object: it has no `formats`, several fields were renamed ' +
        '(`name` → `localizedName`, `isMultiCam` → `isVirtualDevice`, `minExposure` → `minExposureBias`), and capabilities are asked through methods such as ' +
        '`supportsFPS(...)` and `getSupportedResolutions(...)`. Compare devices by `id`, not by reference.',
    },
    CameraDeviceFormat: {
      fate: 'replaced',
      v5: [type('Constraint'), member('CameraProps', 'constraints'), type('CameraSessionConfig')],
      how:
        'Formats are gone: describe what you want as an ordered `Constraint[]` (pass it as `constraints` to `useCamera` or `<Camera>`) plus a ' +
        '`targetResolution` on each output, and the session negotiates a configuration. Read the outcome from the `CameraSessionConfig` handed to ' +
        '`onSessionConfigSelected`.',
    },
    DeviceFilter: {
      fate: 'unchanged',
      v5: [type('DeviceFilter')],
      how:
        'Still an object with an optional `physicalDevices` list accepted by `useCameraDevice` and `getCameraDevice`, but the lens names lost their `-camera` ' +
        "suffix (`'wide-angle'`, not `'wide-angle-camera'`); see `DeviceFilter.physicalDevices`.",
    },
    FormatFilter: {
      fate: 'replaced',
      v5: [type('Constraint'), member('PhotoOutputOptions', 'targetResolution'), member('VideoOutputOptions', 'targetResolution')],
      how:
        'Express the same wishes as `Constraint` objects (`{ fps: 60 }`, `{ videoStabilizationMode: ... }`, `{ photoHDR: true }`, `{ videoDynamicRange: ... }`, ' +
        '`{ resolutionBias: output }`), listed highest priority first as in v4, and give each output a `targetResolution`; ISO and autofocus-system filters ' +
        'have no counterpart.',
    },
    Point: {
      fate: 'unchanged',
      v5: [type('Point')],
      how:
        'Same `{ x, y }` shape; 5.x uses it for `ScannedCode.cornerPoints`, the `PreviewView` point conversions and `CameraRef.focusTo(point)`, which takes ' +
        'a plain `Point` in view coordinates. Only the lower-level `CameraController.focusTo(...)` takes a `MeteringPoint` (from ' +
        '`VisionCamera.createNormalizedMeteringPoint(...)` or the preview).',
    },
    AutoFocusSystem: {
      fate: 'unchanged',
      v5: [type('AutoFocusSystem')],
      how:
        "Same three values (`'none'`, `'contrast-detection'`, `'phase-detection'`), but it is now reported per negotiated session as " +
        '`CameraSessionConfig.autoFocusSystem` instead of per format, and it cannot be requested.',
    },
    CameraPosition: {
      fate: 'unchanged',
      v5: [type('CameraPosition')],
      how:
        "Same `'front' | 'back' | 'external'`, plus a new `'unspecified'` that `CameraDevice.position` may report, so exhaustive `switch`es need a new case. " +
        "Hooks and props that pick a device take `TargetCameraPosition`, which excludes `'unspecified'`.",
    },
    PhysicalCameraDeviceType: {
      fate: 'renamed',
      v5: [type('PhysicalDeviceType'), type('DeviceType')],
      how:
        "Use `PhysicalDeviceType` (a subset of `DeviceType`), whose values drop the `-camera` suffix (`'ultra-wide-angle'`, `'wide-angle'`, `'telephoto'`) and " +
        'add depth, external and continuity lenses. Read a lens type from `CameraDevice.type`.',
    },
    VideoStabilizationMode: {
      fate: 'renamed',
      v5: [type('TargetStabilizationMode'), type('StabilizationMode')],
      how:
        "Use `TargetStabilizationMode` (`StabilizationMode` plus `'off'` and `'auto'`); every v4 value still exists and 5.x adds `'preview-optimized'`, " +
        "`'cinematic-extended-enhanced'` and `'low-latency'`. On Android 5.2.3 only `'standard'`, `'off'` and `'auto'` report as supported.",
    },
    Templates: {
      fate: 'replaced',
      v5: [value('CommonResolutions'), type('Constraint')],
      how:
        "There are no templates; combine a `CommonResolutions` size as an output's `targetResolution` with constraints, e.g. `Video60Fps` becomes " +
        "`useVideoOutput({ targetResolution: CommonResolutions.HIGHEST_16_9 })` (4.x's `'max'`) plus `[{ fps: 60 }]`, and `VideoStabilized` becomes `[{ videoStabilizationMode: " +
        "'cinematic-extended' }]`.",
    },

    // Functions and hooks
    getCameraDevice: {
      fate: 'replaced',
      v5: [value('getCameraDevice'), member('CameraFactory', 'createDeviceFactory')],
      how:
        'Same name, new first argument: pass the `CameraDeviceFactory` from `await VisionCamera.createDeviceFactory()` instead of a device array, e.g. ' +
        "`getCameraDevice(factory, 'back', filter)`. Without a filter it now returns the platform default camera (the plain wide-angle on iOS) instead of " +
        'ranking the list.',
    },
    getCameraFormat: {
      fate: 'replaced',
      v5: [type('Constraint'), member('CameraProps', 'constraints'), member('CameraFactory', 'resolveConstraints')],
      how:
        'There is no format to pick: pass the same priorities as a `Constraint[]` in the `constraints` prop, and the session picks the configuration. To see ' +
        'upfront what a set of constraints resolves to, call `VisionCamera.resolveConstraints(device, outputConfigurations, constraints)`.',
    },
    useCameraDevice: {
      fate: 'unchanged',
      v5: [value('useCameraDevice')],
      how:
        "Same call (`useCameraDevice('back', { physicalDevices: [...] })`), but it returns `undefined` until the device factory has loaded asynchronously, " +
        'and without a filter it returns the platform default camera. `<Camera>` and `useCamera` also accept a position such as `device="back"` directly.',
    },
    useCameraDevices: {
      fate: 'unchanged',
      v5: [value('useCameraDevices')],
      how:
        'Still returns every `CameraDevice` and re-renders when devices are plugged in or out, but it is an empty array until the device factory has loaded. ' +
        'The 5.x docs recommend `useCameraDevice` when you need only one.',
    },
    useCameraFormat: {
      fate: 'replaced',
      v5: [member('CameraProps', 'constraints'), type('Constraint')],
      how:
        'Drop the hook and the `format` prop: pass your priorities as `constraints` (e.g. `[{ fps: 60 }, { resolutionBias: videoOutput }]`) to `useCamera` or ' +
        '`<Camera>`, with a `targetResolution` on each output.',
    },

    // CameraDevice members
    'CameraDevice.formats': {
      fate: 'replaced',
      v5: [
        member('CameraDevice', 'getSupportedResolutions'),
        member('CameraDevice', 'supportedFPSRanges'),
        member('CameraDevice', 'isSessionConfigSupported'),
      ],
      how:
        "Devices no longer list formats: query capabilities one by one with `getSupportedResolutions('photo' | 'video' | ...)`, `supportedFPSRanges`, " +
        '`supportedVideoDynamicRanges` and `supportsVideoStabilizationMode(...)`. These are individual capabilities, not combinations; check a full combination ' +
        'with `isSessionConfigSupported(...)`.',
    },
    'CameraDevice.hardwareLevel': {
      fate: 'removed',
      v5: [],
      how:
        'There is no hardware level in 5.x, and `getCameraDevice` no longer ranks devices by it. Check the specific capability you need (e.g. ' +
        '`supportsFPS(...)`, `isSessionConfigSupported(...)`) instead.',
    },
    'CameraDevice.hasFlash': {
      fate: 'unchanged',
      v5: [member('CameraDevice', 'hasFlash')],
      how: 'Same meaning; flash is now chosen per capture with `flashMode` in the settings passed to `CameraPhotoOutput.capturePhoto(...)`.',
    },
    'CameraDevice.hasTorch': {
      fate: 'unchanged',
      v5: [member('CameraDevice', 'hasTorch')],
      how:
        'Same meaning (on Android still the same as `hasFlash`); turn it on with the `torchMode` prop or `CameraController.setTorchMode(...)`, and check ' +
        '`supportsTorchStrength` before `enableTorchWithStrength(...)`.',
    },
    'CameraDevice.id': {
      fate: 'unchanged',
      v5: [member('CameraDevice', 'id')],
      how: 'Same identifier source (`uniqueID` on iOS, the Camera2 camera ID on Android), so saved IDs can be looked up again with `CameraDeviceFactory.getCameraForId(id)`.',
    },
    'CameraDevice.isMultiCam': {
      fate: 'renamed',
      v5: [member('CameraDevice', 'isVirtualDevice')],
      how:
        'Use `isVirtualDevice`: `true` for a logical device built from several lenses (Dual, Triple, TrueDepth). Do not confuse it with ' +
        '`VisionCamera.supportsMultiCamSessions`, which is about running several cameras at once.',
    },
    'CameraDevice.maxExposure': {
      fate: 'renamed',
      v5: [member('CameraDevice', 'maxExposureBias')],
      how: 'Use `maxExposureBias` (`0` when `supportsExposureBias` is `false`); the bias is set with the `exposure` prop or `CameraController.setExposureBias(...)`.',
    },
    'CameraDevice.maxZoom': {
      fate: 'unchanged',
      v5: [member('CameraDevice', 'maxZoom')],
      how: 'Same value as before; the range actually usable in the running session is `CameraController.maxZoom`, which the 5.x docs say may differ once constraints and outputs are applied.',
    },
    'CameraDevice.minExposure': {
      fate: 'renamed',
      v5: [member('CameraDevice', 'minExposureBias')],
      how: 'Use `minExposureBias` (`0` when `supportsExposureBias` is `false`); the bias is set with the `exposure` prop or `CameraController.setExposureBias(...)`.',
    },
    'CameraDevice.minFocusDistance': {
      fate: 'removed',
      v5: [],
      how:
        '5.x does not report a minimum focus distance. The nearest device data are `focalLength` and `lensAperture`, and a manual focus position can be locked ' +
        'with `CameraController.setFocusLocked(lensPosition)` where `supportsFocusLocking` is `true`.',
    },
    'CameraDevice.minZoom': {
      fate: 'unchanged',
      v5: [member('CameraDevice', 'minZoom')],
      how: 'Same value as before; the range actually usable in the running session is `CameraController.minZoom`, which the 5.x docs say may differ once constraints and outputs are applied.',
    },
    'CameraDevice.name': {
      fate: 'renamed',
      v5: [member('CameraDevice', 'localizedName')],
      how: 'Use `localizedName`; 5.x also adds `modelID` and `manufacturer`.',
    },
    'CameraDevice.neutralZoom': {
      fate: 'replaced',
      v5: [member('CameraDevice', 'zoomLensSwitchFactors')],
      how:
        'On a virtual device whose lenses start with the ultra-wide-angle, the first entry of `zoomLensSwitchFactors` is the zoom where the wide-angle lens ' +
        'takes over (what v4 called neutral); otherwise start at `1`. On Android 5.2.3 `zoomLensSwitchFactors` is always empty, and v4 reported `1` there too.',
    },
    'CameraDevice.physicalDevices': {
      fate: 'replaced',
      v5: [member('CameraDevice', 'physicalDevices'), member('CameraDevice', 'type')],
      how:
        'Now an array of `CameraDevice` objects instead of type strings, and empty for a single-lens camera; map it with `.map((d) => d.type)` to get lens ' +
        "types, and read a single-lens camera's own lens from `type`.",
    },
    'CameraDevice.position': {
      fate: 'unchanged',
      v5: [member('CameraDevice', 'position')],
      how: "Same meaning, but the value may now also be `'unspecified'` when the platform does not report a side.",
    },
    'CameraDevice.sensorOrientation': {
      fate: 'replaced',
      v5: [member('Frame', 'orientation'), member('CameraOutput', 'outputOrientation')],
      how:
        'Devices no longer report the sensor orientation; each output gets its orientation through `outputOrientation` (set automatically from ' +
        '`orientationSource`), and frame processors read `Frame.orientation` to know how the pixels are rotated.',
    },
    'CameraDevice.supportsFocus': {
      fate: 'renamed',
      v5: [member('CameraDevice', 'supportsFocusMetering')],
      how: 'Use `supportsFocusMetering` to know whether `CameraController.focusTo(...)` can meter focus; `supportsFocusLocking` separately tells whether manual lens positions are available.',
    },
    'CameraDevice.supportsLowLightBoost': {
      fate: 'unchanged',
      v5: [member('CameraDevice', 'supportsLowLightBoost')],
      how: 'Same meaning; enable it with the `enableLowLightBoost` prop or `CameraController.configure({ enableLowLightBoost: true })`.',
    },
    'CameraDevice.supportsRawCapture': {
      fate: 'replaced',
      v5: [member('PhotoOutputOptions', 'containerFormat'), type('TargetPhotoContainerFormat')],
      how:
        "Ask for RAW with `usePhotoOutput({ containerFormat: 'dng' })`; 5.x has no per-device RAW flag (v4 always reported `false`). On iOS, capture throws " +
        'when the output offers no RAW pixel format (and saving a DNG to a temporary file needs iOS 18); the 5.x sources do not say how Android reports missing ' +
        'RAW support.',
    },

    // CameraDeviceFormat members
    'CameraDeviceFormat.autoFocusSystem': {
      fate: 'replaced',
      v5: [member('CameraSessionConfig', 'autoFocusSystem')],
      how: 'Read `autoFocusSystem` from the `CameraSessionConfig` passed to `onSessionConfigSelected`; on iOS the 5.x resolver prefers phase-detection on its own, at lowest priority.',
    },
    'CameraDeviceFormat.fieldOfView': {
      fate: 'replaced',
      v5: [member('CameraDevice', 'focalLength')],
      how:
        'There is no field of view in 5.x; the nearest data is `CameraDevice.focalLength`, documented as the 35mm-equivalent focal length (horizontal FOV ≈ `2 ' +
        "* atan(18 / focalLength)`). It is `undefined` before iOS 26, and on Android 5.2.3 returns the lens's raw Camera2 focal length, which is not " +
        '35mm-equivalent.',
    },
    'CameraDeviceFormat.maxFps': {
      fate: 'replaced',
      v5: [member('CameraDevice', 'supportedFPSRanges'), member('CameraDevice', 'supportsFPS')],
      how:
        'Take the highest `max` in `CameraDevice.supportedFPSRanges`, or test a rate with `supportsFPS(fps)`; request it with an `{ fps }` constraint. These ' +
        'are per-device figures; other constraints and outputs may lower what the session actually reaches.',
    },
    'CameraDeviceFormat.maxISO': {
      fate: 'replaced',
      v5: [member('CameraController', 'maxISO')],
      how: 'Read `maxISO` from the running `CameraController`; it is `0` when `supportsExposureLocking` is `false`, which is always the case on Android in 5.2.3.',
    },
    'CameraDeviceFormat.minFps': {
      fate: 'replaced',
      v5: [member('CameraDevice', 'supportedFPSRanges')],
      how: 'Take the lowest `min` in `CameraDevice.supportedFPSRanges`; these are per-device ranges, not tied to one resolution.',
    },
    'CameraDeviceFormat.minISO': {
      fate: 'replaced',
      v5: [member('CameraController', 'minISO')],
      how: 'Read `minISO` from the running `CameraController`; it is `0` when `supportsExposureLocking` is `false`, which is always the case on Android in 5.2.3.',
    },
    'CameraDeviceFormat.photoHeight': {
      fate: 'replaced',
      v5: [member('CameraDevice', 'getSupportedResolutions'), member('CameraOutput', 'currentResolution')],
      how:
        "List the possible photo sizes with `device.getSupportedResolutions('photo')`, and read the size actually chosen from the photo output's " +
        '`currentResolution` once connected; 5.x sizes are sensor-native (not rotated).',
    },
    'CameraDeviceFormat.photoWidth': {
      fate: 'replaced',
      v5: [member('CameraDevice', 'getSupportedResolutions'), member('CameraOutput', 'currentResolution')],
      how:
        "List the possible photo sizes with `device.getSupportedResolutions('photo')`, and read the size actually chosen from the photo output's " +
        '`currentResolution` once connected; 5.x sizes are sensor-native (not rotated).',
    },
    'CameraDeviceFormat.supportsDepthCapture': {
      fate: 'replaced',
      v5: [member('CameraDevice', 'mediaTypes'), member('CameraPhotoOutput', 'supportsDepthDataDelivery'), value('useDepthOutput')],
      how:
        "Check whether `CameraDevice.mediaTypes` includes `'depth'`; stream depth with `useDepthOutput`, or check `supportsDepthDataDelivery` on a connected " +
        'photo output before asking for depth with a photo.',
    },
    'CameraDeviceFormat.supportsPhotoHdr': {
      fate: 'replaced',
      v5: [member('CameraDevice', 'supportsPhotoHDR'), type('PhotoHDRConstraint')],
      how:
        'Now a device-level flag, `CameraDevice.supportsPhotoHDR`, requested with a `{ photoHDR: true }` constraint. In 5.2.3 it is always `false` on iOS and ' +
        'the constraint is ignored there (iOS applies its own HDR when it picks the highest-quality photo format).',
    },
    'CameraDeviceFormat.supportsVideoHdr': {
      fate: 'replaced',
      v5: [member('CameraDevice', 'supportedVideoDynamicRanges'), type('VideoDynamicRangeConstraint')],
      how: "Check `CameraDevice.supportedVideoDynamicRanges` for an entry with `bitDepth: 'hdr-10-bit'`, and request HDR with a `{ videoDynamicRange: CommonDynamicRanges.ANY_HDR }` constraint.",
    },
    'CameraDeviceFormat.videoHeight': {
      fate: 'replaced',
      v5: [member('CameraDevice', 'getSupportedResolutions'), member('CameraOutput', 'currentResolution')],
      how:
        "List the possible video sizes with `device.getSupportedResolutions('video')` (`'stream'` for frame outputs), and read the chosen size from the " +
        "output's `currentResolution` once connected.",
    },
    'CameraDeviceFormat.videoStabilizationModes': {
      fate: 'replaced',
      v5: [member('CameraDevice', 'supportsVideoStabilizationMode'), member('CameraDevice', 'supportsPreviewStabilizationMode')],
      how:
        'Test a mode with `device.supportsVideoStabilizationMode(mode)` (or `supportsPreviewStabilizationMode(mode)` for the preview) instead of reading a ' +
        'list; the answer covers the device as a whole, not one format.',
    },
    'CameraDeviceFormat.videoWidth': {
      fate: 'replaced',
      v5: [member('CameraDevice', 'getSupportedResolutions'), member('CameraOutput', 'currentResolution')],
      how:
        "List the possible video sizes with `device.getSupportedResolutions('video')` (`'stream'` for frame outputs), and read the chosen size from the " +
        "output's `currentResolution` once connected.",
    },

    // DeviceFilter and FormatFilter members
    'DeviceFilter.physicalDevices': {
      fate: 'replaced',
      v5: [member('DeviceFilter', 'physicalDevices'), type('PhysicalDeviceType')],
      how:
        "Same key, but it takes `PhysicalDeviceType` names (`['ultra-wide-angle', 'wide-angle', 'telephoto']`). 5.x scores a device only by the `type` of its " +
        "`physicalDevices`, which is empty for a single-lens camera, so a one-lens filter such as `['wide-angle']` does not reliably pick the plain wide-angle " +
        'camera; leave the filter out to get the platform default.',
    },
    'FormatFilter.autoFocusSystem': {
      fate: 'removed',
      v5: [],
      how:
        'There is no constraint for the autofocus system; on iOS the 5.x resolver already prefers phase-detection at lowest priority, and ' +
        '`CameraSessionConfig.autoFocusSystem` tells you what was chosen.',
    },
    'FormatFilter.fps': {
      fate: 'replaced',
      v5: [type('FPSConstraint'), member('CameraDevice', 'supportedFPSRanges')],
      how:
        "Add an `{ fps: 60 }` constraint, which both picks the configuration and sets the frame rate (v4 also needed the `fps` prop). For `'max'`, take the " +
        'highest `max` of `supportedFPSRanges`; on iOS an unreachable rate is clamped to the nearest supported range.',
    },
    'FormatFilter.iso': {
      fate: 'removed',
      v5: [],
      how:
        'Configurations cannot be chosen by ISO range in 5.x. Where `supportsExposureLocking` is `true` (iOS only in 5.2.3), set ISO directly with ' +
        '`CameraController.setExposureLocked(duration, iso)` within `minISO`…`maxISO`.',
    },
    'FormatFilter.photoAspectRatio': {
      fate: 'replaced',
      v5: [member('PhotoOutputOptions', 'targetResolution'), value('CommonResolutions')],
      how:
        "Encode the aspect ratio in the photo output's `targetResolution` (e.g. `CommonResolutions.UHD_4_3` or `UHD_16_9`); 5.x matches aspect ratio before " +
        'pixel count and compares long to short side, so orientation does not matter.',
    },
    'FormatFilter.photoHdr': {
      fate: 'replaced',
      v5: [type('PhotoHDRConstraint')],
      how:
        'Add a `{ photoHDR: true }` constraint. In 5.2.3 iOS ignores it (`supportsPhotoHDR` is always `false` there), and Android turns it into Ultra HDR only ' +
        "when the photo output's `containerFormat` is `'jpeg'`, not the default `'native'`.",
    },
    'FormatFilter.photoResolution': {
      fate: 'replaced',
      v5: [member('PhotoOutputOptions', 'targetResolution'), type('ResolutionBiasConstraint'), value('CommonResolutions')],
      how:
        "Set `usePhotoOutput({ targetResolution })` (`'max'` becomes `CommonResolutions.HIGHEST_4_3`), and add `{ resolutionBias: photoOutput }` near the top " +
        'of `constraints` when photo size matters more than other wishes.',
    },
    'FormatFilter.videoAspectRatio': {
      fate: 'replaced',
      v5: [member('VideoOutputOptions', 'targetResolution'), member('FrameOutputOptions', 'targetResolution'), value('CommonResolutions')],
      how:
        "Encode the aspect ratio in the video or frame output's `targetResolution` (e.g. `CommonResolutions.FHD_16_9`); 5.x matches aspect ratio before pixel " +
        'count and compares long to short side, so orientation does not matter.',
    },
    'FormatFilter.videoHdr': {
      fate: 'replaced',
      v5: [type('VideoDynamicRangeConstraint'), value('CommonDynamicRanges')],
      how: 'Add a `{ videoDynamicRange: CommonDynamicRanges.ANY_HDR }` constraint (or a specific bit depth, color space and range); `CommonDynamicRanges.ANY_SDR` asks for SDR.',
    },
    'FormatFilter.videoResolution': {
      fate: 'replaced',
      v5: [
        member('VideoOutputOptions', 'targetResolution'),
        member('FrameOutputOptions', 'targetResolution'),
        type('ResolutionBiasConstraint'),
      ],
      how:
        "Set `targetResolution` on `useVideoOutput` or `useFrameOutput` (`'max'` becomes `CommonResolutions.HIGHEST_16_9`), and add `{ resolutionBias: " +
        'videoOutput }` to `constraints` to rank it above other wishes.',
    },
    'FormatFilter.videoStabilizationMode': {
      fate: 'replaced',
      v5: [type('VideoStabilizationModeConstraint')],
      how:
        "Add a `{ videoStabilizationMode: 'cinematic-extended' }` constraint, which both picks the configuration and enables the mode (v4 also needed the " +
        '`videoStabilizationMode` prop); use `{ previewStabilizationMode }` for the preview.',
    },

    // Point members
    'Point.x': {
      fate: 'unchanged',
      v5: [member('Point', 'x')],
      how: 'Same; the coordinate space depends on the API that returns the point (e.g. normalized camera coordinates from `PreviewView.convertViewPointToCameraPoint(...)`).',
    },
    'Point.y': {
      fate: 'unchanged',
      v5: [member('Point', 'y')],
      how: 'Same; the coordinate space depends on the API that returns the point (e.g. normalized camera coordinates from `PreviewView.convertViewPointToCameraPoint(...)`).',
    },
  },
};
