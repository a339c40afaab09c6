import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {evalProbeModulePattern} from './index';

const require = createRequire(import.meta.url);
const {skipEvalProbe} = require('./no-eval-probe-loader.cjs') as {skipEvalProbe: (source: string) => string};

describe('the eval probe of the zod bundled in DocSearch', () => {
  const builds = ['DocSearchModal.js', 'Sidepanel.js', 'index.js'].map((file) =>
    path.join(path.dirname(require.resolve('@docsearch/react/modal')), file),
  );

  it('is answered "no eval" without calling new Function, in every build of the package that carries it', () => {
    for (const file of builds) {
      expect(file).toMatch(evalProbeModulePattern);
      const source = readFileSync(file, 'utf8');
      expect(source, file).toContain('new Function("")');
      const patched = skipEvalProbe(source);
      expect(patched, file).not.toContain('new Function');
      expect(patched.length, file).toBe(source.length - 'try{return new Function(""),!0}catch(e){return!1}'.length + 'return!1'.length);
    }
  });

  it('fails loudly when the probe changed', () => {
    expect(() => skipEvalProbe('function nothingToPatch(){}')).toThrow(/not found/);
  });
});
