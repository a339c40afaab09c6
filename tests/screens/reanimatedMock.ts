/**
 * Reanimated's own Jest stand-in (createAnimatedComponent is the component
 * itself, useAnimatedProps runs its worklet at render), with two changes the
 * screen tests need:
 * - a shared value is one instance across renders, as Reanimated's is (the
 *   stand-in makes a new one on every render, losing what a gesture wrote);
 * - withTiming and withSpring are recorded; each still returns its target value;
 * - addWhitelistedNativeProps (on the default export, where the guides call it) is
 *   recorded, so a test can check which props a screen registers when it loads.
 *
 * A test file calls
 * `const { stableReanimatedMock } = require('./reanimatedMock')` inside its `jest.mock('react-native-reanimated', …)` factory
 * (a jest.mock factory may not use the file's imports).
 */
export function stableReanimatedMock(): Record<string, unknown> {
  const { useRef } = jest.requireActual<typeof import('react')>('react')
  const mock = jest.requireActual<Record<string, unknown>>('react-native-reanimated/mock')
  return {
    __esModule: true,
    ...mock,
    useSharedValue: <T>(initial: T) => {
      const ref = useRef<{ value: T } | null>(null)
      if (ref.current == null) ref.current = { value: initial }
      return ref.current
    },
    withTiming: jest.fn((toValue: number) => toValue),
    withSpring: jest.fn((toValue: number) => toValue),
    default: {
      ...(mock.default as Record<string, unknown>),
      addWhitelistedNativeProps: jest.fn(),
    },
  }
}
