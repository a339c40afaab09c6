/**
 * Expected values typed out by hand from the product spec (/work/shared/SPEC.md,
 * section 2 "Screens and routes" and section 1). They are never derived from
 * the build output: a page that appears or disappears must show up as a test
 * failure, not as a silently updated list.
 */

/** Site title (spec §1: the site title is the library name). */
export const SITE_TITLE = 'VisionCamera';

/** Title delimiter (spec §1). */
const TITLE_DELIMITER = '|';

/** Heading of the not-found page ("any other path"). */
export const NOT_FOUND_HEADING = 'Page Not Found';

/** Guide slugs, served at /docs/guides/{slug} (spec §2). */
export const GUIDE_SLUGS = [
  'code-scanning',
  // Added by issue 39 (goal 4): which versions go with VisionCamera 4.
  'compatibility',
  'devices',
  'errors',
  'exposure',
  'focusing',
  'formats',
  'frame-processor-plugins-community',
  'frame-processors',
  'frame-processors-interacting',
  'frame-processors-plugins-android',
  'frame-processors-plugins-cpp',
  'frame-processors-plugins-final',
  'frame-processors-plugins-ios',
  'frame-processors-plugins-overview',
  'frame-processors-tips',
  'hdr',
  'lifecycle',
  'location',
  'mocking',
  'orientation',
  'performance',
  'pixel-formats',
  'preview',
  'recording-videos',
  'shadowlens',
  'skia-frame-processors',
  'stabilization',
  'taking-photos',
  'troubleshooting',
  // Added by issue 46: moving an app from 4.7.3 to 5.x.
  'upgrading-to-v5',
  'zooming',
] as const;

/** Class pages, served at /docs/api/classes/{name} (spec §2). */
export const CLASS_NAMES = ['Camera', 'CameraCaptureError', 'CameraRuntimeError'] as const;

/** Interface pages, served at /docs/api/interfaces/{name} (spec §2). */
export const INTERFACE_NAMES = [
  'CameraDevice',
  'CameraDeviceFormat',
  'CameraProps',
  'Code',
  'CodeScanner',
  'CodeScannerFrame',
  'DeviceFilter',
  'DrawableFrame',
  'DrawableFrameProcessor',
  'ErrorWithCause',
  'FormatFilter',
  'Frame',
  'FrameProcessorPlugin',
  'NativeBuffer',
  'OnShutterEvent',
  'PhotoFile',
  'Point',
  'ReadonlyFrameProcessor',
  'RecordVideoOptions',
  'TakePhotoOptions',
  'TakeSnapshotOptions',
  'VideoFile',
] as const;

/** Every API page links to its source at the release tag of the documented library. */
export const SOURCE_LINK_PREFIX = 'https://github.com/mrousavy/react-native-vision-camera/blob/v4.7.3/package/src/';

/** `{title} | VisionCamera`: the document title of a page titled `title`. */
export function documentTitle(title: string): string {
  return `${title} ${TITLE_DELIMITER} ${SITE_TITLE}`;
}
