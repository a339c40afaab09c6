import {describe, expect, it} from 'vitest';
import {LocalIndex, serializeFullText, serializeIndex, type IndexedRecord} from '../shared/engine';
import {createLocalSearchClient, facetFilter} from './localSearchClient';
import {RetryError} from './retryError';

const hierarchy = {lvl0: 'Guides', lvl1: 'Zooming', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
const records: IndexedRecord[] = Array.from({length: 45}, (_, i) => ({
  type: i === 0 ? 'lvl1' : 'content',
  hierarchy: i === 0 ? hierarchy : {...hierarchy, lvl2: `Section ${i}`},
  content: i === 0 ? null : `Zoom level ${i} with <b>pinch</b> gestures.`,
  path: i === 0 ? '/docs/guides/zooming' : `/docs/guides/zooming#section-${i}`,
  language: i === 44 ? 'fr' : 'en',
  docusaurus_tag: 'docs-default-current',
  rank: 10,
}));
const index = new LocalIndex(serializeIndex(records));
const client = createLocalSearchClient(
  () => Promise.resolve(index),
  () => 'https://docs.test',
);

describe('facetFilter', () => {
  const en = records[1];
  it('ANDs the outer list and ORs inner lists', () => {
    expect(facetFilter(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']])(en)).toBe(true);
    expect(facetFilter(['language:fr'])(en)).toBe(false);
    expect(facetFilter([['language:fr', 'language:en']])(en)).toBe(true);
    expect(facetFilter('docusaurus_tag:default')(en)).toBe(false);
  });

  it('supports negation and matches nothing on unknown facets', () => {
    expect(facetFilter(['-language:fr'])(en)).toBe(true);
    expect(facetFilter(['version:2'])(en)).toBe(false);
    expect(facetFilter(undefined)(en)).toBe(true);
  });
});

describe('createLocalSearchClient', () => {
  it('answers DocSearch requests with hits, counts and pages', async () => {
    const {results} = await client.search({
      requests: [{indexName: 'docs', query: 'zoom', hitsPerPage: 20, facetFilters: ['language:en']}],
    });
    const [result] = results;
    expect(result.nbHits).toBe(44);
    expect(result.nbPages).toBe(3);
    expect(result.hits).toHaveLength(20);
    expect(result.index).toBe('docs');
    const hit = result.hits[0];
    expect(hit.url).toMatch(/^https:\/\/docs\.test\/docs\/guides\/zooming/);
    expect(hit).toHaveProperty('objectID');
    expect(hit.hierarchy.lvl0).toBe('Guides');
  });

  it('highlights with <mark> and escapes the content', async () => {
    const {results} = await client.search({requests: [{indexName: 'docs', query: 'pinch', hitsPerPage: 1}]});
    const content = results[0].hits[0]._snippetResult.content!.value;
    expect(content).toContain('<mark>pinch</mark>');
    expect(content).toContain('&lt;b&gt;');
  });

  it('pages through results', async () => {
    const {results} = await client.search({
      requests: [{indexName: 'docs', query: 'zoom', hitsPerPage: 20, page: 2, facetFilters: ['language:en']}],
    });
    expect(results[0].hits).toHaveLength(4);
    expect(results[0].page).toBe(2);
  });

  it('returns no hits for an empty query', async () => {
    const {results} = await client.search({requests: [{indexName: 'docs', query: '  '}]});
    expect(results[0]).toMatchObject({hits: [], nbHits: 0});
  });

  it('loads the whole text only for a quoted phrase, and then finds it', async () => {
    const long = [...records];
    long[1] = {...records[1], content: `${'Pinch to zoom, and the zoom follows the fingers. '.repeat(5)}Release to settle the lens.`};
    const phraseIndex = new LocalIndex(serializeIndex(long, '/text.json'));
    const loads: string[] = [];
    const phraseClient = createLocalSearchClient(
      () => Promise.resolve(phraseIndex),
      () => 'https://docs.test',
      (target) => {
        loads.push(target.fullTextUrl ?? '');
        target.attachFullText(serializeFullText(long));
        return Promise.resolve();
      },
    );
    await phraseClient.search({requests: [{indexName: 'docs', query: 'settle lens'}]});
    expect(loads).toEqual([]);
    const {results} = await phraseClient.search({requests: [{indexName: 'docs', query: '"settle the lens"'}]});
    expect(loads).toEqual(['/text.json']);
    expect(results[0].nbHits).toBe(1);
    expect(results[0].hits[0]._snippetResult.content?.value).toContain('<mark>settle</mark> the <mark>lens</mark>');
  });

  it('reports a text that cannot be loaded as a RetryError', async () => {
    const phraseIndex = new LocalIndex(serializeIndex(records, '/text.json'));
    const failing = createLocalSearchClient(
      () => Promise.resolve(phraseIndex),
      () => '',
      () => Promise.reject(new Error('offline')),
    );
    await expect(failing.search({requests: [{indexName: 'docs', query: '"pinch gestures"'}]})).rejects.toBeInstanceOf(RetryError);
  });

  it('reports an unreachable index as a RetryError, which DocSearch shows as its error screen', async () => {
    const failing = createLocalSearchClient(
      () => Promise.reject(new Error('offline')),
      () => '',
    );
    await expect(failing.search({requests: [{indexName: 'docs', query: 'zoom'}]})).rejects.toSatisfy(
      (error: Error) => error instanceof RetryError && error.name === 'RetryError',
    );
  });
});
