/**
 * plugins/split-mdx-content is a recma plugin over the shape of MDX's
 * compiled output; where that shape differs it leaves a page whole, without a
 * word. This canary fails the build check instead: the long docs pages'
 * content modules, as the browser gets them, are rendered in parts.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {scopePropName} from '../../plugins/split-mdx-content/recma';
import {defaultBuildDir, listFiles} from '../../model/builtSite';

const scripts = listFiles(defaultBuildDir).filter((file) => /^assets\/js\/.*\.js$/.test(file));
const source = (file: string) => readFileSync(path.join(defaultBuildDir, file), 'utf8');

describe('split MDX content (plugins/split-mdx-content)', () => {
  it('the content of the longest guide reaches the browser in parts', () => {
    // The guide's own text, from its source, finds its content module: a stretch of plain prose (no markup).
    const guide = readFileSync('docs/guides/frame-processors-plugins-ios.mdx', 'utf8');
    const sentence = /(?<=[.:] )[A-Z][a-z ,]{50,}(?=[.,])/.exec(guide)?.[0];
    if (sentence === undefined) throw new Error('no plain sentence found in the guide');
    const content = scripts.filter((file) => source(file).includes(sentence));
    expect(content).toHaveLength(1);
    const parts = source(content[0]!).split(`${scopePropName}:`).length - 1;
    expect(parts).toBeGreaterThan(5);
  });

  it('so does every long page: dozens of content modules are split', () => {
    expect(scripts.filter((file) => source(file).includes(`${scopePropName}:`)).length).toBeGreaterThan(20);
  });
});
