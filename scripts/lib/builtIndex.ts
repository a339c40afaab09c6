/**
 * The local search index exactly as the production build serves it, and a
 * search that asks it the way the DocSearch dialog does (same facet filters,
 * one hit per URL).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {indexMetaName} from '../../plugins/search/shared/constants';
import {LocalIndex} from '../../plugins/search/shared/engine';

// SEARCH_BUILD_DIR points at another build output (e.g. one made with `--out-dir`).
const buildDir = path.resolve(process.env.SEARCH_BUILD_DIR ?? path.resolve(__dirname, '../../build'));

/** Path of the hashed index asset named by the home page's meta tag. */
export function builtIndexFile(): string {
  const html = readFileSync(path.join(buildDir, 'index.html'), 'utf8');
  const url = new RegExp(`<meta name="?${indexMetaName}"? content="?([^"> ]+)`).exec(html)?.[1];
  if (!url) throw new Error('The build has no search index meta tag: run the build first.');
  return path.join(buildDir, url);
}

/** The built index with its whole texts attached, as after a quoted query. */
export function loadBuiltIndex(): {index: LocalIndex; json: string} {
  const json = readFileSync(builtIndexFile(), 'utf8');
  const index = new LocalIndex(json);
  if (!index.fullTextUrl) throw new Error('The built index names no full-text asset.');
  index.attachFullText(readFileSync(path.join(buildDir, index.fullTextUrl), 'utf8'));
  return {index, json};
}

const docsTags = new Set(['default', 'docs-default-current']);

/** Distinct result paths in rank order, as the dialog lists them. */
export function searchPaths(index: LocalIndex, query: string): string[] {
  const paths = index.search(query, (record) => record.language === 'en' && docsTags.has(record.docusaurus_tag)).map((hit) => hit.path);
  return [...new Set(paths)];
}

export interface GoldenQuery {
  query: string;
  /** A page path (any anchor on it counts) or a path with `#anchor` (exact). */
  expect: string;
}

export function matchesExpectation(resultPath: string, expected: string): boolean {
  const normalise = (value: string) => value.replace(/\/(?=#|$)/, '');
  if (expected.includes('#')) return normalise(resultPath) === normalise(expected);
  return normalise(resultPath.split('#')[0]) === normalise(expected);
}
