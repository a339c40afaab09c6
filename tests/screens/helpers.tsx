/**
 * What the guide-specific screen tests share: reading the props a screen gives the mock
 * <Camera>, the mock's devices, driving frame processors, and stand-ins for what React
 * Native's Jest setup and the guide's mock leave static (AppState, a permission hook that
 * keeps React state like the library's).
 */
import { useCallback, useMemo, useState } from 'react'
import { act, screen } from '@testing-library/react-native'
import { AppState } from 'react-native'
import type { AppStateStatus } from 'react-native'
import { Camera, CameraRuntimeError, runAtTargetFps, useCameraPermission, useFrameProcessor } from 'react-native-vision-camera'

/** The props the screen passed to the (mock) <Camera>. */
export const cameraProps = () => screen.UNSAFE_getByType(Camera).props

/** The mock's back and front cameras (the mocking guide's device list). */
export const backCamera = () => Camera.getAvailableCameraDevices().find((device) => device.position === 'back')!
export const frontCamera = () => Camera.getAvailableCameraDevices().find((device) => device.position === 'front')!

/** The worklet and dependency list of the last useFrameProcessor call. */
export const lastFrameProcessor = () => jest.mocked(useFrameProcessor).mock.calls.at(-1)!

/** runAtTargetFps runs its callback on every frame. */
export const everyFrameIsDue = () => jest.mocked(runAtTargetFps).mockImplementation((_fps, func) => func())

/** Stops the mock from calling onInitialized/onStarted/onPreviewStarted on mount, so the test calls them. */
export const holdTheSession = () => jest.spyOn(Camera.prototype, 'componentDidMount').mockImplementation(() => {})

/** The camera permission is refused, and asking again is refused too. */
export const refusePermission = () => {
  jest.mocked(Camera.getCameraPermissionStatus).mockReturnValue('denied')
  jest.mocked(Camera.requestCameraPermission).mockResolvedValue('denied')
}

/** A CameraRuntimeError with any code, including ones outside the typed unions. */
export const runtimeError = (code: string, message: string) => new CameraRuntimeError(code as never, message)

/** What AppState.currentState reads. */
const setCurrentState = (state: AppStateStatus) => Object.defineProperty(AppState, 'currentState', { value: state, configurable: true })

/**
 * React Native's Jest setup gives AppState no state and no events: this one starts in
 * `initial` and lets the test switch it, calling every listener the screen added.
 */
export function appState(initial: AppStateStatus) {
  const listeners = new Set<(state: AppStateStatus) => void>()
  const removed = jest.fn()
  setCurrentState(initial)
  jest.spyOn(AppState, 'addEventListener').mockImplementation(((type: string, listener: (state: AppStateStatus) => void) => {
    if (type === 'change') listeners.add(listener)
    return {
      remove: () => {
        removed()
        listeners.delete(listener)
      },
    }
  }) as never)
  return {
    listeners,
    removed,
    change: (state: AppStateStatus) =>
      act(() => {
        setCurrentState(state)
        for (const listener of [...listeners]) listener(state)
      }),
  }
}

/**
 * A camera permission hook that behaves like the library's (usePermission in
 * useCameraPermission.ts): `hasPermission` is state that starts from the status,
 * and `requestPermission()` sets it to the answer of Camera.requestCameraPermission().
 * The guide's mock keeps no React state, so a screen would not re-render on the answer.
 */
export function cameraPermissionLikeTheLibrary(): void {
  jest.mocked(useCameraPermission).mockImplementation(() => {
    const [hasPermission, setHasPermission] = useState(() => Camera.getCameraPermissionStatus() === 'granted')
    const requestPermission = useCallback(async () => {
      const granted = (await Camera.requestCameraPermission()) === 'granted'
      setHasPermission(granted)
      return granted
    }, [])
    return useMemo(() => ({ hasPermission, requestPermission }), [hasPermission, requestPermission])
  })
}
