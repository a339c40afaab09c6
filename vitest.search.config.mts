import {defineConfig} from 'vitest/config';
import unitConfig from './vitest.config.mts';

// Search relevance runs against the production build, after `npm run build`.
export default defineConfig({
  resolve: unitConfig.resolve,
  test: {include: ['tests/search/**/*.test.ts'], environment: 'node'},
});
