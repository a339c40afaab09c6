/**
 * Code Scanning (docs/guides/code-scanning.mdx): what each screen's prose promises.
 */
import { act, fireEvent, render, screen } from '@testing-library/react-native'
import { Platform, View } from 'react-native'
import { useCameraPermission } from 'react-native-vision-camera'
import type { Code, CodeScannerFrame } from 'react-native-vision-camera'
import { ScannerScreen } from '@example/code-scanning/ScannerScreen'
import { ScanOnce } from '@example/code-scanning/ScanOnce'
import { frameRectToView, HighlightScanner } from '@example/code-scanning/HighlightScanner'
import { ScannerWithErrors } from '@example/code-scanning/ScannerWithErrors'
import { restoreGuideMock } from './harness'
import { cameraProps, runtimeError } from './helpers'

afterEach(() => {
  // First the spies (some wrap fake timers), then the real timers.
  restoreGuideMock()
  jest.useRealTimers()
})

/** What the native side sends: the codes found in one analysed frame, and that frame's size. */
const scan = (codes: Code[], frame: CodeScannerFrame = { width: 1920, height: 1080 }) =>
  act(() => cameraProps().codeScanner.onCodeScanned(codes, frame))
const qr = (value?: string, frame?: Code['frame']): Code => ({ type: 'qr', value, frame })

describe('code-scanning/ScannerScreen ("Scan your first code")', () => {
  test('scans QR and EAN-13 with no photo or video output, and shows the first code that has a value', async () => {
    render(<ScannerScreen />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().codeScanner.codeTypes).toEqual(['qr', 'ean-13'])
    expect(cameraProps().photo).toBeUndefined()
    expect(cameraProps().video).toBeUndefined()
    expect(cameraProps().isActive).toBe(true)
    expect(screen.getByText('Point the camera at a code')).toBeOnTheScreen()

    // A binary payload has no value: it changes nothing.
    scan([qr(undefined)])
    expect(screen.getByText('Point the camera at a code')).toBeOnTheScreen()
    scan([qr(undefined), { type: 'ean-13', value: '4006381333931' }, qr('second')])
    expect(screen.getByText('4006381333931')).toBeOnTheScreen()
    // The same code arrives again and again; a new one replaces it.
    scan([qr('https://example.com')])
    expect(screen.getByText('https://example.com')).toBeOnTheScreen()
  })

  test('asks for the camera on mount and shows the reason while it is missing', async () => {
    const requestPermission = jest.fn(async () => false)
    jest.mocked(useCameraPermission).mockReturnValue({ hasPermission: false, requestPermission })
    render(<ScannerScreen />)
    await act(async () => {})
    expect(requestPermission).toHaveBeenCalledTimes(1)
    expect(screen.getByText('Camera access is needed to scan codes.')).toBeOnTheScreen()
  })
})

describe('code-scanning/ScanOnce ("Throttle and deduplicate results")', () => {
  let now = 1_000_000
  beforeEach(() => {
    now = 1_000_000
    jest.spyOn(Date, 'now').mockImplementation(() => now)
  })

  test('accepts the first code, pauses the camera and ignores every further result until "Scan again"', async () => {
    render(<ScanOnce />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().codeScanner.codeTypes).toEqual(['qr'])
    expect(cameraProps().isActive).toBe(true)

    scan([qr(undefined)])
    expect(cameraProps().isActive).toBe(true)
    scan([qr('first')])
    expect(screen.getByText('first')).toBeOnTheScreen()
    // The result is shown: the camera pauses, and late events change nothing.
    expect(cameraProps().isActive).toBe(false)
    // Pausing keeps the session configured: the scanner stays.
    expect(cameraProps().codeScanner.codeTypes).toEqual(['qr'])
    now += 5000
    scan([qr('second')])
    expect(screen.getByText('first')).toBeOnTheScreen()
    expect(screen.queryByText('second')).not.toBeOnTheScreen()

    fireEvent.press(screen.getByText('Scan again'))
    expect(screen.queryByText('first')).not.toBeOnTheScreen()
    expect(cameraProps().isActive).toBe(true)
    scan([qr('second')])
    expect(screen.getByText('second')).toBeOnTheScreen()
  })

  test('ignores the same code within the 2 s cooldown, and accepts it after', async () => {
    render(<ScanOnce />)
    await screen.findByTestId('mock-camera')
    scan([qr('ticket-42')])
    fireEvent.press(screen.getByText('Scan again'))

    now += 1999
    scan([qr('ticket-42')])
    expect(screen.queryByText('ticket-42')).not.toBeOnTheScreen()
    expect(cameraProps().isActive).toBe(true)

    // Another code is not held back by the cooldown.
    scan([qr('ticket-43')])
    expect(screen.getByText('ticket-43')).toBeOnTheScreen()
    fireEvent.press(screen.getByText('Scan again'))

    now += 2000
    scan([qr('ticket-43')])
    expect(screen.getByText('ticket-43')).toBeOnTheScreen()
  })
})

describe('code-scanning/HighlightScanner ("Draw a highlight over a code")', () => {
  const frame: CodeScannerFrame = { width: 1000, height: 500 }
  const square = { width: 200, height: 200 }
  const code = { x: 500, y: 100, width: 100, height: 50 }

  test('frameRectToView scales for resizeMode "cover", centres, crops, and rotates either way', () => {
    // scale = max(200/1000, 200/500) = 0.4; the 400 px wide image is cropped by 100 on each side.
    expect(frameRectToView(code, frame, square, 'none')).toEqual({ x: 100, y: 40, width: 40, height: 20 })
    // Clockwise: (x, y) -> (500 - y, x), in a 500×1000 frame.
    expect(frameRectToView(code, frame, square, 'rotate90')).toEqual({ x: 140, y: 100, width: 20, height: 40 })
    // Counter-clockwise: (x, y) -> (y, 1000 - x).
    expect(frameRectToView(code, frame, square, 'rotate270')).toEqual({ x: 40, y: 60, width: 20, height: 40 })
    // The corners of the frame map to the corners of the view they cover.
    const tall = { width: 100, height: 200 }
    expect(frameRectToView({ x: 0, y: 0, width: 500, height: 1000 }, { width: 500, height: 1000 }, tall, 'none')).toEqual({
      x: 0,
      y: 0,
      width: 100,
      height: 200,
    })
  })

  /** The boxes drawn over the camera, as their style rectangles. */
  const boxes = () =>
    screen
      .UNSAFE_getAllByType(View)
      .filter((view) => view.props.pointerEvents === 'none')
      .map((view) => {
        const { left, top, width, height } = Object.assign({}, ...[view.props.style].flat())
        return { left, top, width, height }
      })

  async function laidOut(props: { transform?: 'none' | 'rotate90' | 'rotate270' } = {}) {
    jest.useFakeTimers()
    const { unmount } = render(<HighlightScanner {...props} />)
    await act(async () => {})
    const container = screen.getByTestId('mock-camera').parent!
    fireEvent(container, 'layout', { nativeEvent: { layout: { x: 0, y: 0, ...square } } })
    return unmount
  }

  test('draws one box per code with a frame, in view coordinates, with the calibrated transform', async () => {
    await laidOut({ transform: 'rotate90' })
    expect(cameraProps().codeScanner.codeTypes).toEqual(['qr'])
    scan([qr('a', code), qr('no frame'), qr('b', { x: 0, y: 0, width: 100, height: 100 })], frame)
    expect(boxes()).toEqual([
      { left: 140, top: 100, width: 20, height: 40 },
      // rotate90 of (0, 0, 100, 100) is (400, 0, 100, 100) in a 500×1000 frame: x = 160, y = -100.
      { left: 160, top: -100, width: 40, height: 40 },
    ])
  })

  test('ignores codes until the view has been measured', async () => {
    jest.useFakeTimers()
    render(<HighlightScanner />)
    await act(async () => {})
    scan([qr('a', code)], frame)
    expect(boxes()).toEqual([])
  })

  test('clears the boxes 300 ms after the last event, and each event restarts the wait', async () => {
    await laidOut()
    scan([qr('a', code)], frame)
    expect(boxes()).toHaveLength(1)
    act(() => jest.advanceTimersByTime(250))
    scan([qr('a', code)], frame)
    act(() => jest.advanceTimersByTime(250))
    expect(boxes()).toEqual([{ left: 100, top: 40, width: 40, height: 20 }])
    act(() => jest.advanceTimersByTime(50))
    expect(boxes()).toEqual([])
  })

  test('stops its clear timer on unmount', async () => {
    const unmount = await laidOut()
    const setTimeoutSpy = jest.spyOn(global, 'setTimeout')
    const clearTimeoutSpy = jest.spyOn(global, 'clearTimeout')
    scan([qr('a', code)], frame)
    const clearTimer = setTimeoutSpy.mock.results[setTimeoutSpy.mock.calls.findIndex(([, ms]) => ms === 300)].value
    expect(clearTimeoutSpy).not.toHaveBeenCalledWith(clearTimer)
    unmount()
    expect(clearTimeoutSpy).toHaveBeenCalledWith(clearTimer)
  })
})

describe('code-scanning/ScannerWithErrors ("Errors")', () => {
  test('scans QR and Codabar, and shows the hint for each scanner error; a scan clears it', async () => {
    render(<ScannerWithErrors />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().codeScanner.codeTypes).toEqual(['qr', 'codabar'])

    act(() => cameraProps().onError(runtimeError('code-scanner/code-type-not-supported', 'codabar is not supported.')))
    expect(screen.getByText('This phone cannot read one of the requested code types.')).toBeOnTheScreen()

    act(() => cameraProps().onError(runtimeError('code-scanner/not-compatible-with-outputs', 'Too many outputs.')))
    expect(screen.getByText('Code scanning is not available with the current camera setup.')).toBeOnTheScreen()

    jest.spyOn(console, 'log').mockImplementation(() => {})
    scan([qr('ok')])
    expect(screen.queryByText('Code scanning is not available with the current camera setup.')).not.toBeOnTheScreen()
    expect(console.log).toHaveBeenCalledWith('Found 1 code(s)')
  })

  test('on Android, ML Kit failures (unknown/unknown, once per frame) show one calm hint and log nothing', async () => {
    jest.replaceProperty(Platform, 'OS', 'android')
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    render(<ScannerWithErrors />)
    await screen.findByTestId('mock-camera')
    for (let i = 0; i < 30; i++) {
      act(() => cameraProps().onError(runtimeError('unknown/unknown', 'Waiting for the barcode module to be downloaded.')))
    }
    expect(screen.getAllByText('The scanner is getting ready. Keep the code in view.')).toHaveLength(1)
    expect(error).not.toHaveBeenCalled()
  })

  test('any other error is logged, not shown', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    render(<ScannerWithErrors />)
    await screen.findByTestId('mock-camera')
    // On iOS, unknown/unknown is not an ML Kit failure.
    const unknown = runtimeError('unknown/unknown', 'Something else.')
    act(() => cameraProps().onError(unknown))
    const other = runtimeError('session/camera-has-been-disconnected', 'Gone.')
    act(() => cameraProps().onError(other))
    expect(error.mock.calls).toEqual([[unknown], [other]])
    expect(screen.queryByText(/scanner|code/i)).not.toBeOnTheScreen()
  })

  test('a rejected permission request shows its error instead of the reason', async () => {
    jest.mocked(useCameraPermission).mockReturnValue({
      hasPermission: false,
      requestPermission: jest.fn(async () => {
        throw new Error('NO_ACTIVITY')
      }),
    })
    render(<ScannerWithErrors />)
    expect(screen.getByText('Camera access is needed to scan codes.')).toBeOnTheScreen()
    expect(await screen.findByText('Error: NO_ACTIVITY')).toBeOnTheScreen()
  })
})
