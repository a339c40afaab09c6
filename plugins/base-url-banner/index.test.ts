import {existsSync} from 'node:fs';
import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import baseUrlBannerPlugin, {bannerScript, bannerTitle, builtInBannerFile} from './index';

describe('base-url-banner', () => {
  it('shows the banner text only when the app bundle did not run', () => {
    const script = bannerScript('/');
    expect(script).toContain(JSON.stringify(bannerTitle).slice(1, -1));
    expect(bannerTitle).toBe('Your site did not load properly.');
    expect(script).toMatch(/typeof window\.docusaurus !== 'undefined'\) return/);
  });

  it('never writes HTML from the page URL', () => {
    expect(bannerScript('/')).not.toContain('innerHTML');
    expect(bannerScript('/docs/')).toContain('Configured baseUrl: /docs/');
  });
});

describe("the built-in banner's component", () => {
  it('is matched where core keeps it, on any platform', () => {
    expect(builtInBannerFile.test('/site/node_modules/@docusaurus/core/lib/client/BaseUrlIssueBanner/index.js')).toBe(true);
    expect(builtInBannerFile.test('C:\\site\\node_modules\\@docusaurus\\core\\lib\\client\\BaseUrlIssueBanner\\index.js')).toBe(true);
    expect(builtInBannerFile.test('/site/node_modules/@docusaurus/core/lib/client/App.js')).toBe(false);
    expect(existsSync(require.resolve('@docusaurus/core/lib/client/BaseUrlIssueBanner/index.js'))).toBe(true);
  });

  it('cannot be turned on next to ours', () => {
    const context = {siteConfig: {baseUrl: '/', baseUrlIssueBanner: true}} as LoadContext;
    expect(() => baseUrlBannerPlugin(context)).toThrow(/set baseUrlIssueBanner to false/);
  });
});
