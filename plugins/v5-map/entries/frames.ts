import {member, type, value, type MapArea} from '../model';

/** 4.7.3 → 5.x: frame processors, plugins and skia. */
export const framesArea: MapArea = {
  id: 'frames',
  title: 'Frame processors, plugins and Skia',
  entries: {
    // The Frame and its members.
    Frame: {
      fate: 'replaced',
      v5: [type('Frame'), member('Frame', 'dispose'), type('FramePlane')],
      how:
        'The name stays, but `Frame` is now a Nitro hybrid object whose lifetime you own: call `frame.dispose()` once you are done with it (also in ' +
        '`AsyncRunner` tasks), or the camera pipeline stalls. Pixel data comes from `getPixelBuffer()` or, for planar (YUV) frames, from `getPlanes()`.',
    },
    'Frame.isValid': {
      fate: 'unchanged',
      v5: [member('Frame', 'isValid')],
      how: '`frame.isValid` still says whether the buffer can be read, but a frame now stays valid until you call `frame.dispose()`, not just until the frame processor returns.',
    },
    'Frame.width': {
      fate: 'unchanged',
      v5: [member('Frame', 'width')],
      how: '`frame.width` is still the width in pixels; for planar frames each `FramePlane` has its own `width`, and an invalid frame reads `0`.',
    },
    'Frame.height': {
      fate: 'unchanged',
      v5: [member('Frame', 'height')],
      how: '`frame.height` is still the height in pixels; for planar frames each `FramePlane` has its own `height`, and an invalid frame reads `0`.',
    },
    'Frame.bytesPerRow': {
      fate: 'replaced',
      v5: [member('Frame', 'bytesPerRow'), member('FramePlane', 'bytesPerRow')],
      how:
        "`frame.bytesPerRow` only describes non-planar (RGB) frames now: on Android a planar (YUV) frame reads `0` where 4.x gave the first plane's stride. For " +
        'planar frames read `bytesPerRow` of each plane from `frame.getPlanes()`.',
    },
    'Frame.planesCount': {
      fate: 'replaced',
      v5: [member('Frame', 'getPlanes'), member('Frame', 'isPlanar')],
      how: 'Use `frame.getPlanes().length`, or `frame.isPlanar` to tell planar (YUV) from non-planar frames; `getPlanes()` returns `[]` for a non-planar frame and throws once the frame is disposed.',
    },
    'Frame.isMirrored': {
      fate: 'replaced',
      v5: [member('Frame', 'isMirrored'), member('CameraOutputConfiguration', 'mirrorMode')],
      how:
        "`frame.isMirrored` now says whether you still have to flip the pixels to match the output's `mirrorMode`, not whether the buffer is mirrored as in " +
        "4.x. With the default `mirrorMode: 'auto'` it reads `false` on both platforms, even for the front camera.",
    },
    'Frame.timestamp': {
      fate: 'replaced',
      v5: [member('Frame', 'timestamp')],
      how: '`frame.timestamp` is still the presentation timestamp, but on iOS it is now in seconds (4.x gave milliseconds); on Android it is still the CameraX image timestamp in nanoseconds.',
    },
    'Frame.orientation': {
      fate: 'replaced',
      v5: [member('Frame', 'orientation'), type('CameraOrientation')],
      how:
        "`frame.orientation` is now a `CameraOrientation` (`'up'`, `'right'`, `'down'`, `'left'`) instead of an `Orientation` (`'portrait'`, " +
        "`'landscape-left'`, …), relative to the frame output's `outputOrientation`. Pass it to your ML library or counter-rotate by it; " +
        "`enablePhysicalBufferRotation: true` makes it always `'up'`, but on Android that needs `pixelFormat: 'yuv'` or `'rgb'`: it throws with the default `'native'`.",
    },
    'Frame.pixelFormat': {
      fate: 'replaced',
      v5: [member('Frame', 'pixelFormat'), type('PixelFormat')],
      how:
        "`frame.pixelFormat` now reports a detailed `PixelFormat` such as `'yuv-420-8-bit-video'`, `'rgb-bgra-8-bit'` or the GPU-only `'private'`, not `'yuv'` " +
        "or `'rgb'`. Compare with prefixes (for example `startsWith('yuv')`) where 4.x code compared with `'yuv'`.",
    },
    'Frame.toArrayBuffer': {
      fate: 'replaced',
      v5: [member('Frame', 'getPixelBuffer'), member('FramePlane', 'getPixelBuffer'), member('Frame', 'hasPixelBuffer')],
      how:
        'Call `frame.getPixelBuffer()` for non-planar (RGB) frames, or `getPixelBuffer()` on each of `frame.getPlanes()` for YUV. The buffer is only safe to ' +
        "read until the frame is disposed, and it throws for GPU-only `'private'` frames (check `hasPixelBuffer`), which is what the default `pixelFormat: " +
        "'native'` gives on Android.",
    },
    'Frame.toString': {
      fate: 'replaced',
      v5: [member('Frame', 'toString')],
      how: '`frame.toString()` is now the generic Nitro hybrid-object string (`[HybridObject Frame]`); build the old description yourself from `frame.width`, `frame.height` and `frame.pixelFormat`.',
    },
    'Frame.getNativeBuffer': {
      fate: 'unchanged',
      v5: [member('Frame', 'getNativeBuffer')],
      how:
        '`frame.getNativeBuffer()` still returns a `NativeBuffer` pointing to the `CVPixelBufferRef` (iOS) or `AHardwareBuffer*` (Android); free it with ' +
        '`release()` instead of `delete()`. It throws when `frame.hasNativeBuffer` is `false` (for example below Android API 28).',
    },
    NativeBuffer: {
      fate: 'replaced',
      v5: [type('NativeBuffer'), member('NativeBuffer', 'release')],
      how: '`NativeBuffer` keeps its `pointer` but its `delete()` became `release()`, which must be called exactly once; Android throws if it is released twice.',
    },
    'NativeBuffer.pointer': {
      fate: 'unchanged',
      v5: [member('NativeBuffer', 'pointer')],
      how:
        "`nativeBuffer.pointer` is still a `bigint` address of the `CVPixelBufferRef` (iOS) or `AHardwareBuffer*` (Android), now typed as Nitro's `UInt64` and " +
        'holding one retain until `release()`.',
    },
    'NativeBuffer.delete': {
      fate: 'renamed',
      v5: [member('NativeBuffer', 'release')],
      how: 'Call `nativeBuffer.release()` as soon as the consumer is done with the buffer; the camera pipeline stalls until it is released.',
    },
    PixelFormat: {
      fate: 'replaced',
      v5: [type('PixelFormat'), type('VideoPixelFormat'), type('TargetVideoPixelFormat')],
      how:
        "`PixelFormat` is now the detailed format a `Frame` reports (`VideoPixelFormat` values like `'yuv-420-8-bit-full'` or `'rgb-bgra-8-bit'`, depth " +
        "formats, or `'private'`). The `'yuv'`/`'rgb'` choice lives on as `TargetVideoPixelFormat` (`'native'`, `'yuv'`, `'rgb'`) in " +
        "`useFrameOutput({pixelFormat})`, whose default is `'native'`.",
    },

    // Frame processors.
    useFrameProcessor: {
      fate: 'replaced',
      v5: [value('useFrameOutput'), member('UseFrameOutputProps', 'onFrame'), member('CameraProps', 'outputs')],
      how:
        "Create a frame output with `useFrameOutput({ pixelFormat: 'yuv', onFrame(frame) { 'worklet'; …; frame.dispose() } })` and pass it in `<Camera " +
        'outputs={[frameOutput]} />`; there is no dependency list, the callback is re-registered when `onFrame` changes. It needs ' +
        '`react-native-vision-camera-worklets` and `react-native-worklets` installed (instead of `react-native-worklets-core`). Frames default to ' +
        '`targetResolution: CommonResolutions.HD_16_9` (720p), so pass a larger `targetResolution` when the processor needs more pixels.',
    },
    createFrameProcessor: {
      fate: 'replaced',
      v5: [
        member('CameraFactory', 'createFrameOutput'),
        value('VisionCamera'),
        value('provider', 'worklets'),
        member('RuntimeThread', 'setOnFrameCallback'),
      ],
      how:
        'Outside React, create the output with `VisionCamera.createFrameOutput(options)` and attach the worklet with ' +
        '`provider.createRuntimeForThread(output.thread).setOnFrameCallback(output, onFrame)` from `react-native-vision-camera-worklets`, which is what ' +
        '`useFrameOutput` does internally.',
    },
    ReadonlyFrameProcessor: {
      fate: 'replaced',
      v5: [type('CameraFrameOutput'), value('useFrameOutput')],
      how: "A frame processor is now a `CameraFrameOutput` (from `useFrameOutput` or `VisionCamera.createFrameOutput`) that goes into the camera's `outputs` array beside the photo and video outputs.",
    },
    'ReadonlyFrameProcessor.frameProcessor': {
      fate: 'replaced',
      v5: [member('UseFrameOutputProps', 'onFrame'), member('CameraFrameOutput', 'setOnFrameCallback')],
      how:
        "The worklet is the `onFrame` option of `useFrameOutput`; it must be a `'worklet'` running on the output's `thread`, and it must `dispose()` each frame " +
        'itself because nothing is ref-counted for you any more.',
    },
    'ReadonlyFrameProcessor.type': {
      fate: 'removed',
      v5: [],
      how: "There is no `'readonly'`/`'drawable-skia'` tag: a plain `CameraFrameOutput` reads frames, and drawing is done by the `SkiaCamera` component of `react-native-vision-camera-skia`.",
    },
    runAsync: {
      fate: 'replaced',
      v5: [value('useAsyncRunner'), member('AsyncRunner', 'runAsync'), member('AsyncRunner', 'isBusy')],
      how:
        "Get a runner with `const runner = useAsyncRunner()` and call `runner.runAsync(() => { 'worklet'; …; frame.dispose() })` in `onFrame`; it returns " +
        '`false` when the runner is busy, and then you must `frame.dispose()` yourself since the frame is no longer ref-counted. A TODO in ' +
        '`react-native-vision-camera-worklets` says scheduling may currently throw a `WorkletsError`, so the 5.x sources do not settle whether this works in ' +
        '5.2.3.',
    },
    runAtTargetFps: {
      fate: 'removed',
      v5: [],
      how:
        'There is no throttling helper: in `onFrame`, compare `performance.now()` with the last run time kept in a `createSynchronizable` from ' +
        '`react-native-worklets` and skip (but still `dispose()`) frames that come too early. To slow the whole stream instead, pass an `{ fps }` constraint to ' +
        'the camera.',
    },

    // Native frame processor plugins.
    VisionCameraProxy: {
      fate: 'replaced',
      v5: [value('NitroModules', 'nitro-modules'), type('HybridObject', 'nitro-modules')],
      how:
        'There is no `VisionCameraProxy` or plugin registry: a native plugin is a Nitro module, created in JS with ' +
        "`NitroModules.createHybridObject<MyPlugin>('MyPlugin')` (usually wrapped in a `create…`/`use…` helper, as the barcode scanner and resizer packages " +
        'do).',
    },
    FrameProcessorPlugin: {
      fate: 'replaced',
      v5: [type('HybridObject', 'nitro-modules'), type('Frame'), type('BarcodeScanner', 'barcode-scanner')],
      how:
        'Write the plugin as a Nitro `HybridObject` spec with typed methods that take a `Frame` (as `BarcodeScanner.scanCodes(frame)` does); natively, cast the ' +
        "received frame spec to VisionCamera's `NativeFrame` to reach its `CMSampleBuffer` (iOS) or `ImageProxy` (Android).",
    },
    'FrameProcessorPlugin.call': {
      fate: 'replaced',
      v5: [member('BarcodeScanner', 'scanCodes', 'barcode-scanner'), type('HybridObject', 'nitro-modules')],
      how:
        "Call your hybrid object's own typed method with the frame inside `onFrame` (for example `scanner.scanCodes(frame)`); options become typed parameters " +
        'or factory options instead of an untyped dictionary.',
    },

    // Skia frame processors.
    useSkiaFrameProcessor: {
      fate: 'moved',
      v5: [value('SkiaCamera', 'skia'), member('SkiaCameraProps', 'onFrame', 'skia')],
      how:
        "Render `<SkiaCamera onFrame={(frame, render) => { 'worklet'; render(({canvas, frameTexture}) => { canvas.drawImage(frameTexture, 0, 0); … }); " +
        'frame.dispose() }} />` from `react-native-vision-camera-skia` instead of a `<Camera>` with a Skia frame processor. It needs ' +
        '`@shopify/react-native-skia`, `react-native-reanimated`, `react-native-worklets` and `react-native-vision-camera-worklets`.',
    },
    createSkiaFrameProcessor: {
      fate: 'moved',
      v5: [value('SkiaCamera', 'skia'), value('renderToTexture', 'skia')],
      how:
        'There is no factory; use the `SkiaCamera` component of `react-native-vision-camera-skia`. For a custom pipeline, `renderToTexture(frame, onDraw)` ' +
        'draws an upright frame into an offscreen `SkImage` inside a `useFrameOutput` worklet, but its doc comment marks it internal.',
    },
    DrawableFrameProcessor: {
      fate: 'moved',
      v5: [value('SkiaCamera', 'skia'), type('SkiaCameraProps', 'skia')],
      how: 'A Skia frame processor is now the `SkiaCamera` component of `react-native-vision-camera-skia`, which owns its frame output, offscreen surfaces and on-screen Skia canvas.',
    },
    'DrawableFrameProcessor.frameProcessor': {
      fate: 'moved',
      v5: [member('SkiaCameraProps', 'onFrame', 'skia')],
      how: "Pass the worklet as `SkiaCamera`'s `onFrame(frame, render)` prop; it gets a plain core `Frame` plus a `render` function to call once, and must `dispose()` the frame.",
    },
    'DrawableFrameProcessor.offscreenTextures': {
      fate: 'replaced',
      v5: [member('SkiaCameraRef', 'takeSnapshot', 'skia')],
      how:
        '`SkiaCamera` keeps the rendered texture internally and disposes old ones; to read what was last drawn, call `takeSnapshot()` on a `SkiaCameraRef`, ' +
        'which returns an `SkImage` or `undefined`.',
    },
    'DrawableFrameProcessor.previewOrientation': {
      fate: 'removed',
      v5: [],
      how: '`SkiaCamera` sets its frame output to the interface orientation and counter-rotates and un-mirrors each frame on the GPU, so there is nothing to set.',
    },
    'DrawableFrameProcessor.type': {
      fate: 'removed',
      v5: [],
      how: "There is no `'drawable-skia'` tag: drawing is done by rendering the `SkiaCamera` component of `react-native-vision-camera-skia` instead of `<Camera>`.",
    },
    DrawableFrame: {
      fate: 'moved',
      v5: [
        type('SkiaOnFrameState', 'skia'),
        member('SkiaOnFrameState', 'canvas', 'skia'),
        member('SkiaOnFrameState', 'frameTexture', 'skia'),
      ],
      how:
        "The frame is no longer also a canvas: `SkiaCamera`'s `onFrame` gets a plain `Frame`, and the `render(onDraw)` callback hands `onDraw` a " +
        '`SkiaOnFrameState` with the Skia `canvas` and the frame as an `SkImage` named `frameTexture`.',
    },
    'DrawableFrame.render': {
      fate: 'moved',
      v5: [member('SkiaCameraProps', 'onFrame', 'skia'), member('SkiaOnFrameState', 'frameTexture', 'skia')],
      how:
        "Call the `render` function passed as second argument to `SkiaCamera`'s `onFrame` exactly once, and draw the frame inside it with " +
        '`canvas.drawImage(frameTexture, 0, 0, paint)`; calling it twice throws and skipping it logs a warning unless `warnIfRenderSkipped={false}`.',
    },
    'DrawableFrame.isValid': {
      fate: 'replaced',
      v5: [member('Frame', 'isValid')],
      how: "Read `frame.isValid` on the plain `Frame` that `SkiaCamera`'s `onFrame` receives; it stays valid until you call `frame.dispose()`.",
    },
    'DrawableFrame.width': {
      fate: 'replaced',
      v5: [member('Frame', 'width')],
      how:
        "Read `frame.width` on the plain `Frame` that `SkiaCamera`'s `onFrame` receives; note that the canvas is the upright size, so width and height swap " +
        "when `frame.orientation` is `'left'` or `'right'`.",
    },
    'DrawableFrame.height': {
      fate: 'replaced',
      v5: [member('Frame', 'height')],
      how:
        "Read `frame.height` on the plain `Frame` that `SkiaCamera`'s `onFrame` receives; note that the canvas is the upright size, so width and height swap " +
        "when `frame.orientation` is `'left'` or `'right'`.",
    },
    'DrawableFrame.bytesPerRow': {
      fate: 'replaced',
      v5: [member('Frame', 'bytesPerRow'), member('FramePlane', 'bytesPerRow')],
      how:
        "Read `frame.bytesPerRow` on the plain `Frame` that `SkiaCamera`'s `onFrame` receives, or each plane's `bytesPerRow` from `frame.getPlanes()` for " +
        'planar (YUV) frames, where the frame-level value may be `0`.',
    },
    'DrawableFrame.planesCount': {
      fate: 'replaced',
      v5: [member('Frame', 'getPlanes'), member('Frame', 'isPlanar')],
      how: "Use `frame.getPlanes().length` or `frame.isPlanar` on the plain `Frame` that `SkiaCamera`'s `onFrame` receives.",
    },
    'DrawableFrame.isMirrored': {
      fate: 'replaced',
      v5: [member('Frame', 'isMirrored')],
      how:
        "Read `frame.isMirrored` on the plain `Frame` that `SkiaCamera`'s `onFrame` receives; it says whether the pixels still need flipping, and `SkiaCamera` " +
        'already un-mirrors the frame when it renders.',
    },
    'DrawableFrame.timestamp': {
      fate: 'replaced',
      v5: [member('Frame', 'timestamp')],
      how: "Read `frame.timestamp` on the plain `Frame` that `SkiaCamera`'s `onFrame` receives; on iOS it is now in seconds (4.x gave milliseconds), on Android still in nanoseconds.",
    },
    'DrawableFrame.orientation': {
      fate: 'replaced',
      v5: [member('Frame', 'orientation'), type('CameraOrientation')],
      how:
        "Read `frame.orientation` (a `CameraOrientation`: `'up'`, `'right'`, `'down'`, `'left'`) on the plain `Frame` that `SkiaCamera`'s `onFrame` receives; " +
        '`SkiaCamera` already counter-rotates the canvas by it before your drawing code runs.',
    },
    'DrawableFrame.pixelFormat': {
      fate: 'replaced',
      v5: [member('Frame', 'pixelFormat'), member('SkiaCameraProps', 'pixelFormat', 'skia')],
      how:
        "Read `frame.pixelFormat` (a detailed `PixelFormat`) on the plain `Frame` that `SkiaCamera`'s `onFrame` receives; choose the stream format with " +
        "`SkiaCamera`'s `pixelFormat` prop (`'yuv'` on iOS and `'native'` on Android by default).",
    },
    'DrawableFrame.toArrayBuffer': {
      fate: 'replaced',
      v5: [member('Frame', 'getPixelBuffer'), member('FramePlane', 'getPixelBuffer')],
      how:
        "Call `frame.getPixelBuffer()` (non-planar) or `getPixelBuffer()` on each of `frame.getPlanes()` (planar) on the `Frame` that `SkiaCamera`'s `onFrame` " +
        'receives; Android\'s default `\'native\'` format there is GPU-only, so set `pixelFormat="yuv"` or `"rgb"` to read pixels.',
    },
    'DrawableFrame.toString': {
      fate: 'replaced',
      v5: [member('Frame', 'toString')],
      how: "`frame.toString()` on the `Frame` that `SkiaCamera`'s `onFrame` receives is now the generic `[HybridObject Frame]`; build a description from `width`, `height` and `pixelFormat` yourself.",
    },
    'DrawableFrame.getNativeBuffer': {
      fate: 'replaced',
      v5: [member('Frame', 'getNativeBuffer'), member('SkiaOnFrameState', 'frameTexture', 'skia')],
      how:
        'Inside `render(...)` the frame is already a Skia texture, `frameTexture`; if you still need the platform buffer, call `frame.getNativeBuffer()` on the ' +
        'plain `Frame` and `release()` it when done.',
    },
  },
};
