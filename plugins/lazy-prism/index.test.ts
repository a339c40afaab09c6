import {existsSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {configureWebpackOf} from '../lib/configureWebpackOf';
import lazyPrismPlugin, {eagerPrismModule, emptyModule} from './index';

const configure = (isServer: boolean) => configureWebpackOf(lazyPrismPlugin(), isServer);

describe('lazy-prism plugin', () => {
  it('names the theme module that exists in this install (an upgrade that moves it fails here)', () => {
    expect(existsSync(`${eagerPrismModule()}.js`)).toBe(true);
    expect(existsSync(emptyModule)).toBe(true);
  });

  it('swaps the eager module for the empty one in the browser bundle only, by exact match', () => {
    expect(configure(false)).toEqual({resolve: {alias: {[`${eagerPrismModule()}$`]: emptyModule}}});
    expect(configure(true)).toEqual({});
  });
});
