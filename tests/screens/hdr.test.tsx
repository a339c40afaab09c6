/**
 * HDR (docs/guides/hdr.mdx): what each screen's prose promises.
 */
import { act, fireEvent, render, screen } from '@testing-library/react-native'
import { Camera, CameraCaptureError, useCameraDevice, useMicrophonePermission } from 'react-native-vision-camera'
import type { CameraDeviceFormat, RecordVideoOptions } from 'react-native-vision-camera'
import { HdrPhotoCamera } from '@example/hdr/HdrPhotoCamera'
import { HdrVideoCamera } from '@example/hdr/HdrVideoCamera'
import { restoreGuideMock } from './harness'
import { backCamera, cameraProps } from './helpers'

afterEach(restoreGuideMock)

/** The mock's 1080p photo format (1–30 FPS, no HDR) and 4K video format (1–60 FPS, video HDR). */
const [photoFormat, videoFormat] = backCamera().formats as [CameraDeviceFormat, CameraDeviceFormat]
const useFormats = (formats: CameraDeviceFormat[]) => jest.mocked(useCameraDevice).mockReturnValue({ ...backCamera(), formats })

describe('hdr/HdrVideoCamera ("Turn on video HDR")', () => {
  test('picks the HDR format, runs it at 30 FPS in yuv with videoHdr on, and the button turns HDR off and on', async () => {
    render(<HdrVideoCamera />)
    await screen.findByTestId('mock-camera')
    const props = cameraProps()
    expect(props.format).toBe(videoFormat)
    expect(props.fps).toBe(30)
    expect(props.videoHdr).toBe(true)
    expect(props.pixelFormat).toBe('yuv')
    expect(props.video).toBe(true)
    fireEvent.press(screen.getByText('HDR on'))
    expect(cameraProps().videoHdr).toBe(false)
    fireEvent.press(screen.getByText('HDR off'))
    expect(cameraProps().videoHdr).toBe(true)
  })

  test('hides the HDR control and keeps videoHdr off when no format supports it; fps stays within the format', async () => {
    const slow = { ...photoFormat, maxFps: 24 }
    useFormats([slow])
    render(<HdrVideoCamera />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().format).toBe(slow)
    expect(cameraProps().videoHdr).toBe(false)
    expect(cameraProps().fps).toBe(24)
    expect(screen.queryByText(/^HDR/)).not.toBeOnTheScreen()
    expect(screen.getByText('Record')).toBeOnTheScreen()
  })

  test('HDR first is not HDR always: a faster, larger format without HDR ties it (2 + 1 = 3), and the screen then hides HDR', async () => {
    const sdr = { ...videoFormat, supportsVideoHdr: false }
    const hdr = { ...photoFormat, supportsVideoHdr: true, maxFps: 24 }
    useFormats([sdr, hdr])
    render(<HdrVideoCamera />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().format).toBe(sdr)
    expect(cameraProps().videoHdr).toBe(false)
    expect(screen.queryByText(/^HDR/)).not.toBeOnTheScreen()
  })

  test('Record starts a recording without audio (no microphone asked), Stop stops it, and the button follows the recording', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {})
    let options: RecordVideoOptions | undefined
    const startRecording = jest.spyOn(Camera.prototype, 'startRecording').mockImplementation((o) => {
      options = o
    })
    // The recording stays open until the test finishes it, whatever the mock's recorder does.
    const stopRecording = jest.spyOn(Camera.prototype, 'stopRecording').mockResolvedValue()
    render(<HdrVideoCamera />)
    await screen.findByTestId('mock-camera')
    fireEvent.press(screen.getByText('Record'))
    expect(startRecording).toHaveBeenCalledWith({ onRecordingFinished: expect.any(Function), onRecordingError: expect.any(Function) })
    expect(cameraProps().audio).toBeUndefined()
    expect(useMicrophonePermission).not.toHaveBeenCalled()
    expect(Camera.requestMicrophonePermission).not.toHaveBeenCalled()
    fireEvent.press(screen.getByText('Stop'))
    await act(async () => {})
    expect(stopRecording).toHaveBeenCalledTimes(1)
    expect(startRecording).toHaveBeenCalledTimes(1)
    act(() => options!.onRecordingFinished({ path: '/tmp/hdr.mov', duration: 2, width: 3840, height: 2160 }))
    expect(screen.getByText('Record')).toBeOnTheScreen()
    expect(log).toHaveBeenCalledWith('Saved 3840x2160 video to /tmp/hdr.mov')
  })

  test('a recording error or a rejected stop is logged, and the button returns to Record after the error', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {})
    let options: RecordVideoOptions | undefined
    jest.spyOn(Camera.prototype, 'startRecording').mockImplementation((o) => {
      options = o
    })
    const stopFailure = new CameraCaptureError('capture/no-recording-in-progress', 'Nothing to stop.')
    jest.spyOn(Camera.prototype, 'stopRecording').mockRejectedValueOnce(stopFailure)
    render(<HdrVideoCamera />)
    await screen.findByTestId('mock-camera')
    fireEvent.press(screen.getByText('Record'))
    fireEvent.press(screen.getByText('Stop'))
    await act(async () => {})
    expect(consoleError).toHaveBeenCalledWith(stopFailure)
    const failure = new CameraCaptureError('capture/recording-canceled', 'Canceled.')
    act(() => options!.onRecordingError(failure))
    expect(consoleError).toHaveBeenLastCalledWith(failure)
    expect(screen.getByText('Record')).toBeOnTheScreen()
  })
})

describe('hdr/HdrPhotoCamera ("Turn on photo HDR")', () => {
  test('without photo HDR (iOS, or Android without the extension): photoHdr off, a plain "Photo" button', async () => {
    render(<HdrPhotoCamera />)
    await screen.findByTestId('mock-camera')
    // No format has photo HDR: the larger photo wins.
    expect(cameraProps().format).toBe(photoFormat)
    expect(cameraProps().photoHdr).toBe(false)
    expect(cameraProps().photo).toBe(true)
    expect(screen.getByText('Photo')).toBeOnTheScreen()
    expect(screen.queryByText('HDR photo')).not.toBeOnTheScreen()
  })

  test('with a photo HDR format: picks it over a larger photo, turns photoHdr on and labels the button', async () => {
    const hdr = { ...videoFormat, supportsPhotoHdr: true }
    useFormats([photoFormat, hdr])
    render(<HdrPhotoCamera />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().format).toBe(hdr)
    expect(cameraProps().photoHdr).toBe(true)
    expect(screen.getByText('HDR photo')).toBeOnTheScreen()
  })

  test('takes a photo on press and logs where it was saved; a failed capture is logged as an error', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {})
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {})
    const failure = new CameraCaptureError('capture/insufficient-storage', 'Full.')
    const takePhoto = jest.spyOn(Camera.prototype, 'takePhoto')
    render(<HdrPhotoCamera />)
    await screen.findByTestId('mock-camera')
    fireEvent.press(screen.getByText('Photo'))
    await act(async () => {})
    expect(takePhoto).toHaveBeenCalledWith()
    expect(log).toHaveBeenCalledWith('Photo saved to /tmp/mock-photo.jpg')
    takePhoto.mockRejectedValueOnce(failure)
    fireEvent.press(screen.getByText('Photo'))
    await act(async () => {})
    expect(consoleError).toHaveBeenCalledWith('Photo failed:', failure)
  })
})
