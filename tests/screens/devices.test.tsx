/**
 * Camera Devices (docs/guides/devices.mdx): what each screen's prose promises, and
 * the hook of "The list can stay empty on Android", read from the page.
 */
import { copyFileSync } from 'node:fs'
import path from 'node:path'
import { act, fireEvent, render, screen } from '@testing-library/react-native'
import { NativeModules, Platform } from 'react-native'
import { Camera, useCameraDevices, useCameraPermission } from 'react-native-vision-camera'
import type { CameraDevice, PhysicalCameraDeviceType } from 'react-native-vision-camera'
import { CameraScreen } from '@example/devices/CameraScreen'
import { FlipCamera } from '@example/devices/FlipCamera'
import { ZoomableCamera } from '@example/devices/ZoomableCamera'
import { restoreGuideMock } from './harness'
import { backCamera, cameraProps, frontCamera } from './helpers'

afterEach(() => {
  restoreGuideMock()
  jest.useRealTimers()
})

// A phone with three back lenses, listed the way iOS lists them: every lens alone and every
// combination is a device of its own. The combinations come first, so a pick that only took
// the first device would be wrong.
const backDevice = (id: string, physicalDevices: PhysicalCameraDeviceType[], neutralZoom = 1): CameraDevice => ({
  ...backCamera(),
  id,
  physicalDevices,
  isMultiCam: physicalDevices.length > 1,
  neutralZoom,
})
const triple = () => backDevice('triple', ['ultra-wide-angle-camera', 'wide-angle-camera', 'telephoto-camera'], 2)
const dualWide = () => backDevice('dual-wide', ['ultra-wide-angle-camera', 'wide-angle-camera'], 2)
const wide = () => backDevice('wide', ['wide-angle-camera'])
const ultraWide = () => backDevice('ultra-wide', ['ultra-wide-angle-camera'])
const telephoto = () => backDevice('telephoto', ['telephoto-camera'])
/** The phone the screens run on: the guide's mock answers useCameraDevice from this list. */
const phoneWith = (devices: CameraDevice[]) => jest.mocked(useCameraDevices).mockReturnValue(devices)

function notPermitted() {
  const requestPermission = jest.fn(async () => false)
  jest.mocked(useCameraPermission).mockReturnValue({ hasPermission: false, requestPermission })
  return requestPermission
}

describe('devices/CameraScreen ("Pick a device with useCameraDevice")', () => {
  test('streams from the plain wide-angle back camera, not a combined device', async () => {
    phoneWith([triple(), dualWide(), ultraWide(), wide(), telephoto(), frontCamera()])
    render(<CameraScreen />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().device.id).toBe('wide')
    expect(cameraProps().isActive).toBe(true)
  })

  test('asks for the camera on mount and shows the reason while it is missing', async () => {
    const requestPermission = notPermitted()
    render(<CameraScreen />)
    await act(async () => {})
    expect(requestPermission).toHaveBeenCalled()
    expect(screen.getByText('Camera permission is needed to continue.')).toBeOnTheScreen()
    expect(screen.queryByTestId('mock-camera')).not.toBeOnTheScreen()
  })

  test('renders a message, not a <Camera> without a device, when there is no back camera', async () => {
    phoneWith([frontCamera()])
    render(<CameraScreen />)
    expect(await screen.findByText('This phone has no back camera.')).toBeOnTheScreen()
    expect(screen.queryByTestId('mock-camera')).not.toBeOnTheScreen()
  })
})

describe('devices/ZoomableCamera ("Prefer specific lenses with a DeviceFilter")', () => {
  test('picks the three-lens device and starts at its neutral zoom, with the pinch gesture on', async () => {
    phoneWith([wide(), ultraWide(), telephoto(), dualWide(), triple(), frontCamera()])
    render(<ZoomableCamera />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().device.id).toBe('triple')
    expect(cameraProps().zoom).toBe(2)
    expect(cameraProps().enableZoomGesture).toBe(true)
    expect(cameraProps().isActive).toBe(true)
  })

  test('without a telephoto lens, prefers the ultra-wide + wide device over the single wide-angle camera', async () => {
    phoneWith([wide(), ultraWide(), dualWide(), frontCamera()])
    render(<ZoomableCamera />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().device.id).toBe('dual-wide')
    expect(cameraProps().zoom).toBe(2)
  })

  test('the filter is a preference: with only a wide-angle camera it still gets that one, at zoom 1', async () => {
    phoneWith([wide(), frontCamera()])
    render(<ZoomableCamera />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().device.id).toBe('wide')
    expect(cameraProps().zoom).toBe(1)
  })

  test('asks for the camera on mount and renders nothing while it is missing', async () => {
    const requestPermission = notPermitted()
    render(<ZoomableCamera />)
    await act(async () => {})
    expect(requestPermission).toHaveBeenCalled()
    expect(screen.toJSON()).toBeNull()
  })
})

describe('devices/FlipCamera ("Switch between front and back")', () => {
  test('starts on the back camera and flips to the front and back again on the same <Camera>', async () => {
    render(<FlipCamera />)
    await screen.findByTestId('mock-camera')
    const camera = screen.UNSAFE_getByType(Camera).instance
    expect(cameraProps().device.position).toBe('back')
    expect(cameraProps().photo).toBe(true)
    expect(cameraProps().isActive).toBe(true)
    fireEvent.press(screen.getByText('Flip'))
    expect(cameraProps().device.position).toBe('front')
    expect(cameraProps().device.id).toBe(frontCamera().id)
    fireEvent.press(screen.getByText('Flip'))
    expect(cameraProps().device.position).toBe('back')
    // A new device is a prop change that reconfigures the session, not a new view.
    expect(screen.UNSAFE_getByType(Camera).instance).toBe(camera)
  })

  test('says which camera is missing and keeps the Flip button to go back', async () => {
    phoneWith([wide()])
    render(<FlipCamera />)
    await screen.findByTestId('mock-camera')
    fireEvent.press(screen.getByText('Flip'))
    expect(screen.getByText('No front camera on this phone.')).toBeOnTheScreen()
    expect(screen.queryByTestId('mock-camera')).not.toBeOnTheScreen()
    fireEvent.press(screen.getByText('Flip'))
    expect(cameraProps().device.id).toBe('wide')
  })

  test('asks for the camera on mount and shows the reason while it is missing', async () => {
    const requestPermission = notPermitted()
    render(<FlipCamera />)
    await act(async () => {})
    expect(requestPermission).toHaveBeenCalled()
    expect(screen.getByText('Camera permission is needed to continue.')).toBeOnTheScreen()
    expect(screen.queryByText('Flip')).not.toBeOnTheScreen()
  })
})

/**
 * The hook's block on the page, as scripts/examples/screens.ts wrote it (under its title). `name`
 * gives each load its own copy, so it reads NativeModules again when it loads (the hook looks its
 * native module up once, at import) while sharing this file's React and VisionCamera mock.
 */
function loadGuideHook(name: string): () => void {
  const written = path.join(__dirname, '../../.examples-cache/screens/examples/devices/useRefreshEmptyDeviceList.ts')
  const file = path.join(path.dirname(written), `${name}.ts`)
  copyFileSync(written, file)
  return (require(file) as { useRefreshEmptyDeviceList: () => void }).useRefreshEmptyDeviceList
}

describe('devices: useRefreshEmptyDeviceList ("The list can stay empty on Android")', () => {
  const refresh = jest.fn()
  let useRefreshEmptyDeviceList: () => void
  let devices: CameraDevice[] = []
  function Screen() {
    useRefreshEmptyDeviceList()
    return null
  }

  beforeAll(() => {
    NativeModules.CameraDevicesRefresher = { refresh }
    useRefreshEmptyDeviceList = loadGuideHook('useRefreshEmptyDeviceList.withModule')
    delete NativeModules.CameraDevicesRefresher
  })
  beforeEach(() => {
    refresh.mockClear()
    devices = []
    jest.useFakeTimers()
    jest.replaceProperty(Platform, 'OS', 'android')
    jest.mocked(useCameraDevices).mockImplementation(() => devices)
  })

  test('while the list stays empty on Android, asks every 500 ms and stops after the 20th attempt', () => {
    render(<Screen />)
    expect(refresh).not.toHaveBeenCalled()
    act(() => jest.advanceTimersByTime(499))
    expect(refresh).toHaveBeenCalledTimes(0)
    act(() => jest.advanceTimersByTime(1))
    expect(refresh).toHaveBeenCalledTimes(1)
    act(() => jest.advanceTimersByTime(9500))
    expect(refresh).toHaveBeenCalledTimes(20)
    expect(jest.getTimerCount()).toBe(0)
    act(() => jest.advanceTimersByTime(60_000))
    expect(refresh).toHaveBeenCalledTimes(20)
  })

  test('stops as soon as a non-empty list arrives', () => {
    const { rerender } = render(<Screen />)
    act(() => jest.advanceTimersByTime(1500))
    expect(refresh).toHaveBeenCalledTimes(3)
    devices = [wide()]
    rerender(<Screen />)
    expect(jest.getTimerCount()).toBe(0)
    act(() => jest.advanceTimersByTime(10_000))
    expect(refresh).toHaveBeenCalledTimes(3)
  })

  test('stops when the screen unmounts', () => {
    const { unmount } = render(<Screen />)
    act(() => jest.advanceTimersByTime(1000))
    expect(refresh).toHaveBeenCalledTimes(2)
    unmount()
    expect(jest.getTimerCount()).toBe(0)
    act(() => jest.advanceTimersByTime(10_000))
    expect(refresh).toHaveBeenCalledTimes(2)
  })

  test('does nothing when the list has devices, on iOS, or without the native module', () => {
    devices = [wide()]
    const first = render(<Screen />)
    first.unmount()
    devices = []
    jest.replaceProperty(Platform, 'OS', 'ios')
    const second = render(<Screen />)
    second.unmount()
    jest.replaceProperty(Platform, 'OS', 'android')
    const withoutModule = loadGuideHook('useRefreshEmptyDeviceList.withoutModule')
    function ScreenWithoutModule() {
      withoutModule()
      return null
    }
    render(<ScreenWithoutModule />)
    expect(jest.getTimerCount()).toBe(0)
    act(() => jest.advanceTimersByTime(10_000))
    expect(refresh).not.toHaveBeenCalled()
  })
})
