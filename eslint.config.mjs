// ESLint flat config: TypeScript, React hooks and Docusaurus rules over all of
// our code (site, plugins, scripts, tests). `npm run lint` runs it with zero
// warnings allowed; see ARCHITECTURE.md ("Checks").
import js from '@eslint/js';
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
