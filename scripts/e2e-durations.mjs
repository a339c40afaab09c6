#!/usr/bin/env node
// Sums the test durations of a Playwright JSON report per spec file, so that
// the suite's cost can be compared before and after a change on a busy machine
// (wall time depends on what else runs; the sum per file much less).
// Usage: node scripts/e2e-durations.mjs [test-results/e2e.json]
import {readFileSync} from 'node:fs';

const report = JSON.parse(readFileSync(process.argv[2] ?? 'test-results/e2e.json', 'utf8'));
const perFile = new Map();

function walk(suite, file) {
  const here = suite.file ?? file;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      for (const result of test.results ?? []) {
        const entry = perFile.get(here) ?? {tests: 0, ms: 0, longest: 0, longestTitle: ''};
        entry.tests += 1;
        entry.ms += result.duration;
        if (result.duration > entry.longest) Object.assign(entry, {longest: result.duration, longestTitle: spec.title});
        perFile.set(here, entry);
      }
    }
  }
  for (const child of suite.suites ?? []) walk(child, here);
}
for (const suite of report.suites) walk(suite, suite.file);

const rows = [...perFile].sort((a, b) => b[1].ms - a[1].ms);
let total = 0;
let tests = 0;
for (const [file, {tests: count, ms, longest, longestTitle}] of rows) {
  total += ms;
  tests += count;
  console.log(
    `${(ms / 1000).toFixed(0).padStart(6)} s  ${String(count).padStart(4)} tests  ${file}  (longest ${(longest / 1000).toFixed(1)} s: ${longestTitle.slice(0, 70)})`,
  );
}
console.log(
  `${(total / 1000).toFixed(0).padStart(6)} s  ${String(tests).padStart(4)} tests  total; wall ${((report.stats?.duration ?? 0) / 1000).toFixed(0)} s`,
);
