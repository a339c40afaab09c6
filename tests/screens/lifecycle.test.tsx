/**
 * Camera Lifecycle (docs/guides/lifecycle.mdx): what each screen's prose promises.
 */
import { act, fireEvent, render, screen } from '@testing-library/react-native'
import { AppState, Linking } from 'react-native'
import { Camera, CameraRuntimeError, useCameraDevice } from 'react-native-vision-camera'
import type { CameraDevice } from 'react-native-vision-camera'
import { CameraScreen } from '@example/lifecycle/CameraScreen'
import { restoreGuideMock, settle } from './harness'
import { appState, backCamera, cameraProps, holdTheSession } from './helpers'

// React Native's Jest setup makes AppState.currentState a function: the tests set a state and put it back.
const setupCurrentState = Object.getOwnPropertyDescriptor(AppState, 'currentState')!

afterEach(() => {
  restoreGuideMock()
  Object.defineProperty(AppState, 'currentState', setupCurrentState)
})

describe('lifecycle/CameraScreen ("Pause when the screen loses focus")', () => {
  test('isActive is true only while the screen is focused and the app is active; the AppState listener is removed on unmount', async () => {
    const app = appState('active')
    const { unmount } = render(<CameraScreen isFocused={true} />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().isActive).toBe(true)
    expect(cameraProps().photo).toBe(true)
    screen.rerender(<CameraScreen isFocused={false} />)
    expect(cameraProps().isActive).toBe(false)
    app.change('background')
    screen.rerender(<CameraScreen isFocused={true} />)
    expect(cameraProps().isActive).toBe(false)
    app.change('inactive')
    expect(cameraProps().isActive).toBe(false)
    app.change('active')
    expect(cameraProps().isActive).toBe(true)
    // Paused through isActive: the same <Camera> stays mounted throughout.
    expect(screen.UNSAFE_getAllByType(Camera)).toHaveLength(1)
    expect(app.listeners.size).toBe(1)
    unmount()
    expect(app.removed).toHaveBeenCalledTimes(1)
    expect(app.listeners.size).toBe(0)
  })

  test('the status follows the callbacks: Starting…, Ready on onInitialized, Streaming on onStarted, Paused on onStopped', async () => {
    appState('active')
    holdTheSession()
    render(<CameraScreen isFocused={true} />)
    expect(screen.getByText('Starting…')).toBeOnTheScreen()
    act(() => cameraProps().onInitialized())
    expect(screen.getByText('Ready')).toBeOnTheScreen()
    act(() => cameraProps().onStarted())
    expect(screen.getByText('Streaming')).toBeOnTheScreen()
    act(() => cameraProps().onStopped())
    expect(screen.getByText('Paused')).toBeOnTheScreen()
  })

  test('losing focus or going to the background pauses the session, coming back streams again', async () => {
    const app = appState('active')
    render(<CameraScreen isFocused={true} />)
    // The mock starts the session on mount: onInitialized, then onStarted.
    expect(await screen.findByText('Streaming')).toBeOnTheScreen()
    screen.rerender(<CameraScreen isFocused={false} />)
    expect(screen.getByText('Paused')).toBeOnTheScreen()
    screen.rerender(<CameraScreen isFocused={true} />)
    expect(screen.getByText('Streaming')).toBeOnTheScreen()
    app.change('background')
    expect(screen.getByText('Paused')).toBeOnTheScreen()
    app.change('active')
    expect(screen.getByText('Streaming')).toBeOnTheScreen()
  })

  test('a pause shows Paused without an onStopped, as on Android, where it only arrives when the camera starts again', async () => {
    appState('active')
    render(<CameraScreen isFocused={true} />)
    expect(await screen.findByText('Streaming')).toBeOnTheScreen()
    // The native side reports nothing while paused.
    jest.spyOn(Camera.prototype, 'componentDidUpdate').mockImplementation(() => {})
    screen.rerender(<CameraScreen isFocused={false} />)
    expect(cameraProps().isActive).toBe(false)
    expect(screen.getByText('Paused')).toBeOnTheScreen()
    // Back in focus: the late onStopped, then onStarted.
    screen.rerender(<CameraScreen isFocused={true} />)
    act(() => cameraProps().onStopped())
    expect(screen.getByText('Paused')).toBeOnTheScreen()
    act(() => cameraProps().onStarted())
    expect(screen.getByText('Streaming')).toBeOnTheScreen()
  })

  test('mounted without focus, the camera is configured but not started', async () => {
    appState('active')
    render(<CameraScreen isFocused={false} />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().isActive).toBe(false)
    expect(screen.getByText('Ready')).toBeOnTheScreen()
  })

  test('a rebuild of a running session (new device) sends onInitialized again, and the status stays Streaming', async () => {
    // On iOS the session keeps running through a rebuild, so no new onStarted follows
    // (CameraSession.swift only calls it when the running state changes); the mock does the same.
    appState('active')
    render(<CameraScreen isFocused={true} />)
    expect(await screen.findByText('Streaming')).toBeOnTheScreen()
    const otherBack: CameraDevice = { ...backCamera(), id: 'mock-back-other' }
    jest.mocked(useCameraDevice).mockReturnValue(otherBack)
    screen.rerender(<CameraScreen isFocused={true} />)
    expect(cameraProps().device).toBe(otherBack)
    expect(screen.getByText('Streaming')).toBeOnTheScreen()
    // And a rebuild of a paused session is Ready, not Streaming.
    screen.rerender(<CameraScreen isFocused={false} />)
    expect(screen.getByText('Paused')).toBeOnTheScreen()
    jest.mocked(useCameraDevice).mockReturnValue(backCamera())
    screen.rerender(<CameraScreen isFocused={false} />)
    expect(screen.getByText('Ready')).toBeOnTheScreen()
  })

  test('onError shows the code and logs the message with console.error', async () => {
    appState('active')
    const logError = jest.spyOn(console, 'error').mockImplementation(() => {})
    render(<CameraScreen isFocused={true} />)
    await screen.findByTestId('mock-camera')
    act(() => cameraProps().onError(new CameraRuntimeError('device/camera-already-in-use', 'The given Camera device is already in use!')))
    expect(screen.getByText('Error: device/camera-already-in-use')).toBeOnTheScreen()
    expect(logError).toHaveBeenCalledWith('The given Camera device is already in use!')
  })

  test('the callbacks keep their identity across re-renders (Camera is a PureComponent)', async () => {
    const app = appState('active')
    render(<CameraScreen isFocused={true} />)
    await screen.findByText('Streaming')
    const before = cameraProps()
    screen.rerender(<CameraScreen isFocused={false} />)
    app.change('background')
    const after = cameraProps()
    for (const name of ['onInitialized', 'onStarted', 'onStopped', 'onError'] as const) expect(after[name]).toBe(before[name])
  })

  test('asks for the camera only from "Allow camera access", and shows no camera until it is granted', async () => {
    appState('active')
    jest.mocked(Camera.getCameraPermissionStatus).mockReturnValue('not-determined')
    jest.mocked(Camera.requestCameraPermission).mockResolvedValue('denied')
    render(<CameraScreen isFocused={true} />)
    await settle()
    expect(Camera.requestCameraPermission).not.toHaveBeenCalled()
    fireEvent.press(screen.getByText('Allow camera access'))
    await settle()
    expect(Camera.requestCameraPermission).toHaveBeenCalledTimes(1)
    expect(screen.queryByTestId('mock-camera')).not.toBeOnTheScreen()
  })

  test('after a refusal it also offers the system settings; asking again stays possible', async () => {
    appState('active')
    jest.spyOn(Linking, 'openSettings').mockResolvedValue(undefined)
    jest.mocked(Camera.getCameraPermissionStatus).mockReturnValue('denied')
    jest.mocked(Camera.requestCameraPermission).mockResolvedValue('denied')
    render(<CameraScreen isFocused={true} />)
    await settle()
    expect(screen.queryByText('Open Settings')).not.toBeOnTheScreen()
    fireEvent.press(screen.getByText('Allow camera access'))
    await settle()
    fireEvent.press(screen.getByText('Open Settings'))
    expect(Linking.openSettings).toHaveBeenCalledTimes(1)
    fireEvent.press(screen.getByText('Allow camera access'))
    await settle()
    expect(Camera.requestCameraPermission).toHaveBeenCalledTimes(2)
    expect(screen.queryByTestId('mock-camera')).not.toBeOnTheScreen()
  })

  test('a request that rejects (NO_ACTIVITY on Android) is logged and offers no settings', async () => {
    appState('active')
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    jest.mocked(Camera.getCameraPermissionStatus).mockReturnValue('not-determined')
    const noActivity = new CameraRuntimeError('NO_ACTIVITY' as never, 'No PermissionAwareActivity was found!')
    jest.mocked(Camera.requestCameraPermission).mockRejectedValue(noActivity)
    render(<CameraScreen isFocused={true} />)
    await settle()
    fireEvent.press(screen.getByText('Allow camera access'))
    await settle()
    expect(warn).toHaveBeenCalledWith(String(noActivity))
    expect(screen.queryByText('Open Settings')).not.toBeOnTheScreen()
  })

  test('says so when there is no back camera', () => {
    appState('active')
    jest.mocked(useCameraDevice).mockReturnValue(undefined)
    render(<CameraScreen isFocused={true} />)
    expect(screen.getByText('No back camera on this device.')).toBeOnTheScreen()
    expect(screen.queryByTestId('mock-camera')).not.toBeOnTheScreen()
  })
})
