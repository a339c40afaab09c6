import {member, value, type MapArea} from '../model';

/** What every 5.x error is, said once for the entries below. */
const plainError = 'a plain `Error` whose only payload is its `message` text (no `code`, `domain` or `cause`)';

/** 4.7.3 → 5.x: errors. */
export const errorsArea: MapArea = {
  id: 'errors',
  title: 'Errors',
  entries: {
    // Classes
    CameraRuntimeError: {
      fate: 'removed',
      v5: [],
      how:
        `5.x has no error classes: the \`onError\` prop of \`<Camera>\` / \`useCamera(...)\` (and \`CameraSession.addOnErrorListener\`) receives ${plainError}. ` +
        'Replace `instanceof CameraRuntimeError` checks with `instanceof Error` and, if you must branch, match on `message`.',
    },
    'CameraRuntimeError.code': {
      fate: 'removed',
      v5: [],
      how:
        '5.x errors carry no code. Check the conditions up front instead (for example `useCameraPermission()`, the `CameraDevice` capability flags) and treat ' +
        'anything reaching `onError` as a message to log or show.',
    },
    'CameraRuntimeError.message': {
      fate: 'removed',
      v5: [],
      how:
        "The class is gone, but the plain `Error` that 5.x delivers still has a `message`: the native description, without 4.x's `[code]:` prefix. Errors " +
        'thrown synchronously by a native method are prefixed with the method, for example `PreviewView.takeSnapshot(...): `.',
    },
    'CameraRuntimeError.cause': {
      fate: 'removed',
      v5: [],
      how: '5.x passes no native cause. Whatever the native layer knew is folded into the `message` string; on Android, for example, camera-state errors are reported with a fixed reason sentence.',
    },
    'CameraRuntimeError.toString': {
      fate: 'removed',
      v5: [],
      how: 'Use the standard `Error.prototype.toString()` or `message` of the plain `Error` that 5.x delivers; there is no `[code]: message (caused by …)` format any more.',
    },
    CameraCaptureError: {
      fate: 'removed',
      v5: [],
      how:
        `Photo and recording failures are ${plainError}. ` +
        `They arrive as rejections of \`capturePhoto(...)\` / \`capturePhotoToFile(...)\` / \`createRecorder(...)\` / \`startRecording(...)\`,` +
        ` or through the \`onRecordingError\` callback passed to \`Recorder.startRecording\`.`,
    },
    'CameraCaptureError.code': {
      fate: 'removed',
      v5: [],
      how:
        'No capture error codes exist in 5.x. Avoid the old conditions up front instead: check `recorder.isRecording` before stopping, use a new `Recorder` per ' +
        'recording, and await `onStarted` before capturing.',
    },
    'CameraCaptureError.message': {
      fate: 'removed',
      v5: [],
      how:
        'The plain `Error` from a failed capture still has a `message`, taken from the native error without a `[capture/…]:` prefix (Android recording failures ' +
        "contain CameraX names such as `ERROR_INSUFFICIENT_STORAGE`; the 5.x sources do not say exactly how Nitro words a Java exception's text).",
    },
    'CameraCaptureError.cause': {
      fate: 'removed',
      v5: [],
      how: '5.x attaches no native cause to capture errors; only the `message` text survives.',
    },
    'CameraCaptureError.toString': {
      fate: 'removed',
      v5: [],
      how: 'Use the standard `toString()` or `message` of the plain `Error`; the 4.x `[code]: message (caused by …)` format is gone.',
    },

    // The JSON cause
    ErrorWithCause: {
      fate: 'removed',
      v5: [],
      how: "5.x exposes no structured native error: `NSError` and `Throwable` details are reduced to the JS `Error`'s `message`. For more detail, read the native logs (Xcode console or Logcat).",
    },
    'ErrorWithCause.code': {
      fate: 'removed',
      v5: [],
      how:
        "No numeric code is passed to JS in 5.x. On iOS, Nitro Modules turns a native error into text with Swift's `String(describing:)`, so an `NSError`'s " +
        'domain and code may appear inside the `message`.',
    },
    'ErrorWithCause.domain': {
      fate: 'removed',
      v5: [],
      how: 'The native `NSError.domain` is not passed to JS in 5.x; only a `message` string reaches the app.',
    },
    'ErrorWithCause.message': {
      fate: 'removed',
      v5: [],
      how: 'Read `message` on the plain `Error` itself; there is no nested cause object to look into.',
    },
    'ErrorWithCause.details': {
      fate: 'removed',
      v5: [],
      how: '`NSError.userInfo` is not passed to JS in 5.x; nothing replaces it.',
    },
    'ErrorWithCause.stacktrace': {
      fate: 'removed',
      v5: [],
      how: "No Java stack trace is attached to 5.x errors. Read it from Logcat; the 5.x sources do not say whether Nitro's Android message text includes it.",
    },
    'ErrorWithCause.cause': {
      fate: 'removed',
      v5: [],
      how: '5.x errors have no nested cause chain; only the outermost native `message` reaches JS.',
    },
    isErrorWithCause: {
      fate: 'removed',
      v5: [],
      how: 'Nothing to test for in 5.x: every error is a plain `Error`, so `error instanceof Error` is the only check left.',
    },
    tryParseNativeCameraError: {
      fate: 'removed',
      v5: [],
      how: '5.x needs no parsing: native errors reach JS as plain `Error` objects (Nitro Modules turns the native message into a JS error), so use them as they are.',
    },

    // Code unions
    PermissionError: {
      fate: 'replaced',
      v5: [value('useCameraPermission'), value('useMicrophonePermission'), member('PermissionState', 'hasPermission')],
      how:
        'Check `hasPermission` from `useCameraPermission()` / `useMicrophonePermission()` before mounting the camera or enabling audio, and call ' +
        '`requestPermission()` while `canRequestPermission` is true. Without permission, 5.x reports only a message (iOS: `Camera Permission not yet granted!` ' +
        '/ `Audio Permission not yet granted!`).',
    },
    ParameterError: {
      fate: 'removed',
      v5: [],
      how:
        '5.x has no parameter error codes: invalid arguments fail with a plain `Error`, thrown synchronously (message prefixed with the native method name, ' +
        "including Nitro's argument-count checks) or rejected from the returned promise.",
    },
    DeviceError: {
      fate: 'removed',
      v5: [],
      how:
        'No device error codes in 5.x: check that `useCameraDevice(...)` returned a device and check the `CameraDevice` capability flags before using a ' +
        'feature, then treat the rest as messages in `onError`. A camera taken by another app may instead show up as an interruption in `onInterruptionStarted` ' +
        "(iOS names the reason; Android reports CameraX's recoverable errors with reason `'unknown'`).",
    },
    FormatError: {
      fate: 'removed',
      v5: [],
      how:
        '5.x has no format props to validate: you pass `constraints` (fps, HDR, stabilisation, …) that the session tries to match, and ' +
        '`onSessionConfigSelected` reports what it chose. Remaining failures reach `onError` as plain messages.',
    },
    SessionError: {
      fate: 'removed',
      v5: [],
      how:
        'Session failures reach `onError` as plain `Error` messages. Temporary conditions such as the microphone or camera being used by another app arrive ' +
        "separately through `onInterruptionStarted` (an `InterruptionReason`, always `'unknown'` on Android) and `onInterruptionEnded`.",
    },
    CaptureError: {
      fate: 'removed',
      v5: [],
      how:
        'Capture failures are plain `Error` messages from the capture promises and from `onRecordingError`. Conditions 4.x coded, such as ' +
        '`capture/recording-in-progress`, now read `Active recording already in progress!`, and a recorder stopped by its limits finishes normally with a ' +
        '`RecordingFinishedReason`.',
    },
    CodeScannerError: {
      fate: 'removed',
      v5: [],
      how:
        'Scanning errors go, as plain `Error`s, to the required `onError` of `useBarcodeScannerOutput(...)` (react-native-vision-camera-barcode-scanner). On ' +
        "Android, core's `useObjectOutput(...)` throws `CameraObjectOutput is not available on Android!`.",
    },
    SystemError: {
      fate: 'removed',
      v5: [],
      how:
        "No system error codes in 5.x. On Android, CameraX's critical camera-state errors reach `onError` as fixed sentences (for example `Camera cannot be " +
        "opened while Do-Not-Disturb mode is enabled!`), and recoverable ones become interruptions with reason `'unknown'`.",
    },
    UnknownError: {
      fate: 'removed',
      v5: [],
      how: 'There is no `unknown/unknown` code; an unrecognised native failure reaches JS as a plain `Error`, which Nitro Modules words as an unknown error of the native exception type.',
    },
  },
};
