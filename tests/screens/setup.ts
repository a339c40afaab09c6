// Peer libraries the screens import that have no native side under Jest. They are not
// VisionCamera (whose mock is the mocking guide's own): each is replaced here by the
// smallest stand-in the guides' screens need. Frame processors never run in Jest.
jest.mock('react-native-worklets-core', () => ({
  useSharedValue: <T,>(initial: T) => ({ value: initial }),
  useRunOnJS: <A extends unknown[], R>(func: (...args: A) => R) => func,
  Worklets: {
    createRunOnJS: <A extends unknown[], R>(func: (...args: A) => R) => func,
    createSharedValue: <T,>(initial: T) => ({ value: initial }),
  },
}));

jest.mock('@shopify/react-native-skia', () => {
  const paint = () => ({ setColor: jest.fn(), setStyle: jest.fn(), setStrokeWidth: jest.fn(), setColorFilter: jest.fn(), setImageFilter: jest.fn(), setAlphaf: jest.fn() });
  return {
    PaintStyle: { Fill: 0, Stroke: 1 },
    Skia: {
      Paint: jest.fn(paint),
      Color: jest.fn((color: string) => color),
      XYWHRect: jest.fn((x: number, y: number, width: number, height: number) => ({ x, y, width, height })),
      ColorFilter: { MakeMatrix: jest.fn(() => ({})) },
      RuntimeEffect: { Make: jest.fn(() => ({})) },
    },
  };
});

// Reanimated ships its own Jest stand-in.
jest.mock('react-native-reanimated', () => require('react-native-reanimated/mock'));
