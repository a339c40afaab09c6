/**
 * Frame Processor Performance and Debugging (docs/guides/frame-processors-tips.mdx): what
 * each screen's prose promises.
 */
import { render, screen } from '@testing-library/react-native'
import { Camera } from 'react-native-vision-camera'
import { DebugCamera } from '@example/frame-processors-tips/DebugCamera'
import { fakeFrame } from './frames'
import { restoreGuideMock } from './harness'
import { cameraProps, lastFrameProcessor } from './helpers'

afterEach(restoreGuideMock)

describe('frame-processors-tips/DebugCamera ("The FPS graph")', () => {
  test('draws the FPS graph in development builds, with the frame processor attached', async () => {
    expect(__DEV__).toBe(true)
    render(<DebugCamera />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().enableFpsGraph).toBe(true)
    // On Android the graph only counts frames of the frame processor's use case, so it must be attached.
    expect(cameraProps().frameProcessor).toEqual({ type: 'readonly', frameProcessor: lastFrameProcessor()[0] })
    expect(lastFrameProcessor()[1]).toEqual([])
  })

  test('the frame processor being measured only reads the pixel format, and warns about an unknown one', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    render(<DebugCamera />)
    await screen.findByTestId('mock-camera')
    const [worklet] = lastFrameProcessor()
    const yuv = fakeFrame({ pixelFormat: 'yuv' })
    worklet(yuv)
    worklet(fakeFrame({ pixelFormat: 'rgb' }))
    expect(yuv.reads).toEqual(['pixelFormat'])
    expect(warn).not.toHaveBeenCalled()
    worklet(fakeFrame({ pixelFormat: 'unknown' }))
    expect(warn).toHaveBeenCalledWith('Unexpected pixel format')
  })

  test('asks for the camera permission and shows no camera until it is granted', async () => {
    jest.mocked(Camera.getCameraPermissionStatus).mockReturnValue('not-determined')
    jest.mocked(Camera.requestCameraPermission).mockResolvedValue('denied')
    render(<DebugCamera />)
    expect(await screen.findByText('Camera not ready')).toBeOnTheScreen()
    expect(Camera.requestCameraPermission).toHaveBeenCalledTimes(1)
    expect(screen.queryByTestId('mock-camera')).not.toBeOnTheScreen()
  })
})
