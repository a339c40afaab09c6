// knip: unused files, exports and dependencies, and imported packages that
// package.json does not declare. Part of `npm run lint`; see ARCHITECTURE.md ("Checks").
// Entries are what a tool loads by path or by convention, which knip cannot see
// from imports alone.
import type {KnipConfig} from 'knip';

export default {
  entry: [
    // Loaded by Docusaurus: theme components (by file name), client modules
    // and local plugins (by path in the config).
    'src/theme/**/*.{ts,tsx}',
    'src/pages/**/*.tsx',
    'src/clientModules/*.ts',
    'src/prism/registerLanguages.ts',
    'plugins/*/index.ts',
    'plugins/*/client/**/*.{ts,tsx}',
    'plugins/*/theme/**/*.{ts,tsx}',
    'plugins/lazy-prism/empty.js',
    'plugins/lean-tslib/helpers.mjs',
    'plugins/**/*.cjs',
    // Read as text and inlined in every page's <head> (plugins/search/early-keys/inlineScript.ts).
    'plugins/search/early-keys/captureEarlyKeys.js',
    // Shown on the home page as source text (imported with ?raw).
    'src/snippets/*.tsx',
    // Loaded by TypeDoc from config/typedoc.ts, by path.
    'plugins/*/typedoc.mjs',
    'plugins/typedoc-*/index.mjs',
    'typedoc/shims/*.d.ts',
    // Commands of package.json and their tests.
    'scripts/*.{ts,mjs}',
    'tests/**/*.{test,spec}.{ts,tsx}',
    // The screen examples run under Jest with this config (scripts/examples/screens.ts).
    'tests/screens/{setup.ts,mock-extras.tsx}',
  ],
  project: ['**/*.{ts,tsx,mts,mjs,cjs,js,mdx}'],
  // The Nu HTML Checker runs on the machine's Java, which .ci/run installs.
  ignoreBinaries: ['java'],
  jest: {config: ['tests/screens/jest.config.js']},
  ignoreDependencies: [
    // The screen tests import each guide example as `@example/<guide>/<Component>`
    // and package blocks by their `module="name"`: both are written out by
    // scripts/examples/screens.ts, not installed.
    /^@example\//,
    'vision-camera-luma',
    // React 19's typings for the examples, given to the compiler by path (model/examples/reactTypes.ts).
    'react-native-react-types',
    // The pinned 5.x packages: the map's check and the snippet check read their typings by path
    // (plugins/v5-map/check.ts, model/examples/snippets.ts); no code of this site imports them.
    'vc5',
    /^react-native-vision-camera-(barcode-scanner|location|worklets|resizer|skia)$/,
    'react-native-nitro-image',
    'react-native-nitro-modules',
  ],
} satisfies KnipConfig;
