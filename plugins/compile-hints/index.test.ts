import {describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import {configureWebpackOf} from '../lib/configureWebpackOf';
import compileHintsPlugin, {compileHint, pageLoadScripts} from './index';

const registry = '/site/.docusaurus/registry.js';
const group = (importedFrom: string | undefined, initial: boolean, files: string[]) => ({
  origins: importedFrom === undefined ? [] : [{module: {resource: importedFrom}}, {module: null}],
  isInitial: () => initial,
  getFiles: () => files,
});

describe('compile-hints plugin', () => {
  it('picks the scripts of the entry and of the route chunk groups, not those of chunks loaded on intent', () => {
    const groups = [
      group(undefined, true, ['assets/js/runtime~main.1.js', 'assets/js/main.2.js', 'assets/css/styles.3.css']),
      group(registry, false, ['assets/js/4490.4.js', 'assets/js/17896441.5.js']),
      group(registry, false, ['assets/js/0058b4c6.6.js']),
      group('/site/src/theme/Mermaid/index.tsx', false, ['assets/js/9821.7.js']),
      group('/site/plugins/search/theme/SearchBar/SiteSearchBar.tsx', false, ['assets/js/1234.8.js']),
    ];
    expect([...pageLoadScripts(groups, registry)].sort()).toEqual([
      'assets/js/0058b4c6.6.js',
      'assets/js/17896441.5.js',
      'assets/js/4490.4.js',
      'assets/js/main.2.js',
      'assets/js/runtime~main.1.js',
    ]);
  });

  it('writes the comment V8 reads, alone on the first line', () => {
    expect(compileHint).toBe('//# allFunctionsCalledOnLoad\n');
  });

  it('leaves the server bundle alone', () => {
    const plugin = compileHintsPlugin({generatedFilesDir: '/nowhere'} as LoadContext);
    expect(configureWebpackOf(plugin, true)).toEqual({});
  });
});
