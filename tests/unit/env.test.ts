import {describe, expect, it} from 'vitest';
import {readAlgoliaSettings, readAnalyticsId, readSiteUrl} from '../../config/env';

describe('readAlgoliaSettings', () => {
  it('is undefined when no Algolia variable is set', () => {
    expect(readAlgoliaSettings({})).toBeUndefined();
    expect(readAlgoliaSettings({ALGOLIA_APP_ID: '  '})).toBeUndefined();
  });

  it('returns all three settings when all are set', () => {
    expect(readAlgoliaSettings({ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'docs'})).toEqual({
      appId: 'APP',
      apiKey: 'key',
      indexName: 'docs',
    });
  });

  it('names every missing variable when the group is half set', () => {
    expect(() => readAlgoliaSettings({ALGOLIA_APP_ID: 'APP'})).toThrow(
      /set ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME as well.*unset ALGOLIA_APP_ID/,
    );
    expect(() => readAlgoliaSettings({ALGOLIA_APP_ID: 'APP', ALGOLIA_INDEX_NAME: 'docs'})).toThrow(/set ALGOLIA_SEARCH_API_KEY as well/);
  });
});

describe('readAnalyticsId', () => {
  it('is undefined when unset, so the site builds without analytics', () => {
    expect(readAnalyticsId({})).toBeUndefined();
  });

  it('accepts a GA4 measurement id and rejects anything else', () => {
    expect(readAnalyticsId({GTAG_MEASUREMENT_ID: 'G-ABC123'})).toBe('G-ABC123');
    expect(() => readAnalyticsId({GTAG_MEASUREMENT_ID: 'UA-1234-1'})).toThrow(/G-XXXXXXX/);
  });
});

describe('readSiteUrl', () => {
  it('has a default and drops a trailing slash', () => {
    expect(readSiteUrl({})).toMatch(/^https:\/\//);
    expect(readSiteUrl({SITE_URL: 'https://docs.example.com/'})).toBe('https://docs.example.com');
  });

  it('rejects a URL with a path, since the base URL is fixed to /', () => {
    expect(() => readSiteUrl({SITE_URL: 'https://example.com/docs'})).toThrow(/origin/);
  });
});
