import {describe, expect, it} from 'vitest';
import {readSiteUrl} from '../../config/env';
import {defaultBuildDir} from '../../model/builtSite';
import {checkLinks} from '../../scripts/lib/linkCheck';

describe('links and anchors of the production build', () => {
  const report = checkLinks(defaultBuildDir, readSiteUrl(process.env));

  it('checks a real site (every page, thousands of links)', () => {
    expect(report.pages).toBeGreaterThan(55);
    expect(report.internalLinks).toBeGreaterThan(1000);
    expect(report.anchorsChecked).toBeGreaterThan(500);
  });

  it('checks the redirect pages too: each target exists with its anchor', () => {
    // plugins/url-redirects writes over a hundred (old API paths, lower-case pages); /docs is one more.
    expect(report.redirectPages).toBeGreaterThan(100);
  });

  it('has no broken internal link or anchor, no plain-http link and no unsafe new tab', () => {
    expect(report.problems.map(({page, href, problem}) => `${page}: ${href}: ${problem}`)).toEqual([]);
  });
});
