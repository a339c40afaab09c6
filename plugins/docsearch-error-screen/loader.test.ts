import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {modalModulePattern} from './index';

const require = createRequire(import.meta.url);
const {keepErrorStatus} = require('./loader.cjs') as {keepErrorStatus: (source: string) => string};

describe('docsearch-error-screen loader', () => {
  it('keeps an error status in the installed DocSearch modal', () => {
    const file = require.resolve('@docsearch/react/modal');
    expect(file).toMatch(modalModulePattern);
    const patched = keepErrorStatus(readFileSync(file, 'utf8'));
    expect(patched).toMatch(/\.finally\(function\(\)\{"error"!==\w+\.getState\(\)\.status&&\w+\("idle"\)/);
  });

  it('rewrites only the reset and nothing else', () => {
    const source = 'a();x.then(f).finally(function(){p("idle"),T&&u.environment.clearTimeout(T)});return o.pendingRequests.add(y)}';
    expect(keepErrorStatus(source)).toBe(
      'a();x.then(f).finally(function(){"error"!==o.getState().status&&p("idle"),T&&u.environment.clearTimeout(T)});return o.pendingRequests.add(y)}',
    );
  });

  it('fails loudly when DocSearch changed', () => {
    expect(() => keepErrorStatus('function nothingToPatch(){}')).toThrow(/not found/);
  });
});
