import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  resolve: {
    // The same alias Docusaurus gives the site's own modules.
    alias: {'@site': fileURLToPath(new URL('.', import.meta.url))},
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'plugins/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
  },
});
