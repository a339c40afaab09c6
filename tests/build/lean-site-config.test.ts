/**
 * plugins/lean-site-config: the browser's copy of the site config has what
 * the pages read (the title, the theme config) and not what only the build
 * reads (the plugins' options, the head tags), in every page's main bundle.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {defaultBuildDir, listFiles} from '../../scripts/lib/builtSite';
import {typedocOptions} from '../../config/typedoc';
import {headTags} from '../../config/head';

const mainBundle = listFiles(defaultBuildDir).find((file) => /^assets\/js\/main\.[0-9a-f]+\.js$/.test(file));
const source = readFileSync(path.join(defaultBuildDir, mainBundle ?? 'missing main bundle'), 'utf8');

describe('the site config in the main bundle (plugins/lean-site-config)', () => {
  it('holds what pages read: the title, the navbar and the search settings', () => {
    expect(source).toContain('title:"VisionCamera"');
    expect(source).toContain('searchPagePath:"search"');
  });

  it('leaves out the plugins with their options and the head tags', () => {
    expect(source).not.toContain(typedocOptions.sourceLinkTemplate);
    const iconPaths = headTags.flatMap(({attributes}) => (typeof attributes?.href === 'string' ? [attributes.href] : []));
    expect(iconPaths).toContain('/apple-touch-icon.png');
    for (const href of iconPaths) expect(source).not.toContain(`"${href}"`);
  });
});
