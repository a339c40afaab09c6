#!/usr/bin/env node
// Runs every check of the project in order and ends with one summary line,
// "N passed, N failed", counting each test of the unit and end-to-end suites
// and each whole-project check (typecheck, build) as one.
import {spawn} from 'node:child_process';
import {existsSync, readFileSync, rmSync} from 'node:fs';

/** A Vitest suite step whose JSON report counts each of its tests. */
const vitest = (name, script, needs) => {
  const report = `test-results/${script.replace(':', '-')}.json`;
  return {name, command: `npm run ${script} -- --reporter=default --reporter=json --outputFile=${report}`, report, needs};
};

// Two lanes run side by side, one per core: the builds and the checks of
// their output, and the checks of the sources (mostly single-threaded). The
// end-to-end tests then run alone, so their two browsers have both cores.
const lanes = [
  [
    {name: 'production build', command: 'npm run build:test'},
    {name: 'hosted-search build', command: 'npm run build:test:hosted'},
    vitest('search relevance', 'test:search', ['production build']),
    vitest('build output checks', 'test:build', ['production build', 'hosted-search build']),
    vitest('MCP server', 'test:mcp', ['production build', 'hosted-search build']),
  ],
  [
    {name: 'lint', command: 'npm run lint'},
    {name: 'typecheck', command: 'npm run typecheck'},
    {name: 'snippet check', command: 'npm run check:snippets'},
    {name: 'example check', command: 'npm run check:examples'},
    vitest('unit tests', 'test:unit'),
  ],
];
const endToEnd = {
  name: 'end-to-end tests',
  command: 'npm run test:e2e',
  report: 'test-results/e2e.json',
  needs: ['production build', 'hosted-search build'],
};

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

const runStarted = Date.now();
const timings = [];
let passed = 0;
let failed = 0;
const failedSteps = new Set();

/**
 * Runs one step and counts it. A step of a lane runs with its output held
 * back and printed whole when it ends, so two lanes never interleave lines;
 * the end-to-end step streams.
 */
async function runStep(step, {buffered}) {
  const missing = (step.needs ?? []).filter((name) => failedSteps.has(name));
  if (missing.length > 0) {
    console.log(`\n▶ ${step.name}: skipped, ${missing.join(' and ')} failed`);
    failed += 1;
    failedSteps.add(step.name);
    return;
  }
  if (step.report) rmSync(step.report, {force: true});
  const started = Date.now();
  if (!buffered) console.log(`\n▶ ${step.name}: ${step.command}`);
  const status = await new Promise((resolve) => {
    const child = spawn(step.command, {shell: true, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit'});
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (buffered) {
        console.log(`\n▶ ${step.name}: ${step.command}`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(code ?? 1);
    });
  });
  timings.push(`${step.name} ${((Date.now() - started) / 1000).toFixed(0)} s`);
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

await Promise.all(
  lanes.map(async (lane) => {
    for (const step of lane) await runStep(step, {buffered: true});
  }),
);
await runStep(endToEnd, {buffered: false});

console.log(`\nTook ${((Date.now() - runStarted) / 60_000).toFixed(1)} min: ${timings.join(', ')}`);
if (failedSteps.size > 0) console.log(`\nFailed: ${[...failedSteps].join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
