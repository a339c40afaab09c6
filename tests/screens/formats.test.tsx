/**
 * Camera Formats (docs/guides/formats.mdx): what each screen's prose promises.
 */
import { render, screen } from '@testing-library/react-native'
import { CameraRuntimeError, Templates, useCameraDevice, useCameraFormat, useCameraPermission } from 'react-native-vision-camera'
import type { CameraDevice, CameraDeviceFormat } from 'react-native-vision-camera'
import { HdrCamera } from '@example/formats/HdrCamera'
import { SafeFpsCamera } from '@example/formats/SafeFpsCamera'
import { SnapStyleCamera } from '@example/formats/SnapStyleCamera'
import { VideoScreen } from '@example/formats/VideoScreen'
import { restoreGuideMock } from './harness'
import { backCamera, cameraProps, frontCamera } from './helpers'

afterEach(restoreGuideMock)

/** The mock's 1080p photo format (1–30 FPS, no HDR) and 4K video format (1–60 FPS, video HDR). */
const [photoFormat, videoFormat] = backCamera().formats as [CameraDeviceFormat, CameraDeviceFormat]
const format = (changes: Partial<CameraDeviceFormat>): CameraDeviceFormat => ({ ...photoFormat, ...changes })
/** A device with these formats, returned by useCameraDevice from now on. */
const useDevice = (formats: CameraDeviceFormat[], base: CameraDevice = backCamera()): CameraDevice => {
  const device = { ...base, formats }
  jest.mocked(useCameraDevice).mockReturnValue(device)
  return device
}

describe('formats/VideoScreen ("Choose a format in three steps")', () => {
  test('picks the 60 FPS 4K format and runs it at 60 FPS, with video and photo', async () => {
    render(<VideoScreen />)
    await screen.findByTestId('mock-camera')
    expect(useCameraFormat).toHaveBeenCalledWith(expect.objectContaining({ id: 'mock-back-wide' }), [
      { fps: 60 },
      { videoResolution: { width: 3840, height: 2160 } },
      { photoResolution: 'max' },
    ])
    const props = cameraProps()
    expect(props.format).toBe(videoFormat)
    expect(props.fps).toBe(60)
    expect(props.video).toBe(true)
    expect(props.photo).toBe(true)
  })

  test('fps is clamped into the chosen format: 30 when it tops out at 30, its minimum when that is above 60', async () => {
    const thirty = format({ minFps: 1, maxFps: 30 })
    useDevice([thirty])
    const { unmount } = render(<VideoScreen />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().format).toBe(thirty)
    expect(cameraProps().fps).toBe(30)
    unmount()

    useDevice([format({ minFps: 120, maxFps: 240 })])
    render(<VideoScreen />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().fps).toBe(120)
  })

  test('the first filter alone ties the second and third together (3 = 2 + 1): the earlier format in the list stays', async () => {
    const uhd30 = format({ videoWidth: 3840, videoHeight: 2160, maxFps: 30 })
    const fullHd60 = format({ photoWidth: 1920, photoHeight: 1080, maxFps: 60 })
    useDevice([uhd30, fullHd60])
    const { unmount } = render(<VideoScreen />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().format).toBe(uhd30)
    expect(cameraProps().fps).toBe(30)
    unmount()

    useDevice([fullHd60, uhd30])
    render(<VideoScreen />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().format).toBe(fullHd60)
    expect(cameraProps().fps).toBe(60)
  })

  test('says so when there is no camera, or no permission yet', async () => {
    jest.mocked(useCameraDevice).mockReturnValue(undefined)
    const { unmount } = render(<VideoScreen />)
    expect(await screen.findByText('No camera available.')).toBeOnTheScreen()
    expect(screen.queryByTestId('mock-camera')).not.toBeOnTheScreen()
    unmount()

    const requestPermission = jest.fn(async () => false)
    jest.mocked(useCameraPermission).mockReturnValue({ hasPermission: false, requestPermission })
    render(<VideoScreen />)
    expect(await screen.findByText('Waiting for camera permission.')).toBeOnTheScreen()
    expect(requestPermission).toHaveBeenCalledTimes(1)
    expect(screen.queryByTestId('mock-camera')).not.toBeOnTheScreen()
  })
})

describe('formats/HdrCamera ("The selection algorithm")', () => {
  test('turns videoHdr on with a format that supports it', async () => {
    render(<HdrCamera />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().format).toBe(videoFormat)
    expect(cameraProps().videoHdr).toBe(true)
    expect(cameraProps().video).toBe(true)
  })

  test('leaves videoHdr off when the picker had to return a format without HDR', async () => {
    const big = format({ videoWidth: 3840, videoHeight: 2160 })
    useDevice([photoFormat, big])
    render(<HdrCamera />)
    await screen.findByTestId('mock-camera')
    // No HDR anywhere: fps ties, then the larger video resolution wins.
    expect(cameraProps().format).toBe(big)
    expect(cameraProps().videoHdr).toBe(false)
  })
})

describe('formats/SnapStyleCamera ("Ready-made Templates")', () => {
  test('asks the front camera for the Snapchat template, then 30 FPS, and passes that format', async () => {
    render(<SnapStyleCamera />)
    await screen.findByTestId('mock-camera')
    expect(useCameraDevice).toHaveBeenCalledWith('front')
    expect(useCameraFormat).toHaveBeenCalledWith(expect.objectContaining({ id: 'mock-front' }), [...Templates.Snapchat, { fps: 30 }])
    const props = cameraProps()
    expect(props.device.id).toBe('mock-front')
    expect(props.format).toBe(frontCamera().formats[0])
    expect(props.photo).toBe(true)
    expect(props.video).toBe(true)
  })

  test('the template outranks the fps wish: 1080p over a 4K format that reaches 30 FPS, 30 FPS when all else ties', async () => {
    const fullHd24 = format({ videoWidth: 1920, videoHeight: 1080, photoWidth: 1920, photoHeight: 1080, maxFps: 24 })
    const uhd30 = format({ videoWidth: 3840, videoHeight: 2160, photoWidth: 3840, photoHeight: 2160, maxFps: 30 })
    useDevice([uhd30, fullHd24], frontCamera())
    const { unmount } = render(<SnapStyleCamera />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().format).toBe(fullHd24)
    unmount()

    const fullHd30 = { ...fullHd24, maxFps: 30 }
    useDevice([fullHd24, fullHd30], frontCamera())
    render(<SnapStyleCamera />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().format).toBe(fullHd30)
  })
})

describe('formats/SafeFpsCamera ("When fps is outside the format\'s range")', () => {
  test('passes [format.minFps, target] when the format reaches the target', async () => {
    const { unmount } = render(<SafeFpsCamera targetFps={30} />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().format).toBe(photoFormat)
    expect(cameraProps().fps).toEqual([1, 30])
    unmount()

    render(<SafeFpsCamera targetFps={60} />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().format).toBe(videoFormat)
    expect(cameraProps().fps).toEqual([1, 60])
  })

  test('never asks for more than the format supports, nor for less than its minimum', async () => {
    const { unmount } = render(<SafeFpsCamera targetFps={120} />)
    await screen.findByTestId('mock-camera')
    // No format reaches 120 FPS: the first one stays, and the range stops at its 30 FPS.
    expect(cameraProps().format).toBe(photoFormat)
    expect(cameraProps().fps).toEqual([1, 30])
    unmount()

    useDevice([format({ minFps: 15, maxFps: 30 })])
    render(<SafeFpsCamera targetFps={10} />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().fps).toEqual([15, 15])
  })

  test('warns with the message for frame-rate errors and logs any other error', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {})
    render(<SafeFpsCamera targetFps={30} />)
    await screen.findByTestId('mock-camera')
    cameraProps().onError(new CameraRuntimeError('format/invalid-fps', 'The given format cannot run at 90 FPS!'))
    expect(warn).toHaveBeenLastCalledWith('Frame rate rejected: The given format cannot run at 90 FPS!')
    cameraProps().onError(new CameraRuntimeError('format/format-required', 'A format is required.'))
    expect(warn).toHaveBeenLastCalledWith('Frame rate rejected: A format is required.')
    expect(consoleError).not.toHaveBeenCalled()
    const other = new CameraRuntimeError('device/camera-already-in-use', 'In use.')
    cameraProps().onError(other)
    expect(consoleError).toHaveBeenCalledWith(other)
    expect(warn).toHaveBeenCalledTimes(2)
  })
})
