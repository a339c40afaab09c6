import {describe, expect, it} from 'vitest';
import {bannerScript, bannerTitle} from './index';

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
