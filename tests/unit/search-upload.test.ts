import {describe, expect, it} from 'vitest';
import synonyms from '../../plugins/search/shared/synonyms.json';
import {algoliaSettings, readUploadSettings, synonymHits, toAlgoliaObjects} from '../../scripts/search-upload.mjs';

describe('search:upload', () => {
  it('configures the facets, distinct URLs and weight ranking the dialog relies on', () => {
    expect(algoliaSettings.attributesForFaceting).toEqual(expect.arrayContaining(['language', 'docusaurus_tag']));
    expect(algoliaSettings).toMatchObject({distinct: true, attributeForDistinct: 'url', highlightPreTag: '<mark>'});
    expect(algoliaSettings.customRanking[0]).toBe('desc(weight.pageRank)');
    expect(algoliaSettings.searchableAttributes.at(-1)).toBe('content');
  });

  it('pushes every synonym of the local engine as a one-way synonym', () => {
    const hits = synonymHits();
    expect(hits.map(({input, synonyms: alternatives}) => [input, alternatives])).toEqual(Object.entries(synonyms));
    expect(new Set(hits.map(({type}) => type))).toEqual(new Set(['oneWaySynonym']));
  });

  it('drops the local-only path', () => {
    expect(toAlgoliaObjects([{objectID: '1', url: 'https://x/a#b', path: '/a#b'}])).toEqual([{objectID: '1', url: 'https://x/a#b'}]);
  });

  it('refuses to run without the admin key and names what is missing', () => {
    expect(() => readUploadSettings({ALGOLIA_APP_ID: 'A', ALGOLIA_INDEX_NAME: 'i'})).toThrow(/ALGOLIA_ADMIN_API_KEY/);
    expect(readUploadSettings({ALGOLIA_APP_ID: 'A', ALGOLIA_ADMIN_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'i'})).toEqual({
      appId: 'A',
      adminKey: 'k',
      indexName: 'i',
    });
  });
});
