import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {registryModules} from '../route-chunk-scripts/index';
import {configureWebpackOf} from '../lib/configureWebpackOf';
import {registrySource} from '../lib/registrySource';
import leanRegistryPlugin from './index';

const require = createRequire(import.meta.url);
const {stripModuleNames} = require('./strip.cjs') as {stripModuleNames: (source: string) => string};

const registry = registrySource([
  ['0058b4c6', '@generated/docusaurus-plugin-content-docs/default/p/docs-175.json'],
  ['0103bd34', '@site/docs/guides/recording-videos.mdx'],
]);

describe('lean-registry plugin', () => {
  it('empties each module name and keeps the loaders and weak ids', () => {
    const stripped = stripModuleNames(registry);
    expect(stripped).toContain(
      `"0103bd34": [() => import(/* webpackChunkName: "0103bd34" */ "@site/docs/guides/recording-videos.mdx"), "", require.resolveWeak("@site/docs/guides/recording-videos.mdx")],`,
    );
    expect(stripped.match(/, "", require\.resolveWeak\(/g)).toHaveLength(2);
    // The format route-chunk-scripts reads on the server side is the same one.
    expect([...registryModules(registry).keys()]).toEqual(['0058b4c6', '0103bd34']);
  });

  it('fails on a registry it cannot read', () => {
    expect(() => stripModuleNames('export default {};')).toThrow(/has the format/);
  });

  it('applies to the browser bundle only, on the generated registry', () => {
    const plugin = leanRegistryPlugin({generatedFilesDir: '/site/.docusaurus'} as LoadContext);
    expect(configureWebpackOf(plugin, true)).toEqual({});
    const rule = (configureWebpackOf(plugin, false) as {module: {rules: {test: (file: string) => boolean}[]}}).module.rules[0]!;
    expect(rule.test(path.join('/site/.docusaurus', 'registry.js'))).toBe(true);
    expect(rule.test('/site/.docusaurus/routes.js')).toBe(false);
  });
});
