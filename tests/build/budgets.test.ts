import {describe, expect, it} from 'vitest';
import {defaultBuildDir} from '../../scripts/lib/builtSite';
import {budgets, explainBudget, readBaseline, htmlAssets, keyPages, sum} from '../../scripts/lib/bundle';

const baseline = readBaseline();

describe.each(keyPages)('bytes the HTML of %s references', (urlPath) => {
  const {js, css} = htmlAssets(defaultBuildDir, urlPath);

  it(`JS is at most ${budgets.htmlJs / 1024} KB gzip`, () => {
    expect(js.length).toBeGreaterThan(0);
    const total = sum(js, 'gzip');
    expect(total, explainBudget(`JS referenced by ${urlPath}`, js, budgets.htmlJs, baseline)).toBeLessThanOrEqual(budgets.htmlJs);
  });

  it(`CSS is at most ${budgets.css / 1024} KB gzip`, () => {
    expect(css.length).toBeGreaterThan(0);
    const total = sum(css, 'gzip');
    expect(total, explainBudget(`CSS referenced by ${urlPath}`, css, budgets.css, baseline)).toBeLessThanOrEqual(budgets.css);
  });
});
