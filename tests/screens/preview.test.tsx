/**
 * Camera Preview (docs/guides/preview.mdx): what each screen's prose promises.
 */
import { act, fireEvent, render, screen } from '@testing-library/react-native'
import { StyleSheet } from 'react-native'
import { Camera, CameraCaptureError, CameraRuntimeError, useCameraDevice, useCameraFormat } from 'react-native-vision-camera'
import type { CameraDevice, CameraDeviceFormat } from 'react-native-vision-camera'
import { CameraWithControls } from '@example/preview/CameraWithControls'
import { FourByThreePreview } from '@example/preview/FourByThreePreview'
import { FullScreenPreview } from '@example/preview/FullScreenPreview'
import { HeadlessCapture } from '@example/preview/HeadlessCapture'
import { PreviewWithPlaceholder } from '@example/preview/PreviewWithPlaceholder'
import { RoundedSelfiePreview } from '@example/preview/RoundedSelfiePreview'
import { restoreGuideMock, settle } from './harness'
import { backCamera, cameraProps, holdTheSession, refusePermission } from './helpers'

afterEach(restoreGuideMock)

/** The style of the host view that holds the camera. */
const cameraParentStyle = () => {
  let node = screen.UNSAFE_getByType(Camera).parent
  while (node != null && typeof node.type !== 'string') node = node.parent
  return StyleSheet.flatten(node?.props.style)
}

describe('preview/FullScreenPreview ("Show a preview")', () => {
  test('fills the view with the running back camera, with the default preview and no photo or video output', async () => {
    render(<FullScreenPreview />)
    await screen.findByTestId('mock-camera')
    const props = cameraProps()
    expect(props.device).toBe(backCamera())
    expect(props.isActive).toBe(true)
    expect(props.style).toBe(StyleSheet.absoluteFill)
    expect(props.preview).toBeUndefined()
    expect(props.photo).toBeUndefined()
    expect(props.video).toBeUndefined()
    expect(cameraParentStyle()).toEqual({ flex: 1, backgroundColor: 'black' })
  })

  test('asks once on mount, and shows no camera while the permission is missing', async () => {
    refusePermission()
    render(<FullScreenPreview />)
    await settle()
    expect(Camera.requestCameraPermission).toHaveBeenCalledTimes(1)
    expect(screen.getByText('Camera not available')).toBeOnTheScreen()
    expect(screen.queryByTestId('mock-camera')).not.toBeOnTheScreen()
  })

  test('says the camera is not available when there is no back camera', () => {
    jest.mocked(useCameraDevice).mockReturnValue(undefined)
    render(<FullScreenPreview />)
    expect(screen.getByText('Camera not available')).toBeOnTheScreen()
    expect(screen.queryByTestId('mock-camera')).not.toBeOnTheScreen()
  })
})

describe('preview/FourByThreePreview ("Aspect ratio and formats")', () => {
  const format = (video: [number, number], photo: [number, number]): CameraDeviceFormat => ({
    ...backCamera().formats[0]!,
    videoWidth: video[0],
    videoHeight: video[1],
    photoWidth: photo[0],
    photoHeight: photo[1],
  })
  const withFormats = (...formats: CameraDeviceFormat[]): CameraDevice => ({ ...backCamera(), formats })
  const viewStyle = () => StyleSheet.flatten(cameraProps().style)

  test("takes the format with 4:3 photos and gives the view the photo's shape, in portrait", async () => {
    render(<FourByThreePreview />)
    await screen.findByTestId('mock-camera')
    const chosen = cameraProps().format as CameraDeviceFormat
    // The mock's back camera: a 4032x3024 photo format (16:9 video) and a 16:9 4K format.
    expect(chosen).toBe(backCamera().formats[0])
    expect(chosen.photoWidth / chosen.photoHeight).toBeCloseTo(4 / 3)
    expect(viewStyle()).toEqual({ width: '100%', aspectRatio: 3024 / 4032 })
    expect(cameraProps().resizeMode).toBe('contain')
    expect(cameraProps().photo).toBe(true)
    expect(cameraProps().video).toBeUndefined()
    expect(cameraProps().isActive).toBe(true)
  })

  test('a 4:3 photo wins over a 4:3 video with a 16:9 photo (Android pairs every video size with every photo size)', async () => {
    const videoOnly43 = format([640, 480], [4000, 2250])
    const photo43 = format([1920, 1080], [4000, 3000])
    jest.mocked(useCameraDevice).mockReturnValue(withFormats(videoOnly43, photo43))
    render(<FourByThreePreview />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().format).toBe(photo43)
    expect(viewStyle()).toEqual({ width: '100%', aspectRatio: 0.75 })
  })

  test('among 4:3 photos it prefers a format whose video is 4:3 too, the size the iOS preview shows', async () => {
    const video169 = format([1920, 1080], [4032, 3024])
    const video43 = format([1920, 1440], [4032, 3024])
    jest.mocked(useCameraDevice).mockReturnValue(withFormats(video169, video43))
    render(<FourByThreePreview />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().format).toBe(video43)
    expect(viewStyle()).toEqual({ width: '100%', aspectRatio: 0.75 })
  })

  test('asks on mount and says the permission is required while it is missing; no format, no camera', async () => {
    refusePermission()
    render(<FourByThreePreview />)
    await settle()
    expect(Camera.requestCameraPermission).toHaveBeenCalledTimes(1)
    expect(screen.getByText('Camera permission is required')).toBeOnTheScreen()
    restoreGuideMock()
    jest.mocked(useCameraFormat).mockReturnValue(undefined)
    screen.rerender(<FourByThreePreview />)
    expect(screen.getByText('No camera available')).toBeOnTheScreen()
    expect(screen.queryByTestId('mock-camera')).not.toBeOnTheScreen()
  })
})

describe('preview/RoundedSelfiePreview ("Android preview view types")', () => {
  test('shows the front camera as a TextureView inside a clipped circle', async () => {
    render(<RoundedSelfiePreview />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().device.position).toBe('front')
    expect(cameraProps().androidPreviewViewType).toBe('texture-view')
    expect(cameraProps().style).toBe(StyleSheet.absoluteFill)
    expect(cameraProps().isActive).toBe(true)
    expect(cameraParentStyle()).toEqual({ width: 240, height: 240, borderRadius: 120, overflow: 'hidden' })
  })

  test('says so when there is no front camera', () => {
    jest.mocked(Camera.getAvailableCameraDevices).mockReturnValue([backCamera()])
    render(<RoundedSelfiePreview />)
    expect(screen.getByText('No front camera')).toBeOnTheScreen()
    expect(screen.queryByTestId('mock-camera')).not.toBeOnTheScreen()
  })

  test('asks on mount and says the permission is required while it is missing', async () => {
    refusePermission()
    render(<RoundedSelfiePreview />)
    await settle()
    expect(Camera.requestCameraPermission).toHaveBeenCalledTimes(1)
    expect(screen.getByText('Camera permission is required')).toBeOnTheScreen()
  })
})

describe('preview/CameraWithControls ("Overlays")', () => {
  test('the overlays are siblings of the camera, and the grid lets touches through', async () => {
    render(<CameraWithControls />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().children).toBeUndefined()
    expect(cameraProps().photo).toBe(true)
    const grid = screen.UNSAFE_root.findAll(
      (node: typeof screen.UNSAFE_root) => typeof node.type === 'string' && node.props.pointerEvents === 'none',
    )
    expect(grid).toHaveLength(1)
    expect(screen.getByLabelText('Take photo')).toBeOnTheScreen()
  })

  test('takes a photo on press and logs where it was saved', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {})
    const takePhoto = jest.spyOn(Camera.prototype, 'takePhoto')
    render(<CameraWithControls />)
    fireEvent.press(await screen.findByLabelText('Take photo'))
    await act(async () => {})
    expect(takePhoto).toHaveBeenCalledTimes(1)
    expect(takePhoto).toHaveBeenCalledWith()
    expect(log).toHaveBeenCalledWith('Saved to', '/tmp/mock-photo.jpg')
  })

  test('a rejected capture (session/camera-not-ready) is logged with console.error', async () => {
    jest.spyOn(console, 'log').mockImplementation(() => {})
    const logError = jest.spyOn(console, 'error').mockImplementation(() => {})
    const notReady = new CameraRuntimeError(
      'session/camera-not-ready',
      'The Camera is not ready yet! Wait for the onInitialized() callback!',
    )
    jest.spyOn(Camera.prototype, 'takePhoto').mockRejectedValueOnce(notReady)
    render(<CameraWithControls />)
    fireEvent.press(await screen.findByLabelText('Take photo'))
    await act(async () => {})
    expect(logError).toHaveBeenCalledWith('Photo failed', notReady)
    expect(console.log).not.toHaveBeenCalledWith('Saved to', expect.anything())
  })
})

describe('preview/PreviewWithPlaceholder ("Knowing when the preview is visible")', () => {
  const placeholder = () => screen.queryByText('Starting camera…')

  test('shows the placeholder until onPreviewStarted, and again after onPreviewStopped', async () => {
    holdTheSession()
    render(<PreviewWithPlaceholder isActive={true} />)
    expect(placeholder()).toBeOnTheScreen()
    // Mounted and running, but no frame is on screen yet.
    expect(cameraProps().isActive).toBe(true)
    act(() => cameraProps().onPreviewStarted())
    expect(placeholder()).not.toBeOnTheScreen()
    act(() => cameraProps().onPreviewStopped())
    expect(placeholder()).toBeOnTheScreen()
  })

  test('follows isActive: the preview stops when it turns false and starts when it turns true again', async () => {
    render(<PreviewWithPlaceholder isActive={true} />)
    await screen.findByTestId('mock-camera')
    expect(placeholder()).not.toBeOnTheScreen()
    screen.rerender(<PreviewWithPlaceholder isActive={false} />)
    expect(cameraProps().isActive).toBe(false)
    expect(placeholder()).toBeOnTheScreen()
    screen.rerender(<PreviewWithPlaceholder isActive={true} />)
    expect(placeholder()).not.toBeOnTheScreen()
  })

  test('mounted inactive, the placeholder stays', async () => {
    render(<PreviewWithPlaceholder isActive={false} />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().isActive).toBe(false)
    expect(placeholder()).toBeOnTheScreen()
  })
})

describe('preview/HeadlessCapture ("Running without a preview")', () => {
  test('runs the camera without a preview, with the photo output, in a 1x1 view', async () => {
    render(<HeadlessCapture />)
    await screen.findByTestId('mock-camera')
    expect(cameraProps().preview).toBe(false)
    expect(cameraProps().photo).toBe(true)
    expect(cameraProps().isActive).toBe(true)
    expect(StyleSheet.flatten(cameraProps().style)).toEqual({ width: 1, height: 1 })
  })

  test('Capture does nothing before onInitialized, then takes a photo and shows its path', async () => {
    holdTheSession()
    const takePhoto = jest.spyOn(Camera.prototype, 'takePhoto')
    render(<HeadlessCapture />)
    fireEvent.press(screen.getByText('Capture'))
    await act(async () => {})
    expect(takePhoto).not.toHaveBeenCalled()
    act(() => cameraProps().onInitialized())
    fireEvent.press(screen.getByText('Capture'))
    expect(await screen.findByText('/tmp/mock-photo.jpg')).toBeOnTheScreen()
    expect(takePhoto).toHaveBeenCalledTimes(1)
    expect(takePhoto).toHaveBeenCalledWith()
  })

  test('a rejected capture shows "Capture failed" with the code and message', async () => {
    jest
      .spyOn(Camera.prototype, 'takePhoto')
      .mockRejectedValueOnce(new CameraCaptureError('capture/file-io-error', 'An unexpected File IO error occurred!'))
    render(<HeadlessCapture />)
    fireEvent.press(await screen.findByText('Capture'))
    expect(await screen.findByText('Capture failed: [capture/file-io-error]: An unexpected File IO error occurred!')).toBeOnTheScreen()
  })

  test('the capture works without a preview (the mock rejects a photo only without photo={true})', async () => {
    render(<HeadlessCapture />)
    fireEvent.press(await screen.findByText('Capture'))
    expect(await screen.findByText('/tmp/mock-photo.jpg')).toBeOnTheScreen()
    expect(screen.queryByText(/Capture failed/)).not.toBeOnTheScreen()
  })

  test('asks on mount and says the permission is required while it is missing', async () => {
    refusePermission()
    render(<HeadlessCapture />)
    await settle()
    expect(Camera.requestCameraPermission).toHaveBeenCalledTimes(1)
    expect(screen.getByText('Camera permission is required')).toBeOnTheScreen()
  })
})
