/**
 * Recording Videos (docs/guides/recording-videos.mdx): what each screen's prose promises.
 */
import { StrictMode, useCallback, useMemo, useState } from 'react'
import { act, fireEvent, render, screen } from '@testing-library/react-native'
import {
  Camera,
  CameraCaptureError,
  CameraRuntimeError,
  useCameraDevice,
  useCameraPermission,
  useMicrophonePermission,
} from 'react-native-vision-camera'
import type { CameraDevice, RecordVideoOptions, VideoFile } from 'react-native-vision-camera'
import { RecordScreen } from '@example/recording-videos/RecordScreen'
import { SixtyFpsRecorder } from '@example/recording-videos/SixtyFpsRecorder'
import { VideoCamera } from '@example/recording-videos/VideoCamera'
import { FlipWhenIdleRecorder } from '@example/recording-videos/FlipWhenIdleRecorder'
import { restoreGuideMock } from './harness'
import { backCamera, cameraProps, frontCamera } from './helpers'

afterEach(restoreGuideMock)

/**
 * A permission hook that behaves like the library's (usePermission in useCameraPermission.ts):
 * `hasPermission` is state, `requestPermission()` updates it with the answer and resolves
 * with it. Each request waits until the test answers it, like a system dialog.
 */
function dialogPermission(name: string, asked: string[], grantedAtStart = false) {
  const open: { answer: (granted: boolean) => void; fail: (error: unknown) => void }[] = []
  const usePermission = () => {
    const [hasPermission, setHasPermission] = useState(grantedAtStart)
    const requestPermission = useCallback(async () => {
      asked.push(name)
      const granted = await new Promise<boolean>((answer, fail) => open.push({ answer, fail }))
      setHasPermission(granted)
      return granted
    }, [])
    return useMemo(() => ({ hasPermission, requestPermission }), [hasPermission, requestPermission])
  }
  return {
    usePermission,
    /** How many dialogs are open. */
    get open() {
      return open.length
    },
    /** The user answers the oldest open dialog. */
    answer: (granted: boolean) => act(async () => open.shift()!.answer(granted)),
    fail: (error: unknown) => act(async () => open.shift()!.fail(error)),
  }
}

/** Replaces both permission hooks with dialogs; returns them and the order of the requests. */
function permissionDialogs({ camera = false, microphone = false } = {}) {
  const asked: string[] = []
  const cameraDialog = dialogPermission('camera', asked, camera)
  const microphoneDialog = dialogPermission('microphone', asked, microphone)
  jest.mocked(useCameraPermission).mockImplementation(cameraDialog.usePermission)
  jest.mocked(useMicrophonePermission).mockImplementation(microphoneDialog.usePermission)
  return { asked, camera: cameraDialog, microphone: microphoneDialog }
}

describe('recording-videos/VideoCamera ("Set up video and audio")', () => {
  test('asks for the camera on open, for the microphone only after the camera is allowed, and audio follows the answer', async () => {
    const dialogs = permissionDialogs()
    render(<VideoCamera />)
    await act(async () => {})
    expect(dialogs.asked).toEqual(['camera'])
    expect(screen.getByText('Camera access is needed to record videos.')).toBeOnTheScreen()
    expect(screen.queryByTestId('mock-camera')).not.toBeOnTheScreen()

    await dialogs.camera.answer(true)
    expect(dialogs.asked).toEqual(['camera', 'microphone'])
    // Until the user answers the microphone dialog, the camera runs without sound.
    expect(cameraProps()).toMatchObject({ video: true, audio: false, isActive: true, device: backCamera() })

    await dialogs.microphone.answer(true)
    expect(cameraProps()).toMatchObject({ video: true, audio: true })
    expect(dialogs.asked).toEqual(['camera', 'microphone'])
  })

  test('records silently when the microphone is refused', async () => {
    const dialogs = permissionDialogs()
    render(<VideoCamera />)
    await dialogs.camera.answer(true)
    await dialogs.microphone.answer(false)
    expect(cameraProps()).toMatchObject({ video: true, audio: false })
    expect(dialogs.asked).toEqual(['camera', 'microphone'])
  })

  test('never asks for the microphone when the camera is refused', async () => {
    const dialogs = permissionDialogs()
    render(<VideoCamera />)
    await dialogs.camera.answer(false)
    expect(dialogs.asked).toEqual(['camera'])
    expect(dialogs.microphone.open).toBe(0)
    expect(screen.getByText('Camera access is needed to record videos.')).toBeOnTheScreen()
    expect(screen.queryByTestId('mock-camera')).not.toBeOnTheScreen()
  })

  test('asks only for the microphone when the camera is already allowed, and nothing when both are', async () => {
    const dialogs = permissionDialogs({ camera: true })
    const { unmount } = render(<VideoCamera />)
    await act(async () => {})
    expect(dialogs.asked).toEqual(['microphone'])
    expect(cameraProps().audio).toBe(false)
    unmount()

    const both = permissionDialogs({ camera: true, microphone: true })
    render(<VideoCamera />)
    await act(async () => {})
    expect(both.asked).toEqual([])
    expect(cameraProps()).toMatchObject({ video: true, audio: true })
  })

  test('sends one request under Strict Mode, and catches a rejected request', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    const dialogs = permissionDialogs()
    render(
      <StrictMode>
        <VideoCamera />
      </StrictMode>,
    )
    await act(async () => {})
    expect(dialogs.asked).toEqual(['camera'])
    expect(dialogs.camera.open).toBe(1)
    const noActivity = new Error('NO_ACTIVITY')
    await dialogs.camera.fail(noActivity)
    expect(warn).toHaveBeenCalledWith('Permission request failed', noActivity)
    expect(dialogs.asked).toEqual(['camera'])
  })
})

describe('recording-videos/RecordScreen ("Record a video")', () => {
  /**
   * Renders with both permissions granted. The recording methods only record their calls:
   * the test plays the native side, calling the recording's callbacks itself.
   */
  async function recordScreen() {
    const startRecording = jest.spyOn(Camera.prototype, 'startRecording').mockImplementation(() => {})
    for (const method of ['stopRecording', 'pauseRecording', 'resumeRecording', 'cancelRecording'] as const) {
      if (!jest.isMockFunction(Camera.prototype[method])) jest.spyOn(Camera.prototype, method).mockResolvedValue()
    }
    render(<RecordScreen />)
    await screen.findByTestId('mock-camera')
    const callbacks = () => startRecording.mock.calls.at(-1)![0] as RecordVideoOptions
    return { startRecording, callbacks }
  }
  const video: VideoFile = { path: '/tmp/clip.mp4', duration: 3.04, width: 1920, height: 1080 }

  test('asks for the camera on tap, then for the microphone as soon as the camera is allowed; audio follows the answer', async () => {
    const dialogs = permissionDialogs()
    render(<RecordScreen />)
    await act(async () => {})
    expect(dialogs.asked).toEqual([])
    fireEvent.press(screen.getByText('Allow camera access'))
    await act(async () => {})
    expect(dialogs.asked).toEqual(['camera'])
    expect(screen.queryByTestId('mock-camera')).not.toBeOnTheScreen()

    await dialogs.camera.answer(true)
    expect(dialogs.asked).toEqual(['camera', 'microphone'])
    expect(cameraProps()).toMatchObject({ video: true, audio: false })

    await dialogs.microphone.answer(true)
    expect(cameraProps()).toMatchObject({ video: true, audio: true })
  })

  test('with the camera allowed, asks for the microphone once on open; a refusal keeps audio off', async () => {
    const dialogs = permissionDialogs({ camera: true })
    render(<RecordScreen />)
    await act(async () => {})
    expect(dialogs.asked).toEqual(['microphone'])
    await dialogs.microphone.answer(false)
    fireEvent(screen.UNSAFE_getByType(Camera), 'onInitialized')
    await act(async () => {})
    expect(dialogs.asked).toEqual(['microphone'])
    expect(cameraProps().audio).toBe(false)
  })

  test('a rejected camera request shows its error under the button', async () => {
    const dialogs = permissionDialogs()
    render(<RecordScreen />)
    fireEvent.press(screen.getByText('Allow camera access'))
    await dialogs.camera.fail(new Error('NO_ACTIVITY'))
    expect(screen.getByText('Error: NO_ACTIVITY')).toBeOnTheScreen()
  })

  test('Record waits for onInitialized', async () => {
    jest.spyOn(Camera.prototype, 'componentDidMount').mockImplementation(() => {})
    const { startRecording } = await recordScreen()
    fireEvent.press(screen.getByText('Record'))
    expect(startRecording).not.toHaveBeenCalled()
    act(() => cameraProps().onInitialized())
    fireEvent.press(screen.getByText('Record'))
    expect(startRecording).toHaveBeenCalledTimes(1)
  })

  test('Record starts an mp4 recording with both callbacks, Stop stops it, and the finished video shows', async () => {
    const stopRecording = jest.spyOn(Camera.prototype, 'stopRecording').mockResolvedValue()
    const { startRecording, callbacks } = await recordScreen()
    fireEvent.press(screen.getByText('Record'))
    expect(startRecording).toHaveBeenCalledTimes(1)
    expect(startRecording).toHaveBeenCalledWith({
      fileType: 'mp4',
      onRecordingFinished: expect.any(Function),
      onRecordingError: expect.any(Function),
    })
    // One recording at a time: no second Record button while recording.
    expect(screen.queryByText('Record')).not.toBeOnTheScreen()
    expect(stopRecording).not.toHaveBeenCalled()

    fireEvent.press(screen.getByText('Stop'))
    await act(async () => {})
    expect(stopRecording).toHaveBeenCalledTimes(1)
    // stopRecording() resolved, but the file is not there yet.
    expect(screen.getByText('Saving…')).toBeOnTheScreen()
    expect(screen.queryByText('Record')).not.toBeOnTheScreen()

    act(() => callbacks().onRecordingFinished(video))
    expect(screen.getByText('3.0 s, 1920×1080')).toBeOnTheScreen()
    expect(screen.getByText('Record')).toBeOnTheScreen()
    expect(startRecording).toHaveBeenCalledTimes(1)
  })

  test('a video without a size, as iOS reports it in 4.7.3, shows its duration alone', async () => {
    const { callbacks } = await recordScreen()
    fireEvent.press(screen.getByText('Record'))
    act(() => callbacks().onRecordingFinished({ ...video, width: 0, height: 0 }))
    expect(screen.getByText('3.0 s')).toBeOnTheScreen()
    expect(screen.queryByText(/0×0/)).not.toBeOnTheScreen()
  })

  test('Pause and Resume call pauseRecording and resumeRecording', async () => {
    const pauseRecording = jest.spyOn(Camera.prototype, 'pauseRecording').mockResolvedValue()
    const resumeRecording = jest.spyOn(Camera.prototype, 'resumeRecording').mockResolvedValue()
    await recordScreen()
    fireEvent.press(screen.getByText('Record'))
    fireEvent.press(screen.getByText('Pause'))
    await act(async () => {})
    expect(pauseRecording).toHaveBeenCalledTimes(1)
    expect(resumeRecording).not.toHaveBeenCalled()
    expect(screen.getByText('Resume')).toBeOnTheScreen()
    expect(screen.getByText('Stop')).toBeOnTheScreen()
    fireEvent.press(screen.getByText('Resume'))
    await act(async () => {})
    expect(resumeRecording).toHaveBeenCalledTimes(1)
    expect(screen.getByText('Pause')).toBeOnTheScreen()
  })

  test('Discard cancels, and the capture/recording-canceled error that follows is not shown as a failure', async () => {
    const cancelRecording = jest.spyOn(Camera.prototype, 'cancelRecording').mockResolvedValue()
    const { callbacks } = await recordScreen()
    fireEvent.press(screen.getByText('Record'))
    fireEvent.press(screen.getByText('Discard'))
    await act(async () => {})
    expect(cancelRecording).toHaveBeenCalledTimes(1)
    expect(screen.getByText('Saving…')).toBeOnTheScreen()
    // The native side sends a plain object, not a CameraCaptureError.
    act(() => callbacks().onRecordingError({ code: 'capture/recording-canceled', message: 'Canceled.' } as CameraCaptureError))
    expect(screen.getByText('Record')).toBeOnTheScreen()
    expect(screen.queryByText(/recording-canceled/)).not.toBeOnTheScreen()
    // A cancellation already cleared the recording: no clean-up stop follows.
    expect(Camera.prototype.stopRecording).not.toHaveBeenCalled()
  })

  test("onRecordingError shows the plain error object's code and message, and Record comes back", async () => {
    const { callbacks } = await recordScreen()
    fireEvent.press(screen.getByText('Record'))
    act(() => callbacks().onRecordingError({ code: 'capture/insufficient-storage', message: 'The device is full.' } as CameraCaptureError))
    expect(screen.getByText('capture/insufficient-storage: The device is full.')).toBeOnTheScreen()
    await act(async () => {})
    expect(screen.getByText('Record')).toBeOnTheScreen()
    // A new start clears the old error.
    fireEvent.press(screen.getByText('Record'))
    expect(screen.queryByText('capture/insufficient-storage: The device is full.')).not.toBeOnTheScreen()
  })

  test('after a failure, stopRecording() clears the failed Android recording before Record comes back', async () => {
    let settle: () => void = () => {}
    const stopRecording = jest
      .spyOn(Camera.prototype, 'stopRecording')
      .mockImplementation(() => new Promise<void>((resolve) => (settle = resolve)))
    const { startRecording, callbacks } = await recordScreen()
    fireEvent.press(screen.getByText('Record'))
    expect(stopRecording).not.toHaveBeenCalled()
    act(() => callbacks().onRecordingError({ code: 'capture/encoder-error', message: 'The encoder failed.' } as CameraCaptureError))
    expect(stopRecording).toHaveBeenCalledTimes(1)
    // No new start can race the clean-up: Record only returns once stopRecording() has settled.
    expect(screen.queryByText('Record')).not.toBeOnTheScreen()
    expect(screen.queryByText('Stop')).not.toBeOnTheScreen()
    await act(async () => settle())
    expect(screen.getByText('Record')).toBeOnTheScreen()
    expect(screen.getByText('capture/encoder-error: The encoder failed.')).toBeOnTheScreen()
    fireEvent.press(screen.getByText('Record'))
    expect(startRecording).toHaveBeenCalledTimes(2)
  })

  test('a clean-up stopRecording() that rejects, as on iOS, is ignored and Record comes back', async () => {
    jest
      .spyOn(Camera.prototype, 'stopRecording')
      .mockRejectedValue(new CameraCaptureError('capture/no-recording-in-progress', 'Nothing is recording.'))
    const { callbacks } = await recordScreen()
    fireEvent.press(screen.getByText('Record'))
    act(() => callbacks().onRecordingError({ code: 'capture/unknown', message: 'The writer failed.' } as CameraCaptureError))
    await act(async () => {})
    expect(screen.getByText('Record')).toBeOnTheScreen()
    expect(screen.getByText('capture/unknown: The writer failed.')).toBeOnTheScreen()
    expect(screen.queryByText(/no-recording-in-progress/)).not.toBeOnTheScreen()
  })

  test('onError shows an iOS failure that arrives there while the recording goes on', async () => {
    await recordScreen()
    fireEvent.press(screen.getByText('Record'))
    act(() => cameraProps().onError(new CameraRuntimeError('session/audio-in-use-by-other-app', 'Another app holds the microphone.')))
    expect(screen.getByText('session/audio-in-use-by-other-app: Another app holds the microphone.')).toBeOnTheScreen()
    expect(screen.getByText('Stop')).toBeOnTheScreen()
  })

  test('a startRecording() that throws shows the error and stays idle', async () => {
    jest.spyOn(Camera.prototype, 'startRecording').mockImplementation(() => {
      throw new CameraRuntimeError('parameter/invalid-parameter', 'The onRecordingError or onRecordingFinished functions were not set!')
    })
    render(<RecordScreen />)
    fireEvent.press(await screen.findByText('Record'))
    expect(
      screen.getByText('[parameter/invalid-parameter]: The onRecordingError or onRecordingFinished functions were not set!'),
    ).toBeOnTheScreen()
    expect(screen.getByText('Record')).toBeOnTheScreen()
    expect(screen.queryByText('Stop')).not.toBeOnTheScreen()
  })

  test('a rejected stopRecording() shows its error', async () => {
    jest
      .spyOn(Camera.prototype, 'stopRecording')
      .mockRejectedValue(new CameraCaptureError('capture/no-recording-in-progress', 'Nothing is recording.'))
    await recordScreen()
    fireEvent.press(screen.getByText('Record'))
    fireEvent.press(screen.getByText('Stop'))
    expect(await screen.findByText('[capture/no-recording-in-progress]: Nothing is recording.')).toBeOnTheScreen()
    expect(screen.queryByText('Saving…')).not.toBeOnTheScreen()
  })
})

describe('recording-videos/SixtyFpsRecorder ("Frame rate and format")', () => {
  const thirtyFpsCamera = (): CameraDevice => ({
    ...backCamera(),
    formats: backCamera().formats.map((format) => ({ ...format, maxFps: 30 })),
  })

  test('records the 60 FPS format at 60 FPS with a high bit rate, after asking for the camera and then the microphone', async () => {
    const dialogs = permissionDialogs()
    render(<SixtyFpsRecorder />)
    await act(async () => {})
    expect(dialogs.asked).toEqual(['camera'])
    expect(screen.getByText('Camera access is needed to record videos.')).toBeOnTheScreen()
    expect(screen.queryByTestId('mock-camera')).not.toBeOnTheScreen()
    await dialogs.camera.answer(true)
    expect(dialogs.asked).toEqual(['camera', 'microphone'])
    const sixtyFps = backCamera().formats.find((format) => format.maxFps === 60)
    expect(cameraProps()).toMatchObject({ format: sixtyFps, fps: 60, video: true, audio: false, videoBitRate: 'high' })
    await dialogs.microphone.answer(true)
    expect(cameraProps().audio).toBe(true)
  })

  test('never asks for the microphone when the camera is refused', async () => {
    const dialogs = permissionDialogs()
    render(<SixtyFpsRecorder />)
    await dialogs.camera.answer(false)
    expect(dialogs.asked).toEqual(['camera'])
    expect(screen.queryByTestId('mock-camera')).not.toBeOnTheScreen()
  })

  test("caps fps at the format's maxFps on a device without a 60 FPS format", async () => {
    const device = thirtyFpsCamera()
    jest.mocked(useCameraDevice).mockReturnValue(device)
    render(<SixtyFpsRecorder />)
    await screen.findByTestId('mock-camera')
    // The largest format wins when none reaches 60 FPS.
    expect(cameraProps().format).toBe(device.formats[1])
    expect(cameraProps().fps).toBe(30)
  })
})

describe('recording-videos/FlipWhenIdleRecorder ("Switching cameras during a recording")', () => {
  /** Renders with the camera permitted; the test plays the native side of each recording. */
  async function recorder() {
    const startRecording = jest.spyOn(Camera.prototype, 'startRecording').mockImplementation(() => {})
    const stopRecording = jest.spyOn(Camera.prototype, 'stopRecording').mockResolvedValue()
    render(<FlipWhenIdleRecorder />)
    await screen.findByTestId('mock-camera')
    const callbacks = () => startRecording.mock.calls.at(-1)![0] as RecordVideoOptions
    return { startRecording, stopRecording, callbacks }
  }
  const video: VideoFile = { path: '/tmp/clip.mov', duration: 2, width: 1920, height: 1080 }

  test('flips between back and front while idle, on the same <Camera>', async () => {
    await recorder()
    const camera = screen.UNSAFE_getByType(Camera).instance
    expect(cameraProps().device.position).toBe('back')
    expect(cameraProps().video).toBe(true)
    fireEvent.press(screen.getByText('Flip'))
    expect(cameraProps().device.id).toBe(frontCamera().id)
    fireEvent.press(screen.getByText('Flip'))
    expect(cameraProps().device.id).toBe(backCamera().id)
    expect(screen.UNSAFE_getByType(Camera).instance).toBe(camera)
  })

  test('keeps the device from the tap on Record until the file is finished, then flips again', async () => {
    const { startRecording, stopRecording, callbacks } = await recorder()
    fireEvent.press(screen.getByText('Record'))
    expect(startRecording).toHaveBeenCalledTimes(1)
    expect(screen.getByText('Flip')).toBeDisabled()
    fireEvent.press(screen.getByText('Flip'))
    expect(cameraProps().device.position).toBe('back')

    // Stopping is not enough: the file is only complete when onRecordingFinished arrives.
    fireEvent.press(screen.getByText('Stop'))
    await act(async () => {})
    expect(stopRecording).toHaveBeenCalledTimes(1)
    expect(screen.getByText('Flip')).toBeDisabled()
    act(() => callbacks().onRecordingFinished(video))
    expect(screen.getByText('Saved /tmp/clip.mov')).toBeOnTheScreen()
    expect(screen.getByText('Flip')).toBeEnabled()
    fireEvent.press(screen.getByText('Flip'))
    expect(cameraProps().device.position).toBe('front')
  })

  test('a failed recording shows its error, clears it with stopRecording(), then lets the user record and flip again', async () => {
    const { startRecording, stopRecording, callbacks } = await recorder()
    fireEvent.press(screen.getByText('Record'))
    act(() => callbacks().onRecordingError(new CameraCaptureError('capture/no-data', 'No frames were recorded.')))
    expect(screen.getByText('capture/no-data: No frames were recorded.')).toBeOnTheScreen()
    // Android keeps the failed recording until stopRecording(); the device stays fixed until that settles.
    expect(stopRecording).toHaveBeenCalledTimes(1)
    expect(screen.getByText('Flip')).toBeDisabled()
    await act(async () => {})
    expect(screen.getByText('Record')).toBeOnTheScreen()
    expect(screen.getByText('Flip')).toBeEnabled()
    fireEvent.press(screen.getByText('Flip'))
    expect(cameraProps().device.position).toBe('front')
    fireEvent.press(screen.getByText('Record'))
    expect(startRecording).toHaveBeenCalledTimes(2)
  })

  test('a clean-up stopRecording() that rejects, as on iOS, still brings Record and Flip back', async () => {
    const { stopRecording, callbacks } = await recorder()
    stopRecording.mockRejectedValue(new CameraCaptureError('capture/no-recording-in-progress', 'Nothing is recording.'))
    fireEvent.press(screen.getByText('Record'))
    act(() => callbacks().onRecordingError(new CameraCaptureError('capture/unknown', 'The writer failed.')))
    await act(async () => {})
    expect(screen.getByText('capture/unknown: The writer failed.')).toBeOnTheScreen()
    expect(screen.getByText('Record')).toBeOnTheScreen()
    expect(screen.getByText('Flip')).toBeEnabled()
  })

  test('a startRecording() that throws shows the error and leaves flipping on', async () => {
    jest.spyOn(Camera.prototype, 'startRecording').mockImplementation(() => {
      throw new CameraRuntimeError('parameter/invalid-parameter', 'The onRecordingError or onRecordingFinished functions were not set!')
    })
    render(<FlipWhenIdleRecorder />)
    await screen.findByTestId('mock-camera')
    fireEvent.press(screen.getByText('Record'))
    expect(
      screen.getByText('[parameter/invalid-parameter]: The onRecordingError or onRecordingFinished functions were not set!'),
    ).toBeOnTheScreen()
    expect(screen.getByText('Flip')).toBeEnabled()
  })
})
