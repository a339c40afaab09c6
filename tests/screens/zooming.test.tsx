/**
 * Zooming (docs/guides/zooming.mdx): what each screen's prose promises.
 */
import { act, fireEvent, render, screen } from '@testing-library/react-native'
import Reanimated, { withSpring, withTiming } from 'react-native-reanimated'
import { Camera, useCameraDevice } from 'react-native-vision-camera'
import type { CameraDevice } from 'react-native-vision-camera'
import { ZoomButtons } from '@example/zooming/ZoomButtons'
import { PinchToZoomCamera } from '@example/zooming/PinchToZoomCamera'
import { SmoothZoomButton } from '@example/zooming/SmoothZoomButton'
import { PinchAndFocusCamera } from '@example/zooming/PinchAndFocusCamera'
import { loadScreenAgain } from './frames'
import { restoreGuideMock } from './harness'
import { backCamera, cameraProps, holdTheSession, runtimeError } from './helpers'

// Reanimated's stand-in with stable shared values and recorded animations (reanimatedMock.ts).
jest.mock('react-native-reanimated', () => {
  const { stableReanimatedMock } = require('./reanimatedMock')
  return stableReanimatedMock()
})

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

type ResponderHandler = (event: ReturnType<typeof touchEvent>) => void
/**
 * The responder handlers PanResponder put on the pinch view, called as React Native's responder
 * system calls them (fireEvent would first ask onStartShouldSetResponder with no event).
 */
const pinchLayer = () =>
  screen.UNSAFE_root.findAll(
    (node: { type: unknown; props: Record<string, unknown> }) =>
      typeof node.type === 'string' && typeof node.props.onResponderMove === 'function',
  )[0]!.props as { onResponderMove: ResponderHandler; onResponderRelease: ResponderHandler }

let timestamp = 0
/** A responder event with `fingers` touches `distance` points apart, as React Native delivers it. */
const touchEvent = (distance: number | null) => {
  timestamp += 16
  const touches =
    distance == null
      ? [{ pageX: 100, pageY: 100 }]
      : [
          { pageX: 100, pageY: 100 },
          { pageX: 100 + distance, pageY: 100 },
        ]
  return {
    nativeEvent: { touches, changedTouches: touches, timestamp },
    // React Native's ResponderTouchHistoryStore record of each touch, which PanResponder reads.
    touchHistory: {
      numberActiveTouches: touches.length,
      indexOfSingleActiveTouch: 0,
      mostRecentTimeStamp: timestamp,
      touchBank: touches.map(({ pageX, pageY }) => ({
        touchActive: true,
        ...{ startPageX: pageX, startPageY: pageY, startTimeStamp: timestamp },
        ...{ currentPageX: pageX, currentPageY: pageY, currentTimeStamp: timestamp },
        ...{ previousPageX: pageX, previousPageY: pageY, previousTimeStamp: timestamp },
      })),
    },
  }
}
/** Two fingers land `from` points apart, move to `to`, and lift. */
const pinch = (from: number | null, to: number | null) => {
  const layer = pinchLayer()
  act(() => {
    layer.onResponderMove(touchEvent(from))
    layer.onResponderMove(touchEvent(to))
  })
  act(() => layer.onResponderRelease(touchEvent(to)))
}
const zoomLabel = () => screen.getByText(/^\d+\.\d×$/).props.children

/**
 * Loads a screen module again and returns the props it registered as native props while loading,
 * before anything renders (iOS with the old architecture applies zoom only in didSetProps, which
 * Reanimated's UI-thread path never calls: CameraView.swift, REANodesManager.mm, RCTUIManager.mm).
 */
const nativePropsRegisteredOnLoad = (load: () => unknown): unknown[] => {
  const register = jest.mocked(Reanimated.addWhitelistedNativeProps)
  register.mockClear()
  loadScreenAgain(load)
  return register.mock.calls.map(([props]) => props)
}

describe('zooming/PinchToZoomCamera ("A custom pinch with Reanimated")', () => {
  test('registers zoom as a native prop when the module loads, before any camera renders', () => {
    expect(
      nativePropsRegisteredOnLoad(
        () => require('@example/zooming/PinchToZoomCamera') as typeof import('@example/zooming/PinchToZoomCamera'),
      ),
    ).toEqual([{ zoom: true }])
  })

  test('starts at neutralZoom through the animated props, and never sets zoom as a plain prop', async () => {
    useZoomRange(1, 123, 2)
    render(<PinchToZoomCamera />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().animatedProps).toEqual({ zoom: 2 })
    expect(cameraProps().zoom).toBeUndefined()
    expect(zoomLabel()).toBe('1.0×')
  })

  test('two fingers moving apart multiply the zoom by the change in their distance; the label updates when they lift', async () => {
    useZoomRange(1, 16, 1)
    render(<PinchToZoomCamera />)
    await screen.findByTestId('mock-camera')
    const layer = pinchLayer()
    act(() => {
      layer.onResponderMove(touchEvent(100))
      layer.onResponderMove(touchEvent(250))
    })
    // Mid-pinch nothing re-renders: the label still shows the old level.
    expect(zoomLabel()).toBe('1.0×')
    act(() => layer.onResponderRelease(touchEvent(250)))
    expect(zoomLabel()).toBe('2.5×')
    expect(cameraProps().animatedProps).toEqual({ zoom: 2.5 })
    // A second pinch starts from where the first ended.
    pinch(100, 200)
    expect(cameraProps().animatedProps).toEqual({ zoom: 5 })
  })

  test('one finger does not zoom', async () => {
    render(<PinchToZoomCamera />)
    await screen.findByTestId('mock-camera')
    pinch(null, null)
    expect(zoomLabel()).toBe('1.0×')
    expect(cameraProps().animatedProps).toEqual({ zoom: 1 })
  })

  test('caps the zoom at 10 × neutralZoom on a device that reports far more, at maxZoom below that, and at minZoom', async () => {
    useZoomRange(1, 128, 2)
    const { unmount } = render(<PinchToZoomCamera />)
    await screen.findByTestId('mock-camera')
    pinch(10, 1000)
    expect(cameraProps().animatedProps).toEqual({ zoom: 20 })
    expect(zoomLabel()).toBe('10.0×')
    unmount()

    useZoomRange(0.5, 4, 1)
    render(<PinchToZoomCamera />)
    await screen.findByTestId('mock-camera')
    pinch(10, 1000)
    expect(cameraProps().animatedProps).toEqual({ zoom: 4 })
    pinch(1000, 1)
    expect(cameraProps().animatedProps).toEqual({ zoom: 0.5 })
    expect(zoomLabel()).toBe('0.5×')
  })

  test('pressing the label springs back to neutralZoom', async () => {
    useZoomRange(1, 123, 2)
    render(<PinchToZoomCamera />)
    await screen.findByTestId('mock-camera')
    pinch(100, 300)
    expect(zoomLabel()).toBe('3.0×')
    fireEvent.press(screen.getByText('3.0×'))
    expect(withSpring).toHaveBeenLastCalledWith(2, { damping: 20 })
    expect(zoomLabel()).toBe('1.0×')
    expect(cameraProps().animatedProps).toEqual({ zoom: 2 })
  })
})

describe('zooming/SmoothZoomButton ("Animate zoom")', () => {
  test('registers zoom as a native prop when the module loads, before any camera renders', () => {
    expect(
      nativePropsRegisteredOnLoad(() => require('@example/zooming/SmoothZoomButton') as typeof import('@example/zooming/SmoothZoomButton')),
    ).toEqual([{ zoom: true }])
  })

  test('starts at neutralZoom; 3× animates to three times neutralZoom in 400 ms', async () => {
    useZoomRange(1, 123, 2)
    render(<SmoothZoomButton />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().animatedProps).toEqual({ zoom: 2 })
    expect(cameraProps().zoom).toBeUndefined()
    fireEvent.press(screen.getByText('3×'))
    expect(withTiming).toHaveBeenLastCalledWith(6, expect.objectContaining({ duration: 400 }))
    fireEvent.press(screen.getByText('1×'))
    expect(withTiming).toHaveBeenLastCalledWith(2, expect.objectContaining({ duration: 400 }))
  })

  test('a level outside the device range animates to the nearest end of it', async () => {
    useZoomRange(1, 2.5, 1)
    render(<SmoothZoomButton />)
    await screen.findByTestId('mock-camera')
    fireEvent.press(screen.getByText('3×'))
    expect(withTiming).toHaveBeenLastCalledWith(2.5, expect.anything())
  })
})

describe('zooming/PinchAndFocusCamera ("Pinch to zoom and tap to focus")', () => {
  type Finger = { x: number; y: number }
  type LayerHandler = (event: ReturnType<typeof fingersEvent>) => void
  /** The responder handlers PanResponder put on the layer over the camera. */
  const layer = () =>
    screen.UNSAFE_root.findAll(
      (node: { type: unknown; props: Record<string, unknown> }) =>
        typeof node.type === 'string' && typeof node.props.onResponderGrant === 'function',
    )[0]!.props as Record<'onResponderGrant' | 'onResponderStart' | 'onResponderMove' | 'onResponderRelease', LayerHandler>
  /** A responder event with these fingers down; `changed` is the finger that moved, landed or lifted. */
  const fingersEvent = (down: Finger[], changed: Finger) => {
    timestamp += 16
    const touch = ({ x, y }: Finger) => ({ pageX: x, pageY: y, locationX: x, locationY: y })
    return {
      nativeEvent: { ...touch(changed), touches: down.map(touch), changedTouches: [touch(changed)], timestamp },
      touchHistory: {
        numberActiveTouches: down.length,
        indexOfSingleActiveTouch: 0,
        mostRecentTimeStamp: timestamp,
        touchBank: down.map(({ x, y }) => ({
          touchActive: true,
          ...{ startPageX: x, startPageY: y, startTimeStamp: timestamp },
          ...{ currentPageX: x, currentPageY: y, currentTimeStamp: timestamp },
          ...{ previousPageX: x, previousPageY: y, previousTimeStamp: timestamp },
        })),
      },
    }
  }
  /** One finger lands at `from` and lifts at `to`. */
  const tap = (from: Finger, to: Finger = from) => {
    act(() => layer().onResponderGrant(fingersEvent([from], from)))
    if (to !== from) act(() => layer().onResponderMove(fingersEvent([to], to)))
    act(() => layer().onResponderRelease(fingersEvent([], to)))
  }
  const renderCamera = async () => {
    render(<PinchAndFocusCamera />)
    await screen.findByTestId('mock-camera')
  }
  /** The zoom in the animated props (the mock computes them when the screen renders; Reanimated would on the UI thread). */
  const animatedZoom = () => {
    screen.rerender(<PinchAndFocusCamera />)
    return cameraProps().animatedProps
  }

  test('registers zoom as a native prop when the module loads, before any camera renders', () => {
    expect(
      nativePropsRegisteredOnLoad(
        () => require('@example/zooming/PinchAndFocusCamera') as typeof import('@example/zooming/PinchAndFocusCamera'),
      ),
    ).toEqual([{ zoom: true }])
  })

  test('a one-finger tap focuses where the finger lifted, in the coordinates of the layer over the camera', async () => {
    const focus = jest.spyOn(Camera.prototype, 'focus')
    await renderCamera()
    tap({ x: 100, y: 200 }, { x: 104, y: 203 })
    expect(focus).toHaveBeenCalledTimes(1)
    expect(focus).toHaveBeenCalledWith({ x: 104, y: 203 })
    expect(focus.mock.contexts).toEqual([screen.UNSAFE_getByType(Camera).instance])
    expect(animatedZoom()).toEqual({ zoom: 1 })
  })

  test('a drag of more than 10 points does not focus', async () => {
    const focus = jest.spyOn(Camera.prototype, 'focus')
    await renderCamera()
    tap({ x: 100, y: 200 }, { x: 108, y: 207 }) // 10.6 points away
    expect(focus).not.toHaveBeenCalled()
  })

  test('a pinch multiplies the zoom by the change in finger distance and never focuses, whichever finger lifts last', async () => {
    useZoomRange(1, 16, 1)
    const focus = jest.spyOn(Camera.prototype, 'focus')
    await renderCamera()
    const first = { x: 100, y: 100 }
    act(() => layer().onResponderGrant(fingersEvent([first], first)))
    act(() => layer().onResponderStart(fingersEvent([first, { x: 200, y: 100 }], { x: 200, y: 100 })))
    act(() => {
      layer().onResponderMove(fingersEvent([first, { x: 200, y: 100 }], { x: 200, y: 100 }))
      layer().onResponderMove(fingersEvent([first, { x: 350, y: 100 }], { x: 350, y: 100 }))
    })
    expect(animatedZoom()).toEqual({ zoom: 2.5 })
    // The second finger lifts, the first one stays where it landed and then lifts: still a pinch.
    act(() => layer().onResponderMove(fingersEvent([first], first)))
    act(() => layer().onResponderRelease(fingersEvent([], first)))
    expect(focus).not.toHaveBeenCalled()
    // The next tap focuses again, and the zoom stays.
    tap({ x: 30, y: 40 })
    expect(focus).toHaveBeenCalledWith({ x: 30, y: 40 })
    expect(animatedZoom()).toEqual({ zoom: 2.5 })
  })

  test('two fingers that land and lift without moving are no tap', async () => {
    const focus = jest.spyOn(Camera.prototype, 'focus')
    await renderCamera()
    const first = { x: 100, y: 100 }
    act(() => layer().onResponderGrant(fingersEvent([first], first)))
    act(() => layer().onResponderStart(fingersEvent([first, { x: 180, y: 120 }], { x: 180, y: 120 })))
    act(() => layer().onResponderRelease(fingersEvent([], first)))
    expect(focus).not.toHaveBeenCalled()
  })

  test('clamps the pinch to the device range', async () => {
    useZoomRange(0.5, 4, 1)
    await renderCamera()
    const pinchFromTo = (from: number, to: number) => {
      const a = { x: 0, y: 0 }
      act(() => layer().onResponderGrant(fingersEvent([a], a)))
      act(() => {
        layer().onResponderMove(fingersEvent([a, { x: from, y: 0 }], { x: from, y: 0 }))
        layer().onResponderMove(fingersEvent([a, { x: to, y: 0 }], { x: to, y: 0 }))
      })
      act(() => layer().onResponderRelease(fingersEvent([], a)))
    }
    pinchFromTo(10, 1000)
    expect(animatedZoom()).toEqual({ zoom: 4 })
    pinchFromTo(1000, 1)
    expect(animatedZoom()).toEqual({ zoom: 0.5 })
  })

  test('no focus before onInitialized, nor on a fixed-focus camera', async () => {
    const focus = jest.spyOn(Camera.prototype, 'focus')
    holdTheSession()
    const { unmount } = render(<PinchAndFocusCamera />)
    await screen.findByTestId('mock-camera')
    tap({ x: 50, y: 60 })
    expect(focus).not.toHaveBeenCalled()
    act(() => cameraProps().onInitialized())
    tap({ x: 50, y: 60 })
    expect(focus).toHaveBeenCalledTimes(1)
    unmount()

    jest.mocked(useCameraDevice).mockReturnValue({ ...backCamera(), supportsFocus: false })
    await renderCamera()
    tap({ x: 50, y: 60 })
    expect(focus).toHaveBeenCalledTimes(1)
  })

  test('a failed focus is logged', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    const failure = runtimeError('session/camera-not-ready', 'Not ready.')
    jest.spyOn(Camera.prototype, 'focus').mockRejectedValue(failure)
    await renderCamera()
    tap({ x: 10, y: 20 })
    await act(async () => {})
    expect(warn).toHaveBeenCalledWith('Focus failed:', failure)
  })
})
