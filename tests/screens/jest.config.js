// Jest for the guides' screen examples (scripts/examples/screens.ts writes
// them to .examples-cache/screens before each run). React Native's preset,
// with the Babel preset given here rather than in a project-wide
// babel.config.js, which the site's own build must not pick up.
const fs = require('node:fs')
const path = require('node:path')

const root = path.resolve(__dirname, '../..')
const cache = '<rootDir>/.examples-cache/screens'

/** Package name → file, written by scripts/examples/screens.ts next to the examples. */
function writtenModules() {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, '.examples-cache/screens/modules.json'), 'utf8'))
  } catch {
    return {}
  }
}

/** @type {import('jest').Config} */
module.exports = {
  rootDir: root,
  preset: 'react-native',
  // The generated folder holds the guide's `__mocks__` (used for every test, as the guide
  // says) and the guide's own test files; this folder holds our tests of the screens.
  roots: [cache, '<rootDir>/tests/screens'],
  testMatch: ['**/*.test.tsx'],
  // A test's first render pays for transforming React Native's modules; on a busy 2-core CI machine that passed
  // Jest's 5 s default once (a red run on a correct change). The tests wait on events, not on time.
  testTimeout: 30000,
  transform: {
    '^.+\\.(js|jsx|ts|tsx)$': ['babel-jest', { presets: ['module:@react-native/babel-preset'], babelrc: false, configFile: false }],
  },
  transformIgnorePatterns: [
    'node_modules/(?!((jest-)?react-native|@react-native(-community)?|@shopify/react-native-skia|react-native-reanimated|react-native-worklets-core)/)',
  ],
  moduleNameMapper: {
    // React Native 0.79 ships a renderer built for React 19.0.0; the site itself runs another
    // React. The screens run on the React their React Native version expects (an npm alias).
    '^react$': '<rootDir>/node_modules/react-native-react',
    '^react/(.*)$': '<rootDir>/node_modules/react-native-react/$1',
    '^@example/(.*)$': `${cache}/examples/$1`,
    // Packages whose code is a guide's block (`module="name"` in its meta).
    ...Object.fromEntries(
      Object.entries(writtenModules()).map(([name, file]) => [`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, file]),
    ),
  },
  setupFiles: [...require('react-native/jest-preset').setupFiles, '<rootDir>/tests/screens/setup.ts'],
}
