import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import {configureWebpackOf} from '../lib/configureWebpackOf';
import {registrySource} from '../lib/registrySource';
import docsLayoutChunkPlugin, {chunkName, docsRouteChunks} from './index';

const registry = registrySource([
  ['0058b4c6', '@generated/docusaurus-plugin-content-docs/default/p/docs-175.json'],
  ['0103bd34', '@site/docs/guides/recording-videos.mdx'],
  ['17896441', '@theme/DocItem'],
  ['1a4e3797', '@theme/SearchPage'],
  ['5e95c892', '@theme/DocsRoot'],
  ['5e8c322a', '@site/docs/api/index.md'],
  ['a7bd4aaa', '@theme/DocVersionRoot'],
  ['a94703ab', '@theme/DocRoot'],
  ['aba21aa0', '@generated/docusaurus-plugin-content-docs/default/__plugin.json'],
  ['c141421f', '@generated/docusaurus-theme-search-algolia/default/__plugin.json'],
  ['1df93b7f', '@site/src/pages/index.tsx'],
]);

interface CacheGroup {
  name: string;
  chunks: (chunk: {name?: string | null}) => boolean;
  minChunks?: number;
  priority: number;
}

const tempDirs: string[] = [];
afterEach(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, {recursive: true, force: true});
});
function pluginWith(registry: string | undefined) {
  const dir = mkdtempSync(path.join(tmpdir(), 'docs-layout-'));
  tempDirs.push(dir);
  if (registry !== undefined) writeFileSync(path.join(dir, 'registry.js'), registry);
  return docsLayoutChunkPlugin({generatedFilesDir: dir} as LoadContext);
}

describe('docs-layout-chunk plugin', () => {
  it("names the docs layout's route chunks and the docs pages' from the registry", () => {
    const {layout, pages} = docsRouteChunks(registry);
    expect([...layout].sort()).toEqual(['0058b4c6', '17896441', '5e95c892', 'a7bd4aaa', 'a94703ab', 'aba21aa0']);
    expect([...pages].sort()).toEqual(['0103bd34', '5e8c322a']);
  });

  it('gathers the layout chunks, and what half the docs pages share, into one chunk of the browser bundle', () => {
    const plugin = pluginWith(registry);
    expect(configureWebpackOf(plugin, true)).toEqual({});
    const {docsLayout, docsShared} = (
      configureWebpackOf(plugin, false) as {optimization: {splitChunks: {cacheGroups: Record<string, CacheGroup>}}}
    ).optimization.splitChunks.cacheGroups;
    expect([docsLayout!.name, docsShared!.name]).toEqual([chunkName, chunkName]);
    expect(['17896441', 'a94703ab', '0058b4c6'].every((name) => docsLayout!.chunks({name}))).toBe(true);
    // Other routes' chunks, a docs page's and unnamed (shared) chunks stay as they are.
    for (const name of ['1a4e3797', 'c141421f', '1df93b7f', '0103bd34', undefined, null]) expect(docsLayout!.chunks({name})).toBe(false);
    expect(docsShared!.chunks({name: '0103bd34'})).toBe(true);
    expect(docsShared!.chunks({name: '1df93b7f'})).toBe(false);
    expect(docsShared!.minChunks).toBe(2);
    // Below the theme's single stylesheet group (50), so no CSS moves.
    expect(Math.max(docsLayout!.priority, docsShared!.priority)).toBeLessThan(50);
  });

  it('fails the build when the registry names no docs layout module', () => {
    expect(() => configureWebpackOf(pluginWith('export default {};\n'), false)).toThrow(/no docs layout module/);
    expect(() => configureWebpackOf(pluginWith(undefined), false)).toThrow(/no docs layout module/);
  });
});
