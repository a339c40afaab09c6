/**
 * `npm run bench:search`: size of the local search index as served, the time
 * to load and deserialise it, and query times over the golden queries.
 * Run after `npm run build`. Figures are printed, not asserted.
 */
import {readFileSync} from 'node:fs';
import {performance} from 'node:perf_hooks';
import {gzipSync, brotliCompressSync} from 'node:zlib';
import {LocalIndex} from '../plugins/search-index/engine';
import {builtIndexFile, searchPaths, type GoldenQuery} from '../tests/search/builtIndex';

const golden = JSON.parse(readFileSync(new URL('../tests/search/golden.json', import.meta.url), 'utf8')) as GoldenQuery[];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(2)} ms`;

const file = builtIndexFile();
const json = readFileSync(file, 'utf8');
const raw = Buffer.byteLength(json);
console.log(`index file        ${file.replace(process.cwd() + '/', '')}`);
console.log(`index size        ${kb(raw)} raw, ${kb(gzipSync(json, {level: 9}).length)} gzip, ${kb(brotliCompressSync(json).length)} brotli`);

const loadTimes: number[] = [];
let index = new LocalIndex(json);
for (let run = 0; run < 10; run++) {
  const started = performance.now();
  index = new LocalIndex(json);
  loadTimes.push(performance.now() - started);
}
loadTimes.sort((a, b) => a - b);
console.log(`records           ${index.records.length}`);
console.log(`load+deserialise  p50 ${ms(percentile(loadTimes, 50))}, max ${ms(loadTimes.at(-1)!)} (10 runs)`);

// Warm up, then time every golden query 50 times.
for (const {query} of golden) searchPaths(index, query);
const queryTimes: number[] = [];
for (let run = 0; run < 50; run++) {
  for (const {query} of golden) {
    const started = performance.now();
    searchPaths(index, query);
    queryTimes.push(performance.now() - started);
  }
}
queryTimes.sort((a, b) => a - b);
console.log(
  `query time        p50 ${ms(percentile(queryTimes, 50))}, p95 ${ms(percentile(queryTimes, 95))}, max ${ms(queryTimes.at(-1)!)} (${golden.length} golden queries × 50)`,
);
