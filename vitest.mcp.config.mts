import {defineConfig} from 'vitest/config';
import unitConfig from './vitest.config.mts';

// The MCP server over stdio, against both test builds (after `npm run build:test` and `build:test:hosted`).
export default defineConfig({
  resolve: unitConfig.resolve,
  test: {include: ['tests/mcp/**/*.test.ts'], environment: 'node', testTimeout: 30_000},
});
