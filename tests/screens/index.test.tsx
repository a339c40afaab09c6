/**
 * Getting Started (docs/guides/index.mdx): what each screen's prose promises.
 */
import { act, fireEvent, render, screen } from '@testing-library/react-native'
import { AppState, Image, Linking } from 'react-native'
import { Camera, CameraCaptureError, CameraRuntimeError, useCameraDevice, useCameraPermission } from 'react-native-vision-camera'
import type { PhotoFile } from 'react-native-vision-camera'
import CameraScreen from '@example/index/CameraScreen'
import PhotoScreen from '@example/index/PhotoScreen'
import { restoreGuideMock } from './harness'
import { appState, cameraPermissionLikeTheLibrary, cameraProps } from './helpers'

// React Native's Jest setup makes AppState.currentState a function: the tests set a state and put it back.
const setupCurrentState = Object.getOwnPropertyDescriptor(AppState, 'currentState')!

beforeEach(() => {
  // React Native's Jest setup, not the guide's mock: its calls are forgotten here.
  jest.mocked(Linking.openSettings).mockClear()
})
afterEach(() => {
  restoreGuideMock()
  Object.defineProperty(AppState, 'currentState', setupCurrentState)
})

describe('index/CameraScreen ("Your first camera screen")', () => {
  test('asks only from "Allow camera", and after a refusal offers "Open Settings", which opens the app settings', async () => {
    appState('active')
    cameraPermissionLikeTheLibrary()
    jest.mocked(Camera.getCameraPermissionStatus).mockReturnValue('not-determined')
    jest.mocked(Camera.requestCameraPermission).mockResolvedValue('denied')
    render(<CameraScreen />)
    await act(async () => {})
    expect(screen.getByText('Allow camera access to see the live preview.')).toBeOnTheScreen()
    expect(Camera.requestCameraPermission).not.toHaveBeenCalled()
    expect(screen.queryByText('Open Settings')).not.toBeOnTheScreen()
    expect(screen.queryByTestId('mock-camera')).not.toBeOnTheScreen()

    fireEvent.press(screen.getByText('Allow camera'))
    await act(async () => {})
    expect(Camera.requestCameraPermission).toHaveBeenCalledTimes(1)
    expect(screen.queryByTestId('mock-camera')).not.toBeOnTheScreen()
    fireEvent.press(screen.getByText('Open Settings'))
    expect(Linking.openSettings).toHaveBeenCalledTimes(1)
    // "Allow camera" stays: on Android a 'denied' that was never final can still show the prompt.
    expect(screen.getByText('Allow camera')).toBeOnTheScreen()
  })

  test('shows the back camera, running, once the request is granted', async () => {
    appState('active')
    cameraPermissionLikeTheLibrary()
    jest.mocked(Camera.getCameraPermissionStatus).mockReturnValue('not-determined')
    jest.mocked(Camera.requestCameraPermission).mockResolvedValue('granted')
    render(<CameraScreen />)
    fireEvent.press(screen.getByText('Allow camera'))
    expect(await screen.findByTestId('mock-camera')).toBeOnTheScreen()
    expect(useCameraDevice).toHaveBeenCalledWith('back')
    expect(cameraProps().device.position).toBe('back')
    expect(cameraProps().isActive).toBe(true)
    expect(screen.queryByText('Open Settings')).not.toBeOnTheScreen()
  })

  test('isActive follows AppState: true only while the app is "active", and the listener is removed on unmount', async () => {
    const app = appState('active')
    const { unmount } = render(<CameraScreen />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().isActive).toBe(true)
    app.change('inactive')
    expect(cameraProps().isActive).toBe(false)
    app.change('background')
    expect(cameraProps().isActive).toBe(false)
    app.change('active')
    expect(cameraProps().isActive).toBe(true)
    // The screen's own listener (the permission hook of the guide's mock adds none).
    expect(app.listeners.size).toBe(1)
    unmount()
    expect(app.removed).toHaveBeenCalledTimes(1)
    expect(app.listeners.size).toBe(0)
  })

  test('starts with the camera off when the app is not in the foreground', async () => {
    const app = appState('background')
    render(<CameraScreen />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().isActive).toBe(false)
    app.change('active')
    expect(cameraProps().isActive).toBe(true)
  })

  test('onError logs the code and the message with console.warn', async () => {
    appState('active')
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    render(<CameraScreen />)
    await screen.findByTestId('mock-camera')
    act(() => cameraProps().onError(new CameraRuntimeError('device/camera-already-in-use', 'The given Camera Device is already in use!')))
    expect(warn).toHaveBeenCalledWith('Camera error device/camera-already-in-use: The given Camera Device is already in use!')
    // Logging only: the camera stays.
    expect(screen.getByTestId('mock-camera')).toBeOnTheScreen()
  })

  test('says so, and renders no <Camera>, when there is no back camera', async () => {
    appState('active')
    jest.mocked(useCameraDevice).mockReturnValue(undefined)
    render(<CameraScreen />)
    expect(await screen.findByText('No back camera was found on this device.')).toBeOnTheScreen()
    expect(screen.queryByTestId('mock-camera')).not.toBeOnTheScreen()
  })
})

describe('index/PhotoScreen ("Taking your first photo")', () => {
  const thumbnails = () => screen.UNSAFE_queryAllByType(Image)

  test('asks once when the screen opens and shows nothing until the camera is allowed', async () => {
    const requestPermission = jest.fn(async () => false)
    jest.mocked(useCameraPermission).mockReturnValue({ hasPermission: false, requestPermission })
    render(<PhotoScreen />)
    await act(async () => {})
    expect(requestPermission).toHaveBeenCalledTimes(1)
    expect(screen.queryByTestId('mock-camera')).not.toBeOnTheScreen()
    expect(screen.queryByLabelText('Take photo')).not.toBeOnTheScreen()
  })

  test('enables the photo output, and the shutter only after onInitialized', async () => {
    jest.spyOn(Camera.prototype, 'componentDidMount').mockImplementation(() => {})
    const takePhoto = jest.spyOn(Camera.prototype, 'takePhoto')
    render(<PhotoScreen />)
    expect(cameraProps().photo).toBe(true)
    expect(cameraProps().device.position).toBe('back')
    fireEvent.press(screen.getByLabelText('Take photo'))
    await act(async () => {})
    expect(takePhoto).not.toHaveBeenCalled()
    act(() => cameraProps().onInitialized())
    fireEvent.press(screen.getByLabelText('Take photo'))
    await act(async () => {})
    expect(takePhoto).toHaveBeenCalledTimes(1)
  })

  test('takes the photo on press with flash off and the shutter sound, and shows it as a file:// URI', async () => {
    const takePhoto = jest.spyOn(Camera.prototype, 'takePhoto')
    render(<PhotoScreen />)
    fireEvent.press(await screen.findByLabelText('Take photo'))
    await act(async () => {})
    expect(takePhoto).toHaveBeenCalledWith({ flash: 'off', enableShutterSound: true })
    // Android: a plain file path, which gets the file:// prefix.
    expect(thumbnails()).toHaveLength(1)
    expect(thumbnails()[0].props.source).toEqual({ uri: 'file:///tmp/mock-photo.jpg' })
  })

  test('keeps an iOS path, which is already a file:// URL, as it is', async () => {
    const iosPhoto: PhotoFile = {
      path: 'file:///private/var/mobile/Containers/Data/tmp/photo.jpg',
      width: 4032,
      height: 3024,
      isRawPhoto: false,
      orientation: 'portrait',
      isMirrored: false,
    }
    jest.spyOn(Camera.prototype, 'takePhoto').mockResolvedValue(iosPhoto)
    render(<PhotoScreen />)
    fireEvent.press(await screen.findByLabelText('Take photo'))
    await act(async () => {})
    expect(thumbnails()[0].props.source).toEqual({ uri: iosPhoto.path })
  })

  test('a rejected capture, of either class, is logged with console.warn and the last photo stays', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    const storage = new CameraCaptureError('capture/insufficient-storage', 'Not enough storage.')
    const notReady = new CameraRuntimeError('session/camera-not-ready', 'The Camera is not ready yet!')
    const guideTakePhoto = Camera.prototype.takePhoto
    jest
      .spyOn(Camera.prototype, 'takePhoto')
      .mockRejectedValueOnce(storage)
      .mockImplementationOnce(function (this: Camera, options) {
        return guideTakePhoto.call(this, options)
      })
      .mockRejectedValueOnce(notReady)
    render(<PhotoScreen />)
    fireEvent.press(await screen.findByLabelText('Take photo'))
    await act(async () => {})
    expect(warn).toHaveBeenLastCalledWith('Taking the photo failed', storage)
    expect(thumbnails()).toHaveLength(0)

    fireEvent.press(screen.getByLabelText('Take photo'))
    await act(async () => {})
    expect(thumbnails()).toHaveLength(1)
    fireEvent.press(screen.getByLabelText('Take photo'))
    await act(async () => {})
    expect(warn).toHaveBeenLastCalledWith('Taking the photo failed', notReady)
    expect(warn).toHaveBeenCalledTimes(2)
    expect(thumbnails()[0].props.source).toEqual({ uri: 'file:///tmp/mock-photo.jpg' })
  })
})
