// ESLint flat config: TypeScript, React hooks and Docusaurus rules over all of
// our code (site, plugins, scripts, tests). `npm run lint` runs it with zero
// warnings allowed; see ARCHITECTURE.md ("Checks").
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import docusaurus from '@docusaurus/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    // Generated or third-party output, never edited by hand.
    ignores: [
      'build/**',
      'build-hosted/**',
      '.docusaurus/**',
      'docs/api/**',
      'node_modules/**',
      'playwright-report/**',
      'test-results/**',
      '.examples-cache/**',
      '.snippets-cache/**',
      '.code-links-cache/**',
      'scripts/examples/cpp-stubs/**',
      'scripts/examples/java-stubs/**',
    ],
  },
  {linterOptions: {reportUnusedDisableDirectives: 'error'}},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {globals: {...globals.node, ...globals.browser}},
    rules: {
      // `_name` marks a parameter a signature needs but the body does not use.
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none'}],
      // Lines of 200+ characters hide what changed in a diff; Prettier wraps
      // code at 100, this catches long strings and comments it leaves alone.
      'max-len': ['error', {code: 200, ignoreUrls: true, ignoreRegExpLiterals: true}],
    },
  },
  {
    // The layers (ARCHITECTURE.md, first screen): a module imports only from its
    // own layer or the ones below it. config < model < plugins < src (the
    // browser); scripts (checks, benchmarks) and mcp sit on top; tests see all.
    // The browser's code (src/, a plugin's client/, theme/, shared/) reads only
    // config/ and other browser code: never the model, never a build module. The root
    // files (docusaurus.config.ts, the test runners' configs) assemble the layers.
    files: ['**/*.{ts,tsx,mts,mjs,js,cjs}'],
    plugins: {boundaries},
    settings: {
      'import/resolver': {typescript: {project: 'tsconfig.json'}, node: true},
      'boundaries/include': ['config/**', 'model/**', 'plugins/**', 'src/**', 'scripts/**', 'mcp/**', 'tests/**'],
      'boundaries/elements': [
        {type: 'config', pattern: 'config/**', partialMatch: false},
        {type: 'model', pattern: 'model/**', partialMatch: false},
        // A plugin's browser side: what the site's bundle may import from plugins/.
        {type: 'plugin-browser', pattern: 'plugins/*/{client,theme,shared}/**', partialMatch: false},
        {type: 'plugins', pattern: 'plugins/**', partialMatch: false},
        {type: 'src', pattern: 'src/**', partialMatch: false},
        {type: 'scripts', pattern: 'scripts/**', partialMatch: false},
        {type: 'mcp', pattern: 'mcp/**', partialMatch: false},
        {type: 'tests', pattern: 'tests/**', partialMatch: false},
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            'a module of {{from.type}} imports from {{to.type}}, a layer above it: import only from the same layer or the ones below (config < model < plugins < src; ARCHITECTURE.md, "Layers")',
          policies: [
            {from: {element: {type: 'config'}}, allow: {to: {element: {types: {anyOf: ['config']}}}}},
            {from: {element: {type: 'model'}}, allow: {to: {element: {types: {anyOf: ['config', 'model']}}}}},
            {from: {element: {type: 'plugin-browser'}}, allow: {to: {element: {types: {anyOf: ['config', 'plugin-browser']}}}}},
            {
              from: {element: {type: 'plugins'}},
              allow: {to: {element: {types: {anyOf: ['config', 'model', 'plugins', 'plugin-browser']}}}},
            },
            {from: {element: {type: 'src'}}, allow: {to: {element: {types: {anyOf: ['config', 'plugin-browser', 'src']}}}}},
            {
              from: {element: {type: 'scripts'}},
              allow: {to: {element: {types: {anyOf: ['config', 'model', 'plugins', 'plugin-browser', 'scripts']}}}},
            },
            {
              from: {element: {type: 'mcp'}},
              allow: {to: {element: {types: {anyOf: ['config', 'model', 'plugins', 'plugin-browser', 'mcp']}}}},
            },
            {
              from: {element: {type: 'tests'}},
              allow: {to: {element: {types: {anyOf: ['config', 'model', 'plugins', 'plugin-browser', 'src', 'scripts', 'mcp', 'tests']}}}},
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx', 'src/**/*.ts', 'plugins/**/client/**/*.ts', 'plugins/**/theme/**/*.ts'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}', 'plugins/**/*.tsx'],
    plugins: {'@docusaurus': docusaurus},
    rules: docusaurus.configs.recommended.rules,
  },
  {
    // Section titles of the home page and the not-found page are not anchors
    // a visitor links to; @theme/Heading would add a direct-link anchor to each.
    files: ['src/pages/index.tsx', 'plugins/not-found-suggestions/client/Suggestions.tsx'],
    rules: {'@docusaurus/prefer-docusaurus-heading': 'off'},
  },
  {
    // Jest's module factories and isolateModules run before imports resolve,
    // so the screen tests load modules with require() on purpose.
    files: ['tests/screens/**'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // Playwright reads a fixture's dependencies from the destructured first
    // parameter: `{}` says it has none.
    files: ['tests/e2e/fixtures.ts'],
    rules: {'no-empty-pattern': 'off'},
  },
  {
    // Opaque stand-ins for types of packages TypeDoc does not read: a name and
    // nothing else is exactly what they declare.
    files: ['typedoc/shims/**'],
    rules: {'@typescript-eslint/no-empty-object-type': 'off'},
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
);
