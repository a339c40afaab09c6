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

// Two lanes run side by side, one per core (ARCHITECTURE.md, "Checks"). The
// build lane makes the two test builds and then runs the end-to-end tests, as
// soon as both exist; the source lane checks the sources (mostly single-threaded)
// and then the builds' output. A step waits for the steps it needs, wherever they
// run, and is skipped (and counted failed) when one of them failed.
const lanes = [
  [
    {name: 'production build', command: 'npm run build:test'},
    {name: 'hosted-search build', command: 'npm run build:test:hosted'},
    {
      name: 'end-to-end tests',
      command: 'npm run test:e2e',
      report: 'test-results/e2e.json',
      needs: ['production build', 'hosted-search build'],
      streams: true,
    },
  ],
  [
    {name: 'lint', command: 'npm run lint'},
    {name: 'typecheck', command: 'npm run typecheck'},
    {name: 'snippet check', command: 'npm run check:snippets'},
    {name: 'example check', command: 'npm run check:examples'},
    vitest('unit tests', 'test:unit'),
    vitest('search relevance', 'test:search', ['production build']),
    vitest('build output checks', 'test:build', ['production build', 'hosted-search build']),
    vitest('MCP server', 'test:mcp', ['production build', 'hosted-search build']),
  ],
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

const runStarted = Date.now();
/** One row per step for the closing table: lane, start and length in seconds, outcome. */
const stages = [];
let passed = 0;
let failed = 0;
const failedSteps = new Set();
/** Step name → a promise that settles when the step has ended, and its resolver (made before any step starts). */
const finished = new Map(
  lanes.flat().map((step) => {
    let resolve;
    const ended = new Promise((settle) => (resolve = settle));
    return [step.name, {ended, resolve}];
  }),
);
const seconds = (ms) => Math.round(ms / 1000);

/**
 * Runs one step and counts it. A step's output is held back and printed whole
 * when it ends, so the lanes never interleave lines; the end-to-end step, the
 * longest, streams its lines.
 */
async function runStep(step, lane) {
  const buffered = !step.streams;
  await Promise.all((step.needs ?? []).map((name) => finished.get(name).ended));
  const missing = (step.needs ?? []).filter((name) => failedSteps.has(name));
  if (missing.length > 0) {
    console.log(`\n▶ ${step.name}: skipped, ${missing.join(' and ')} failed`);
    failed += 1;
    failedSteps.add(step.name);
    stages.push({name: step.name, lane, start: seconds(Date.now() - runStarted), took: 0, outcome: 'skipped'});
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
  const counts = step.report ? readCounts(step.report) : undefined;
  let outcome;
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
    // A suite that crashed before reporting a failure still fails the run.
    if (status !== 0 && counts.failed === 0) failed += 1;
    outcome = `${counts.passed} passed, ${counts.failed} failed${status !== 0 && counts.failed === 0 ? ' (crashed)' : ''}`;
  } else if (status === 0) {
    passed += 1;
    outcome = 'passed';
  } else {
    failed += 1;
    outcome = 'FAILED';
  }
  if (status !== 0) failedSteps.add(step.name);
  stages.push({name: step.name, lane, start: seconds(started - runStarted), took: seconds(Date.now() - started), outcome});
}

await Promise.all(
  lanes.map(async (steps, index) => {
    const lane = index === 0 ? 'builds, e2e' : 'sources, output';
    for (const step of steps) {
      await runStep(step, lane);
      finished.get(step.name).resolve();
    }
  }),
);

/** The stage table: where the time went, printed at the end of every run. */
function printStages() {
  const rows = [
    ['stage', 'lane', 'start s', 'took s', 'result'],
    ...stages.map((s) => [s.name, s.lane, String(s.start), String(s.took), s.outcome]),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row) =>
    row.map((cell, column) => (column === 2 || column === 3 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join('  ');
  console.log('');
  for (const row of rows) console.log(line(row).trimEnd());
  console.log(
    `Took ${((Date.now() - runStarted) / 60_000).toFixed(1)} min (the stages of a lane run one after another; the lanes side by side).`,
  );
}
printStages();
if (failedSteps.size > 0) console.log(`\nFailed: ${[...failedSteps].join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
