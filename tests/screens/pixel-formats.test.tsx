/**
 * Pixel Formats (docs/guides/pixel-formats.mdx): what each screen's prose promises.
 */
import { render, screen } from '@testing-library/react-native'
import { Platform } from 'react-native'
import { Camera, runAtTargetFps } from 'react-native-vision-camera'
import { BufferInspector } from '@example/pixel-formats/BufferInspector'
import { RgbModelScreen } from '@example/pixel-formats/RgbModelScreen'
import { fakeFrame, loadScreenAgain, pixelBytes } from './frames'
import { restoreGuideMock } from './harness'
import { cameraProps, everyFrameIsDue, lastFrameProcessor } from './helpers'

afterEach(restoreGuideMock)

describe('pixel-formats/RgbModelScreen ("Set the pixel format")', () => {
  test('asks for rgb frames and attaches the frame processor', async () => {
    render(<RgbModelScreen />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().pixelFormat).toBe('rgb')
    expect(cameraProps().frameProcessor).toEqual({ type: 'readonly', frameProcessor: lastFrameProcessor()[0] })
  })

  test('checks Frame.pixelFormat first and leaves frames of any other format alone', async () => {
    render(<RgbModelScreen />)
    await screen.findByTestId('mock-camera')
    const [worklet] = lastFrameProcessor()
    for (const pixelFormat of ['yuv', 'unknown'] as const) {
      const frame = fakeFrame({ pixelFormat })
      worklet(frame)
      expect(frame.reads).toEqual(['pixelFormat'])
      expect(frame.toArrayBuffer).not.toHaveBeenCalled()
    }
    expect(() => worklet(fakeFrame({ pixelFormat: 'rgb' }))).not.toThrow()
  })

  test('asks for the camera permission and waits for it', async () => {
    jest.mocked(Camera.getCameraPermissionStatus).mockReturnValue('not-determined')
    jest.mocked(Camera.requestCameraPermission).mockResolvedValue('denied')
    render(<RgbModelScreen />)
    expect(await screen.findByText('Waiting for the camera…')).toBeOnTheScreen()
    expect(Camera.requestCameraPermission).toHaveBeenCalledTimes(1)
  })
})

describe('pixel-formats/BufferInspector ("Reading pixels with toArrayBuffer")', () => {
  // A 64×32 rgb frame with rows padded to 68 pixels (272 bytes).
  const width = 64
  const height = 32
  const bytesPerRow = 68 * 4
  const image = (pixel: [number, number, number, number]) => pixelBytes({ width, bytesPerRow, rows: height }, () => pixel)

  test('asks for rgb frames and inspects one frame every two seconds', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {})
    render(<BufferInspector />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().pixelFormat).toBe('rgb')
    const frame = fakeFrame({ width, height, bytesPerRow, pixelFormat: 'rgb', bytes: image([10, 100, 200, 255]) })
    lastFrameProcessor()[0](frame)
    expect(runAtTargetFps).toHaveBeenLastCalledWith(0.5, expect.any(Function))
    // Skipped frames are not copied.
    expect(frame.toArrayBuffer).not.toHaveBeenCalled()
    expect(log).not.toHaveBeenCalled()
  })

  test('iOS: prints the whole-buffer copy (bytesPerRow × height bytes) and reads the first pixel as BGRA', async () => {
    expect(Platform.OS).toBe('ios')
    const log = jest.spyOn(console, 'log').mockImplementation(() => {})
    render(<BufferInspector />)
    await screen.findByTestId('mock-camera')
    everyFrameIsDue()
    // FrameHostObject.mm copies bytesPerRow × height bytes; BGRA has no planes.
    lastFrameProcessor()[0](
      fakeFrame({ width, height, bytesPerRow, planesCount: 0, pixelFormat: 'rgb', bytes: image([10, 100, 200, 255]) }),
    )
    expect(log.mock.calls).toEqual([
      ['64 x 32 rgb Frame: planes=0 bytesPerRow=272 byteLength=8704 (bytesPerRow × height = 8704)'],
      ['first pixel: rgb(200, 100, 10)'],
    ])
  })

  test('Android: shows that the copy is shorter than bytesPerRow × height, and reads the first pixel as RGBA', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {})
    const { BufferInspector: AndroidBufferInspector } = loadScreenAgain(
      () => require('@example/pixel-formats/BufferInspector') as typeof import('@example/pixel-formats/BufferInspector'),
      () => jest.replaceProperty(Platform, 'OS', 'android'),
    )
    render(<AndroidBufferInspector />)
    await screen.findByTestId('mock-camera')
    everyFrameIsDue()
    // FrameHostObject.cpp copies height × stride bytes, with the stride (68) in pixels.
    const bytes = image([200, 100, 10, 255]).slice(0, height * 68)
    lastFrameProcessor()[0](fakeFrame({ width, height, bytesPerRow, planesCount: 1, pixelFormat: 'rgb', bytes }))
    expect(log.mock.calls).toEqual([
      ['64 x 32 rgb Frame: planes=1 bytesPerRow=272 byteLength=2176 (bytesPerRow × height = 8704)'],
      ['first pixel: rgb(200, 100, 10)'],
    ])
  })

  test('prints the sizes of a yuv frame but reads no pixel from it', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {})
    render(<BufferInspector />)
    await screen.findByTestId('mock-camera')
    everyFrameIsDue()
    lastFrameProcessor()[0](
      fakeFrame({ width, height, bytesPerRow: 64, planesCount: 2, pixelFormat: 'yuv', bytes: new Uint8Array(64 * 32) }),
    )
    expect(log.mock.calls).toEqual([['64 x 32 yuv Frame: planes=2 bytesPerRow=64 byteLength=2048 (bytesPerRow × height = 2048)']])
  })

  test('asks for the camera permission and shows no camera until it is granted', async () => {
    jest.mocked(Camera.getCameraPermissionStatus).mockReturnValue('not-determined')
    jest.mocked(Camera.requestCameraPermission).mockResolvedValue('denied')
    render(<BufferInspector />)
    expect(await screen.findByText('Camera not ready')).toBeOnTheScreen()
    expect(Camera.requestCameraPermission).toHaveBeenCalledTimes(1)
    expect(screen.queryByTestId('mock-camera')).not.toBeOnTheScreen()
  })
})
