/**
 * Video Stabilization (docs/guides/stabilization.mdx): what each screen's prose promises.
 */
import { render, screen } from '@testing-library/react-native'
import { Camera, useCameraDevice, useCameraFormat, useMicrophonePermission } from 'react-native-vision-camera'
import type { CameraDeviceFormat, VideoStabilizationMode } from 'react-native-vision-camera'
import { StabilizedRecorder } from '@example/stabilization/StabilizedRecorder'
import { restoreGuideMock } from './harness'
import { backCamera, cameraProps } from './helpers'

afterEach(restoreGuideMock)

/** The mock's 1080p photo format (1–30 FPS, up to 'cinematic') and 4K video format (1–60 FPS, up to 'cinematic-extended'). */
const [photoFormat, videoFormat] = backCamera().formats as [CameraDeviceFormat, CameraDeviceFormat]
const withModes = (videoStabilizationModes: VideoStabilizationMode[], changes: Partial<CameraDeviceFormat> = {}): CameraDeviceFormat => ({
  ...photoFormat,
  ...changes,
  videoStabilizationModes,
})
const useFormats = (formats: CameraDeviceFormat[]) => jest.mocked(useCameraDevice).mockReturnValue({ ...backCamera(), formats })

describe('stabilization/StabilizedRecorder ("Turn on stabilization step by step")', () => {
  test('picks the format that lists cinematic-extended and sets that mode, at 30 FPS, video without audio', async () => {
    render(<StabilizedRecorder />)
    await screen.findByTestId('mock-camera')
    expect(useCameraFormat).toHaveBeenCalledWith(expect.objectContaining({ id: 'mock-back-wide' }), [
      { videoStabilizationMode: 'cinematic-extended' },
      { fps: 30 },
      { videoResolution: { width: 1920, height: 1080 } },
    ])
    const props = cameraProps()
    expect(props.format).toBe(videoFormat)
    expect(props.videoStabilizationMode).toBe('cinematic-extended')
    expect(props.fps).toBe(30)
    expect(props.video).toBe(true)
    expect(props.audio).toBe(false)
    expect(useMicrophonePermission).not.toHaveBeenCalled()
    expect(Camera.requestMicrophonePermission).not.toHaveBeenCalled()
  })

  test('the mode outranks fps alone: a format with the mode wins over a faster one at the same resolution', async () => {
    const steady = withModes(['off', 'standard', 'cinematic', 'cinematic-extended'], { maxFps: 24 })
    const smooth = withModes(['off', 'standard'], { maxFps: 60 })
    useFormats([smooth, steady])
    render(<StabilizedRecorder />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().format).toBe(steady)
    expect(cameraProps().videoStabilizationMode).toBe('cinematic-extended')
    // fps stays inside the chosen format.
    expect(cameraProps().fps).toBe(24)
  })

  test('but fps and resolution together tie with the mode (2 + 1 = 3): the earlier format stays, and the screen sets its best mode', async () => {
    const steady = withModes(['off', 'standard', 'cinematic', 'cinematic-extended'], { videoWidth: 3840, videoHeight: 2160, maxFps: 24 })
    const smooth = withModes(['off', 'standard'], { maxFps: 60 })
    useFormats([smooth, steady])
    render(<StabilizedRecorder />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().format).toBe(smooth)
    expect(cameraProps().videoStabilizationMode).toBe('standard')
    expect(cameraProps().fps).toBe(30)
  })

  test.each<[VideoStabilizationMode[], VideoStabilizationMode]>([
    [['off', 'standard', 'cinematic', 'auto'], 'cinematic'],
    [['off', 'cinematic'], 'cinematic'], // an Android format with video stabilization
    [['off', 'standard', 'auto'], 'standard'],
    [['off', 'auto'], 'off'],
    [['off'], 'off'],
  ])('a format listing %j gets the best listed mode: %s', async (modes, expected) => {
    useFormats([withModes(modes)])
    render(<StabilizedRecorder />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().videoStabilizationMode).toBe(expected)
    expect([...modes, 'off']).toContain(cameraProps().videoStabilizationMode)
  })

  test('says so when there is no camera', async () => {
    jest.mocked(useCameraDevice).mockReturnValue(undefined)
    render(<StabilizedRecorder />)
    expect(await screen.findByText('No camera available.')).toBeOnTheScreen()
    expect(screen.queryByTestId('mock-camera')).not.toBeOnTheScreen()
  })
})
