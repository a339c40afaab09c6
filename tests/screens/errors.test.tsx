/**
 * Camera Errors (docs/guides/errors.mdx): what each screen's prose promises.
 */
import { act, fireEvent, render, screen } from '@testing-library/react-native'
import { Linking } from 'react-native'
import { Camera, CameraRuntimeError, useCameraDevice, useCameraPermission } from 'react-native-vision-camera'
import ResilientCameraScreen from '@example/errors/ResilientCameraScreen'
import { restoreGuideMock } from './harness'
import { appState, cameraProps, runtimeError } from './helpers'

let warn: jest.SpyInstance
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
  // React Native's Jest setup, not the guide's mock: its calls are forgotten here.
  jest.mocked(Linking.openSettings).mockClear()
})
afterEach(restoreGuideMock)

const fail = (code: string, message = `Native message for ${code}.`) => {
  const error = runtimeError(code, message)
  act(() => cameraProps().onError(error))
  return error
}
const buttons = () => ({
  settings: screen.queryByText('Open Settings'),
  retry: screen.queryByText('Try again'),
})

async function renderRunning() {
  render(<ResilientCameraScreen />)
  await screen.findByTestId('mock-camera')
  expect(cameraProps().isActive).toBe(true)
}

describe('errors/ResilientCameraScreen ("Handle runtime errors with onError")', () => {
  test.each(['permission/camera-permission-denied', 'permission/microphone-permission-denied'])(
    '%s: explains it, pauses the camera and leads to the system settings',
    async (code) => {
      await renderRunning()
      fail(code)
      expect(screen.getByText('Camera or microphone access is turned off.')).toBeOnTheScreen()
      expect(cameraProps().isActive).toBe(false)
      expect(buttons().retry).not.toBeOnTheScreen()
      fireEvent.press(buttons().settings!)
      expect(Linking.openSettings).toHaveBeenCalledTimes(1)
    },
  )

  test('iOS: unknown/unknown while the camera permission is missing leads to the system settings too', async () => {
    await renderRunning()
    // The status the screen reads when the error arrives; the library's hook keeps its own state until the app state changes.
    jest.mocked(Camera.getCameraPermissionStatus).mockReturnValueOnce('denied')
    fail('unknown/unknown', 'Cannot use the camera device.')
    expect(screen.getByText('Camera or microphone access is turned off.')).toBeOnTheScreen()
    expect(screen.queryByText('Cannot use the camera device.')).not.toBeOnTheScreen()
    expect(cameraProps().isActive).toBe(false)
    expect(buttons().retry).not.toBeOnTheScreen()
    fireEvent.press(buttons().settings!)
    expect(Linking.openSettings).toHaveBeenCalledTimes(1)
  })

  test('back from the settings, it remounts the <Camera> for a fresh session and stops listening', async () => {
    const app = appState('active')
    await renderRunning()
    // No listener while nothing needs the settings.
    expect(app.listeners.size).toBe(0)
    const first = screen.UNSAFE_getByType(Camera).instance
    fail('permission/camera-permission-denied')
    expect(app.listeners.size).toBe(1)
    fireEvent.press(buttons().settings!)
    app.change('background')
    // Still away: the banner stays and the camera stays off.
    expect(screen.getByText('Camera or microphone access is turned off.')).toBeOnTheScreen()
    expect(screen.UNSAFE_getByType(Camera).instance).toBe(first)
    app.change('active')
    expect(screen.queryByText('Camera or microphone access is turned off.')).not.toBeOnTheScreen()
    expect(screen.UNSAFE_getByType(Camera).instance).not.toBe(first)
    expect(cameraProps().isActive).toBe(true)
    expect(app.listeners.size).toBe(0)
    expect(app.removed).toHaveBeenCalledTimes(1)
  })

  test('a "Try again" problem adds no app state listener', async () => {
    const app = appState('active')
    await renderRunning()
    fail('device/camera-already-in-use')
    expect(app.listeners.size).toBe(0)
  })

  test.each(['device/camera-already-in-use', 'system/max-cameras-in-use', 'session/audio-in-use-by-other-app', 'device/fatal-error'])(
    '%s: shows "busy" with "Try again", which remounts the <Camera> for a fresh session',
    async (code) => {
      await renderRunning()
      const first = screen.UNSAFE_getByType(Camera).instance
      fail(code)
      expect(screen.getByText('The camera is busy or stopped unexpectedly.')).toBeOnTheScreen()
      expect(cameraProps().isActive).toBe(false)
      expect(buttons().settings).not.toBeOnTheScreen()
      fireEvent.press(buttons().retry!)
      expect(screen.queryByText('The camera is busy or stopped unexpectedly.')).not.toBeOnTheScreen()
      const second = screen.UNSAFE_getByType(Camera).instance
      expect(second).not.toBe(first)
      expect(cameraProps().isActive).toBe(true)
      // And again: each retry is a new session.
      fail(code)
      fireEvent.press(buttons().retry!)
      expect(screen.UNSAFE_getByType(Camera).instance).not.toBe(second)
    },
  )

  test('session/recoverable-error (Android): shows nothing and keeps the camera running', async () => {
    await renderRunning()
    const camera = screen.UNSAFE_getByType(Camera).instance
    fail('session/recoverable-error')
    expect(cameraProps().isActive).toBe(true)
    expect(buttons().settings).not.toBeOnTheScreen()
    expect(buttons().retry).not.toBeOnTheScreen()
    expect(screen.queryByText('Native message for session/recoverable-error.')).not.toBeOnTheScreen()
    expect(screen.UNSAFE_getByType(Camera).instance).toBe(camera)
  })

  test.each([
    ['device/camera-not-available-on-simulator', 'The iOS Simulator has no camera. Use a real device.'],
    ['system/camera-is-restricted', 'A device policy blocks the camera.'],
  ])('%s: shows its own text with no button', async (code, text) => {
    await renderRunning()
    fail(code)
    expect(screen.getByText(text)).toBeOnTheScreen()
    expect(cameraProps().isActive).toBe(false)
    expect(buttons().settings).not.toBeOnTheScreen()
    expect(buttons().retry).not.toBeOnTheScreen()
  })

  test.each([
    'format/invalid-fps',
    'format/invalid-format',
    'parameter/unsupported-output',
    'parameter/invalid-combination',
    'code-scanner/not-compatible-with-outputs',
    'code-scanner/code-type-not-supported',
  ])('%s: a configuration the camera cannot run is shown as it is, with no retry', async (code) => {
    await renderRunning()
    const error = fail(code, `The ${code} message from the native side.`)
    expect(screen.getByText(error.message)).toBeOnTheScreen()
    expect(cameraProps().isActive).toBe(false)
    expect(buttons().settings).not.toBeOnTheScreen()
    expect(buttons().retry).not.toBeOnTheScreen()
  })

  test.each(['unknown/unknown', 'session/camera-not-ready', 'system/do-not-disturb-bug'])(
    '%s: any other code shows its message with "Try again"',
    async (code) => {
      await renderRunning()
      const first = screen.UNSAFE_getByType(Camera).instance
      const error = fail(code, `The ${code} message from the native side.`)
      expect(screen.getByText(error.message)).toBeOnTheScreen()
      expect(cameraProps().isActive).toBe(false)
      fireEvent.press(buttons().retry!)
      expect(screen.queryByText(error.message)).not.toBeOnTheScreen()
      expect(screen.UNSAFE_getByType(Camera).instance).not.toBe(first)
      expect(cameraProps().isActive).toBe(true)
    },
  )

  test('logs every error with toString(), which includes the native cause', async () => {
    await renderRunning()
    const cause = { code: -11800, domain: 'AVFoundationErrorDomain', message: 'The operation could not be completed' }
    const error = new CameraRuntimeError('unknown/unknown', 'Session runtime error.', cause)
    act(() => cameraProps().onError(error))
    expect(warn).toHaveBeenCalledWith(`[unknown/unknown]: Session runtime error. (caused by ${JSON.stringify(cause)})`)
    // Errors that show nothing are logged too.
    fireEvent.press(buttons().retry!)
    fail('session/recoverable-error', 'CameraX recovers.')
    expect(warn).toHaveBeenLastCalledWith('[session/recoverable-error]: CameraX recovers.')
    expect(warn).toHaveBeenCalledTimes(2)
  })

  test('asks for the camera from "Allow camera" and shows no camera without it', async () => {
    const requestPermission = jest.fn(async () => false)
    jest.mocked(useCameraPermission).mockReturnValue({ hasPermission: false, requestPermission })
    render(<ResilientCameraScreen />)
    await act(async () => {})
    expect(requestPermission).not.toHaveBeenCalled()
    fireEvent.press(screen.getByText('Allow camera'))
    expect(requestPermission).toHaveBeenCalledTimes(1)
    expect(screen.queryByTestId('mock-camera')).not.toBeOnTheScreen()
  })

  test('a permission request that rejects (NO_ACTIVITY on Android) is logged, and the screen keeps offering it', async () => {
    const noActivity = new CameraRuntimeError(
      'NO_ACTIVITY' as never,
      'No PermissionAwareActivity was found! Make sure the app has launched before calling this function.',
    )
    const requestPermission = jest.fn(async () => {
      throw noActivity
    })
    jest.mocked(useCameraPermission).mockReturnValue({ hasPermission: false, requestPermission })
    render(<ResilientCameraScreen />)
    fireEvent.press(await screen.findByText('Allow camera'))
    await act(async () => {})
    expect(requestPermission).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith(String(noActivity))
    expect(screen.getByText('Allow camera')).toBeOnTheScreen()
  })

  test('says so when there is no back camera', async () => {
    jest.mocked(useCameraDevice).mockReturnValue(undefined)
    render(<ResilientCameraScreen />)
    expect(await screen.findByText('This device has no back camera.')).toBeOnTheScreen()
    expect(screen.queryByTestId('mock-camera')).not.toBeOnTheScreen()
  })
})
