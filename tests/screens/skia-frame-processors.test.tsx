/**
 * Skia Frame Processors (docs/guides/skia-frame-processors.mdx): what each screen's prose promises.
 */
import { render, screen } from '@testing-library/react-native'
import { PaintStyle, Skia } from '@shopify/react-native-skia'
import { Camera, runAtTargetFps, useSkiaFrameProcessor, VisionCameraProxy } from 'react-native-vision-camera'
import type { DrawableFrame } from 'react-native-vision-camera'
import { GrayscaleCameraScreen } from '@example/skia-frame-processors/GrayscaleCameraScreen'
import { ObjectBoxesScreen } from '@example/skia-frame-processors/ObjectBoxesScreen'
import { fakeFrame, loadScreenAgain, type FakeFrameSpec } from './frames'
import { restoreGuideMock } from './harness'
import { cameraProps } from './helpers'

// ObjectBoxesScreen created its plugin when it was imported, above.
const detectObjects = jest.mocked(VisionCameraProxy.initFrameProcessorPlugin).mock.results[0]?.value as { call: jest.Mock }
const createdWith = jest.mocked(VisionCameraProxy.initFrameProcessorPlugin).mock.calls.slice()

beforeEach(() => jest.clearAllMocks())
afterEach(restoreGuideMock)

const lastSkiaFrameProcessor = () => jest.mocked(useSkiaFrameProcessor).mock.calls.at(-1)!
/** A DrawableFrame: a Frame plus the canvas methods the screens call. */
const drawableFrame = (spec: FakeFrameSpec = {}) =>
  Object.assign(fakeFrame(spec), { render: jest.fn(), drawRect: jest.fn() }) as unknown as DrawableFrame & {
    render: jest.Mock
    drawRect: jest.Mock
  }
/** The paint a `Skia.Paint()` call returned, with the setters the screen called on it. */
type MockPaint = { setColor: jest.Mock; setStyle: jest.Mock; setStrokeWidth: jest.Mock; setColorFilter: jest.Mock }
const paints = () => jest.mocked(Skia.Paint).mock.results.map((result) => result.value as MockPaint)

describe('skia-frame-processors/GrayscaleCameraScreen ("Write a Skia frame processor")', () => {
  test('passes the Skia frame processor to the camera', async () => {
    render(<GrayscaleCameraScreen />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().frameProcessor).toBe(jest.mocked(useSkiaFrameProcessor).mock.results.at(-1)!.value)
    expect(cameraProps().frameProcessor.type).toBe('drawable-skia')
    expect(lastSkiaFrameProcessor()[1]).toEqual([])
  })

  test('renders the camera image through the grayscale matrix, then draws the guide over the middle 60%', async () => {
    render(<GrayscaleCameraScreen />)
    await screen.findByTestId('mock-camera')
    const frame = drawableFrame({ width: 1920, height: 1080 })
    lastSkiaFrameProcessor()[0](frame)

    // The image: one render() with a paint whose color filter is the luminance matrix.
    expect(Skia.ColorFilter.MakeMatrix).toHaveBeenCalledWith([
      0.2126, 0.7152, 0.0722, 0, 0, 0.2126, 0.7152, 0.0722, 0, 0, 0.2126, 0.7152, 0.0722, 0, 0, 0, 0, 0, 1, 0,
    ])
    const [imagePaint, guidePaint] = paints()
    expect(imagePaint.setColorFilter).toHaveBeenCalledWith(jest.mocked(Skia.ColorFilter.MakeMatrix).mock.results[0].value)
    expect(frame.render).toHaveBeenCalledTimes(1)
    expect(frame.render).toHaveBeenCalledWith(imagePaint)

    // The guide: a 1152×648 stroked rectangle centred in the 1920×1080 frame, drawn after the image.
    expect(frame.drawRect).toHaveBeenCalledTimes(1)
    expect(frame.drawRect).toHaveBeenCalledWith({ x: 384, y: 216, width: 1152, height: 648 }, guidePaint)
    expect(guidePaint.setStyle).toHaveBeenCalledWith(PaintStyle.Stroke)
    expect(guidePaint.setStrokeWidth).toHaveBeenCalledWith(8)
    expect(guidePaint.setColor).toHaveBeenCalledWith('limegreen')
    expect(frame.render.mock.invocationCallOrder[0]).toBeLessThan(frame.drawRect.mock.invocationCallOrder[0])
  })

  test('asks for the camera permission and waits for it', async () => {
    jest.mocked(Camera.getCameraPermissionStatus).mockReturnValue('not-determined')
    jest.mocked(Camera.requestCameraPermission).mockResolvedValue('denied')
    render(<GrayscaleCameraScreen />)
    expect(await screen.findByText('Waiting for the camera…')).toBeOnTheScreen()
    expect(Camera.requestCameraPermission).toHaveBeenCalledTimes(1)
  })
})

describe('skia-frame-processors/ObjectBoxesScreen ("Drawing results from a plugin")', () => {
  const boxes = [
    { x: 100, y: 200, width: 300, height: 150 },
    { x: 900, y: 50, width: 80, height: 120 },
  ]

  test('creates the detectObjects plugin once, when the module loads', () => {
    expect(createdWith).toEqual([['detectObjects', {}]])
    expect(detectObjects).toBeDefined()
  })

  test('detects ten times per second and draws each box over the camera image', async () => {
    render(<ObjectBoxesScreen />)
    await screen.findByTestId('mock-camera')
    jest.mocked(runAtTargetFps).mockImplementation((_fps, func) => func())
    detectObjects.call.mockReturnValue(boxes)
    const frame = drawableFrame()
    lastSkiaFrameProcessor()[0](frame)

    expect(runAtTargetFps).toHaveBeenLastCalledWith(10, expect.any(Function))
    expect(detectObjects.call).toHaveBeenCalledWith(frame)
    expect(frame.render).toHaveBeenCalledWith()
    const [boxPaint] = paints()
    expect(boxPaint.setStyle).toHaveBeenCalledWith(PaintStyle.Stroke)
    expect(boxPaint.setStrokeWidth).toHaveBeenCalledWith(6)
    expect(boxPaint.setColor).toHaveBeenCalledWith('#ff3b30')
    expect(frame.drawRect.mock.calls).toEqual(boxes.map((box) => [box, boxPaint]))
    expect(frame.render.mock.invocationCallOrder[0]).toBeLessThan(frame.drawRect.mock.invocationCallOrder[0])
  })

  test('between detections, every frame draws the last result again on its cleared canvas', async () => {
    render(<ObjectBoxesScreen />)
    await screen.findByTestId('mock-camera')
    const [worklet] = lastSkiaFrameProcessor()
    jest.mocked(runAtTargetFps).mockImplementationOnce((_fps, func) => func())
    detectObjects.call.mockReturnValueOnce(boxes)
    worklet(drawableFrame())

    // runAtTargetFps skips on the next frames: no detection, the same boxes.
    for (let i = 0; i < 2; i++) {
      const frame = drawableFrame()
      worklet(frame)
      expect(frame.render).toHaveBeenCalledTimes(1)
      expect(frame.drawRect.mock.calls.map(([rect]) => rect)).toEqual(boxes)
    }
    expect(detectObjects.call).toHaveBeenCalledTimes(1)
  })

  test('without a registered plugin, shows the camera image and draws no boxes', async () => {
    const { ObjectBoxesScreen: WithoutPlugin } = loadScreenAgain(
      () =>
        require('@example/skia-frame-processors/ObjectBoxesScreen') as typeof import('@example/skia-frame-processors/ObjectBoxesScreen'),
      () => jest.mocked(VisionCameraProxy.initFrameProcessorPlugin).mockReturnValueOnce(undefined),
    )
    render(<WithoutPlugin />)
    await screen.findByTestId('mock-camera')
    jest.mocked(runAtTargetFps).mockImplementation((_fps, func) => func())
    const frame = drawableFrame()
    lastSkiaFrameProcessor()[0](frame)
    expect(frame.render).toHaveBeenCalledTimes(1)
    expect(frame.drawRect).not.toHaveBeenCalled()
  })
})
