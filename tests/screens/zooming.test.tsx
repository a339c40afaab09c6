/**
 * Zooming (docs/guides/zooming.mdx): what each screen's prose promises.
 */
import { fireEvent, render, screen } from '@testing-library/react-native'
import { useCameraDevice } from 'react-native-vision-camera'
import type { CameraDevice } from 'react-native-vision-camera'
import { ZoomButtons } from '@example/zooming/ZoomButtons'
import { restoreGuideMock } from './harness'
import { backCamera, cameraProps } from './helpers'

afterEach(restoreGuideMock)

/** The back camera with another zoom range, returned by useCameraDevice from now on. */
const useZoomRange = (minZoom: number, maxZoom: number, neutralZoom: number): CameraDevice => {
  const device = { ...backCamera(), minZoom, maxZoom, neutralZoom }
  jest.mocked(useCameraDevice).mockReturnValue(device)
  return device
}
const buttons = () => screen.queryAllByText(/×$/).map((label) => label.props.children.join(''))

describe('zooming/ZoomButtons ("Start at neutralZoom")', () => {
  test('asks for a logical back camera with ultra-wide, wide and telephoto lenses', async () => {
    render(<ZoomButtons />)
    await screen.findByTestId('mock-camera')
    expect(useCameraDevice).toHaveBeenCalledWith('back', {
      physicalDevices: ['ultra-wide-angle-camera', 'wide-angle-camera', 'telephoto-camera'],
    })
  })

  test('a device without an ultra-wide lens (1–16, neutral 1): starts at 1, shows 1×, 2×, 5× and no 0.5×', async () => {
    render(<ZoomButtons />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().zoom).toBe(1)
    expect(buttons()).toEqual(['1×', '2×', '5×'])
    fireEvent.press(screen.getByText('2×'))
    expect(cameraProps().zoom).toBe(2)
    fireEvent.press(screen.getByText('5×'))
    expect(cameraProps().zoom).toBe(5)
    fireEvent.press(screen.getByText('1×'))
    expect(cameraProps().zoom).toBe(1)
  })

  test('an iOS triple camera (1–123, neutral 2): starts at the wide lens, each level is neutralZoom times the label', async () => {
    useZoomRange(1, 123, 2)
    render(<ZoomButtons />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().zoom).toBe(2)
    expect(buttons()).toEqual(['0.5×', '1×', '2×', '5×'])
    fireEvent.press(screen.getByText('0.5×'))
    expect(cameraProps().zoom).toBe(1)
    fireEvent.press(screen.getByText('2×'))
    expect(cameraProps().zoom).toBe(4)
    fireEvent.press(screen.getByText('5×'))
    expect(cameraProps().zoom).toBe(10)
  })

  test('hides the levels outside the device range (1–4): no 0.5× and no 5×', async () => {
    useZoomRange(1, 4, 1)
    render(<ZoomButtons />)
    await screen.findByTestId('mock-camera')
    expect(buttons()).toEqual(['1×', '2×'])
  })

  test('an Android camera that zooms out to 0.6: no 0.5× button, because 0.5 is out of its range', async () => {
    useZoomRange(0.6, 10, 1)
    render(<ZoomButtons />)
    await screen.findByTestId('mock-camera')
    expect(buttons()).toEqual(['1×', '2×', '5×'])
    expect(cameraProps().zoom).toBe(1)
  })

  test('the zoom passed stays inside the device range when the device changes under a chosen level', async () => {
    render(<ZoomButtons />)
    await screen.findByTestId('mock-camera')
    fireEvent.press(screen.getByText('5×'))
    expect(cameraProps().zoom).toBe(5)
    // Another device arrives (for example after a device list change) whose range ends at 3.
    useZoomRange(1, 3, 1)
    screen.rerender(<ZoomButtons />)
    expect(cameraProps().zoom).toBe(3)
    expect(buttons()).toEqual(['1×', '2×'])
    // And one whose range starts above the chosen level.
    fireEvent.press(screen.getByText('1×'))
    useZoomRange(1.5, 8, 1)
    screen.rerender(<ZoomButtons />)
    expect(cameraProps().zoom).toBe(1.5)
  })
})
