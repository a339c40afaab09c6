import {describe, expect, it} from 'vitest';
import {defaultBuildDir} from '../../model/builtSite';
import {budgets, entryScripts, explainBudget, readBaseline, htmlAssets, keyPages, sum} from '../../scripts/lib/bundle';

const baseline = readBaseline();

describe.each(keyPages)('bytes the HTML of %s references', (urlPath) => {
  const {js, css} = htmlAssets(defaultBuildDir, urlPath);

  it(`the entry JS (runtime and main) is at most ${budgets.entryJs / 1024} KB gzip`, () => {
    const entry = entryScripts(js);
    expect(entry.map((asset) => asset.url)).toEqual([expect.stringMatching(/\/runtime~main\.[0-9a-f]+\.js$/), expect.stringMatching(/\/main\.[0-9a-f]+\.js$/)]);
    const total = sum(entry, 'gzip');
    expect(total, explainBudget(`entry JS referenced by ${urlPath}`, entry, budgets.entryJs, baseline)).toBeLessThanOrEqual(budgets.entryJs);
  });

  it(`CSS is at most ${budgets.css / 1024} KB gzip`, () => {
    expect(css.length).toBeGreaterThan(0);
    const total = sum(css, 'gzip');
    expect(total, explainBudget(`CSS referenced by ${urlPath}`, css, budgets.css, baseline)).toBeLessThanOrEqual(budgets.css);
  });
});
