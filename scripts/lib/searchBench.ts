/**
 * Figures of the local search index as the build serves it: its size, the
 * time to load and deserialise it, and query times over the golden queries.
 * Shared by `npm run bench:search` and `npm run bench`.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import {brotliCompressSync, gzipSync} from 'node:zlib';
import {LocalIndex} from '../../plugins/search/shared/engine';
import {builtIndexFile, searchPaths, type GoldenQuery} from './builtIndex';
import {kb} from './bundle';

export interface SearchFigures {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
  records: number;
  /** The records' whole text, fetched only for quoted phrases. */
  fullText: {raw: number; gzip: number; brotli: number};
  load: {p50: number; max: number; runs: number};
  query: {p50: number; p95: number; max: number; queries: number; runs: number};
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

function timed(run: () => void): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

export function measureSearch({loadRuns = 10, queryRuns = 50} = {}): SearchFigures {
  const golden = JSON.parse(readFileSync(path.resolve(__dirname, '../../tests/search/golden.json'), 'utf8')) as GoldenQuery[];
  const file = builtIndexFile();
  const json = readFileSync(file, 'utf8');

  let index = new LocalIndex(json);
  const loadTimes = Array.from({length: loadRuns}, () => timed(() => (index = new LocalIndex(json)))).sort((a, b) => a - b);
  // Queries are timed as after a quoted one: with the whole text attached.
  if (!index.fullTextUrl) throw new Error('The built index names no full-text asset.');
  const fullText = readFileSync(path.join(path.dirname(file), path.basename(index.fullTextUrl)), 'utf8');
  index.attachFullText(fullText);

  // Warm up once, then time every golden query `queryRuns` times.
  for (const {query} of golden) searchPaths(index, query);
  const queryTimes: number[] = [];
  for (let run = 0; run < queryRuns; run++) {
    for (const {query} of golden) queryTimes.push(timed(() => searchPaths(index, query)));
  }
  queryTimes.sort((a, b) => a - b);

  return {
    file: path.relative(process.cwd(), file),
    raw: Buffer.byteLength(json),
    gzip: gzipSync(json, {level: 9}).length,
    brotli: brotliCompressSync(json).length,
    records: index.records.length,
    fullText: {raw: Buffer.byteLength(fullText), gzip: gzipSync(fullText, {level: 9}).length, brotli: brotliCompressSync(fullText).length},
    load: {p50: percentile(loadTimes, 50), max: loadTimes.at(-1) ?? NaN, runs: loadRuns},
    query: {
      p50: percentile(queryTimes, 50),
      p95: percentile(queryTimes, 95),
      max: queryTimes.at(-1) ?? NaN,
      queries: golden.length,
      runs: queryRuns,
    },
  };
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

/** The figures as aligned lines for a terminal. */
export function formatSearchFigures(figures: SearchFigures): string[] {
  const {load, query} = figures;
  return [
    `index file        ${figures.file}`,
    `index size        ${kb(figures.raw)} raw, ${kb(figures.gzip)} gzip, ${kb(figures.brotli)} brotli`,
    `records           ${figures.records}`,
    `whole text        ${kb(figures.fullText.raw)} raw, ${kb(figures.fullText.gzip)} gzip, ${kb(figures.fullText.brotli)} brotli (fetched for quoted phrases only)`,
    `load+deserialise  p50 ${ms(load.p50)}, max ${ms(load.max)} (${load.runs} runs)`,
    `query time        p50 ${ms(query.p50)}, p95 ${ms(query.p95)}, max ${ms(query.max)} (${query.queries} golden queries × ${query.runs})`,
  ];
}
