import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {unusedClasses} from '../../plugins/unused-css/index';
import {defaultBuildDir, listFiles, readPages} from '../../model/builtSite';

// plugins/unused-css drops the CSS of Infima components the site does not
// render. These checks fail the day a page or a script starts using one, so
// the pruning can never strip the styles of something a visitor sees.

const files = listFiles(defaultBuildDir);
const read = (file: string) => readFileSync(path.join(defaultBuildDir, file), 'utf8');
const classPattern = (block: string) => new RegExp(`^${block}(?:__|--|$)`);

// The build is read once; each block is then looked up in these.
/** Class names used by each page's elements. */
const pageClasses = readPages(defaultBuildDir).map(({urlPath, $}) => ({
  name: urlPath,
  tokens: new Set(
    $('[class]')
      .toArray()
      .flatMap((element) => ($(element).attr('class') ?? '').split(/\s+/)),
  ),
}));

// String literals of the bundles, except translation messages and their
// descriptions, which are prose ("the docs pagination"), not class names.
const literal = /(\b(?:description|message):\s*)?(["'`])((?:(?!\2)[^\\\n]|\\.){1,300})\2/g;
/** Words of the string literals of each script. */
const scriptStrings = files
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({
    name: file,
    tokens: new Set([...read(file).matchAll(literal)].flatMap(([, prose, , text]) => (prose === undefined ? (text ?? '').split(/\s+/) : []))),
  }));

const usersOf = (block: string, sources: Array<{name: string; tokens: Set<string>}>): string[] => {
  const pattern = classPattern(block);
  return sources.filter(({tokens}) => [...tokens].some((name) => pattern.test(name))).map(({name}) => name);
};

describe('CSS pruned by plugins/unused-css', () => {
  it.each(unusedClasses.blocks)('no built page has an element with a .%s class', (block) => {
    expect(pageClasses.length).toBeGreaterThan(0);
    expect(usersOf(block, pageClasses)).toEqual([]);
  });

  it.each(unusedClasses.blocks)('no script names a .%s class in a string', (block) => {
    expect(scriptStrings.length).toBeGreaterThan(0);
    expect(usersOf(block, scriptStrings)).toEqual([]);
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
