/**
 * Frame Processors (docs/guides/frame-processors.mdx): what each screen's prose promises.
 */
import { render, screen } from '@testing-library/react-native'
import { Camera, runAtTargetFps } from 'react-native-vision-camera'
import { FrameLoggerScreen } from '@example/frame-processors/FrameLoggerScreen'
import { fakeFrame } from './frames'
import { restoreGuideMock } from './harness'
import { cameraProps, lastFrameProcessor } from './helpers'

afterEach(restoreGuideMock)

describe('frame-processors/FrameLoggerScreen ("Write your first frame processor")', () => {
  test('passes the memoized frame processor, with an empty dependency list, to the camera', async () => {
    render(<FrameLoggerScreen />)
    await screen.findByTestId('mock-camera')
    const [worklet, deps] = lastFrameProcessor()
    expect(deps).toEqual([])
    expect(cameraProps().frameProcessor).toEqual({ type: 'readonly', frameProcessor: worklet })
    expect(cameraProps().isActive).toBe(true)
  })

  test('logs the frame and its orientation, throttled to once per second', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {})
    render(<FrameLoggerScreen />)
    await screen.findByTestId('mock-camera')
    const [worklet] = lastFrameProcessor()

    // A frame on which runAtTargetFps skips: nothing is logged.
    worklet(fakeFrame({ width: 1920, height: 1080, pixelFormat: 'yuv', orientation: 'landscape-right' }))
    expect(runAtTargetFps).toHaveBeenLastCalledWith(1, expect.any(Function))
    expect(log).not.toHaveBeenCalled()

    // A frame on which the second has passed: the throttled function runs inside the call.
    jest.mocked(runAtTargetFps).mockImplementation((_fps, func) => func())
    worklet(fakeFrame({ width: 1920, height: 1080, pixelFormat: 'yuv', orientation: 'landscape-right' }))
    expect(log).toHaveBeenCalledTimes(1)
    expect(log).toHaveBeenCalledWith('1920 x 1080 yuv Frame, orientation: landscape-right')
  })

  test('asks for the camera permission and says it is required while it is missing', async () => {
    jest.mocked(Camera.getCameraPermissionStatus).mockReturnValue('denied')
    jest.mocked(Camera.requestCameraPermission).mockResolvedValue('denied')
    render(<FrameLoggerScreen />)
    expect(await screen.findByText('Camera permission is required.')).toBeOnTheScreen()
    expect(Camera.requestCameraPermission).toHaveBeenCalledTimes(1)
    expect(screen.queryByTestId('mock-camera')).not.toBeOnTheScreen()
  })

  test('says so when there is no back camera', () => {
    jest
      .mocked(Camera.getAvailableCameraDevices)
      .mockReturnValue(Camera.getAvailableCameraDevices().filter((device) => device.position !== 'back'))
    render(<FrameLoggerScreen />)
    expect(screen.getByText('No back camera found.')).toBeOnTheScreen()
  })
})
