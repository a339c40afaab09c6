// ---- Added to the mocking guide's mock for the screens of the other guides ----
// The mocking guide ends its mock with "add the other exports your app uses in the
// same way". These are the exports the guides' screens use beyond it, added that way;
// scripts/examples/screens.ts appends this file to the guide's block.
import type {
  DrawableFrame as ExtraDrawableFrame,
  DrawableFrameProcessor as ExtraDrawableFrameProcessor,
  FrameProcessorPlugin as ExtraFrameProcessorPlugin,
} from 'react-native-vision-camera'

export const { Templates } = jest.requireActual<{ Templates: Record<string, unknown[]> }>(
  'react-native-vision-camera/lib/commonjs/devices/Templates',
)

// Frame processors never run in Jest: there are no frames. These run nothing and return nothing.
export const runAtTargetFps = jest.fn((_fps: number, _func: () => unknown): unknown => undefined)
export const runAsync = jest.fn((_frame: unknown, _func: () => void): void => undefined)
export const useSkiaFrameProcessor = jest.fn(
  (_frameProcessor: (frame: ExtraDrawableFrame) => void, _deps: unknown[]): ExtraDrawableFrameProcessor =>
    ({
      type: 'drawable-skia',
      frameProcessor: () => {},
      offscreenTextures: [],
      previewOrientation: { value: 'portrait' },
    }) as unknown as ExtraDrawableFrameProcessor,
)
export const VisionCameraProxy = {
  initFrameProcessorPlugin: jest.fn((_name: string, _options?: Record<string, unknown>): ExtraFrameProcessorPlugin | undefined => ({
    call: jest.fn(),
  })),
}
