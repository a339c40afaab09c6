#!/usr/bin/env node
// @ts-check
/**
 * `npm run search:upload`: pushes the records the build wrote
 * (build/search-records.json) and the index settings to Algolia, so the
 * hosted index never depends on an external crawler. The local engine's
 * synonyms go with them. Needs ALGOLIA_APP_ID,
 * ALGOLIA_INDEX_NAME and the admin key ALGOLIA_ADMIN_API_KEY, from the
 * environment only (never from a file in the repository).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

/**
 * Index settings matching the records: DocSearch's attributes, our facets and weights.
 * @type {import('algoliasearch').IndexSettings & {searchableAttributes: string[], attributesForFaceting: string[], customRanking: string[]}}
 */
export const algoliaSettings = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  attributesForFaceting: ['language', 'docusaurus_tag', 'type'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  distinct: true,
  attributeForDistinct: 'url',
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  minWordSizefor1Typo: 3,
  minWordSizefor2Typos: 7,
  allowTyposOnNumericTokens: false,
  minProximity: 1,
  ignorePlurals: true,
  advancedSyntax: true,
  removeWordsIfNoResults: 'allOptional',
};

/**
 * The local engine's synonyms (users' words for what the docs call otherwise),
 * as Algolia one-way synonyms, so both modes read a query alike.
 * @returns {Array<{objectID: string, type: 'oneWaySynonym', input: string, synonyms: string[]}>}
 */
export function synonymHits() {
  /** @type {Record<string, string[]>} */
  const synonyms = JSON.parse(readFileSync(new URL('../plugins/search/shared/synonyms.json', import.meta.url), 'utf8'));
  return Object.entries(synonyms).map(([input, alternatives]) => ({
    objectID: `synonym-${input}`,
    type: 'oneWaySynonym',
    input,
    synonyms: alternatives,
  }));
}

/**
 * Algolia objects from our records: the local-only `path` is dropped.
 * @param {Array<Record<string, unknown>>} records
 */
export function toAlgoliaObjects(records) {
  return records.map(({path: _path, ...record}) => record);
}

/** @param {Record<string, string | undefined>} env */
export function readUploadSettings(env) {
  const names = ['ALGOLIA_APP_ID', 'ALGOLIA_ADMIN_API_KEY', 'ALGOLIA_INDEX_NAME'];
  const missing = names.filter((name) => !env[name]?.trim());
  if (missing.length > 0) throw new Error(`search:upload needs ${missing.join(', ')} in the environment.`);
  return {appId: String(env.ALGOLIA_APP_ID), adminKey: String(env.ALGOLIA_ADMIN_API_KEY), indexName: String(env.ALGOLIA_INDEX_NAME)};
}

async function main() {
  const {appId, adminKey, indexName} = readUploadSettings(process.env);
  const file = path.resolve(process.argv[2] ?? 'build/search-records.json');
  const records = JSON.parse(readFileSync(file, 'utf8'));
  const {algoliasearch} = await import('algoliasearch');
  const client = algoliasearch(appId, adminKey);
  await client.setSettings({indexName, indexSettings: algoliaSettings});
  await client.saveSynonyms({indexName, synonymHit: synonymHits(), replaceExistingSynonyms: true});
  // Replaces the whole index atomically (through a temporary index).
  await client.replaceAllObjects({indexName, objects: toAlgoliaObjects(records)});
  console.log(`Uploaded ${records.length} records to ${appId}/${indexName}.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
