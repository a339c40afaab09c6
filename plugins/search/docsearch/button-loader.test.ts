import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {buttonModulePattern} from './index';

const require = createRequire(import.meta.url);
const {fixDocSearchButton} = require('./button-loader.cjs') as {fixDocSearchButton: (source: string) => string};

describe('docsearch-fixes button loader', () => {
  it('puts spaces between the words of the installed DocSearch button', () => {
    const file = require.resolve('@docsearch/react/button');
    expect(file).toMatch(buttonModulePattern);
    const patched = fixDocSearchButton(readFileSync(file, 'utf8'));
    expect(patched).toMatch(/" ",\w+\.createElement\("span",\{className:"DocSearch-Button-Keys"\}/);
    expect(patched).toMatch(/\.createElement\(\w+,\{reactsToKey:\w+\},\w+\)," ",\w+\.createElement\(\w+,\{reactsToKey:"k"\},"K"\)/);
  });

  it('fails loudly when DocSearch changed', () => {
    expect(() => fixDocSearchButton('function nothingToPatch(){}')).toThrow(/key hints/);
  });
});
