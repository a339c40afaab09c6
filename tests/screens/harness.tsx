/**
 * What every screen example of the guides must do, whatever it shows: render
 * the camera once the camera permission is granted, ask for the permission
 * (on mount or from a button) and show no camera while it is missing, and
 * leave no interval, AppState subscription or device listener running after
 * it unmounts. Used by every-screen.test.tsx; the guide-specific tests check
 * what each screen's own prose promises.
 */
import type { ComponentType } from 'react'
import { AppState } from 'react-native'
import { act, fireEvent, render, screen } from '@testing-library/react-native'
import * as VisionCamera from 'react-native-vision-camera'
import { Camera, useCameraPermission, useMicrophonePermission } from 'react-native-vision-camera'

// The mock's own implementations (the guide's defaults), so each test can change them and
// the next one starts from the guide's mock again.
const mockFunctions = [...Object.values(VisionCamera), ...Object.values(Camera)].filter((value): value is jest.Mock =>
  jest.isMockFunction(value),
)
const defaults = new Map(mockFunctions.map((fn) => [fn, fn.getMockImplementation()]))

/** Puts every function of the mock back to the guide's implementation and forgets its calls. */
export function restoreGuideMock(): void {
  jest.restoreAllMocks()
  for (const [fn, implementation] of defaults) {
    fn.mockReset()
    if (implementation) fn.mockImplementation(implementation)
  }
}

export interface ScreenCase {
  /** `<guide>/<Component>`, as the page shows it. */
  name: string
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- screens take different props; each case passes its own
  Component: ComponentType<any>
  props?: Record<string, unknown>
  /** The screen leaves the permission to its parent (it takes a device or is a part of a screen). */
  permissionHandledByParent?: boolean
}

/** Lets effects, resolved promises and zero-delay timers run. */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

const permissionWords = /allow|grant|permission|enable camera|continue|open settings/i

/** Intervals started and not cleared, and subscriptions added and not removed, while `run` renders. */
export async function leaksOf(run: () => Promise<() => void>): Promise<string[]> {
  const live = new Set<unknown>()
  const realSetInterval = global.setInterval
  const realClearInterval = global.clearInterval
  const intervalSpy = jest.spyOn(global, 'setInterval').mockImplementation(((handler: () => void, ms?: number) => {
    const id = realSetInterval(handler, ms)
    live.add(id)
    return id
  }) as typeof setInterval)
  const clearSpy = jest.spyOn(global, 'clearInterval').mockImplementation(((id?: Parameters<typeof clearInterval>[0]) => {
    live.delete(id)
    realClearInterval(id)
  }) as typeof clearInterval)
  const subscriptions: { what: string; remove: jest.Mock }[] = []
  const track = (what: string) => () => {
    const subscription = { what, remove: jest.fn() }
    subscriptions.push(subscription)
    return subscription
  }
  jest.spyOn(AppState, 'addEventListener').mockImplementation(track('AppState listener') as never)
  jest.mocked(Camera.addCameraDevicesChangedListener).mockImplementation(track('camera devices listener') as never)
  try {
    const unmount = await run()
    unmount()
    await settle()
    return [
      ...[...live].map(() => 'an interval still runs after unmount'),
      ...subscriptions.filter(({ remove }) => remove.mock.calls.length === 0).map(({ what }) => `${what} not removed on unmount`),
    ]
  } finally {
    for (const id of live) realClearInterval(id as ReturnType<typeof setInterval>)
    intervalSpy.mockRestore()
    clearSpy.mockRestore()
  }
}

/** Renders with the camera (and microphone) permission granted: the camera must show. */
export async function rendersTheCamera({ Component, props }: ScreenCase): Promise<void> {
  render(<Component {...props} />)
  expect(await screen.findByTestId('mock-camera')).toBeOnTheScreen()
}

/**
 * Renders with the camera permission not granted: no camera may show, and the
 * screen asks, on mount or when the visitor presses its permission button.
 */
export async function asksForTheCamera({ Component, props }: ScreenCase): Promise<void> {
  const requestPermission = jest.fn(async () => false)
  jest.mocked(useCameraPermission).mockReturnValue({ hasPermission: false, requestPermission })
  jest.mocked(useMicrophonePermission).mockReturnValue({ hasPermission: false, requestPermission: jest.fn(async () => false) })
  jest.mocked(Camera.getCameraPermissionStatus).mockReturnValue('not-determined')
  jest.mocked(Camera.requestCameraPermission).mockResolvedValue('denied')
  render(<Component {...props} />)
  await settle()
  const asked = () => requestPermission.mock.calls.length + jest.mocked(Camera.requestCameraPermission).mock.calls.length
  // Not on mount: then from the screen's permission button (the first text about it that presses).
  for (const text of asked() === 0 ? screen.queryAllByText(permissionWords) : []) {
    fireEvent.press(text)
    await settle()
    if (asked() > 0) break
  }
  expect(asked()).toBeGreaterThan(0)
  expect(screen.queryByTestId('mock-camera')).not.toBeOnTheScreen()
}

/** Mounts, waits for the camera, unmounts: nothing may keep running. */
export async function cleansUp({ Component, props }: ScreenCase): Promise<void> {
  const leaks = await leaksOf(async () => {
    const { unmount } = render(<Component {...props} />)
    await screen.findByTestId('mock-camera')
    await settle()
    return unmount
  })
  expect(leaks).toEqual([])
}
