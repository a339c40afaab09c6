/**
 * Troubleshooting (docs/guides/troubleshooting.mdx): what each screen's prose promises.
 */
import { act, render, screen } from '@testing-library/react-native'
import { Camera, CameraRuntimeError, useCameraDevice } from 'react-native-vision-camera'
import { DebugCamera } from '@example/troubleshooting/DebugCamera'
import { restoreGuideMock } from './harness'
import { cameraPermissionLikeTheLibrary, cameraProps } from './helpers'

let log: jest.SpyInstance
beforeEach(() => {
  log = jest.spyOn(console, 'log').mockImplementation(() => {})
})
afterEach(restoreGuideMock)

/** Everything the screen logged, one line per call. */
const logged = () => log.mock.calls.map((args: unknown[]) => args.join(' '))

/** The permission is not yet asked for, and the hook keeps React state like the library's. */
function notYetAskedPermission(): void {
  jest.mocked(Camera.getCameraPermissionStatus).mockReturnValue('not-determined')
  cameraPermissionLikeTheLibrary()
}

describe('troubleshooting/DebugCamera ("The JavaScript side")', () => {
  test('asks on mount and logs "granted", then every lifecycle step of the start in order', async () => {
    notYetAskedPermission()
    jest.mocked(Camera.requestCameraPermission).mockResolvedValue('granted')
    render(<DebugCamera />)
    await screen.findByTestId('mock-camera')
    expect(Camera.requestCameraPermission).toHaveBeenCalledTimes(1)
    // The mock Camera configures and starts like a healthy session: initialized, started, preview.
    expect(logged()).toEqual(['[camera] permission granted', '[camera] initialized', '[camera] started', '[camera] preview started'])
    expect(cameraProps().isActive).toBe(true)
    expect(cameraProps().device.position).toBe('back')
  })

  test('logs "refused" once and shows no camera when the request is refused', async () => {
    notYetAskedPermission()
    jest.mocked(Camera.requestCameraPermission).mockResolvedValue('denied')
    render(<DebugCamera />)
    await act(async () => {})
    expect(logged()).toEqual(['[camera] permission refused'])
    expect(screen.queryByTestId('mock-camera')).not.toBeOnTheScreen()
  })

  test('logs a failed permission request', async () => {
    notYetAskedPermission()
    jest.mocked(Camera.requestCameraPermission).mockRejectedValue(new Error('No Activity'))
    render(<DebugCamera />)
    await act(async () => {})
    expect(logged()).toEqual(['[camera] permission request failed: Error: No Activity'])
  })

  test('does not ask when the permission is already granted', async () => {
    render(<DebugCamera />)
    await screen.findByTestId('mock-camera')
    expect(Camera.requestCameraPermission).not.toHaveBeenCalled()
    expect(logged().filter((line) => line.includes('permission'))).toEqual([])
  })

  test('logs each callback the native side sends: stop, preview stop, and errors with toString()', async () => {
    jest.spyOn(Camera.prototype, 'componentDidMount').mockImplementation(() => {})
    render(<DebugCamera />)
    const props = cameraProps()
    act(() => props.onInitialized())
    act(() => props.onStarted())
    act(() => props.onPreviewStarted())
    act(() => props.onPreviewStopped())
    act(() => props.onStopped())
    const cause = { message: 'Camera is in use', stacktrace: 'androidx.camera...' }
    act(() => props.onError(new CameraRuntimeError('device/camera-already-in-use', 'The given Camera Device is already in use!', cause)))
    expect(logged()).toEqual([
      '[camera] initialized',
      '[camera] started',
      '[camera] preview started',
      '[camera] preview stopped',
      '[camera] stopped',
      `[camera] error [device/camera-already-in-use]: The given Camera Device is already in use! (caused by ${JSON.stringify(cause)})`,
    ])
  })

  test('logs that there is no back camera, and renders nothing', async () => {
    jest.mocked(useCameraDevice).mockReturnValue(undefined)
    render(<DebugCamera />)
    await act(async () => {})
    expect(logged()).toContain('[camera] no back camera found')
    expect(screen.toJSON()).toBeNull()
  })
})
