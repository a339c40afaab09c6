import {defineConfig} from 'vitest/config';
import unitConfig from './vitest.config.mts';

// Checks of the production build output (links, budgets, secrets), after `npm run build:test`.
export default defineConfig({
  resolve: unitConfig.resolve,
  test: {include: ['tests/build/**/*.test.ts'], environment: 'node', isolate: unitConfig.test?.isolate},
});
