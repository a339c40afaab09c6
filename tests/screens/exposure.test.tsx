/**
 * Exposure (docs/guides/exposure.mdx): what each screen's prose promises.
 */
import { act, fireEvent, render, screen } from '@testing-library/react-native'
import { Switch } from 'react-native'
import { useCameraDevice } from 'react-native-vision-camera'
import type { CameraDevice, CameraDeviceFormat } from 'react-native-vision-camera'
import { ExposureControls } from '@example/exposure/ExposureControls'
import { LowLightCamera } from '@example/exposure/LowLightCamera'
import { restoreGuideMock } from './harness'
import { backCamera, cameraProps } from './helpers'

afterEach(restoreGuideMock)

/** The back camera with some fields changed, returned by useCameraDevice from now on. */
const useDevice = (changes: Partial<CameraDevice>): CameraDevice => {
  const device = { ...backCamera(), ...changes }
  jest.mocked(useCameraDevice).mockReturnValue(device)
  return device
}

describe('exposure/ExposureControls ("A brightness control with buttons")', () => {
  test('starts at 0, steps half a stop on iOS, and the label resets to 0', async () => {
    render(<ExposureControls />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().exposure).toBe(0)
    expect(screen.getByText('0.0 EV')).toBeOnTheScreen()
    fireEvent.press(screen.getByText('+'))
    fireEvent.press(screen.getByText('+'))
    fireEvent.press(screen.getByText('+'))
    expect(cameraProps().exposure).toBe(1.5)
    expect(screen.getByText('+1.5 EV')).toBeOnTheScreen()
    fireEvent.press(screen.getByText('+1.5 EV'))
    expect(cameraProps().exposure).toBe(0)
    fireEvent.press(screen.getByText('−'))
    expect(cameraProps().exposure).toBe(-0.5)
    expect(screen.getByText('-0.5 EV')).toBeOnTheScreen()
  })

  test('stays inside the device range: clamped at both ends, and the button at an end is disabled', async () => {
    useDevice({ minExposure: -1.2, maxExposure: 0.8 })
    render(<ExposureControls />)
    await screen.findByTestId('mock-camera')
    for (let i = 0; i < 4; i++) fireEvent.press(screen.getByText('+'))
    expect(cameraProps().exposure).toBe(0.8)
    expect(screen.getByText('+0.8 EV')).toBeOnTheScreen()
    expect(screen.getByText('+')).toBeDisabled()
    for (let i = 0; i < 8; i++) fireEvent.press(screen.getByText('−'))
    expect(cameraProps().exposure).toBe(-1.2)
    expect(screen.getByText('−')).toBeDisabled()
    expect(screen.getByText('+')).toBeEnabled()
  })

  test('shows no control on a device without an exposure range, and keeps exposure at 0', async () => {
    useDevice({ minExposure: 0, maxExposure: 0 })
    render(<ExposureControls />)
    await screen.findByTestId('mock-camera')
    expect(screen.queryByText('+')).not.toBeOnTheScreen()
    expect(screen.queryByText('0.0 EV')).not.toBeOnTheScreen()
    expect(cameraProps().exposure).toBe(0)
  })

  test('steps one whole compensation index on Android and labels the value in steps', async () => {
    // STEP is read once when the module loads, so load the screen again with Platform.OS = 'android'
    // (with its own React, testing library and mock, so the render uses one React).
    await jest.isolateModulesAsync(async () => {
      const { Platform } = require('react-native') as typeof import('react-native')
      jest.replaceProperty(Platform, 'OS', 'android')
      // The pure entry: the outer file's testing library already registered its cleanup hooks.
      const rntl = require('@testing-library/react-native/pure') as typeof import('@testing-library/react-native')
      const vc = require('react-native-vision-camera') as typeof import('react-native-vision-camera')
      const { ExposureControls: AndroidControls } =
        require('@example/exposure/ExposureControls') as typeof import('@example/exposure/ExposureControls')
      const back = vc.Camera.getAvailableCameraDevices().find((device) => device.position === 'back')!
      jest.mocked(vc.useCameraDevice).mockReturnValue({ ...back, minExposure: -2, maxExposure: 2 })
      rntl.render(<AndroidControls />)
      await rntl.screen.findByTestId('mock-camera')
      const props = () => rntl.screen.UNSAFE_getByType(vc.Camera).props
      rntl.screen.getByText('0 steps')
      rntl.fireEvent.press(rntl.screen.getByText('+'))
      expect(props().exposure).toBe(1)
      rntl.screen.getByText('+1 steps')
      rntl.fireEvent.press(rntl.screen.getByText('+'))
      rntl.fireEvent.press(rntl.screen.getByText('+'))
      expect(props().exposure).toBe(2)
      expect(rntl.screen.queryByText('+3 steps')).toBeNull()
      rntl.screen.unmount()
    })
  })
})

describe('exposure/LowLightCamera ("Exposure, frame rate and HDR")', () => {
  const format = (changes: Partial<CameraDeviceFormat>): CameraDeviceFormat => ({ ...backCamera().formats[0]!, ...changes })

  test('passes a format with an fps range from 15 up to 30, and no boost on a device without it', async () => {
    render(<LowLightCamera />)
    await screen.findByTestId('mock-camera')
    const props = cameraProps()
    // Both mock formats reach 30 FPS, so the first one stays (getCameraFormat keeps ties).
    expect(props.format).toBe(backCamera().formats[0])
    expect(props.fps).toEqual([15, 30])
    expect(props.lowLightBoost).toBe(false)
    expect(props.photo).toBe(true)
    expect(screen.queryByText('Night boost')).not.toBeOnTheScreen()
    expect(screen.UNSAFE_queryByType(Switch)).toBeNull()
  })

  test('the fps range stays inside the format: never above 30 or the format maximum, never below its minimum', async () => {
    const slow = format({ minFps: 20, maxFps: 24 })
    useDevice({ formats: [slow] })
    const { unmount } = render(<LowLightCamera />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().format).toBe(slow)
    expect(cameraProps().fps).toEqual([20, 24])
    unmount()

    const fast = format({ minFps: 1, maxFps: 120 })
    useDevice({ formats: [fast] })
    render(<LowLightCamera />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().fps).toEqual([15, 30])
  })

  test('offers the night boost switch only where supported, and the switch turns lowLightBoost on and off', async () => {
    useDevice({ supportsLowLightBoost: true })
    render(<LowLightCamera />)
    await screen.findByTestId('mock-camera')
    expect(screen.getByText('Night boost')).toBeOnTheScreen()
    expect(cameraProps().lowLightBoost).toBe(false)
    act(() => screen.UNSAFE_getByType(Switch).props.onValueChange(true))
    expect(cameraProps().lowLightBoost).toBe(true)
    expect(screen.UNSAFE_getByType(Switch).props.value).toBe(true)
    act(() => screen.UNSAFE_getByType(Switch).props.onValueChange(false))
    expect(cameraProps().lowLightBoost).toBe(false)
  })

  test('never asks a device without support for the boost, even when the switch was on for the previous device', async () => {
    useDevice({ supportsLowLightBoost: true })
    render(<LowLightCamera />)
    await screen.findByTestId('mock-camera')
    act(() => screen.UNSAFE_getByType(Switch).props.onValueChange(true))
    expect(cameraProps().lowLightBoost).toBe(true)
    useDevice({ id: 'mock-back-other', supportsLowLightBoost: false })
    screen.rerender(<LowLightCamera />)
    expect(cameraProps().device.id).toBe('mock-back-other')
    expect(cameraProps().lowLightBoost).toBe(false)
    expect(screen.queryByText('Night boost')).not.toBeOnTheScreen()
  })
})
