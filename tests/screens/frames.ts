/**
 * Fake camera frames for the frame processor screens. In Jest no camera delivers
 * frames, and no worklets Babel plugin runs, so a screen's frame processor is a
 * plain function the mock hooks receive: the tests take it from the mock's calls
 * and call it with one of these frames, which has exactly the members of
 * VisionCamera's Frame (src/types/Frame.ts) and records which ones the code read.
 */
import type { Frame, NativeBuffer, Orientation, PixelFormat } from 'react-native-vision-camera'

export interface FakeFrameSpec {
  width?: number
  height?: number
  bytesPerRow?: number
  planesCount?: number
  pixelFormat?: PixelFormat
  orientation?: Orientation
  isMirrored?: boolean
  timestamp?: number
  /** The bytes toArrayBuffer() returns: what the platform's copy really holds. */
  bytes?: Uint8Array
  /** The address getNativeBuffer() returns. */
  pointer?: bigint
}

export type FakeFrame = Frame & {
  toArrayBuffer: jest.Mock<ArrayBuffer, []>
  getNativeBuffer: jest.Mock<NativeBuffer, []>
  /** The native buffer handed out by getNativeBuffer(), to check that delete() was called. */
  nativeBuffer: NativeBuffer & { delete: jest.Mock<void, []> }
  /** Every member the code read, in order. */
  reads: string[]
}

/** A frame as VisionCamera hands it to a frame processor (FrameHostObject's members). */
export function fakeFrame(spec: FakeFrameSpec = {}): FakeFrame {
  const width = spec.width ?? 1920
  const height = spec.height ?? 1080
  const pixelFormat = spec.pixelFormat ?? 'yuv'
  const nativeBuffer = { pointer: spec.pointer ?? 0x7f00n, delete: jest.fn<void, []>() }
  const target = {
    isValid: true,
    width,
    height,
    bytesPerRow: spec.bytesPerRow ?? width,
    planesCount: spec.planesCount ?? (pixelFormat === 'yuv' ? 2 : 0),
    isMirrored: spec.isMirrored ?? false,
    timestamp: spec.timestamp ?? 1_000_000,
    orientation: spec.orientation ?? 'portrait',
    pixelFormat,
    // A copy, as the native side copies: the code may not change the test's bytes.
    toArrayBuffer: jest.fn<ArrayBuffer, []>(() => (spec.bytes ?? new Uint8Array(0)).slice().buffer),
    // The format FrameHostObject's toString() prints.
    toString: () => `${width} x ${height} ${pixelFormat} Frame`,
    getNativeBuffer: jest.fn<NativeBuffer, []>(() => nativeBuffer),
    nativeBuffer,
    reads: [] as string[],
  }
  return new Proxy(target, {
    get(object, property, receiver) {
      if (typeof property === 'string' && property !== 'reads' && property !== 'nativeBuffer') object.reads.push(property)
      return Reflect.get(object, property, receiver)
    },
  }) as unknown as FakeFrame
}

/**
 * The bytes of a 4-byte-per-pixel image: `rows` rows of `bytesPerRow` bytes, pixel (x, y)
 * at `y * bytesPerRow + x * 4` with the four bytes `pixel(x, y)` returns. Row padding
 * (the bytes after `width * 4`) is filled with `padding`.
 */
export function pixelBytes(
  { width, bytesPerRow, rows }: { width: number; bytesPerRow: number; rows: number },
  pixel: (x: number, y: number) => [number, number, number, number],
  padding = 255,
): Uint8Array {
  const bytes = new Uint8Array(bytesPerRow * rows).fill(padding)
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < width; x++) bytes.set(pixel(x, y), y * bytesPerRow + x * 4)
  }
  return bytes
}

// The modules a screen shares with the test: one React, and the same mocks. React Native's
// index requires its parts when they are first read, so the parts whose state a test changes
// (Platform.OS, NativeModules) are shared by name too.
const shared = [
  'react',
  'react/jsx-runtime',
  'react-native',
  'react-native/Libraries/Utilities/Platform',
  'react-native/Libraries/BatchedBridge/NativeModules',
  'react-native-vision-camera',
  'react-native-worklets-core',
  '@shopify/react-native-skia',
  'react-native-reanimated',
]

/**
 * Loads a screen module again, with its module-level code run after `before()`, for
 * screens that decide something when they are imported (Platform.OS, a native module,
 * a plugin created at module level). Everything else (React, React Native, the
 * VisionCamera mock) stays the test's own instance, so the screen renders normally.
 */
export function loadScreenAgain<T>(load: () => T, before: () => void = () => {}): T {
  const outer = new Map(shared.map((name) => [name, require(name) as unknown]))
  let loaded: T | undefined
  before()
  jest.isolateModules(() => {
    for (const [name, module] of outer) jest.doMock(name, () => module)
    loaded = load()
  })
  return loaded!
}
