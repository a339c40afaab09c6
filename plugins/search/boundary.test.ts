/**
 * The plugin's one module boundary: browser code (client/, theme/) may import
 * shared/ but never the build side (build/, docsearch/, index.ts), which
 * pulls in Node and the HTML parser; shared/ imports nothing but itself and
 * its engine's package, so both sides can use it.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const pluginDir = __dirname;

function importsOf(folder: string): {file: string; specifier: string; target: string | undefined}[] {
  return readdirSync(path.join(pluginDir, folder), {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .flatMap((file) => {
      const source = readFileSync(path.join(pluginDir, folder, file), 'utf8');
      return [...source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map(([, specifier]) => ({
        file: `${folder}/${file}`,
        specifier,
        // Where a relative import lands, relative to the plugin.
        target: specifier.startsWith('.')
          ? path.relative(pluginDir, path.resolve(pluginDir, folder, path.dirname(file), specifier))
          : undefined,
      }));
    });
}

describe('search plugin boundary', () => {
  it('finds the imports it checks', () => {
    expect(importsOf('client').some(({target}) => target === 'shared/engine')).toBe(true);
    expect(importsOf('theme').some(({target}) => target === 'client/useSiteSearch')).toBe(true);
  });

  it('browser code imports only browser code and shared/', () => {
    for (const {file, specifier, target} of [...importsOf('client'), ...importsOf('theme')]) {
      expect(specifier, file).not.toMatch(/^node:|^(fs|path|crypto)$/);
      expect(specifier, file).not.toMatch(/^@site\/plugins\/search\//);
      if (target !== undefined) expect(target, `${file} imports ${specifier}`).toMatch(/^(client|theme|shared)\//);
    }
  });

  it('shared/ imports only shared/ and minisearch', () => {
    for (const {file, specifier, target} of importsOf('shared')) {
      if (target !== undefined) expect(target, `${file} imports ${specifier}`).toMatch(/^shared\//);
      else expect(specifier, file).toBe('minisearch');
    }
  });
});
