import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import * as tslib from 'tslib';
import {configureWebpackOf} from '../lib/configureWebpackOf';
import leanTslibPlugin, {helpersModule, utilsCommonEntry} from './index';

const configure = (isServer: boolean) => configureWebpackOf(leanTslibPlugin(), isServer);

describe('lean-tslib plugin', () => {
  it('offers every tslib helper the redirected module calls (an upgrade that calls another fails here)', async () => {
    const source = readFileSync(utilsCommonEntry(), 'utf8');
    expect(source).toMatch(/require\("tslib"\)/);
    const called = [...new Set(Array.from(source.matchAll(/\btslib_1\.(\w+)/g), (match) => match[1]))];
    expect(called.length).toBeGreaterThan(0);
    const helpers: Record<string, unknown> = await import(helpersModule);
    for (const name of called) {
      expect(helpers[name], name).toBe((tslib as Record<string, unknown>)[name]);
    }
  });

  it('redirects tslib for that module only, in the browser bundle only', () => {
    expect(configure(false)).toEqual({
      module: {rules: [{test: utilsCommonEntry(), resolve: {alias: {tslib$: helpersModule}}}]},
    });
    expect(configure(true)).toEqual({});
  });
});
