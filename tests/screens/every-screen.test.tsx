/**
 * Every screen example of the guides (scripts/examples/screens.ts finds them: a
 * component that renders a <Camera>): it renders the camera once permitted,
 * asks for the camera permission and shows no camera without it, and stops
 * its intervals and listeners when it unmounts (harness.tsx). What each
 * screen's own prose promises beyond that is tested in the guide's own file.
 */
import { Camera } from 'react-native-vision-camera'
import { ScannerScreen as CodeScanning_ScannerScreen } from '@example/code-scanning/ScannerScreen'
import { ScanOnce as CodeScanning_ScanOnce } from '@example/code-scanning/ScanOnce'
import { HighlightScanner as CodeScanning_HighlightScanner } from '@example/code-scanning/HighlightScanner'
import { ScannerWithErrors as CodeScanning_ScannerWithErrors } from '@example/code-scanning/ScannerWithErrors'
import { CameraScreen as Devices_CameraScreen } from '@example/devices/CameraScreen'
import { ZoomableCamera as Devices_ZoomableCamera } from '@example/devices/ZoomableCamera'
import { FlipCamera as Devices_FlipCamera } from '@example/devices/FlipCamera'
import Errors_ResilientCameraScreen from '@example/errors/ResilientCameraScreen'
import { ExposureControls as Exposure_ExposureControls } from '@example/exposure/ExposureControls'
import { LowLightCamera as Exposure_LowLightCamera } from '@example/exposure/LowLightCamera'
import { TapToFocusCamera as Focusing_TapToFocusCamera } from '@example/focusing/TapToFocusCamera'
import { TouchEndFocus as Focusing_TouchEndFocus } from '@example/focusing/TouchEndFocus'
import { VideoScreen as Formats_VideoScreen } from '@example/formats/VideoScreen'
import { HdrCamera as Formats_HdrCamera } from '@example/formats/HdrCamera'
import { SnapStyleCamera as Formats_SnapStyleCamera } from '@example/formats/SnapStyleCamera'
import { SafeFpsCamera as Formats_SafeFpsCamera } from '@example/formats/SafeFpsCamera'
import { PausableProcessingScreen as FrameProcessorsInteracting_PausableProcessingScreen } from '@example/frame-processors-interacting/PausableProcessingScreen'
import { FrameInfoOverlay as FrameProcessorsInteracting_FrameInfoOverlay } from '@example/frame-processors-interacting/FrameInfoOverlay'
import { OrientationBadgeScreen as FrameProcessorsInteracting_OrientationBadgeScreen } from '@example/frame-processors-interacting/OrientationBadgeScreen'
import { BrightnessMeter as FrameProcessorsInteracting_BrightnessMeter } from '@example/frame-processors-interacting/BrightnessMeter'
import { LumaJsiCamera as FrameProcessorsPluginsCpp_LumaJsiCamera } from '@example/frame-processors-plugins-cpp/LumaJsiCamera'
import { LumaScreen as FrameProcessorsPluginsFinal_LumaScreen } from '@example/frame-processors-plugins-final/LumaScreen'
import { DebugCamera as FrameProcessorsTips_DebugCamera } from '@example/frame-processors-tips/DebugCamera'
import { FrameLoggerScreen as FrameProcessors_FrameLoggerScreen } from '@example/frame-processors/FrameLoggerScreen'
import { HdrVideoCamera as Hdr_HdrVideoCamera } from '@example/hdr/HdrVideoCamera'
import { HdrPhotoCamera as Hdr_HdrPhotoCamera } from '@example/hdr/HdrPhotoCamera'
import Index_CameraScreen from '@example/index/CameraScreen'
import Index_PhotoScreen from '@example/index/PhotoScreen'
import { CameraScreen as Lifecycle_CameraScreen } from '@example/lifecycle/CameraScreen'
import { GeotaggingCamera as Location_GeotaggingCamera } from '@example/location/GeotaggingCamera'
import { RotatingControls as Orientation_RotatingControls } from '@example/orientation/RotatingControls'
import { FrameOrientationLogger as Orientation_FrameOrientationLogger } from '@example/orientation/FrameOrientationLogger'
import { StartupTimer as Performance_StartupTimer } from '@example/performance/StartupTimer'
import { ForegroundCamera as Performance_ForegroundCamera } from '@example/performance/ForegroundCamera'
import { LightweightAnalyzer as Performance_LightweightAnalyzer } from '@example/performance/LightweightAnalyzer'
import { RgbModelScreen as PixelFormats_RgbModelScreen } from '@example/pixel-formats/RgbModelScreen'
import { BufferInspector as PixelFormats_BufferInspector } from '@example/pixel-formats/BufferInspector'
import { FullScreenPreview as Preview_FullScreenPreview } from '@example/preview/FullScreenPreview'
import { FourByThreePreview as Preview_FourByThreePreview } from '@example/preview/FourByThreePreview'
import { RoundedSelfiePreview as Preview_RoundedSelfiePreview } from '@example/preview/RoundedSelfiePreview'
import { CameraWithControls as Preview_CameraWithControls } from '@example/preview/CameraWithControls'
import { PreviewWithPlaceholder as Preview_PreviewWithPlaceholder } from '@example/preview/PreviewWithPlaceholder'
import { HeadlessCapture as Preview_HeadlessCapture } from '@example/preview/HeadlessCapture'
import { VideoCamera as RecordingVideos_VideoCamera } from '@example/recording-videos/VideoCamera'
import { RecordScreen as RecordingVideos_RecordScreen } from '@example/recording-videos/RecordScreen'
import { SixtyFpsRecorder as RecordingVideos_SixtyFpsRecorder } from '@example/recording-videos/SixtyFpsRecorder'
import { FlipWhenIdleRecorder as RecordingVideos_FlipWhenIdleRecorder } from '@example/recording-videos/FlipWhenIdleRecorder'
import { GrayscaleCameraScreen as SkiaFrameProcessors_GrayscaleCameraScreen } from '@example/skia-frame-processors/GrayscaleCameraScreen'
import { ObjectBoxesScreen as SkiaFrameProcessors_ObjectBoxesScreen } from '@example/skia-frame-processors/ObjectBoxesScreen'
import { StabilizedRecorder as Stabilization_StabilizedRecorder } from '@example/stabilization/StabilizedRecorder'
import { PhotoScreen as TakingPhotos_PhotoScreen } from '@example/taking-photos/PhotoScreen'
import { CameraWithTorch as TakingPhotos_CameraWithTorch } from '@example/taking-photos/CameraWithTorch'
import { CameraWithShutterFlash as TakingPhotos_CameraWithShutterFlash } from '@example/taking-photos/CameraWithShutterFlash'
import { DepthCamera as TakingPhotos_DepthCamera } from '@example/taking-photos/DepthCamera'
import { DebugCamera as Troubleshooting_DebugCamera } from '@example/troubleshooting/DebugCamera'
import { ZoomButtons as Zooming_ZoomButtons } from '@example/zooming/ZoomButtons'
import { PinchToZoomCamera as Zooming_PinchToZoomCamera } from '@example/zooming/PinchToZoomCamera'
import { SmoothZoomButton as Zooming_SmoothZoomButton } from '@example/zooming/SmoothZoomButton'
import { PinchAndFocusCamera as Zooming_PinchAndFocusCamera } from '@example/zooming/PinchAndFocusCamera'
import { asksForTheCamera, cleansUp, rendersTheCamera, restoreGuideMock, type ScreenCase } from './harness'

/** The mock's back camera, for the screens that take a device from their parent. */
const backCamera = () => Camera.getAvailableCameraDevices().find((device) => device.position === 'back')!

const cases: ScreenCase[] = [
  { name: 'code-scanning/ScannerScreen', Component: CodeScanning_ScannerScreen },
  { name: 'code-scanning/ScanOnce', Component: CodeScanning_ScanOnce },
  { name: 'code-scanning/HighlightScanner', Component: CodeScanning_HighlightScanner, props: {} },
  { name: 'code-scanning/ScannerWithErrors', Component: CodeScanning_ScannerWithErrors },
  { name: 'devices/CameraScreen', Component: Devices_CameraScreen },
  { name: 'devices/ZoomableCamera', Component: Devices_ZoomableCamera },
  { name: 'devices/FlipCamera', Component: Devices_FlipCamera },
  { name: 'errors/ResilientCameraScreen', Component: Errors_ResilientCameraScreen },
  { name: 'exposure/ExposureControls', Component: Exposure_ExposureControls },
  { name: 'exposure/LowLightCamera', Component: Exposure_LowLightCamera },
  { name: 'focusing/TapToFocusCamera', Component: Focusing_TapToFocusCamera },
  { name: 'focusing/TouchEndFocus', Component: Focusing_TouchEndFocus },
  { name: 'formats/VideoScreen', Component: Formats_VideoScreen },
  { name: 'formats/HdrCamera', Component: Formats_HdrCamera },
  { name: 'formats/SnapStyleCamera', Component: Formats_SnapStyleCamera },
  { name: 'formats/SafeFpsCamera', Component: Formats_SafeFpsCamera, props: { targetFps: 30 } },
  { name: 'frame-processors-interacting/PausableProcessingScreen', Component: FrameProcessorsInteracting_PausableProcessingScreen },
  { name: 'frame-processors-interacting/FrameInfoOverlay', Component: FrameProcessorsInteracting_FrameInfoOverlay },
  { name: 'frame-processors-interacting/OrientationBadgeScreen', Component: FrameProcessorsInteracting_OrientationBadgeScreen },
  { name: 'frame-processors-interacting/BrightnessMeter', Component: FrameProcessorsInteracting_BrightnessMeter },
  { name: 'frame-processors-plugins-cpp/LumaJsiCamera', Component: FrameProcessorsPluginsCpp_LumaJsiCamera },
  { name: 'frame-processors-plugins-final/LumaScreen', Component: FrameProcessorsPluginsFinal_LumaScreen },
  { name: 'frame-processors-tips/DebugCamera', Component: FrameProcessorsTips_DebugCamera },
  { name: 'frame-processors/FrameLoggerScreen', Component: FrameProcessors_FrameLoggerScreen },
  { name: 'hdr/HdrVideoCamera', Component: Hdr_HdrVideoCamera },
  { name: 'hdr/HdrPhotoCamera', Component: Hdr_HdrPhotoCamera },
  { name: 'index/CameraScreen', Component: Index_CameraScreen },
  { name: 'index/PhotoScreen', Component: Index_PhotoScreen },
  { name: 'lifecycle/CameraScreen', Component: Lifecycle_CameraScreen, props: { isFocused: true } },
  { name: 'location/GeotaggingCamera', Component: Location_GeotaggingCamera },
  { name: 'orientation/RotatingControls', Component: Orientation_RotatingControls },
  { name: 'orientation/FrameOrientationLogger', Component: Orientation_FrameOrientationLogger },
  { name: 'performance/StartupTimer', Component: Performance_StartupTimer },
  { name: 'performance/ForegroundCamera', Component: Performance_ForegroundCamera, props: { visible: true } },
  { name: 'performance/LightweightAnalyzer', Component: Performance_LightweightAnalyzer },
  { name: 'pixel-formats/RgbModelScreen', Component: PixelFormats_RgbModelScreen },
  { name: 'pixel-formats/BufferInspector', Component: PixelFormats_BufferInspector },
  { name: 'preview/FullScreenPreview', Component: Preview_FullScreenPreview },
  { name: 'preview/FourByThreePreview', Component: Preview_FourByThreePreview },
  { name: 'preview/RoundedSelfiePreview', Component: Preview_RoundedSelfiePreview },
  { name: 'preview/CameraWithControls', Component: Preview_CameraWithControls },
  { name: 'preview/PreviewWithPlaceholder', Component: Preview_PreviewWithPlaceholder, props: { isActive: true } },
  { name: 'preview/HeadlessCapture', Component: Preview_HeadlessCapture },
  { name: 'recording-videos/VideoCamera', Component: RecordingVideos_VideoCamera },
  { name: 'recording-videos/RecordScreen', Component: RecordingVideos_RecordScreen },
  { name: 'recording-videos/SixtyFpsRecorder', Component: RecordingVideos_SixtyFpsRecorder },
  { name: 'recording-videos/FlipWhenIdleRecorder', Component: RecordingVideos_FlipWhenIdleRecorder },
  { name: 'skia-frame-processors/GrayscaleCameraScreen', Component: SkiaFrameProcessors_GrayscaleCameraScreen },
  { name: 'skia-frame-processors/ObjectBoxesScreen', Component: SkiaFrameProcessors_ObjectBoxesScreen },
  { name: 'stabilization/StabilizedRecorder', Component: Stabilization_StabilizedRecorder },
  { name: 'taking-photos/PhotoScreen', Component: TakingPhotos_PhotoScreen },
  {
    name: 'taking-photos/CameraWithTorch',
    Component: TakingPhotos_CameraWithTorch,
    props: { device: backCamera() },
    permissionHandledByParent: true,
  },
  { name: 'taking-photos/CameraWithShutterFlash', Component: TakingPhotos_CameraWithShutterFlash },
  {
    name: 'taking-photos/DepthCamera',
    Component: TakingPhotos_DepthCamera,
    props: { device: backCamera() },
    permissionHandledByParent: true,
  },
  { name: 'troubleshooting/DebugCamera', Component: Troubleshooting_DebugCamera },
  { name: 'zooming/ZoomButtons', Component: Zooming_ZoomButtons },
  { name: 'zooming/PinchToZoomCamera', Component: Zooming_PinchToZoomCamera },
  { name: 'zooming/SmoothZoomButton', Component: Zooming_SmoothZoomButton },
  { name: 'zooming/PinchAndFocusCamera', Component: Zooming_PinchAndFocusCamera },
]

afterEach(restoreGuideMock)

describe.each(cases)('$name', (screenCase) => {
  test('renders the camera once the permission is granted', () => rendersTheCamera(screenCase))
  if (!screenCase.permissionHandledByParent) {
    test('asks for the camera permission and shows no camera without it', () => asksForTheCamera(screenCase))
  }
  test('leaves no interval or listener running after unmount', () => cleansUp(screenCase))
})
