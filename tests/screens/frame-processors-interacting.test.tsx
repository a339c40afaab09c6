/**
 * Interacting with Frame Processors (docs/guides/frame-processors-interacting.mdx): what
 * each screen's prose promises.
 */
import { act, fireEvent, render, screen } from '@testing-library/react-native'
import { Alert, Platform, StyleSheet, Switch } from 'react-native'
import { withTiming } from 'react-native-reanimated'
import { runAsync, runAtTargetFps } from 'react-native-vision-camera'
import type { Frame, Orientation } from 'react-native-vision-camera'
import { BrightnessMeter } from '@example/frame-processors-interacting/BrightnessMeter'
import { FrameInfoOverlay } from '@example/frame-processors-interacting/FrameInfoOverlay'
import { OrientationBadgeScreen } from '@example/frame-processors-interacting/OrientationBadgeScreen'
import { PausableProcessingScreen } from '@example/frame-processors-interacting/PausableProcessingScreen'
import { fakeFrame, loadScreenAgain, pixelBytes } from './frames'
import { restoreGuideMock } from './harness'
import { cameraProps, everyFrameIsDue, lastFrameProcessor } from './helpers'

// react-native-worklets-core's hooks keep their values across renders (tests/screens/setup.ts).
// Reanimated's stand-in with stable shared values and recorded animations (reanimatedMock.ts).
jest.mock('react-native-reanimated', () => {
  const { stableReanimatedMock } = require('./reanimatedMock')
  return stableReanimatedMock()
})

afterEach(restoreGuideMock)

/** Calls the screen's current frame processor with a frame, as the camera thread would. */
const process = (frame: Frame) => act(() => lastFrameProcessor()[0](frame))
/** runAsync runs its job right away (the async context is free). */
const asyncContextIsFree = () => jest.mocked(runAsync).mockImplementation((_frame, func) => func())

describe('frame-processors-interacting/PausableProcessingScreen ("Shared values")', () => {
  test('counts processed frames in a shared value that the button reads', async () => {
    const alert = jest.spyOn(Alert, 'alert').mockImplementation(() => {})
    render(<PausableProcessingScreen />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().frameProcessor.frameProcessor).toBe(lastFrameProcessor()[0])
    for (let i = 0; i < 3; i++) process(fakeFrame())
    fireEvent.press(screen.getByText('How many frames?'))
    expect(alert).toHaveBeenLastCalledWith('Processed frames', '3')
  })

  test('the switch pauses and resumes processing without creating a new frame processor', async () => {
    const alert = jest.spyOn(Alert, 'alert').mockImplementation(() => {})
    render(<PausableProcessingScreen />)
    await screen.findByTestId('mock-camera')
    const depsBefore = lastFrameProcessor()[1]
    process(fakeFrame())

    fireEvent(screen.UNSAFE_getByType(Switch), 'valueChange', false)
    expect(screen.UNSAFE_getByType(Switch).props.value).toBe(false)
    // The dependencies are the same shared values, so useFrameProcessor keeps its frame processor.
    expect(lastFrameProcessor()[1]).toHaveLength(2)
    lastFrameProcessor()[1]!.forEach((dep, i) => expect(dep).toBe(depsBefore![i]))
    const paused = fakeFrame()
    process(paused)
    process(fakeFrame())
    expect(paused.reads).toEqual([]) // returned before touching the frame
    fireEvent.press(screen.getByText('How many frames?'))
    expect(alert).toHaveBeenLastCalledWith('Processed frames', '1')

    fireEvent(screen.UNSAFE_getByType(Switch), 'valueChange', true)
    process(fakeFrame())
    fireEvent.press(screen.getByText('How many frames?'))
    expect(alert).toHaveBeenLastCalledWith('Processed frames', '2')
  })

  test('warns about an empty frame', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    render(<PausableProcessingScreen />)
    await screen.findByTestId('mock-camera')
    process(fakeFrame({ width: 1920 }))
    expect(warn).not.toHaveBeenCalled()
    process(fakeFrame({ width: 0 }))
    expect(warn).toHaveBeenCalledWith('Received an empty frame')
  })
})

describe('frame-processors-interacting/FrameInfoOverlay ("Calling back into React")', () => {
  test('shows the size, pixel format and orientation of the frames, at two updates per second', async () => {
    render(<FrameInfoOverlay />)
    expect(await screen.findByText('No frame yet')).toBeOnTheScreen()

    // On frames where runAtTargetFps skips, nothing is sent to React.
    process(fakeFrame({ width: 1280, height: 720, pixelFormat: 'yuv', orientation: 'landscape-right' }))
    expect(runAtTargetFps).toHaveBeenLastCalledWith(2, expect.any(Function))
    expect(screen.getByText('No frame yet')).toBeOnTheScreen()

    everyFrameIsDue()
    process(fakeFrame({ width: 1280, height: 720, pixelFormat: 'yuv', orientation: 'landscape-right' }))
    expect(screen.getByText('1280x720 yuv, landscape-right')).toBeOnTheScreen()
    process(fakeFrame({ width: 640, height: 480, pixelFormat: 'rgb', orientation: 'portrait' }))
    expect(screen.getByText('640x480 rgb, portrait')).toBeOnTheScreen()
  })

  test('its own label updates do not replace the frame processor: the run-on-JS function is its only dependency and stays the same', async () => {
    everyFrameIsDue()
    render(<FrameInfoOverlay />)
    await screen.findByTestId('mock-camera')
    const [, depsBefore] = lastFrameProcessor()
    expect(depsBefore).toHaveLength(1)
    process(fakeFrame())
    expect(screen.getByText('1920x1080 yuv, portrait')).toBeOnTheScreen()
    expect(lastFrameProcessor()[1]![0]).toBe(depsBefore![0])
  })
})

describe('frame-processors-interacting/OrientationBadgeScreen ("Reanimated")', () => {
  /** The transform of the view around the badge's text. */
  const badgeRotation = () => {
    let node = screen.getByText('Frame orientation').parent
    while (node != null && StyleSheet.flatten(node.props.style)?.transform === undefined) node = node.parent
    return StyleSheet.flatten(node?.props.style)?.transform
  }

  test.each<[Orientation, number]>([
    ['landscape-left', 90],
    ['portrait-upside-down', 180],
    ['landscape-right', 270],
    ['portrait', 0],
  ])('a %s frame turns the badge to %i° with a 250 ms timing, from the JS thread, four times per second', async (orientation, degrees) => {
    everyFrameIsDue()
    const { rerender } = render(<OrientationBadgeScreen />)
    await screen.findByTestId('mock-camera')
    expect(badgeRotation()).toEqual([{ rotate: '0deg' }])
    process(fakeFrame({ orientation: orientation }))
    expect(runAtTargetFps).toHaveBeenLastCalledWith(4, expect.any(Function))
    expect(withTiming).toHaveBeenLastCalledWith(degrees, { duration: 250 })
    // The Reanimated value drives the style (the real one animates it on the UI thread).
    rerender(<OrientationBadgeScreen />)
    expect(badgeRotation()).toEqual([{ rotate: `${degrees}deg` }])
  })
})

describe('frame-processors-interacting/BrightnessMeter ("Offloading work with runAsync")', () => {
  // A 64×32 rgb frame whose rows are padded to 68 pixels (272 bytes), as rows can be.
  const width = 64
  const height = 32
  const bytesPerRow = 68 * 4
  /** A gray image whose value at (x, y) is x + y, so the average says which pixels were read. */
  const grayRamp = (x: number, y: number): [number, number, number, number] => [x + y, x + y, x + y, 255]
  /** The average of x + y over the pixels the meter samples: every 16th column and row, of `rows` rows. */
  const expectedAverage = (rows: number) => {
    const xs = [0, 16, 32, 48]
    const ys = [0, 16].filter((y) => y < rows)
    return Math.round(ys.reduce((sum, y) => sum + xs.reduce((s, x) => s + x + y, 0), 0) / (xs.length * ys.length))
  }

  test('measures in runAsync, twice per second, and not on the camera thread', async () => {
    render(<BrightnessMeter />)
    expect(await screen.findByText('Measuring…')).toBeOnTheScreen()
    expect(cameraProps().pixelFormat).toBe('rgb')
    everyFrameIsDue()
    const frame = fakeFrame({
      width,
      height,
      bytesPerRow,
      pixelFormat: 'rgb',
      bytes: pixelBytes({ width, bytesPerRow, rows: height }, grayRamp),
    })
    process(frame)
    expect(runAtTargetFps).toHaveBeenLastCalledWith(2, expect.any(Function))
    expect(runAsync).toHaveBeenLastCalledWith(frame, expect.any(Function))
    // The async context was busy: the job was dropped, and the frame processor did not read pixels.
    expect(frame.toArrayBuffer).not.toHaveBeenCalled()
    expect(screen.getByText('Measuring…')).toBeOnTheScreen()
  })

  test('iOS: the copy holds every row, so the whole frame is averaged and the label says 100%', async () => {
    expect(Platform.OS).toBe('ios')
    render(<BrightnessMeter />)
    await screen.findByTestId('mock-camera')
    everyFrameIsDue()
    asyncContextIsFree()
    // bytesPerRow × height bytes, as FrameHostObject.mm copies.
    process(
      fakeFrame({ width, height, bytesPerRow, pixelFormat: 'rgb', bytes: pixelBytes({ width, bytesPerRow, rows: height }, grayRamp) }),
    )
    expect(screen.getByText(`Brightness: ${expectedAverage(height)} / 255 (100% of the rows)`)).toBeOnTheScreen()
  })

  test('iOS: reads the BGRA byte order (Rec. 601 luma of red 200, green 100, blue 10 is 120)', async () => {
    render(<BrightnessMeter />)
    await screen.findByTestId('mock-camera')
    everyFrameIsDue()
    asyncContextIsFree()
    process(
      fakeFrame({
        width,
        height,
        bytesPerRow,
        pixelFormat: 'rgb',
        bytes: pixelBytes({ width, bytesPerRow, rows: height }, () => [10, 100, 200, 255]),
      }),
    )
    expect(screen.getByText('Brightness: 120 / 255 (100% of the rows)')).toBeOnTheScreen()
  })

  /** BrightnessMeter loaded as on Android, rendered, with its frame processor due and its async context free. */
  async function renderAndroidBrightnessMeter(): Promise<void> {
    const { BrightnessMeter: AndroidBrightnessMeter } = loadScreenAgain(
      () =>
        require('@example/frame-processors-interacting/BrightnessMeter') as typeof import('@example/frame-processors-interacting/BrightnessMeter'),
      () => jest.replaceProperty(Platform, 'OS', 'android'),
    )
    render(<AndroidBrightnessMeter />)
    await screen.findByTestId('mock-camera')
    everyFrameIsDue()
    asyncContextIsFree()
  }

  test('Android: the copy holds height × stride bytes with the stride in pixels, so only the first quarter of the rows is averaged, and the label says 25%', async () => {
    await renderAndroidBrightnessMeter()
    // FrameHostObject.cpp copies height × stride bytes; the stride (68) counts pixels, bytesPerRow counts bytes.
    const copied = height * (bytesPerRow / 4)
    const bytes = pixelBytes({ width, bytesPerRow, rows: height }, grayRamp).slice(0, copied)
    process(fakeFrame({ width, height, bytesPerRow, pixelFormat: 'rgb', bytes }))
    expect(screen.getByText(`Brightness: ${expectedAverage(height / 4)} / 255 (25% of the rows)`)).toBeOnTheScreen()

    // RGBA byte order on Android.
    const rgba = pixelBytes({ width, bytesPerRow, rows: height }, () => [200, 100, 10, 255]).slice(0, copied)
    process(fakeFrame({ width, height, bytesPerRow, pixelFormat: 'rgb', bytes: rgba }))
    expect(screen.getByText('Brightness: 120 / 255 (25% of the rows)')).toBeOnTheScreen()
  })

  test('Android with minSdkVersion 24: toArrayBuffer() throws, and the label shows the error instead of a brightness', async () => {
    await renderAndroidBrightnessMeter()
    // The #else branch of toArrayBuffer in FrameHostObject.cpp (built with __ANDROID_API__ < 26).
    const minSdkError = 'Frame.toArrayBuffer() is only available if minSdkVersion is set to 26 or higher!'
    const frame = fakeFrame({ width, height, bytesPerRow, pixelFormat: 'rgb' })
    frame.toArrayBuffer.mockImplementation(() => {
      throw new Error(minSdkError)
    })
    // The error stays inside the runAsync job: nothing is thrown to the frame processor.
    expect(() => process(frame)).not.toThrow()
    expect(frame.toArrayBuffer).toHaveBeenCalledTimes(1)
    expect(screen.getByText(`Cannot read pixels: ${minSdkError}`)).toBeOnTheScreen()
    expect(screen.queryByText(/^Brightness:/)).not.toBeOnTheScreen()

    // A frame that can be read (minSdkVersion 26, Android 9) replaces the error with a measurement.
    const copied = height * (bytesPerRow / 4)
    const rgba = pixelBytes({ width, bytesPerRow, rows: height }, () => [200, 100, 10, 255]).slice(0, copied)
    process(fakeFrame({ width, height, bytesPerRow, pixelFormat: 'rgb', bytes: rgba }))
    expect(screen.getByText('Brightness: 120 / 255 (25% of the rows)')).toBeOnTheScreen()
    expect(screen.queryByText(/^Cannot read pixels/)).not.toBeOnTheScreen()
  })

  test('ignores frames that are not rgb', async () => {
    render(<BrightnessMeter />)
    await screen.findByTestId('mock-camera')
    everyFrameIsDue()
    asyncContextIsFree()
    const frame = fakeFrame({ pixelFormat: 'yuv' })
    process(frame)
    expect(frame.toArrayBuffer).not.toHaveBeenCalled()
    expect(screen.getByText('Measuring…')).toBeOnTheScreen()
  })
})
