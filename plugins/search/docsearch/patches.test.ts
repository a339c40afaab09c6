import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {modalModulePattern} from './index';

const require = createRequire(import.meta.url);
const {fixDocSearchModal} = require('./loader.cjs') as {fixDocSearchModal: (source: string) => string};

describe('docsearch-fixes loader', () => {
  const reset = 'x.then(f).finally(function(){p("idle"),T&&u.environment.clearTimeout(T)});return o.pendingRequests.add(y)}';
  const merge = 'u({searchSuggestions:k(k({},null!==(t=r.context.searchSuggestions)&&void 0!==t?t:[]),Object.keys(o))})';

  it('applies both fixes to the installed DocSearch modal', () => {
    const file = require.resolve('@docsearch/react/modal');
    expect(file).toMatch(modalModulePattern);
    const patched = fixDocSearchModal(readFileSync(file, 'utf8'));
    expect(patched).toMatch(/\.finally\(function\(\)\{"error"!==\w+\.getState\(\)\.status&&\w+\("idle"\)/);
    expect(patched).toContain('searchSuggestions:Array.from(new Set([].concat(');
  });

  it('rewrites only what it fixes', () => {
    expect(fixDocSearchModal(`a();${reset};${merge}`)).toBe(
      'a();x.then(f).finally(function(){"error"!==o.getState().status&&p("idle"),T&&u.environment.clearTimeout(T)});return o.pendingRequests.add(y)};' +
        'u({searchSuggestions:Array.from(new Set([].concat(null!==(t=r.context.searchSuggestions)&&void 0!==t?t:[],Object.keys(o))))})',
    );
  });

  it('fails loudly when DocSearch changed', () => {
    expect(() => fixDocSearchModal('function nothingToPatch(){}')).toThrow(/not found/);
    expect(() => fixDocSearchModal(reset)).toThrow(/search suggestions merge/);
  });
});
