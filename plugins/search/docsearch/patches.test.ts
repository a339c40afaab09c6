import {readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {docSearchAnyScript, docSearchReactFile} from '../index';

const require = createRequire(import.meta.url);

interface Patch {
  name: string;
  marker: string;
}
const {patches, applyDocSearchPatches, missingDocSearchPatches} = require('./patches.cjs') as {
  patches: Patch[];
  applyDocSearchPatches: (source: string, resource?: string) => {code: string; applied: string[]};
  missingDocSearchPatches: (code: string) => string[];
};
const {assertDocSearchPatched} = require('./guard.cjs') as {assertDocSearchPatched: (code: string, resource: string) => void};

// The package exports no package.json; its modal entry is dist/esm/DocSearchModal.js.
const packageDir = path.resolve(path.dirname(require.resolve('@docsearch/react/modal')), '../..');
const scripts = readdirSync(packageDir, {recursive: true, encoding: 'utf8'})
  .filter((file) => file.endsWith('.js') && !file.startsWith('node_modules'))
  .map((file) => ({file, source: readFileSync(path.join(packageDir, file), 'utf8')}));
const modalName = 'error status kept';
const suggestionsName = 'search suggestions merge';
const buttonName = 'search button words';

describe('DocSearch patches', () => {
  it('are three, each for code the installed package holds', () => {
    expect(patches.map((patch) => patch.name)).toEqual([modalName, suggestionsName, buttonName]);
    for (const patch of patches)
      expect(
        scripts.some(({source}) => source.includes(patch.marker)),
        patch.name,
      ).toBe(true);
  });

  it('reach every entry point: the modal and button entries and the root entry, which carries its own copy of both', () => {
    for (const entry of ['@docsearch/react', '@docsearch/react/modal', '@docsearch/react/button']) {
      const file = require.resolve(entry);
      expect(file).toMatch(docSearchReactFile);
      expect(file).toMatch(docSearchAnyScript);
    }
    const applied = (entry: string) => applyDocSearchPatches(readFileSync(require.resolve(entry), 'utf8')).applied;
    expect(applied('@docsearch/react/modal')).toEqual([modalName, suggestionsName]);
    expect(applied('@docsearch/react/button')).toEqual([buttonName]);
    // The root entry is resolved as ESM by the bundler; `main` (UMD) by require.
    expect(applyDocSearchPatches(readFileSync(path.join(packageDir, 'dist/esm/index.js'), 'utf8')).applied).toEqual([
      modalName,
      suggestionsName,
      buttonName,
    ]);
  });

  it('leave no file of the package with unpatched code, and the guard accepts every patched file', () => {
    const holding = scripts.filter(({source}) => missingDocSearchPatches(source).length > 0);
    expect(holding.map(({file}) => file).sort()).toEqual(
      expect.arrayContaining(['dist/esm/DocSearchButton.js', 'dist/esm/DocSearchModal.js', 'dist/esm/index.js']),
    );
    for (const {file, source} of scripts) {
      const {code} = applyDocSearchPatches(source, file);
      expect(missingDocSearchPatches(code), file).toEqual([]);
      expect(() => assertDocSearchPatched(code, file)).not.toThrow();
    }
  });

  it('put spaces between the words of the search button', () => {
    const {code} = applyDocSearchPatches(readFileSync(require.resolve('@docsearch/react/button'), 'utf8'));
    expect(code).toMatch(/" ",\w+\.createElement\("span",\{className:"DocSearch-Button-Keys"\}/);
    expect(code).toMatch(/\.createElement\(\w+,\{reactsToKey:\w+\},\w+\)," ",\w+\.createElement\(\w+,\{reactsToKey:"k"\},"K"\)/);
  });

  it('rewrite only what they fix', () => {
    const marker = '"DocSearch-ErrorScreen";"DocSearch-NoResults-Prefill-List";';
    const reset = 'x.then(f).finally(function(){p("idle"),T&&u.environment.clearTimeout(T)});return o.pendingRequests.add(y)}';
    const merge = 'u({searchSuggestions:k(k({},null!==(t=r.context.searchSuggestions)&&void 0!==t?t:[]),Object.keys(o))})';
    expect(applyDocSearchPatches(`${marker}a();${reset};${merge}`).code).toBe(
      `${marker}a();x.then(f).finally(function(){"error"!==o.getState().status&&p("idle"),T&&u.environment.clearTimeout(T)});` +
        'return o.pendingRequests.add(y)};u({searchSuggestions:Array.from(new Set([].concat(null!==(t=r.context.searchSuggestions)' +
        '&&void 0!==t?t:[],Object.keys(o))))})',
    );
    expect(applyDocSearchPatches('function unrelated(){}')).toEqual({code: 'function unrelated(){}', applied: []});
  });

  it('fail loudly when DocSearch changed the code they fix', () => {
    expect(() => applyDocSearchPatches('"DocSearch-ErrorScreen";function rewritten(){}', 'Modal.js')).toThrow(
      /patch "error status kept" does not match Modal\.js/,
    );
    expect(() => applyDocSearchPatches('{reactsToKey:"k"}', 'Button.js')).toThrow(/search button words/);
  });
});

describe('DocSearch guard', () => {
  it('rejects every copy of the modal and button the package ships unpatched, naming the missing patches', () => {
    const modal = readFileSync(require.resolve('@docsearch/react/modal'), 'utf8');
    expect(() => assertDocSearchPatched(modal, 'DocSearchModal.js')).toThrow(/"error status kept", "search suggestions merge"/);
    const root = readFileSync(path.join(packageDir, 'dist/esm/index.js'), 'utf8');
    expect(() => assertDocSearchPatched(root, 'index.js')).toThrow(/index\.js holds DocSearch code without the patches/);
    expect(missingDocSearchPatches(root)).toEqual([modalName, suggestionsName, buttonName]);
  });

  it('rejects a copy from which one patch was left out', () => {
    const root = readFileSync(path.join(packageDir, 'dist/esm/index.js'), 'utf8');
    const withoutSuggestions = patches.filter((patch) => patch.name !== suggestionsName);
    let code = root;
    for (const patch of withoutSuggestions as (Patch & {pattern: RegExp; replacement: string})[])
      code = code.replace(patch.pattern, patch.replacement);
    expect(missingDocSearchPatches(code)).toEqual([suggestionsName]);
  });

  it('lets code that holds none of the patched code through', () => {
    expect(() => assertDocSearchPatched('export const version = "4.7.0";', 'version.js')).not.toThrow();
  });
});
