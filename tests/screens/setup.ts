// Peer libraries the screens import that have no native side under Jest. They are not
// VisionCamera (whose mock is the mocking guide's own): each is replaced here by the
// smallest stand-in the guides' screens need. Frame processors never run in Jest.
// useSharedValue keeps one instance across renders (worklets-core useSharedValue.ts, a ref) and
// useRunOnJS memoizes on its dependencies (useRunOnJS.ts, useMemo), as the library's hooks do. A
// run-on-JS function calls the callback at once: there is no second thread in Jest.
jest.mock('react-native-worklets-core', () => {
  const { useMemo, useRef } = jest.requireActual<typeof import('react')>('react')
  return {
    useSharedValue: <T>(initial: T) => {
      const ref = useRef<{ value: T } | null>(null)
      if (ref.current == null) ref.current = { value: initial }
      return ref.current
    },
    useRunOnJS: <A extends unknown[], R>(func: (...args: A) => R, deps: unknown[]) => useMemo(() => func, deps),
    Worklets: {
      createRunOnJS: <A extends unknown[], R>(func: (...args: A) => R) => func,
      createSharedValue: <T>(initial: T) => ({ value: initial }),
    },
  }
})

jest.mock('@shopify/react-native-skia', () => {
  const paint = () => ({
    setColor: jest.fn(),
    setStyle: jest.fn(),
    setStrokeWidth: jest.fn(),
    setColorFilter: jest.fn(),
    setImageFilter: jest.fn(),
    setAlphaf: jest.fn(),
  })
  return {
    PaintStyle: { Fill: 0, Stroke: 1 },
    Skia: {
      Paint: jest.fn(paint),
      Color: jest.fn((color: string) => color),
      XYWHRect: jest.fn((x: number, y: number, width: number, height: number) => ({ x, y, width, height })),
      ColorFilter: { MakeMatrix: jest.fn(() => ({})) },
      RuntimeEffect: { Make: jest.fn(() => ({})) },
    },
  }
})

// Reanimated ships its own Jest stand-in.
jest.mock('react-native-reanimated', () => require('react-native-reanimated/mock'))
