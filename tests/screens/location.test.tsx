/**
 * GPS Location Tags (docs/guides/location.mdx): what each screen's prose promises.
 */
import { act, fireEvent, render, screen } from '@testing-library/react-native'
import { PermissionsAndroid, Platform, Switch } from 'react-native'
import { Camera, CameraCaptureError } from 'react-native-vision-camera'
import { GeotaggingCamera } from '@example/location/GeotaggingCamera'
import { restoreGuideMock } from './harness'
import { cameraProps, runtimeError } from './helpers'

afterEach(() => {
  // Spies on the fake setTimeout are restored first, so that the real timers come back after them.
  restoreGuideMock()
  jest.useRealTimers()
})

const locationSwitch = () => screen.UNSAFE_getByType(Switch)
/** The visitor flips "Save location"; the screen asks, then settles the switch. */
const toggleLocation = async (value: boolean) => {
  fireEvent(locationSwitch(), 'valueChange', value)
  await act(async () => {})
}

const { ACCESS_FINE_LOCATION, ACCESS_COARSE_LOCATION } = PermissionsAndroid.PERMISSIONS
const { GRANTED, DENIED } = PermissionsAndroid.RESULTS

async function geotaggingCamera() {
  const requestMultiple = jest.spyOn(PermissionsAndroid, 'requestMultiple')
  render(<GeotaggingCamera />)
  await screen.findByTestId('mock-camera')
  return { requestMultiple }
}

describe('location/GeotaggingCamera ("Turn on location tags")', () => {
  test('starts with location off and asks for no location permission until the switch is turned on', async () => {
    const { requestMultiple } = await geotaggingCamera()
    expect(cameraProps()).toMatchObject({ enableLocation: false, photo: true, video: true, isActive: true })
    expect(locationSwitch().props.value).toBe(false)
    expect(Camera.requestLocationPermission).not.toHaveBeenCalled()
    expect(requestMultiple).not.toHaveBeenCalled()
  })

  test('iOS: asks with Camera.requestLocationPermission() and enables location only when granted', async () => {
    const { requestMultiple } = await geotaggingCamera()
    jest.mocked(Camera.requestLocationPermission).mockResolvedValueOnce('denied').mockResolvedValueOnce('granted')
    await toggleLocation(true)
    expect(Camera.requestLocationPermission).toHaveBeenCalledTimes(1)
    expect(cameraProps().enableLocation).toBe(false)
    expect(locationSwitch().props.value).toBe(false)

    await toggleLocation(true)
    expect(cameraProps().enableLocation).toBe(true)
    expect(locationSwitch().props.value).toBe(true)
    expect(requestMultiple).not.toHaveBeenCalled()

    // Turning it off asks nothing.
    await toggleLocation(false)
    expect(cameraProps().enableLocation).toBe(false)
    expect(Camera.requestLocationPermission).toHaveBeenCalledTimes(2)
  })

  test('Android: asks for fine and coarse location in one request, and enables location only with fine', async () => {
    jest.replaceProperty(Platform, 'OS', 'android')
    const { requestMultiple } = await geotaggingCamera()
    requestMultiple
      .mockResolvedValueOnce({ [ACCESS_FINE_LOCATION]: DENIED, [ACCESS_COARSE_LOCATION]: GRANTED } as never)
      .mockResolvedValueOnce({ [ACCESS_FINE_LOCATION]: GRANTED, [ACCESS_COARSE_LOCATION]: GRANTED } as never)

    // Approximate only: the GPS provider would not start, so the switch stays off.
    await toggleLocation(true)
    expect(requestMultiple).toHaveBeenCalledWith([ACCESS_FINE_LOCATION, ACCESS_COARSE_LOCATION])
    expect(cameraProps().enableLocation).toBe(false)

    await toggleLocation(true)
    expect(requestMultiple).toHaveBeenCalledTimes(2)
    expect(cameraProps().enableLocation).toBe(true)
    // VisionCamera's own request (fine only) is never used on Android.
    expect(Camera.requestLocationPermission).not.toHaveBeenCalled()
  })

  test('Android: turning location off first reaches the mounted camera, and only a second later replaces it; the shutter waits and then uses the new one', async () => {
    jest.useFakeTimers()
    jest.replaceProperty(Platform, 'OS', 'android')
    const { requestMultiple } = await geotaggingCamera()
    requestMultiple.mockResolvedValue({ [ACCESS_FINE_LOCATION]: GRANTED, [ACCESS_COARSE_LOCATION]: GRANTED } as never)
    const takePhoto = jest.spyOn(Camera.prototype, 'takePhoto')

    await toggleLocation(true)
    const cameraWithLocation = screen.UNSAFE_getByType(Camera).instance
    await toggleLocation(false)
    // Step 1: the same view gets enableLocation={false}, so its session can stop the GPS updates
    // (a dropped view never configures again: CameraSession.close(), MetadataProvider.kt).
    expect(screen.UNSAFE_getByType(Camera).instance).toBe(cameraWithLocation)
    expect(cameraProps().enableLocation).toBe(false)
    // Its session still holds the last position: no photo until it is replaced.
    expect(screen.getByLabelText('Take photo')).toBeDisabled()
    fireEvent.press(screen.getByLabelText('Take photo'))
    expect(takePhoto).not.toHaveBeenCalled()

    act(() => jest.advanceTimersByTime(999))
    expect(screen.UNSAFE_getByType(Camera).instance).toBe(cameraWithLocation)
    // Step 2: a new view, whose session has no position.
    act(() => jest.advanceTimersByTime(1))
    const cameraWithout = screen.UNSAFE_getByType(Camera).instance
    expect(cameraWithout).not.toBe(cameraWithLocation)
    expect(cameraProps().enableLocation).toBe(false)
    expect(screen.getByLabelText('Take photo')).toBeEnabled()

    fireEvent.press(screen.getByLabelText('Take photo'))
    await act(async () => {})
    expect(takePhoto.mock.contexts).toEqual([cameraWithout])

    // Turning it off again without having turned it on replaces nothing.
    await toggleLocation(false)
    act(() => jest.advanceTimersByTime(5000))
    expect(screen.UNSAFE_getByType(Camera).instance).toBe(cameraWithout)
  })

  test('Android: turning location on again within that second keeps the camera, and the shutter works', async () => {
    jest.useFakeTimers()
    jest.replaceProperty(Platform, 'OS', 'android')
    const { requestMultiple } = await geotaggingCamera()
    requestMultiple.mockResolvedValue({ [ACCESS_FINE_LOCATION]: GRANTED, [ACCESS_COARSE_LOCATION]: GRANTED } as never)
    await toggleLocation(true)
    const cameraWithLocation = screen.UNSAFE_getByType(Camera).instance
    await toggleLocation(false)
    act(() => jest.advanceTimersByTime(500))
    await toggleLocation(true)
    act(() => jest.advanceTimersByTime(5000))
    expect(screen.UNSAFE_getByType(Camera).instance).toBe(cameraWithLocation)
    expect(cameraProps().enableLocation).toBe(true)
    expect(screen.getByLabelText('Take photo')).toBeEnabled()
  })

  test('Android: unmounting while the camera is being replaced leaves no timer behind', async () => {
    jest.useFakeTimers()
    jest.replaceProperty(Platform, 'OS', 'android')
    const { requestMultiple } = await geotaggingCamera()
    requestMultiple.mockResolvedValue({ [ACCESS_FINE_LOCATION]: GRANTED, [ACCESS_COARSE_LOCATION]: GRANTED } as never)
    await toggleLocation(true)
    const setTimer = jest.spyOn(global, 'setTimeout')
    const clearTimer = jest.spyOn(global, 'clearTimeout')
    await toggleLocation(false)
    const replaceTimers = setTimer.mock.calls.flatMap(([, delay], i) => (delay === 1000 ? [setTimer.mock.results[i]!.value] : []))
    expect(replaceTimers).toHaveLength(1)
    expect(clearTimer).not.toHaveBeenCalledWith(replaceTimers[0])
    screen.unmount()
    expect(clearTimer).toHaveBeenCalledWith(replaceTimers[0])
  })

  test('iOS: turning location off keeps the same camera, since iOS drops the position itself', async () => {
    await geotaggingCamera()
    const setTimer = jest.spyOn(global, 'setTimeout')
    jest.mocked(Camera.requestLocationPermission).mockResolvedValue('granted')
    await toggleLocation(true)
    const cameraWithLocation = screen.UNSAFE_getByType(Camera).instance
    await toggleLocation(false)
    expect(cameraProps().enableLocation).toBe(false)
    expect(screen.UNSAFE_getByType(Camera).instance).toBe(cameraWithLocation)
    // iOS releases the location manager with the session itself: no waiting shutter, no replacement timer.
    expect(screen.getByLabelText('Take photo')).toBeEnabled()
    expect(setTimer.mock.calls.filter(([, delay]) => delay === 1000)).toEqual([])
  })

  test('a failed request leaves location off and is logged', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    await geotaggingCamera()
    const notEnabled = runtimeError('system/location-not-enabled', 'Location is not enabled in this build.')
    jest.mocked(Camera.requestLocationPermission).mockRejectedValueOnce(notEnabled)
    await toggleLocation(true)
    expect(cameraProps().enableLocation).toBe(false)
    expect(warn).toHaveBeenCalledWith('Location request failed', notEnabled)
  })

  test.each(['permission/location-permission-denied', 'system/location-not-enabled'])('onError %s turns location off', async (code) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    await geotaggingCamera()
    await toggleLocation(true)
    expect(cameraProps().enableLocation).toBe(true)
    act(() => cameraProps().onError(runtimeError(code, 'No location.')))
    expect(cameraProps().enableLocation).toBe(false)
    expect(locationSwitch().props.value).toBe(false)
    expect(warn).toHaveBeenCalledWith(code, 'No location.')
  })

  test('any other error keeps location on, and is logged', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    await geotaggingCamera()
    await toggleLocation(true)
    act(() => cameraProps().onError(runtimeError('unknown/unknown', 'GPS provider failed.')))
    expect(cameraProps().enableLocation).toBe(true)
    expect(warn).toHaveBeenCalledWith('unknown/unknown', 'GPS provider failed.')
  })

  test('the shutter takes a photo and shows its path, with or without location', async () => {
    const takePhoto = jest.spyOn(Camera.prototype, 'takePhoto')
    await geotaggingCamera()
    fireEvent.press(screen.getByLabelText('Take photo'))
    expect(await screen.findByText('/tmp/mock-photo.jpg')).toBeOnTheScreen()
    expect(takePhoto).toHaveBeenCalledTimes(1)
    expect(takePhoto).toHaveBeenCalledWith()
    await toggleLocation(true)
    fireEvent.press(screen.getByLabelText('Take photo'))
    await act(async () => {})
    expect(takePhoto).toHaveBeenCalledTimes(2)
  })

  test('a failed photo is logged and shows no path', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    const failure = new CameraCaptureError('capture/insufficient-storage', 'Not enough storage.')
    jest.spyOn(Camera.prototype, 'takePhoto').mockRejectedValue(failure)
    await geotaggingCamera()
    fireEvent.press(screen.getByLabelText('Take photo'))
    await act(async () => {})
    expect(warn).toHaveBeenCalledWith('Photo failed', failure)
    expect(screen.queryByText('/tmp/mock-photo.jpg')).not.toBeOnTheScreen()
  })
})
