/**
 * Taking Photos (docs/guides/taking-photos.mdx): what each screen's prose promises.
 */
import { act, fireEvent, render, screen } from '@testing-library/react-native'
import { Image } from 'react-native'
import { Camera, CameraCaptureError, CameraRuntimeError, useCameraDevice } from 'react-native-vision-camera'
import type { OnShutterEvent } from 'react-native-vision-camera'
import { CameraWithShutterFlash } from '@example/taking-photos/CameraWithShutterFlash'
import { CameraWithTorch } from '@example/taking-photos/CameraWithTorch'
import { PhotoScreen } from '@example/taking-photos/PhotoScreen'
import { restoreGuideMock } from './harness'
import { backCamera, cameraProps, frontCamera } from './helpers'

afterEach(restoreGuideMock)

describe('taking-photos/PhotoScreen ("Take your first photo")', () => {
  test('takes a photo on press, with the chosen flash mode and the shutter sound, and shows it', async () => {
    const takePhoto = jest.spyOn(Camera.prototype, 'takePhoto')
    render(<PhotoScreen />)
    fireEvent.press(await screen.findByText('Flash: off'))
    fireEvent.press(screen.getByText('Flash: auto'))
    expect(screen.getByText('Flash: on')).toBeOnTheScreen()
    fireEvent.press(screen.getByLabelText('Take photo'))
    await act(async () => {})
    expect(takePhoto).toHaveBeenCalledWith({ flash: 'on', enableShutterSound: true })
    expect(screen.UNSAFE_getByType(Image).props.source).toEqual({ uri: 'file:///tmp/mock-photo.jpg' })
  })

  test('asks for flash "off" on a device without a flash', async () => {
    const takePhoto = jest.spyOn(Camera.prototype, 'takePhoto')
    jest.mocked(useCameraDevice).mockReturnValue(frontCamera())
    render(<PhotoScreen />)
    fireEvent.press(await screen.findByText('Flash: off'))
    expect(screen.getByText('Flash: auto')).toBeOnTheScreen()
    fireEvent.press(screen.getByLabelText('Take photo'))
    await act(async () => {})
    expect(takePhoto).toHaveBeenCalledWith({ flash: 'off', enableShutterSound: true })
  })

  test('the shutter is disabled until onInitialized', async () => {
    jest.spyOn(Camera.prototype, 'componentDidMount').mockImplementation(() => {})
    const takePhoto = jest.spyOn(Camera.prototype, 'takePhoto')
    render(<PhotoScreen />)
    fireEvent.press(screen.getByLabelText('Take photo'))
    expect(takePhoto).not.toHaveBeenCalled()
    act(() => cameraProps().onInitialized())
    fireEvent.press(screen.getByLabelText('Take photo'))
    await act(async () => {})
    expect(takePhoto).toHaveBeenCalledTimes(1)
  })

  test('a rejected capture shows its code and message', async () => {
    jest
      .spyOn(Camera.prototype, 'takePhoto')
      .mockRejectedValueOnce(new CameraCaptureError('capture/insufficient-storage', 'Not enough storage.'))
      .mockRejectedValueOnce(new CameraRuntimeError('session/camera-not-ready', 'Not ready.'))
    render(<PhotoScreen />)
    fireEvent.press(await screen.findByLabelText('Take photo'))
    expect(await screen.findByText('capture/insufficient-storage: Not enough storage.')).toBeOnTheScreen()
    fireEvent.press(screen.getByLabelText('Take photo'))
    expect(await screen.findByText('session/camera-not-ready: Not ready.')).toBeOnTheScreen()
  })
})

describe('taking-photos/CameraWithShutterFlash ("Shutter feedback with onShutter")', () => {
  test('passes onShutter and photo={true}, and flashes only for photos', async () => {
    const { Animated } = jest.requireActual<typeof import('react-native')>('react-native')
    const timing = jest.spyOn(Animated, 'timing')
    render(<CameraWithShutterFlash />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().photo).toBe(true)
    act(() => cameraProps().onShutter({ type: 'snapshot' } satisfies OnShutterEvent))
    expect(timing).not.toHaveBeenCalled()
    act(() => cameraProps().onShutter({ type: 'photo' } satisfies OnShutterEvent))
    expect(timing).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ toValue: 0, duration: 250 }))
  })
})

describe('taking-photos/CameraWithTorch ("Torch")', () => {
  test('turns the torch on from its button, and off again when either torch error arrives', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {})
    render(<CameraWithTorch device={backCamera()} />)
    expect(cameraProps().torch).toBe('off')
    fireEvent.press(screen.getByText('Light on'))
    expect(cameraProps().torch).toBe('on')
    expect(screen.getByText('Light off')).toBeOnTheScreen()
    act(() => cameraProps().onError(new CameraRuntimeError('device/flash-not-available' as never, 'No torch.')))
    expect(cameraProps().torch).toBe('off')
  })

  test('shows no torch button on a device without a torch', () => {
    render(<CameraWithTorch device={frontCamera()} />)
    expect(screen.queryByText('Light on')).not.toBeOnTheScreen()
    expect(cameraProps().torch).toBe('off')
  })
})
