/**
 * What visitors download: every script of both builds that holds DocSearch's
 * modal code (or its button's, which the site does not use) holds it patched (plugins/search/docsearch/patches.cjs),
 * whichever @docsearch/react entry the bundle resolved. The bundle-time guard
 * fails the build first; this checks the minified output itself.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {defaultBuildDir, listFiles} from '../../model/builtSite';

const require = createRequire(import.meta.url);
const {patches, missingDocSearchPatches} = require('../../plugins/search/docsearch/patches.cjs') as {
  patches: {name: string; marker: string}[];
  missingDocSearchPatches: (code: string) => string[];
};

const hostedBuildDir = path.resolve(__dirname, '../../build-hosted');

for (const [label, dir] of [
  ['local-search build', defaultBuildDir],
  ['hosted-search build', hostedBuildDir],
] as const) {
  describe(`DocSearch in the ${label}`, () => {
    const scripts = listFiles(dir)
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({file, code: readFileSync(path.join(dir, file), 'utf8')}));

    it("ships the modal with the code of both its patches, and not DocSearch's button (the site's is its own)", () => {
      const shipped = patches.filter((patch) => scripts.some(({code}) => code.includes(patch.marker))).map(({name}) => name);
      expect(shipped).toEqual(['error status kept', 'search suggestions merge']);
    });

    it('ships no copy of it unpatched', () => {
      const unpatched = scripts.map(({file, code}) => ({file, missing: missingDocSearchPatches(code)})).filter(({missing}) => missing.length > 0);
      expect(unpatched).toEqual([]);
    });
  });
}
