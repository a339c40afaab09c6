/**
 * Finishing a Frame Processor Plugin (docs/guides/frame-processors-plugins-final.mdx): what
 * each screen's prose promises. LumaScreen imports `averageLuma` from 'vision-camera-luma',
 * which is the page's own `src/index.ts` block (`module="vision-camera-luma"`).
 */
import { act, render, screen } from '@testing-library/react-native'
import { CameraRuntimeError, runAtTargetFps, VisionCameraProxy } from 'react-native-vision-camera'
import type { Frame } from 'react-native-vision-camera'
import { LumaScreen } from '@example/frame-processors-plugins-final/LumaScreen'
import { fakeFrame, loadScreenAgain } from './frames'
import { restoreGuideMock } from './harness'
import { cameraProps, lastFrameProcessor } from './helpers'

// The library created its plugin when LumaScreen imported it, above.
const createdWith = jest.mocked(VisionCameraProxy.initFrameProcessorPlugin).mock.calls.slice()
const averageLumaPlugin = jest.mocked(VisionCameraProxy.initFrameProcessorPlugin).mock.results[0]?.value as { call: jest.Mock }

beforeEach(() => averageLumaPlugin.call.mockReset())
afterEach(restoreGuideMock)

/** Calls the screen's frame processor on a frame where runAtTargetFps runs its function. */
const processDueFrame = (frame: Frame) => {
  jest.mocked(runAtTargetFps).mockImplementationOnce((_fps, func) => func())
  act(() => lastFrameProcessor()[0](frame))
}
const lumaResult = (luma: number, isDark: boolean) => ({ luma, width: 1920, height: 1080, isDark, orientation: 'portrait', timestamp: 1 })

describe('frame-processors-plugins-final/LumaScreen ("Use it in a frame processor")', () => {
  test('the library creates the averageLuma plugin once, at module level, with its sampling step', () => {
    expect(createdWith).toEqual([['averageLuma', { step: 4 }]])
  })

  test('asks for yuv frames and lists the run-on-JS function as its dependency', async () => {
    render(<LumaScreen />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().pixelFormat).toBe('yuv')
    expect(cameraProps().frameProcessor.frameProcessor).toBe(lastFrameProcessor()[0])
    expect(lastFrameProcessor()[1]).toEqual([expect.any(Function)])
  })

  test('calls the plugin twice per second with the threshold 60, and the result reaches the label', async () => {
    render(<LumaScreen />)
    expect(await screen.findByText('Measuring…')).toBeOnTheScreen()

    // A frame on which runAtTargetFps skips: no plugin call.
    act(() => lastFrameProcessor()[0](fakeFrame()))
    expect(runAtTargetFps).toHaveBeenLastCalledWith(2, expect.any(Function))
    expect(averageLumaPlugin.call).not.toHaveBeenCalled()

    averageLumaPlugin.call.mockReturnValueOnce(lumaResult(42.4, true))
    const frame = fakeFrame()
    processDueFrame(frame)
    expect(averageLumaPlugin.call).toHaveBeenCalledWith(frame, { threshold: 60 })
    expect(screen.getByText('Dark scene, luma 42')).toBeOnTheScreen()

    averageLumaPlugin.call.mockReturnValueOnce(lumaResult(180.6, false))
    processDueFrame(fakeFrame())
    expect(screen.getByText('Bright scene, luma 181')).toBeOnTheScreen()
  })

  test.each([
    [
      'returns nothing for a frame it cannot read',
      () => undefined,
      'averageLuma cannot read "rgb" frames. Use pixelFormat="yuv" without video HDR.',
    ],
    ['returns a value of another shape', () => ({ luma: 'bright' }), 'averageLuma returned a value of an unexpected shape.'],
    // The Android plugin of the Android guide throws for frames that are not yuv.
    [
      'throws',
      () => {
        throw new Error('averageLuma needs pixelFormat="yuv", got "rgb"')
      },
      'averageLuma needs pixelFormat="yuv", got "rgb"',
    ],
  ])('when the plugin %s, the screen catches the error, logs its message and keeps the last label', async (_case, answer, message) => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {})
    render(<LumaScreen />)
    await screen.findByTestId('mock-camera')
    averageLumaPlugin.call.mockReturnValueOnce(lumaResult(90, false))
    processDueFrame(fakeFrame())

    averageLumaPlugin.call.mockImplementationOnce(answer)
    expect(() => processDueFrame(fakeFrame({ pixelFormat: 'rgb' }))).not.toThrow()
    expect(log).toHaveBeenCalledWith(`averageLuma failed: ${message}`)
    expect(screen.getByText('Bright scene, luma 90')).toBeOnTheScreen()
  })

  test('without the native plugin, every measurement logs what to check, and the label keeps waiting', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {})
    const { LumaScreen: WithoutPlugin } = loadScreenAgain(
      () =>
        require('@example/frame-processors-plugins-final/LumaScreen') as typeof import('@example/frame-processors-plugins-final/LumaScreen'),
      () => jest.mocked(VisionCameraProxy.initFrameProcessorPlugin).mockReturnValueOnce(undefined),
    )
    render(<WithoutPlugin />)
    await screen.findByTestId('mock-camera')
    processDueFrame(fakeFrame())
    expect(log).toHaveBeenCalledWith(
      'averageLuma failed: The "averageLuma" Frame Processor Plugin is not available. Check the spelling of the name, ' +
        'and rebuild the native app after installing vision-camera-luma (run "pod install" on iOS).',
    )
    expect(screen.getByText('Measuring…')).toBeOnTheScreen()
  })

  test('with frame processors unavailable, importing the library only warns, naming the cause, and a measurement then says the plugin is not available', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    // What VisionCameraProxy.ts throws when the iOS build has frame processors switched off.
    const { FrameProcessorsUnavailableError } = jest.requireActual<{
      FrameProcessorsUnavailableError: new (reason: unknown) => CameraRuntimeError
    }>('react-native-vision-camera/lib/commonjs/frame-processors/FrameProcessorsUnavailableError')
    const unavailable = new FrameProcessorsUnavailableError(
      new Error('Failed to install Frame Processor JSI bindings! installFrameProcessorBindings() returned false'),
    )
    expect(unavailable.code).toBe('system/frame-processors-unavailable')
    const { averageLuma } = loadScreenAgain(
      () => require('vision-camera-luma') as typeof import('vision-camera-luma'),
      () =>
        jest.mocked(VisionCameraProxy.initFrameProcessorPlugin).mockImplementationOnce(() => {
          throw unavailable
        }),
    )
    expect(warn.mock.calls).toEqual([[`vision-camera-luma: ${unavailable.message}`]])
    expect(unavailable.message).toContain('Failed to install Frame Processor JSI bindings!')
    expect(() => averageLuma(fakeFrame())).toThrow('The "averageLuma" Frame Processor Plugin is not available.')
  })
})
