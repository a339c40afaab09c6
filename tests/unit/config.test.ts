import {afterEach, describe, expect, it, vi} from 'vitest';
import type {Config} from '@docusaurus/types';

type Preset = [string, {gtag?: {trackingID: string; anonymizeIP: boolean}}];

/** Loads docusaurus.config.ts afresh under the given environment. */
async function loadConfig(env: Record<string, string>): Promise<Config> {
  vi.resetModules();
  for (const name of ['GTAG_MEASUREMENT_ID', 'ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_API_KEY', 'ALGOLIA_INDEX_NAME', 'SITE_URL']) {
    vi.stubEnv(name, env[name] ?? '');
  }
  return (await import('../../docusaurus.config')).default as Config;
}

const classicPreset = (config: Config) => (config.presets as Preset[]).find(([name]) => name === 'classic')![1];

afterEach(() => vi.unstubAllEnvs());

describe('docusaurus.config.ts', () => {
  it('builds without analytics when no measurement id is set', async () => {
    expect(classicPreset(await loadConfig({})).gtag).toBeUndefined();
  });

  it('sends page views with IP anonymisation off when an id is set', async () => {
    expect(classicPreset(await loadConfig({GTAG_MEASUREMENT_ID: 'G-TEST1'})).gtag).toEqual({
      trackingID: 'G-TEST1',
      anonymizeIP: false,
    });
  });

  it('refuses to build with half of the Algolia settings', async () => {
    await expect(loadConfig({ALGOLIA_APP_ID: 'APP'})).rejects.toThrow(/ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME/);
  });

  it('keeps the fixed storage keys: no v4 storage namespacing', async () => {
    const config = await loadConfig({});
    expect(config.future?.v4).toMatchObject({siteStorageNamespacing: false});
  });

  it('fixes the site-wide settings', async () => {
    const config = await loadConfig({});
    expect(config).toMatchObject({
      title: 'VisionCamera',
      baseUrl: '/',
      titleDelimiter: '|',
      noIndex: false,
      onBrokenLinks: 'throw',
      onBrokenAnchors: 'warn',
      onDuplicateRoutes: 'warn',
      i18n: {defaultLocale: 'en', locales: ['en']},
    });
    expect(config.markdown?.hooks?.onBrokenMarkdownLinks).toBe('throw');
  });
});
