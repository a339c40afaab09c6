/**
 * C++ Frame Processor Plugins (docs/guides/frame-processors-plugins-cpp.mdx): what each
 * screen's prose promises.
 */
import { act, render, screen } from '@testing-library/react-native'
import { NativeModules } from 'react-native'
import { runAtTargetFps } from 'react-native-vision-camera'
import type { Frame } from 'react-native-vision-camera'
import { LumaJsiCamera } from '@example/frame-processors-plugins-cpp/LumaJsiCamera'
import { fakeFrame, loadScreenAgain } from './frames'
import { restoreGuideMock } from './harness'
import { cameraProps, lastFrameProcessor } from './helpers'

type LumaJsiModule = typeof import('@example/frame-processors-plugins-cpp/LumaJsiCamera')
const globals = globalThis as { __lumaJsi?: { averageLuma: jest.Mock } }
const nativeModules = NativeModules as { LumaJsiModule?: { install: jest.Mock } }

afterEach(() => {
  restoreGuideMock()
  delete nativeModules.LumaJsiModule
  delete globals.__lumaJsi
})

/** Calls the screen's frame processor on a frame where runAtTargetFps runs its function. */
const processDueFrame = (frame: Frame) => {
  jest.mocked(runAtTargetFps).mockImplementationOnce((_fps, func) => func())
  act(() => lastFrameProcessor()[0](frame))
}

/**
 * Loads the screen module as the app does once LumaJsiModule is linked: its synchronous
 * install() sets global.__lumaJsi on the JavaScript runtime (LumaJsiModule.kt, LumaJsi.cpp).
 */
function loadWithNativeModule() {
  const averageLuma = jest.fn()
  const install = jest.fn(() => {
    globals.__lumaJsi = { averageLuma }
    return true
  })
  const { LumaJsiCamera: Screen } = loadScreenAgain(
    () => require('@example/frame-processors-plugins-cpp/LumaJsiCamera') as LumaJsiModule,
    () => {
      nativeModules.LumaJsiModule = { install }
    },
  )
  return { Screen, install, averageLuma }
}

describe('frame-processors-plugins-cpp/LumaJsiCamera ("Calling it from a frame processor")', () => {
  test('installs the host object once, when the module loads, and asks for rgb frames', async () => {
    const { Screen, install } = loadWithNativeModule()
    expect(install).toHaveBeenCalledTimes(1)
    render(<Screen />)
    await screen.findByTestId('mock-camera')
    install.mockClear()
    render(<Screen />)
    expect(install).not.toHaveBeenCalled()
    expect(cameraProps().pixelFormat).toBe('rgb')
    expect(lastFrameProcessor()[1]).toEqual([])
  })

  test('twice per second, passes the native buffer pointer to averageLuma, logs the result and deletes the buffer', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {})
    const { Screen, averageLuma } = loadWithNativeModule()
    render(<Screen />)
    await screen.findByTestId('mock-camera')

    // A frame on which runAtTargetFps skips: the buffer is not taken.
    const skipped = fakeFrame({ pixelFormat: 'rgb' })
    act(() => lastFrameProcessor()[0](skipped))
    expect(runAtTargetFps).toHaveBeenLastCalledWith(2, expect.any(Function))
    expect(skipped.getNativeBuffer).not.toHaveBeenCalled()

    averageLuma.mockReturnValue(87.25)
    const frame = fakeFrame({ pixelFormat: 'rgb', pointer: 0xb400007a1c2d3e40n })
    processDueFrame(frame)
    expect(frame.getNativeBuffer).toHaveBeenCalledTimes(1)
    expect(averageLuma).toHaveBeenCalledWith(0xb400007a1c2d3e40n)
    expect(log).toHaveBeenCalledWith('Average luma: 87.3')
    expect(frame.nativeBuffer.delete).toHaveBeenCalledTimes(1)
    expect(frame.nativeBuffer.delete.mock.invocationCallOrder[0]).toBeGreaterThan(averageLuma.mock.invocationCallOrder[0])
  })

  test('deletes the buffer also when averageLuma throws, and lets the error reach VisionCamera', async () => {
    const { Screen, averageLuma } = loadWithNativeModule()
    render(<Screen />)
    await screen.findByTestId('mock-camera')
    averageLuma.mockImplementation(() => {
      throw new Error('averageLuma() needs an RGBA buffer, set pixelFormat="rgb" on the <Camera>')
    })
    const frame = fakeFrame({ pixelFormat: 'yuv' })
    expect(() => processDueFrame(frame)).toThrow('averageLuma() needs an RGBA buffer')
    expect(frame.nativeBuffer.delete).toHaveBeenCalledTimes(1)
  })

  test('when the native module is not linked, the frame processor leaves the frame alone', async () => {
    expect(nativeModules.LumaJsiModule).toBeUndefined()
    render(<LumaJsiCamera />)
    await screen.findByTestId('mock-camera')
    const frame = fakeFrame({ pixelFormat: 'rgb' })
    processDueFrame(frame)
    expect(frame.reads).toEqual([])
  })
})
