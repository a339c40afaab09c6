/**
 * Orientation (docs/guides/orientation.mdx): what each screen's prose promises.
 */
import { act, render, screen } from '@testing-library/react-native'
import { withTiming } from 'react-native-reanimated'
import { Camera, useFrameProcessor } from 'react-native-vision-camera'
import { FrameOrientationLogger } from '@example/orientation/FrameOrientationLogger'
import { RotatingControls } from '@example/orientation/RotatingControls'
import { fakeFrame } from './frames'
import { restoreGuideMock, settle } from './harness'
import { cameraProps, refusePermission } from './helpers'

// Reanimated's Jest stand-in, with withTiming observable: the icon turns through it (jest.mock is hoisted above the imports).
jest.mock('react-native-reanimated', () => {
  const reanimated = jest.requireActual('react-native-reanimated/mock')
  return { ...reanimated, withTiming: jest.fn(reanimated.withTiming) }
})

afterEach(() => {
  restoreGuideMock()
  jest.mocked(withTiming).mockClear()
})

describe('orientation/RotatingControls ("Orientation events")', () => {
  test('outputs follow the device, with the photo output', async () => {
    render(<RotatingControls />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().outputOrientation).toBe('device')
    expect(cameraProps().photo).toBe(true)
    expect(cameraProps().isActive).toBe(true)
  })

  test('starts with portrait for both before any event (Android sends none at mount)', async () => {
    render(<RotatingControls />)
    await screen.findByTestId('mock-camera')
    expect(screen.getByText('output: portrait · preview: portrait')).toBeOnTheScreen()
  })

  test('shows each orientation the camera reports, independently', async () => {
    render(<RotatingControls />)
    await screen.findByTestId('mock-camera')
    // A portrait-locked screen: the phone turns, the preview stays.
    act(() => cameraProps().onOutputOrientationChanged('landscape-left'))
    expect(screen.getByText('output: landscape-left · preview: portrait')).toBeOnTheScreen()
    act(() => cameraProps().onPreviewOrientationChanged('landscape-right'))
    expect(screen.getByText('output: landscape-left · preview: landscape-right')).toBeOnTheScreen()
    act(() => cameraProps().onOutputOrientationChanged('portrait-upside-down'))
    expect(screen.getByText('output: portrait-upside-down · preview: landscape-right')).toBeOnTheScreen()
  })

  test('turns the icon by the UI rotation the camera computes, animated over 250 ms', async () => {
    render(<RotatingControls />)
    await screen.findByTestId('mock-camera')
    expect(withTiming).not.toHaveBeenCalled()
    act(() => cameraProps().onUIRotationChanged(-90))
    expect(withTiming).toHaveBeenLastCalledWith(-90, { duration: 250 })
    act(() => cameraProps().onUIRotationChanged(180))
    expect(withTiming).toHaveBeenLastCalledWith(180, { duration: 250 })
    expect(screen.getByText('⚡')).toBeOnTheScreen()
  })

  test('asks on mount and says the permission is required while it is missing', async () => {
    refusePermission()
    render(<RotatingControls />)
    await settle()
    expect(Camera.requestCameraPermission).toHaveBeenCalledTimes(1)
    expect(screen.getByText('Camera permission is required')).toBeOnTheScreen()
    expect(screen.queryByTestId('mock-camera')).not.toBeOnTheScreen()
  })
})

describe('orientation/FrameOrientationLogger ("Frames in frame processors")', () => {
  /** The worklet and dependency list of the last useFrameProcessor call. */
  const lastFrameProcessor = () => jest.mocked(useFrameProcessor).mock.calls.at(-1)!

  test('passes the memoized frame processor to the camera', async () => {
    render(<FrameOrientationLogger />)
    await screen.findByTestId('mock-camera')
    const [worklet, deps] = lastFrameProcessor()
    expect(deps).toEqual([])
    expect(cameraProps().frameProcessor).toEqual({ type: 'readonly', frameProcessor: worklet })
    expect(cameraProps().isActive).toBe(true)
  })

  test('logs the size, orientation and mirroring each frame reports, without touching the pixels', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {})
    render(<FrameOrientationLogger />)
    await screen.findByTestId('mock-camera')
    const [worklet] = lastFrameProcessor()
    // Sensor orientation: a landscape buffer from a phone held in portrait.
    const frame = fakeFrame({ width: 1920, height: 1080, orientation: 'landscape-right', isMirrored: true })
    worklet(frame)
    expect(log).toHaveBeenLastCalledWith('1920x1080 landscape-right mirrored=true')
    // frame.orientation is passed on as it is: no pixels are read or rotated.
    expect(frame.reads).toEqual(['width', 'height', 'orientation', 'isMirrored'])
    worklet(fakeFrame({ width: 640, height: 480, orientation: 'portrait', isMirrored: false }))
    expect(log).toHaveBeenLastCalledWith('640x480 portrait mirrored=false')
  })

  test('asks on mount and says the permission is required while it is missing', async () => {
    refusePermission()
    render(<FrameOrientationLogger />)
    await settle()
    expect(Camera.requestCameraPermission).toHaveBeenCalledTimes(1)
    expect(screen.getByText('Camera permission is required')).toBeOnTheScreen()
  })
})
