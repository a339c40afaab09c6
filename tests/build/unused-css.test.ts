import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {unusedClasses} from '../../plugins/unused-css/index';
import {defaultBuildDir, listFiles, readPages} from '../../scripts/lib/builtSite';

// plugins/unused-css drops the CSS of Infima components the site does not
// render. These checks fail the day a page or a script starts using one, so
// the pruning can never strip the styles of something a visitor sees.

const files = listFiles(defaultBuildDir);
const read = (file: string) => readFileSync(path.join(defaultBuildDir, file), 'utf8');
const classPattern = (block: string) => new RegExp(`^${block}(?:__|--|$)`);

describe('CSS pruned by plugins/unused-css', () => {
  it.each(unusedClasses.blocks)('no built page has an element with a .%s class', (block) => {
    const pattern = classPattern(block);
    const users = readPages(defaultBuildDir)
      .filter(({$}) =>
        $('[class]')
          .toArray()
          .some((element) => ($(element).attr('class') ?? '').split(/\s+/).some((name) => pattern.test(name))),
      )
      .map(({urlPath}) => urlPath);
    expect(users).toEqual([]);
  });

  it.each(unusedClasses.blocks)('no script names a .%s class in a string', (block) => {
    const pattern = classPattern(block);
    // String literals of the bundles, except translation messages and their
    // descriptions, which are prose ("the docs pagination"), not class names.
    const literal = /(\b(?:description|message):\s*)?(["'`])((?:(?!\2)[^\\\n]|\\.){1,300})\2/g;
    const users = files
      .filter((file) => file.endsWith('.js'))
      .filter((file) =>
        [...read(file).matchAll(literal)].some(
          ([, prose, , text]) => prose === undefined && (text ?? '').split(/\s+/).some((name) => pattern.test(name)),
        ),
      );
    expect(users).toEqual([]);
  });

  it('the stylesheet keeps none of the pruned selectors and keeps the docs pagination', () => {
    const stylesheets = files.filter((file) => file.endsWith('.css'));
    expect(stylesheets.length).toBeGreaterThan(0);
    const css = stylesheets.map(read).join('\n');
    for (const prefix of unusedClasses.prefixes) expect(css).not.toContain(`.${prefix}`);
    for (const block of unusedClasses.blocks) expect(css).not.toMatch(new RegExp(`\\.${block}(?:__|--|[^\\w-])`));
    expect(css).toContain('.pagination-nav');
    expect(css).toContain('.DocSearch-Hit');
  });
});
