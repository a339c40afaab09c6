import {member, type, type MapArea} from '../model';

/** 4.7.3 → 5.x: photos, snapshots and videos. */
export const captureArea: MapArea = {
  id: 'capture',
  title: 'Photos, snapshots and videos',
  entries: {
    // Photos
    PhotoFile: {
      fate: 'replaced',
      v5: [type('PhotoFile'), type('Photo'), member('CameraPhotoOutput', 'capturePhotoToFile')],
      how:
        '5.x still exports a `PhotoFile`, but `capturePhotoToFile(settings, callbacks)` resolves it with nothing but `filePath`. For size, orientation, ' +
        'mirroring or RAW status, call `capturePhoto(settings, callbacks)` instead: it resolves an in-memory `Photo` that you read, then save with ' +
        '`saveToTemporaryFileAsync()` and `dispose()`.',
    },
    'PhotoFile.path': {
      fate: 'renamed',
      v5: [member('PhotoFile', 'filePath')],
      how:
        'Read `filePath` on the `PhotoFile` that `capturePhotoToFile(...)` resolves. It is a plain filesystem path without a `file://` prefix, and the file is ' +
        'written to a temporary file that 5.x creates.',
    },
    'PhotoFile.width': {
      fate: 'replaced',
      v5: [member('Photo', 'width')],
      how:
        "5.x's `PhotoFile` carries no dimensions, so capture with `capturePhoto(...)` and read `Photo.width` (pixels) before saving it with " +
        '`saveToTemporaryFileAsync()`. Orientation is applied lazily (EXIF flag or `toImage()`), and the 5.x sources do not say whether `width` is measured ' +
        'before or after that rotation.',
    },
    'PhotoFile.height': {
      fate: 'replaced',
      v5: [member('Photo', 'height')],
      how:
        "5.x's `PhotoFile` carries no dimensions, so capture with `capturePhoto(...)` and read `Photo.height` (pixels) before saving it with " +
        '`saveToTemporaryFileAsync()`. The 5.x sources do not say whether `height` is measured before or after the lazily applied orientation (EXIF flag or ' +
        '`toImage()`).',
    },
    'PhotoFile.isRawPhoto': {
      fate: 'replaced',
      v5: [member('Photo', 'isRawPhoto'), member('Photo', 'containerFormat')],
      how:
        "Read `isRawPhoto` (or `containerFormat`) on the `Photo` from `capturePhoto(...)`; RAW is requested up front with `containerFormat: 'dng'` in " +
        '`usePhotoOutput(...)`. On Android the sources recommend `capturePhotoToFile(...)` for RAW, and that method returns only a `filePath`.',
    },
    'PhotoFile.orientation': {
      fate: 'replaced',
      v5: [member('Photo', 'orientation'), type('CameraOrientation')],
      how:
        "`Photo.orientation` is a `CameraOrientation` (`'up' | 'right' | 'down' | 'left'`), not 4.x's `'portrait' | 'landscape-left' | …`. It is stored in the " +
        'file as an EXIF flag and is applied by `toImage()`, so a file from `capturePhotoToFile(...)` carries it only in its EXIF.',
    },
    'PhotoFile.isMirrored': {
      fate: 'replaced',
      v5: [member('Photo', 'isMirrored')],
      how:
        "Read `isMirrored` on the `Photo` from `capturePhoto(...)`, because 5.x's `PhotoFile` has only `filePath`. Mirroring is chosen up front with the " +
        "camera's `mirrorMode` (`'auto'` mirrors front cameras).",
    },
    'PhotoFile.thumbnail': {
      fate: 'replaced',
      v5: [member('PhotoOutputOptions', 'previewImageTargetSize'), member('CapturePhotoCallbacks', 'onPreviewImageAvailable')],
      how:
        'Set `previewImageTargetSize` in `usePhotoOutput(...)` and pass `onPreviewImageAvailable` in the capture callbacks; it receives a ready-to-show ' +
        "react-native-nitro-image `Image`, whereas 4.x's iOS-only dictionary only described the embedded thumbnail's format. On iOS the callback fires only " +
        'when `CameraDevice.supportsPreviewImage` is true.',
    },
    'PhotoFile.metadata': {
      fate: 'removed',
      v5: [],
      how:
        '5.x returns no parsed EXIF dictionary (its `Photo` spec marks EXIF metadata as a TODO). The EXIF stays inside the encoded file: read the bytes with ' +
        '`Photo.getFileDataAsync()` or the saved file and parse them with an EXIF library.',
    },
    TakePhotoOptions: {
      fate: 'replaced',
      v5: [type('CapturePhotoSettings'), type('CapturePhotoCallbacks'), member('CameraPhotoOutput', 'capturePhotoToFile')],
      how:
        'Pass a `CapturePhotoSettings` object (`flashMode`, `enableShutterSound`, `enableRedEyeReduction`, `enableDistortionCorrection`, …) together with a ' +
        'second, required `CapturePhotoCallbacks` argument (`{}` is enough) to `capturePhoto(...)` or `capturePhotoToFile(...)` on the output from ' +
        '`usePhotoOutput()`. There is no `path` setting.',
    },
    'TakePhotoOptions.flash': {
      fate: 'renamed',
      v5: [member('CapturePhotoSettings', 'flashMode'), type('FlashMode')],
      how:
        "Use `flashMode` (`'off' | 'on' | 'auto'`, default `'off'`) in the capture settings. The typings say `'on'` throws when the device has no flash, but " +
        'the iOS code silently skips any mode the output does not support, so check `CameraDevice.hasFlash` yourself.',
    },
    'TakePhotoOptions.path': {
      fate: 'replaced',
      v5: [member('Photo', 'saveToFileAsync')],
      how:
        '`capturePhotoToFile(...)` always writes to a temporary file. To pick the location, capture with `capturePhoto(...)` and call ' +
        '`Photo.saveToFileAsync(path)` with a full file path, including file name and extension, in a directory that exists; then `dispose()` the photo.',
    },
    'TakePhotoOptions.enableAutoRedEyeReduction': {
      fate: 'renamed',
      v5: [member('CapturePhotoSettings', 'enableRedEyeReduction')],
      how:
        "Use `enableRedEyeReduction` in the capture settings. Its default is now `true`, so pass `false` to keep 4.x's default; iOS applies it only when the " +
        'output supports it, and the Android code never reads it.',
    },
    'TakePhotoOptions.enableAutoDistortionCorrection': {
      fate: 'renamed',
      v5: [member('CapturePhotoSettings', 'enableDistortionCorrection')],
      how:
        'Use `enableDistortionCorrection` in the capture settings (default `false`). iOS applies content-aware distortion correction only for processed, ' +
        'non-RAW photos on outputs that support it; the Android photo output never reads it.',
    },
    'TakePhotoOptions.enableShutterSound': {
      fate: 'unchanged',
      v5: [member('CapturePhotoSettings', 'enableShutterSound')],
      how:
        'Same name and default (`true`), now a field of `CapturePhotoSettings`. On iOS, `false` takes effect only on iOS 18 and later, where the output ' +
        'supports sound suppression; on Android the sound still plays where the system requires it.',
    },

    // Snapshots
    TakeSnapshotOptions: {
      fate: 'replaced',
      v5: [member('CameraRef', 'takeSnapshot'), member('Image', 'saveToTemporaryFileAsync', 'nitro-image')],
      how:
        '`takeSnapshot()` on the `Camera` ref takes no options: it resolves an in-memory react-native-nitro-image `Image`, and you encode it afterwards with ' +
        '`saveToTemporaryFileAsync(format, quality)` or `saveToFileAsync(path, format, quality)`. It works only on Android (the iOS code throws); on iOS, ' +
        'convert a `Frame` from `useFrameOutput(...)` with `HybridFrameConverter.convertFrameToImage(...)` instead.',
    },
    'TakeSnapshotOptions.quality': {
      fate: 'replaced',
      v5: [member('Image', 'saveToTemporaryFileAsync', 'nitro-image'), member('Image', 'saveToFileAsync', 'nitro-image')],
      how:
        "Pass the quality when encoding the snapshot's `Image`, for example `image.saveToTemporaryFileAsync('jpg', 90)`. The scale is still 0–100, unlike the " +
        '0.0–1.0 `quality` of `usePhotoOutput(...)`.',
    },
    'TakeSnapshotOptions.path': {
      fate: 'replaced',
      v5: [member('Image', 'saveToFileAsync', 'nitro-image')],
      how:
        "Call `image.saveToFileAsync(path, format, quality)` on the snapshot's `Image` with a full file path, including file name and extension, instead of a " +
        'directory. Use `saveToTemporaryFileAsync(format, quality)` to let the library choose a temporary file.',
    },
    SnapshotFile: {
      fate: 'replaced',
      v5: [type('Image', 'nitro-image'), member('CameraRef', 'takeSnapshot')],
      how:
        '`takeSnapshot()` (Android only) resolves a react-native-nitro-image `Image` with `width` and `height`, not a file. Get a path from ' +
        '`saveToTemporaryFileAsync(format, quality)`, show the image with `NitroImage`, and `dispose()` it when done; the snapshot has no orientation or ' +
        'mirroring fields.',
    },

    // Videos
    RecordVideoOptions: {
      fate: 'replaced',
      v5: [member('CameraVideoOutput', 'createRecorder'), type('RecorderSettings'), member('Recorder', 'startRecording')],
      how:
        'Create a `Recorder` per recording with `await videoOutput.createRecorder(settings)` on the output from `useVideoOutput(...)`, then call ' +
        '`recorder.startRecording(onRecordingFinished, onRecordingError)`. `RecorderSettings` holds `filePath`, `location`, `maxDuration` and `maxFileSize`; ' +
        'the file type is set on the output and the codec with `setOutputSettings(...)`.',
    },
    'RecordVideoOptions.fileType': {
      fate: 'replaced',
      v5: [member('VideoOutputOptions', 'fileType'), type('RecorderFileType')],
      how: "Set `fileType` (`'mov' | 'mp4'`, default `'mov'`) once on the output with `useVideoOutput({fileType})`, not per recording. It is iOS-only: Android always records `.mp4`.",
    },
    'RecordVideoOptions.flash': {
      fate: 'replaced',
      v5: [member('CameraViewProps', 'torchMode'), member('CameraController', 'setTorchMode')],
      how:
        "4.x's video flash only switched the torch on; in 5.x set the `torchMode` prop (`'on' | 'off'`) on `<Camera>` or call `setTorchMode('on')` on the " +
        '`CameraController` yourself before starting the recorder, and switch it off afterwards.',
    },
    'RecordVideoOptions.onRecordingError': {
      fate: 'replaced',
      v5: [member('Recorder', 'startRecording')],
      how:
        'Pass the error handler as the second argument of `recorder.startRecording(onFinished, onError)`. It receives a plain `Error` with no `code`, and an ' +
        'error that occurs before recording starts rejects the `startRecording` promise instead.',
    },
    'RecordVideoOptions.onRecordingFinished': {
      fate: 'replaced',
      v5: [member('Recorder', 'startRecording'), type('RecordingFinishedReason')],
      how:
        'Pass the finish handler as the first argument of `recorder.startRecording(onFinished, onError)`. It receives `(filePath, reason)` (a path string and a ' +
        "`RecordingFinishedReason` such as `'max-duration-reached'`), not a `VideoFile`; after `cancelRecording()` it is not called and the file is deleted.",
    },
    'RecordVideoOptions.path': {
      fate: 'replaced',
      v5: [member('RecorderSettings', 'filePath')],
      how:
        'Pass `filePath` to `createRecorder({filePath})`: a full file path including file name and extension, not a directory, whose missing parent folders 5.x ' +
        'creates. Leave it out to record into a temporary file.',
    },
    'RecordVideoOptions.videoCodec': {
      fate: 'replaced',
      v5: [
        member('CameraVideoOutput', 'setOutputSettings'),
        member('VideoOutputSettings', 'codec'),
        member('CameraVideoOutput', 'getSupportedVideoCodecs'),
      ],
      how:
        'On iOS, once the output is connected (for example in `onConfigured`) and before `createRecorder(...)`, call `videoOutput.setOutputSettings({codec: ' +
        "'h265'})` and check `getSupportedVideoCodecs()` first; an unsupported codec is rejected. On Android both methods do nothing (`setOutputSettings` " +
        'resolves without effect and the codec list is empty), so the codec cannot be chosen.',
    },
    VideoFile: {
      fate: 'replaced',
      v5: [member('Recorder', 'startRecording'), member('Recorder', 'filePath')],
      how:
        'No video-file object exists in 5.x: `onRecordingFinished` receives only `(filePath, reason)`, and `Recorder.filePath` gives the same path before the ' +
        'recording even starts. Duration and size must be read while recording or from the file itself.',
    },
    'VideoFile.path': {
      fate: 'replaced',
      v5: [member('Recorder', 'filePath'), member('Recorder', 'startRecording')],
      how: 'Use the `filePath` string passed to `onRecordingFinished`, or `recorder.filePath`. It is a plain filesystem path without a `file://` prefix.',
    },
    'VideoFile.duration': {
      fate: 'replaced',
      v5: [member('Recorder', 'recordedDuration')],
      how:
        '5.x delivers no final duration. `recorder.recordedDuration` (seconds) is live only while recording and drops to `0` when stopped, so read it just ' +
        'before calling `stopRecording()`, or read the finished file with a media library.',
    },
    'VideoFile.width': {
      fate: 'replaced',
      v5: [member('CameraVideoOutput', 'currentResolution')],
      how:
        "Read `videoOutput.currentResolution` (a `Size`, or `undefined` before the output is connected); it is in the sensor's native, un-rotated orientation. " +
        'The 5.x sources do not say whether the finished file reports these dimensions rotated (a video output may apply orientation as track metadata), so ' +
        'read the file itself if you need exact values.',
    },
    'VideoFile.height': {
      fate: 'replaced',
      v5: [member('CameraVideoOutput', 'currentResolution')],
      how:
        "Read `videoOutput.currentResolution` (a `Size` in the sensor's native, un-rotated orientation, or `undefined` before the output is connected). The 5.x " +
        'sources do not say whether the finished file reports these dimensions rotated.',
    },
  },
};
