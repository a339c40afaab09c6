/**
 * plugins/lean-docs-version: every docs page loads its version's sidebars,
 * and not the title and description of every doc; every page's main bundle
 * has the docs plugin's versions, and not their lists of docs.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {defaultBuildDir, listFiles} from '../../scripts/lib/builtSite';

const guide = readFileSync(path.resolve(__dirname, '../../docs/guides/taking-photos.mdx'), 'utf8');
const frontMatter = (field: string) => guide.match(new RegExp(`^${field}: (.+)$`, 'm'))?.[1] ?? `missing ${field}`;

const scripts = listFiles(defaultBuildDir).filter((file) => /^assets\/js\/.+\.js$/.test(file));
const sourceOf = (file: string) => readFileSync(path.join(defaultBuildDir, file), 'utf8');
const versionChunks = scripts.map(sourceOf).filter((source) => source.includes('"docsSidebars":'));
const mainBundle = sourceOf(scripts.find((file) => /^assets\/js\/main\.[0-9a-f]+\.js$/.test(file)) ?? 'missing main bundle');

describe('the docs version data every docs page loads (plugins/lean-docs-version)', () => {
  it('is one chunk holding the sidebar', () => {
    expect(versionChunks).toHaveLength(1);
    expect(versionChunks[0]).toContain(`"label":"${frontMatter('sidebar_label')}"`);
  });

  it('leaves out the descriptions of the docs', () => {
    expect(versionChunks[0]).not.toContain(frontMatter('description'));
  });

  it("leaves each version's list of docs out of the global data in the main bundle", () => {
    expect(mainBundle).toContain('"mainDocId":"guides/index"');
    expect(mainBundle).not.toContain('"id":"guides/taking-photos"');
  });
});
