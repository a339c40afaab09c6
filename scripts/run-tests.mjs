#!/usr/bin/env node
// Runs every check of the project in order and ends with one summary line,
// "N passed, N failed", counting each test of the unit and end-to-end suites
// and each whole-project check (typecheck, build) as one.
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, rmSync} from 'node:fs';

const steps = [
  {name: 'typecheck', command: 'npm run typecheck'},
  {name: 'snippet check', command: 'npm run check:snippets'},
  {name: 'example check', command: 'npm run check:examples'},
  {name: 'unit tests', command: 'npm run test:unit -- --reporter=default --reporter=json --outputFile=test-results/unit.json', report: 'test-results/unit.json'},
  {name: 'production build', command: 'npm run build:test'},
  {name: 'hosted-search build', command: 'npm run build:test:hosted'},
  {name: 'search relevance', command: 'npm run test:search -- --reporter=default --reporter=json --outputFile=test-results/search.json', report: 'test-results/search.json', needs: ['production build']},
  {name: 'build output checks', command: 'npm run test:build -- --reporter=default --reporter=json --outputFile=test-results/build.json', report: 'test-results/build.json', needs: ['production build', 'hosted-search build']},
  {name: 'end-to-end tests', command: 'npm run test:e2e', report: 'test-results/e2e.json', needs: ['production build', 'hosted-search build']},
];

/** Counts from a Vitest or Playwright JSON report, or undefined if it is missing. */
function readCounts(file) {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in report) {
    return {passed: report.numPassedTests, failed: report.numFailedTests};
  }
  const stats = report.stats ?? {};
  return {passed: stats.expected ?? 0, failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0)};
}

let passed = 0;
let failed = 0;
const failedSteps = new Set();
for (const step of steps) {
  const missing = (step.needs ?? []).filter((name) => failedSteps.has(name));
  if (missing.length > 0) {
    console.log(`\n▶ ${step.name}: skipped, ${missing.join(' and ')} failed`);
    failed += 1;
    failedSteps.add(step.name);
    continue;
  }
  console.log(`\n▶ ${step.name}: ${step.command}`);
  if (step.report) rmSync(step.report, {force: true});
  const {status} = spawnSync(step.command, {stdio: 'inherit', shell: true});
  const counts = step.report ? readCounts(step.report) : undefined;
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
    // A suite that crashed before reporting a failure still fails the run.
    if (status !== 0 && counts.failed === 0) failed += 1;
  } else if (status === 0) {
    passed += 1;
  } else {
    failed += 1;
  }
  if (status !== 0) failedSteps.add(step.name);
}

if (failedSteps.size > 0) console.log(`\nFailed: ${[...failedSteps].join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
