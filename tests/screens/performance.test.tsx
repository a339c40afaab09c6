/**
 * Performance (docs/guides/performance.mdx): what each screen's prose promises.
 */
import { act, render, screen } from '@testing-library/react-native'
import { AppState } from 'react-native'
import { Camera, runAsync, runAtTargetFps, useCameraDevice, useFrameProcessor } from 'react-native-vision-camera'
import type { CameraDevice } from 'react-native-vision-camera'
import { ForegroundCamera } from '@example/performance/ForegroundCamera'
import { LightweightAnalyzer } from '@example/performance/LightweightAnalyzer'
import { StartupTimer } from '@example/performance/StartupTimer'
import { fakeFrame } from './frames'
import { restoreGuideMock, settle } from './harness'
import { appState, backCamera, cameraPermissionLikeTheLibrary, cameraProps, holdTheSession, refusePermission } from './helpers'

// React Native's Jest setup makes AppState.currentState a function: the tests set a state and put it back.
const setupCurrentState = Object.getOwnPropertyDescriptor(AppState, 'currentState')!

afterEach(() => {
  restoreGuideMock()
  Object.defineProperty(AppState, 'currentState', setupCurrentState)
})

/** A clock the test moves by hand: Date.now() returns `clock.now`. */
function manualClock(start: number) {
  const clock = { now: start }
  jest.spyOn(Date, 'now').mockImplementation(() => clock.now)
  return clock
}

describe('performance/StartupTimer ("Measure first")', () => {
  test('logs each lifecycle event with the time since the camera mounted; re-renders do not restart the clock', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {})
    const clock = manualClock(10_000)
    holdTheSession()
    render(<StartupTimer />)
    clock.now = 10_120
    act(() => cameraProps().onInitialized())
    expect(log).toHaveBeenLastCalledWith('[camera] onInitialized after 120 ms')
    clock.now = 10_200
    screen.rerender(<StartupTimer />)
    clock.now = 10_350
    act(() => cameraProps().onStarted())
    expect(log).toHaveBeenLastCalledWith('[camera] onStarted after 350 ms')
    clock.now = 10_500
    act(() => cameraProps().onPreviewStarted())
    expect(log).toHaveBeenLastCalledWith('[camera] onPreviewStarted after 500 ms')
    expect(log).toHaveBeenCalledTimes(3)
  })

  test('a session that starts logs onInitialized, onStarted and onPreviewStarted in that order, with the photo output only', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {})
    manualClock(0)
    render(<StartupTimer />)
    await screen.findByTestId('mock-camera')
    expect(log.mock.calls).toEqual([
      ['[camera] onInitialized after 0 ms'],
      ['[camera] onStarted after 0 ms'],
      ['[camera] onPreviewStarted after 0 ms'],
    ])
    expect(cameraProps().device).toBe(backCamera())
    expect(cameraProps().photo).toBe(true)
    expect(cameraProps().isActive).toBe(true)
    expect(cameraProps().video).toBeUndefined()
    expect(cameraProps().frameProcessor).toBeUndefined()
  })

  test('no FPS graph: it counts only video or frame processor frames (CameraView.swift/.kt onFrame), and this screen has neither', async () => {
    jest.spyOn(console, 'log').mockImplementation(() => {})
    render(<StartupTimer />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().enableFpsGraph).toBeFalsy()
  })

  test('the time spent in the permission dialog is not measured: the clock starts when the camera mounts', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {})
    const clock = manualClock(0)
    holdTheSession()
    cameraPermissionLikeTheLibrary()
    jest.mocked(Camera.getCameraPermissionStatus).mockReturnValue('not-determined')
    let answer: (result: 'granted') => void = () => {}
    jest.mocked(Camera.requestCameraPermission).mockReturnValue(new Promise((resolve) => (answer = resolve)))
    render(<StartupTimer />)
    expect(Camera.requestCameraPermission).toHaveBeenCalledTimes(1)
    expect(screen.getByText('Waiting for camera permission…')).toBeOnTheScreen()
    expect(screen.queryByTestId('mock-camera')).not.toBeOnTheScreen()
    clock.now = 8_000 // the user reads the dialog
    await act(async () => answer('granted'))
    expect(screen.getByTestId('mock-camera')).toBeOnTheScreen()
    clock.now = 8_090
    act(() => cameraProps().onInitialized())
    expect(log).toHaveBeenLastCalledWith('[camera] onInitialized after 90 ms')
  })
})

describe('performance/ForegroundCamera ("Pause the camera when nobody sees it")', () => {
  test('streams only while visible and the app is active; the AppState listener is removed on unmount', async () => {
    const app = appState('active')
    const { unmount } = render(<ForegroundCamera visible={true} />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().isActive).toBe(true)
    expect(cameraProps().photo).toBe(true)
    app.change('inactive')
    expect(cameraProps().isActive).toBe(false)
    app.change('background')
    expect(cameraProps().isActive).toBe(false)
    app.change('active')
    expect(cameraProps().isActive).toBe(true)
    screen.rerender(<ForegroundCamera visible={false} />)
    expect(cameraProps().isActive).toBe(false)
    // Hidden and back in the foreground: still off.
    app.change('background')
    app.change('active')
    expect(cameraProps().isActive).toBe(false)
    screen.rerender(<ForegroundCamera visible={true} />)
    expect(cameraProps().isActive).toBe(true)
    // Paused by isActive, not unmounted: the same camera stays.
    expect(screen.UNSAFE_getAllByType(Camera)).toHaveLength(1)
    expect(app.listeners.size).toBe(1)
    unmount()
    expect(app.removed).toHaveBeenCalledTimes(1)
    expect(app.listeners.size).toBe(0)
  })

  test('starts paused when the app is not in the foreground', async () => {
    const app = appState('background')
    render(<ForegroundCamera visible={true} />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().isActive).toBe(false)
    app.change('active')
    expect(cameraProps().isActive).toBe(true)
  })

  test('asks on mount and waits while the permission is missing', async () => {
    appState('active')
    refusePermission()
    render(<ForegroundCamera visible={true} />)
    await settle()
    expect(Camera.requestCameraPermission).toHaveBeenCalledTimes(1)
    expect(screen.getByText('Waiting for camera permission…')).toBeOnTheScreen()
    expect(screen.queryByTestId('mock-camera')).not.toBeOnTheScreen()
  })
})

describe('performance/LightweightAnalyzer ("Keep frame processors cheap")', () => {
  /** The worklet and dependency list of the last useFrameProcessor call. */
  const lastFrameProcessor = () => jest.mocked(useFrameProcessor).mock.calls.at(-1)!

  test('a single wide-angle camera, the format closest to 1080x720 at 30 FPS, yuv frames and the memoized frame processor', async () => {
    render(<LightweightAnalyzer />)
    await screen.findByTestId('mock-camera')
    expect(useCameraDevice).toHaveBeenCalledWith('back', { physicalDevices: ['wide-angle-camera'] })
    const [worklet, deps] = lastFrameProcessor()
    // Only the shared value that remembers a failed pixel read, the same instance on every render.
    expect(deps).toEqual([{ value: false }])
    const props = cameraProps()
    // The mock's 1920x1080 format (30 FPS) is closer to 1080x720 than its 4K one.
    expect(props.format).toBe(backCamera().formats[0])
    expect(props.fps).toBe(30)
    expect(props.pixelFormat).toBe('yuv')
    expect(props.frameProcessor).toEqual({ type: 'readonly', frameProcessor: worklet })
    expect(props.isActive).toBe(true)
    // The FPS graph counts the frames that reach the frame processor; __DEV__ is true in Jest.
    expect(props.enableFpsGraph).toBe(true)
    expect(props.photo).toBeUndefined()
    expect(props.video).toBeUndefined()
    expect(props.audio).toBeUndefined()
    // The dependency is the same instance on every render, so the frame processor is not replaced.
    screen.rerender(<LightweightAnalyzer />)
    expect(lastFrameProcessor()[1]![0]).toBe(deps![0])
  })

  test('fps stays inside a format that cannot reach 30 FPS', async () => {
    const slow: CameraDevice = { ...backCamera(), formats: backCamera().formats.map((format) => ({ ...format, maxFps: 24 })) }
    jest.mocked(useCameraDevice).mockReturnValue(slow)
    render(<LightweightAnalyzer />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().fps).toBe(24)
  })

  test('throttles the log to 2 FPS and reads the pixels only inside runAsync', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {})
    render(<LightweightAnalyzer />)
    await screen.findByTestId('mock-camera')
    const [worklet] = lastFrameProcessor()
    // Every 97th byte is 200, all others 10: only the sampled bytes count.
    const bytes = new Uint8Array(97 * 40).map((_, i) => (i % 97 === 0 ? 200 : 10))
    const frame = fakeFrame({ width: 1920, height: 1080, pixelFormat: 'yuv', bytes })

    // runAtTargetFps skips and the async context is busy: the frame processor itself does no work.
    worklet(frame)
    expect(runAtTargetFps).toHaveBeenLastCalledWith(2, expect.any(Function))
    expect(runAsync).toHaveBeenLastCalledWith(frame, expect.any(Function))
    expect(frame.toArrayBuffer).not.toHaveBeenCalled()
    expect(log).not.toHaveBeenCalled()

    // The throttled function logs the frame; the async one samples every 97th byte.
    jest.mocked(runAtTargetFps).mock.calls.at(-1)![1]()
    expect(log).toHaveBeenLastCalledWith('Frame 1920x1080 (yuv)')
    jest.mocked(runAsync).mock.calls.at(-1)![1]()
    expect(frame.toArrayBuffer).toHaveBeenCalledTimes(1)
    expect(log).toHaveBeenLastCalledWith('Average sampled byte value: 200.0')
  })

  test('an empty buffer logs 0.0 instead of NaN', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {})
    render(<LightweightAnalyzer />)
    await screen.findByTestId('mock-camera')
    const [worklet] = lastFrameProcessor()
    worklet(fakeFrame({ bytes: new Uint8Array(0) }))
    jest.mocked(runAsync).mock.calls.at(-1)![1]()
    expect(log).toHaveBeenLastCalledWith('Average sampled byte value: 0.0')
  })

  test('Android with minSdkVersion 24: the failed pixel read is logged once, and later jobs no longer read pixels', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {})
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    render(<LightweightAnalyzer />)
    await screen.findByTestId('mock-camera')
    const [worklet] = lastFrameProcessor()
    // The #else branch of toArrayBuffer in FrameHostObject.cpp (built with __ANDROID_API__ < 26).
    const minSdkError = 'Frame.toArrayBuffer() is only available if minSdkVersion is set to 26 or higher!'
    const first = fakeFrame({ pixelFormat: 'yuv' })
    first.toArrayBuffer.mockImplementation(() => {
      throw new Error(minSdkError)
    })
    worklet(first)
    // The error does not leave the job, so runAsync has nothing to report as fatal.
    expect(() => jest.mocked(runAsync).mock.calls.at(-1)![1]()).not.toThrow()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith(`Cannot read pixels: ${minSdkError}`)
    expect(log).not.toHaveBeenCalledWith(expect.stringMatching(/^Average/))

    const second = fakeFrame({ pixelFormat: 'yuv', bytes: new Uint8Array(97).fill(50) })
    worklet(second)
    jest.mocked(runAsync).mock.calls.at(-1)![1]()
    expect(second.toArrayBuffer).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledTimes(1)
    // The throttled log keeps running.
    jest.mocked(runAtTargetFps).mock.calls.at(-1)![1]()
    expect(log).toHaveBeenLastCalledWith('Frame 1920x1080 (yuv)')
  })

  test('asks on mount and waits while the permission is missing', async () => {
    refusePermission()
    render(<LightweightAnalyzer />)
    await settle()
    expect(Camera.requestCameraPermission).toHaveBeenCalledTimes(1)
    expect(screen.getByText('Waiting for camera permission…')).toBeOnTheScreen()
    expect(screen.queryByTestId('mock-camera')).not.toBeOnTheScreen()
  })
})
