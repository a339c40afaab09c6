import {member, type, value, type MapArea} from '../model';

/** 4.7.3 → 5.x: code scanning. */
export const codesArea: MapArea = {
  id: 'codes',
  title: 'Code scanning',
  entries: {
    useCodeScanner: {
      fate: 'moved',
      v5: [value('useBarcodeScannerOutput', 'barcode-scanner'), value('useObjectOutput')],
      how:
        'Install react-native-vision-camera-barcode-scanner (ML Kit on both platforms) and pass the output returned by ' +
        '`useBarcodeScannerOutput({barcodeFormats, onBarcodeScanned, onError})` in the `outputs` array of `<Camera>`; there is no `codeScanner` prop any more. ' +
        "On iOS only, core's `useObjectOutput({types, onObjectsScanned})` scans with the system metadata detector instead; on Android creating it throws. " +
        "Keep `barcodeFormats` (and `useObjectOutput`'s `types`) stable, as a module-level constant or `useMemo`: a new array on each render creates a new " +
        "output and reconfigures the camera, which 4.x's `useCodeScanner` avoided by comparing options by value.",
    },
    CodeScanner: {
      fate: 'moved',
      v5: [
        type('BarcodeScannerOutputOptions', 'barcode-scanner'),
        value('useBarcodeScannerOutput', 'barcode-scanner'),
        type('UseObjectOutputProps'),
      ],
      how:
        'The configuration object is now `BarcodeScannerOutputOptions` (`barcodeFormats`, `onBarcodeScanned`, a required `onError`, `outputResolution`), passed ' +
        "to `useBarcodeScannerOutput(...)`; iOS's core alternative takes `UseObjectOutputProps`. Beware that the barcode-scanner package's `CodeScanner` export " +
        'is a different thing: a ready-made view that renders a back camera with the scanner attached.',
    },
    'CodeScanner.codeTypes': {
      fate: 'moved',
      v5: [member('BarcodeScannerOutputOptions', 'barcodeFormats', 'barcode-scanner'), member('UseObjectOutputProps', 'types')],
      how:
        "Pass `barcodeFormats` (for example `['qr-code', 'ean-13']`, or `['all-formats']`) to `useBarcodeScannerOutput(...)`. With iOS's " +
        '`useObjectOutput(...)`, pass `types`; types the device cannot detect are silently left out. ' +
        "Keep `barcodeFormats` (and `useObjectOutput`'s `types`) stable, as a module-level constant or `useMemo`: a new array on each render creates a new " +
        "output and reconfigures the camera, which 4.x's `useCodeScanner` avoided by comparing options by value.",
    },
    'CodeScanner.onCodeScanned': {
      fate: 'moved',
      v5: [
        member('BarcodeScannerOutputOptions', 'onBarcodeScanned', 'barcode-scanner'),
        member('BarcodeScannerOutputOptions', 'onError', 'barcode-scanner'),
        member('UseObjectOutputProps', 'onObjectsScanned'),
      ],
      how:
        'Use `onBarcodeScanned(barcodes)`, which receives only the `Barcode` array and no frame size. 4.x called `onCodeScanned` only for frames with at ' +
        'least one code, while 5.x calls it for every analysed frame, including with an empty array, so check `barcodes.length > 0`; failures go to the ' +
        'required `onError`. On iOS with `useObjectOutput(...)`, use `onObjectsScanned(objects)` and narrow each object with `isScannedCode(...)`.',
    },
    'CodeScanner.regionOfInterest': {
      fate: 'removed',
      v5: [],
      how: 'Neither `useBarcodeScannerOutput(...)` nor `useObjectOutput(...)` can restrict scanning to a region. Filter the results yourself by their `boundingBox`.',
    },
    Code: {
      fate: 'moved',
      v5: [type('Barcode', 'barcode-scanner'), type('ScannedCode')],
      how:
        'The barcode-scanner package delivers `Barcode` objects (`format`, `rawValue`, `displayValue`, `rawBytes`, `valueType`, `boundingBox`, `cornerPoints`). ' +
        "iOS's core `useObjectOutput(...)` delivers `ScannedObject`s, which `isScannedCode(...)` narrows to `ScannedCode` (`type`, `value`, `boundingBox`, " +
        '`cornerPoints`).',
    },
    'Code.type': {
      fate: 'moved',
      v5: [member('Barcode', 'format', 'barcode-scanner'), member('ScannedObject', 'type')],
      how:
        "Read `barcode.format`, a `BarcodeFormat` whose names differ in places (`'qr-code'` instead of `'qr'`), with `'unknown'` for unrecognised formats. With " +
        "iOS's object output, read `ScannedObject.type` (a `ScannedObjectType`).",
    },
    'Code.value': {
      fate: 'moved',
      v5: [
        member('Barcode', 'rawValue', 'barcode-scanner'),
        member('Barcode', 'displayValue', 'barcode-scanner'),
        member('ScannedCode', 'value'),
      ],
      how: "Read `barcode.rawValue` (or the user-friendly `displayValue`, or `rawBytes`); each is `undefined` when it cannot be decoded. With iOS's object output, read `ScannedCode.value`.",
    },
    'Code.frame': {
      fate: 'moved',
      v5: [member('Barcode', 'boundingBox', 'barcode-scanner'), member('ScannedObject', 'boundingBox')],
      how:
        "`barcode.boundingBox` is a `Rect` with `left`, `right`, `top` and `bottom` in the scanned image's pixels, not `{x, y, width, height}`. iOS's " +
        '`ScannedObject.boundingBox` is `{x, y, width, height}` normalised to `0…1` in camera space, which ' +
        '`convertScannedObjectCoordinatesToViewCoordinates(...)` on the `Camera` ref (iOS only) converts to view coordinates.',
    },
    'Code.corners': {
      fate: 'moved',
      v5: [member('Barcode', 'cornerPoints', 'barcode-scanner'), member('ScannedCode', 'cornerPoints')],
      how:
        "Read `barcode.cornerPoints` (an array of `{x, y}` in the scanned image's pixels, empty if unknown). With iOS's object output, " +
        '`ScannedCode.cornerPoints` is normalised camera space; map each point with `convertCameraPointToViewPoint(...)` on the `Camera` ref.',
    },
    CodeScannerFrame: {
      fate: 'replaced',
      v5: [member('CameraOutput', 'currentResolution'), type('Size')],
      how:
        '`onBarcodeScanned` receives no frame size; the closest value is `currentResolution` on the output that `useBarcodeScannerOutput(...)` returns, a ' +
        "`Size` in the sensor's native, un-rotated orientation (or `undefined` before the output is connected). The 5.x sources do not say whether barcode " +
        'coordinates use that orientation or the rotated one.',
    },
    'CodeScannerFrame.width': {
      fate: 'replaced',
      v5: [member('Size', 'width'), member('CameraOutput', 'currentResolution')],
      how: 'Read `output.currentResolution?.width` on the scanner output (un-rotated sensor pixels). The 5.x sources do not say whether this is the axis the `Barcode` coordinates use.',
    },
    'CodeScannerFrame.height': {
      fate: 'replaced',
      v5: [member('Size', 'height'), member('CameraOutput', 'currentResolution')],
      how: 'Read `output.currentResolution?.height` on the scanner output (un-rotated sensor pixels). The 5.x sources do not say whether this is the axis the `Barcode` coordinates use.',
    },
    CodeType: {
      fate: 'moved',
      v5: [type('TargetBarcodeFormat', 'barcode-scanner'), type('BarcodeFormat', 'barcode-scanner'), type('ScannedObjectType')],
      how:
        "Use `TargetBarcodeFormat` (`BarcodeFormat` values plus `'all-formats'`): `'qr'` becomes `'qr-code'`, and `'itf-14'` and the three `'gs1-data-bar…'` " +
        "types have no equivalent. iOS's core `ScannedObjectType` keeps `'qr'`, `'itf-14'` and the GS1 types, but spells 4.x's `'itf'` as " +
        "`'interleaved-2-of-5'` and has no `'upc-a'`.",
    },
  },
};
