/**
 * Focusing (docs/guides/focusing.mdx): what each screen's prose promises.
 */
import { act, fireEvent, render, screen } from '@testing-library/react-native'
import { Pressable } from 'react-native'
import { Camera, CameraCaptureError, CameraRuntimeError, useCameraDevice } from 'react-native-vision-camera'
import type { CameraDevice } from 'react-native-vision-camera'
import { TapToFocusCamera } from '@example/focusing/TapToFocusCamera'
import { TouchEndFocus } from '@example/focusing/TouchEndFocus'
import { restoreGuideMock } from './harness'
import { backCamera, cameraProps } from './helpers'

afterEach(() => {
  jest.useRealTimers()
  restoreGuideMock()
})

const fixedFocusCamera = (): CameraDevice => ({ ...backCamera(), supportsFocus: false })

describe('focusing/TapToFocusCamera ("Build tap to focus")', () => {
  const tap = async (x: number, y: number) => {
    fireEvent.press(screen.UNSAFE_getByType(Pressable), { nativeEvent: { locationX: x, locationY: y } })
    await act(async () => {})
  }
  /** The ring: the only view placed at the tapped point (72 wide, so 36 to the left and above). */
  const ringAt = (x: number, y: number) =>
    screen.UNSAFE_root.findAll(
      (node: typeof screen.UNSAFE_root) =>
        typeof node.type === 'string' && [node.props.style].flat(3).some((style) => style?.left === x - 36 && style?.top === y - 36),
    )

  test('focuses at the tapped point in view coordinates, and shows the ring there for 1.2 s', async () => {
    jest.useFakeTimers()
    const focus = jest.spyOn(Camera.prototype, 'focus')
    render(<TapToFocusCamera />)
    await screen.findByTestId('mock-camera')
    await tap(120, 300)
    expect(focus).toHaveBeenCalledTimes(1)
    expect(focus).toHaveBeenCalledWith({ x: 120, y: 300 })
    expect(ringAt(120, 300)).not.toHaveLength(0)
    act(() => jest.advanceTimersByTime(1199))
    expect(ringAt(120, 300)).not.toHaveLength(0)
    act(() => jest.advanceTimersByTime(1))
    expect(ringAt(120, 300)).toHaveLength(0)
  })

  test('a second tap moves the ring and restarts its timer', async () => {
    jest.useFakeTimers()
    const focus = jest.spyOn(Camera.prototype, 'focus')
    render(<TapToFocusCamera />)
    await screen.findByTestId('mock-camera')
    await tap(10, 20)
    act(() => jest.advanceTimersByTime(1000))
    await tap(200, 400)
    expect(focus).toHaveBeenLastCalledWith({ x: 200, y: 400 })
    expect(ringAt(10, 20)).toHaveLength(0)
    act(() => jest.advanceTimersByTime(1000))
    expect(ringAt(200, 400)).not.toHaveLength(0)
    act(() => jest.advanceTimersByTime(200))
    expect(ringAt(200, 400)).toHaveLength(0)
  })

  test('does not focus before onInitialized', async () => {
    jest.spyOn(Camera.prototype, 'componentDidMount').mockImplementation(() => {})
    const focus = jest.spyOn(Camera.prototype, 'focus')
    render(<TapToFocusCamera />)
    await tap(50, 50)
    expect(focus).not.toHaveBeenCalled()
    expect(ringAt(50, 50)).toHaveLength(0)
    act(() => cameraProps().onInitialized())
    await tap(50, 50)
    expect(focus).toHaveBeenCalledWith({ x: 50, y: 50 })
  })

  test('on a fixed-focus camera a tap neither focuses nor draws a ring, and the preview stays', async () => {
    jest.mocked(useCameraDevice).mockReturnValue(fixedFocusCamera())
    const focus = jest.spyOn(Camera.prototype, 'focus')
    render(<TapToFocusCamera />)
    await screen.findByTestId('mock-camera')
    await tap(50, 50)
    expect(focus).not.toHaveBeenCalled()
    expect(ringAt(50, 50)).toHaveLength(0)
    expect(screen.getByTestId('mock-camera')).toBeOnTheScreen()
  })

  test('ignores capture/focus-canceled and device/focus-not-supported, and warns about any other focus error', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    const notReady = new CameraRuntimeError('session/camera-not-ready', 'Not ready.')
    const requiresPreview = new CameraCaptureError('capture/focus-requires-preview', 'No preview.')
    jest
      .spyOn(Camera.prototype, 'focus')
      .mockRejectedValueOnce(new CameraCaptureError('capture/focus-canceled', 'Canceled.'))
      .mockRejectedValueOnce(new CameraRuntimeError('device/focus-not-supported', 'Fixed focus.'))
      .mockRejectedValueOnce(notReady)
      .mockRejectedValueOnce(requiresPreview)
    render(<TapToFocusCamera />)
    await screen.findByTestId('mock-camera')
    await tap(1, 1)
    await tap(2, 2)
    expect(warn).not.toHaveBeenCalled()
    await tap(3, 3)
    expect(warn).toHaveBeenLastCalledWith('Focus failed:', notReady)
    await tap(4, 4)
    expect(warn).toHaveBeenLastCalledWith('Focus failed:', requiresPreview)
    expect(warn).toHaveBeenCalledTimes(2)
  })

  test('clears the ring timer when it unmounts', async () => {
    const setTimer = jest.spyOn(global, 'setTimeout')
    const clearTimer = jest.spyOn(global, 'clearTimeout')
    const { unmount } = render(<TapToFocusCamera />)
    await screen.findByTestId('mock-camera')
    await tap(100, 100)
    const ringTimer = setTimer.mock.results[setTimer.mock.calls.findIndex(([, ms]) => ms === 1200)]?.value
    expect(ringTimer).toBeDefined()
    expect(clearTimer).not.toHaveBeenCalledWith(ringTimer)
    unmount()
    expect(clearTimer).toHaveBeenCalledWith(ringTimer)
  })
})

describe('focusing/TouchEndFocus ("With onTouchEnd instead")', () => {
  // Touches on the camera bubble to the View around it, which holds the handlers.
  const touch = (type: 'touchStart' | 'touchEnd', x: number, y: number, fingersDown: number) =>
    fireEvent(screen.getByTestId('mock-camera'), type, {
      nativeEvent: { locationX: x, locationY: y, touches: Array.from({ length: fingersDown }, () => ({})) },
    })

  test('a single-finger tap focuses where the finger lifted', async () => {
    const focus = jest.spyOn(Camera.prototype, 'focus')
    render(<TouchEndFocus />)
    await screen.findByTestId('mock-camera')
    touch('touchStart', 100, 200, 1)
    touch('touchEnd', 104, 203, 0)
    expect(focus).toHaveBeenCalledTimes(1)
    expect(focus).toHaveBeenCalledWith({ x: 104, y: 203 })
  })

  test('a drag of more than 10 points does not focus', async () => {
    const focus = jest.spyOn(Camera.prototype, 'focus')
    render(<TouchEndFocus />)
    await screen.findByTestId('mock-camera')
    touch('touchStart', 100, 200, 1)
    touch('touchEnd', 108, 207, 0) // 10.6 points away
    expect(focus).not.toHaveBeenCalled()
  })

  test('a pinch (a second finger joins) does not focus, whichever finger lifts last', async () => {
    const focus = jest.spyOn(Camera.prototype, 'focus')
    render(<TouchEndFocus />)
    await screen.findByTestId('mock-camera')
    touch('touchStart', 100, 200, 1)
    touch('touchStart', 150, 260, 2)
    touch('touchEnd', 150, 260, 1)
    expect(focus).not.toHaveBeenCalled()
    touch('touchEnd', 100, 200, 0)
    expect(focus).not.toHaveBeenCalled()
    // The next single tap focuses again.
    touch('touchStart', 30, 40, 1)
    touch('touchEnd', 30, 40, 0)
    expect(focus).toHaveBeenCalledWith({ x: 30, y: 40 })
  })

  test('does not focus before onInitialized', async () => {
    jest.spyOn(Camera.prototype, 'componentDidMount').mockImplementation(() => {})
    const focus = jest.spyOn(Camera.prototype, 'focus')
    render(<TouchEndFocus />)
    touch('touchStart', 10, 10, 1)
    touch('touchEnd', 10, 10, 0)
    expect(focus).not.toHaveBeenCalled()
    act(() => cameraProps().onInitialized())
    touch('touchStart', 10, 10, 1)
    touch('touchEnd', 10, 10, 0)
    expect(focus).toHaveBeenCalledWith({ x: 10, y: 10 })
  })

  test('on a fixed-focus camera it keeps the preview and skips the call', async () => {
    jest.mocked(useCameraDevice).mockReturnValue(fixedFocusCamera())
    const focus = jest.spyOn(Camera.prototype, 'focus')
    render(<TouchEndFocus />)
    await screen.findByTestId('mock-camera')
    touch('touchStart', 10, 10, 1)
    touch('touchEnd', 10, 10, 0)
    expect(focus).not.toHaveBeenCalled()
    expect(screen.getByTestId('mock-camera')).toBeOnTheScreen()
  })

  test('a rejected focus is caught and logged as a warning', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    const error = new CameraCaptureError('capture/focus-canceled', 'Canceled.')
    jest.spyOn(Camera.prototype, 'focus').mockRejectedValueOnce(error)
    render(<TouchEndFocus />)
    await screen.findByTestId('mock-camera')
    touch('touchStart', 10, 10, 1)
    touch('touchEnd', 10, 10, 0)
    await act(async () => {})
    expect(warn).toHaveBeenCalledWith('Focus failed:', error)
  })
})
