import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import type {LoadContext, Plugin} from '@docusaurus/types';
// Docusaurus's own writer of registry.js: an upgrade that changes its format fails here.
import {generateRouteFiles} from '@docusaurus/core/lib/server/codegen/codegenRoutes';
import {configureWebpackOf} from '../lib/configureWebpackOf';
import routeChunkScriptsPlugin, {chunkGroupIds, registryModules, withModuleOrigins} from './index';

const tempDirs: string[] = [];
afterEach(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, {recursive: true, force: true});
});
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'route-chunks-'));
  tempDirs.push(dir);
  return dir;
}

/** registry.js as Docusaurus writes it for a docs layout route with one page. */
async function generatedRegistry(dir: string): Promise<string> {
  await generateRouteFiles({
    generatedFilesDir: dir,
    routes: [
      {
        path: '/docs',
        component: '@theme/DocRoot',
        modules: {},
        plugin: {name: 'docs', id: 'default'},
        routes: [
          {
            path: '/docs/guides/taking-photos',
            exact: true,
            component: '@theme/DocItem',
            modules: {content: '@site/docs/guides/taking-photos.mdx'},
          },
        ],
      },
    ],
  } as never);
  return readFileSync(path.join(dir, 'registry.js'), 'utf8');
}

/** A compilation's named chunk groups, as the bundler gives them: group name → its chunks' ids. */
function compilationOf(groups: Record<string, (string | number)[][]>) {
  return {namedChunkGroups: new Map(Object.entries(groups).map(([name, chunks]) => [name, {chunks: chunks.map((ids) => ({ids}))}]))};
}

/** The plugin's client-bundle hook, as the bundler calls it once the bundle is written. */
function afterEmitOf(plugin: Plugin): (compilation: ReturnType<typeof compilationOf>) => void {
  const {plugins} = configureWebpackOf(plugin, false) as {
    plugins: {apply: (compiler: unknown) => void}[];
  };
  let afterEmit: ((compilation: ReturnType<typeof compilationOf>) => void) | undefined;
  plugins[0]!.apply({hooks: {afterEmit: {tap: (_name: string, run: typeof afterEmit) => (afterEmit = run)}}});
  return afterEmit!;
}

describe('route-chunk-scripts', () => {
  it("reads each chunk's module name from the registry Docusaurus writes", async () => {
    const modules = await generatedRegistry(tempDir());
    expect([...registryModules(modules).values()].sort()).toEqual([
      '@site/docs/guides/taking-photos.mdx',
      '@theme/DocItem',
      '@theme/DocRoot',
    ]);
    // Keys are the chunk names the registry's import() calls give their chunks.
    for (const [chunkName] of registryModules(modules)) expect(modules).toContain(`webpackChunkName: "${chunkName}"`);
  });

  it('points each module name at the chunks of its chunk group and keeps everything else', () => {
    const manifest = {
      entrypoints: ['main'],
      origins: {main: ['runtime~main', 'main'], f587270a: ['f587270a']},
      assets: {'1430': {js: [{file: 'assets/js/docs-layout.abc.js'}]}},
    };
    const modules = new Map([
      ['17896441', '@theme/DocItem'],
      ['f587270a', '@site/docs/guides/taking-photos.mdx'],
      ['00000000', '@site/docs/never-built.mdx'],
    ]);
    // The group named 17896441 lost its own chunk to a shared one (plugins/docs-layout-chunk): the manifest has no such chunk name.
    const groups = chunkGroupIds(compilationOf({'17896441': [['1430']], f587270a: [['1430'], ['f587270a']]}));
    expect(withModuleOrigins(manifest, modules, groups)).toEqual({
      ...manifest,
      origins: {...manifest.origins, '@theme/DocItem': ['1430'], '@site/docs/guides/taking-photos.mdx': ['1430', 'f587270a']},
    });
  });

  it('rewrites the client manifest after the client bundle is written, and leaves the server bundle alone', async () => {
    const dir = tempDir();
    const registry = await generatedRegistry(dir);
    const [chunkName, moduleName] = [...registryModules(registry)].find(([, name]) => name === '@theme/DocItem')!;
    writeFileSync(
      path.join(dir, 'client-manifest.json'),
      JSON.stringify({entrypoints: ['main'], origins: {[chunkName]: ['106']}, assets: {}}),
    );
    const plugin = routeChunkScriptsPlugin({generatedFilesDir: dir} as LoadContext);
    expect(configureWebpackOf(plugin, true)).toEqual({});

    afterEmitOf(plugin)(compilationOf({[chunkName]: [['106']]}));
    const manifest = JSON.parse(readFileSync(path.join(dir, 'client-manifest.json'), 'utf8')) as {origins: Record<string, string[]>};
    expect(manifest.origins[moduleName]).toEqual(['106']);
  });

  it('fails the build when the registry no longer reads as expected', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'client-manifest.json'), JSON.stringify({entrypoints: [], origins: {}, assets: {}}));
    writeFileSync(path.join(dir, 'registry.js'), 'export default {};\n');
    const plugin = routeChunkScriptsPlugin({generatedFilesDir: dir} as LoadContext);
    expect(() => afterEmitOf(plugin)(compilationOf({}))).toThrow(/no chunk found/);
  });
});
