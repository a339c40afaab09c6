/**
 * plugins/compile-hints: the scripts a page load runs start with V8's
 * eager-compilation comment, and the chunks loaded only later (the search
 * dialog on intent, the diagram renderer as a fallback) do not.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {compileHint} from '../../plugins/compile-hints/index';
import {appScriptsOf} from '../../plugins/first-paint/template';
import {defaultBuildDir, listFiles, readPages} from '../../model/builtSite';

const scripts = listFiles(defaultBuildDir).filter((file) => /^assets\/js\/.*\.js$/.test(file));
const source = (file: string) => readFileSync(path.join(defaultBuildDir, file), 'utf8');
const hinted = (file: string) => source(file).startsWith(compileHint);

/**
 * Every script some page starts: the runtime and main.js, listed for the start script
 * (plugins/first-paint; the route chunks they load are checked in tests/e2e/budgets.spec.ts).
 */
const namedByPages = new Set(
  readPages(defaultBuildDir).flatMap(({$}) =>
    (appScriptsOf($.html())?.app ?? []).map((src) => src.replace(/^\//, '')).filter((src) => src.startsWith('assets/js/')),
  ),
);

describe('compile hints (plugins/compile-hints)', () => {
  it('every script a page names starts with the hint, on its first line', () => {
    expect(namedByPages.size).toBeGreaterThanOrEqual(2);
    expect([...namedByPages].filter((file) => !hinted(file))).toEqual([]);
    expect([...namedByPages].some((file) => /^assets\/js\/main\.[0-9a-f]+\.js$/.test(file))).toBe(true);
  });

  it('scripts loaded only later carry no hint: the search dialog, the diagram renderer', () => {
    const later = scripts.filter((file) => !namedByPages.has(file));
    expect(later.filter((file) => hinted(file) && /DocSearch-Modal|flowchart/.test(source(file)))).toEqual([]);
    // The route chunks a page load runs do carry it.
    expect(later.filter(hinted).length).toBeGreaterThan(50);
    const searchDialog = later.filter((file) => source(file).includes('DocSearch-Modal'));
    const diagramRenderer = later.filter((file) => source(file).includes('flowchart'));
    expect(searchDialog.length).toBeGreaterThan(0);
    expect(diagramRenderer.length).toBeGreaterThan(0);
  });
});
