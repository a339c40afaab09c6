import {existsSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {configureWebpackOf} from '../lib/configureWebpackOf';
import progressBarPlugin, {routeProgressModule, themeProgressModule} from './index';

describe('progress-bar plugin', () => {
  it("names the theme's progress bar module, which exists", () => {
    expect(existsSync(`${themeProgressModule()}.js`)).toBe(true);
  });

  it('replaces it in the browser bundle and leaves the server bundle alone', () => {
    const plugin = progressBarPlugin();
    expect(configureWebpackOf(plugin, false)).toEqual({resolve: {alias: {[`${themeProgressModule()}$`]: routeProgressModule}}});
    expect(configureWebpackOf(plugin, true)).toEqual({});
  });
});
