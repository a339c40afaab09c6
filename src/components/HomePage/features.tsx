import type {ReactNode} from 'react';

/** A guide a feature card links to; slugs are those of docs/guides. */
interface GuideLink {
  label: string;
  slug: string;
}

export interface Feature {
  /** Stable key, also used by tests. */
  id: string;
  title: string;
  /** The card's main guide: its title links there. */
  guide: string;
  /** Further guides on the same topic. */
  moreGuides?: GuideLink[];
  summary: ReactNode;
}

export const guidePath = (slug: string): string => `/docs/guides/${slug}`;

/** What the library does, one card per topic. Facts come from the library's typings (v4.7.3). */
export const features: Feature[] = [
  {
    id: 'photos',
    title: 'Photo capture',
    guide: 'taking-photos',
    summary: (
      <>
        <code>takePhoto()</code> captures a photo with optional flash, tuned for speed or quality as you choose; <code>takeSnapshot()</code>{' '}
        grabs the current preview image faster.
      </>
    ),
  },
  {
    id: 'videos',
    title: 'Video recording',
    guide: 'recording-videos',
    summary: (
      <>
        <code>startRecording()</code> writes H.264 or H.265 video with audio to a .mov or .mp4 file, at the bit rate you set. Pause, resume,
        stop or cancel at any time.
      </>
    ),
  },
  {
    id: 'code-scanning',
    title: 'Code scanning',
    guide: 'code-scanning',
    summary: (
      <>
        <code>useCodeScanner()</code> reads QR, EAN, UPC, Code 128, PDF417, Aztec, Data Matrix and more with platform-native APIs, without
        writing a frame processor.
      </>
    ),
  },
  {
    id: 'devices-formats',
    title: 'Devices and formats',
    guide: 'devices',
    moreGuides: [
      {label: 'Formats', slug: 'formats'},
      {label: 'HDR', slug: 'hdr'},
    ],
    summary: (
      <>
        <code>useCameraDevice()</code> picks a lens: wide, ultra-wide, telephoto or a multi-camera. <code>useCameraFormat()</code> picks the
        frame rate, HDR and photo and video resolutions it supports.
      </>
    ),
  },
  {
    id: 'zoom-focus-exposure',
    title: 'Zoom, focus and exposure',
    guide: 'zooming',
    moreGuides: [
      {label: 'Focusing', slug: 'focusing'},
      {label: 'Exposure', slug: 'exposure'},
    ],
    summary: (
      <>
        Zoom from <code>minZoom</code> to <code>maxZoom</code> with the native pinch gesture or your own, tap to focus with{' '}
        <code>focus(point)</code>, and shift exposure between <code>minExposure</code> and <code>maxExposure</code>.
      </>
    ),
  },
  {
    id: 'skia',
    title: 'Drawing with Skia',
    guide: 'skia-frame-processors',
    summary: (
      <>
        <code>useSkiaFrameProcessor()</code> hands your worklet a frame that is also a Skia canvas: draw shapes, text, images or shaders
        over the camera image.
      </>
    ),
  },
  {
    id: 'plugins',
    title: 'Native plugins',
    guide: 'frame-processors-plugins-overview',
    moreGuides: [{label: 'Community plugins', slug: 'frame-processor-plugins-community'}],
    summary: (
      <>
        Frame processor plugins written in Swift, Objective-C, Kotlin, Java or C++ receive the frame and return results to your worklet.
        Load one with <code>initFrameProcessorPlugin()</code>.
      </>
    ),
  },
];

/** The frame processor card is shown apart, with a code example. */
export const frameProcessorFeature: Feature = {
  id: 'frame-processors',
  title: 'Frame processors',
  guide: 'frame-processors',
  moreGuides: [{label: 'Performance tips', slug: 'frame-processors-tips'}],
  summary: (
    <>
      <code>useFrameProcessor()</code> runs a JavaScript worklet for every frame the camera sees. Read the frame&apos;s size, orientation
      and pixel format, or pass it to a native plugin to detect faces, text or objects.
    </>
  ),
};

/** Why the library is fast, in three points the typings and native sources back. */
export const speedPoints: {title: string; text: ReactNode}[] = [
  {
    title: 'Native capture pipelines',
    text: (
      <>
        AVFoundation on iOS and CameraX on Android do the capturing. Your JavaScript configures the session through props; images and video
        never pass through the JavaScript thread.
      </>
    ),
  },
  {
    title: 'Frames stay on the GPU',
    text: (
      <>
        A <code>Frame</code> is a JSI host object around the native buffer. Reading its size or format copies nothing; pixels are copied to
        JavaScript only when you call <code>toArrayBuffer()</code>.
      </>
    ),
  },
  {
    title: 'Worklets beside React',
    text: (
      <>
        Frame processors run in a separate worklet runtime, once per frame, so your UI stays responsive. Slow work moves to{' '}
        <code>runAsync()</code> or <code>runAtTargetFps()</code>.
      </>
    ),
  },
];
