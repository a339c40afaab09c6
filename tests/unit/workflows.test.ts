/**
 * One pipeline (ARCHITECTURE.md, "CI and deploy"): CI runs exactly what a fresh
 * machine runs (.ci/run, which ends in `npm test`), and the deploy waits for CI
 * to pass on the same commit. Read from the workflow files themselves.
 */
import {readFileSync} from 'node:fs';
import {load} from 'js-yaml';
import {describe, expect, it} from 'vitest';

interface Step {
  run?: string;
  uses?: string;
  with?: Record<string, string>;
}
interface Job {
  if?: string;
  needs?: string | string[];
  permissions?: Record<string, string>;
  steps: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  concurrency?: {group: string};
  jobs: Record<string, Job>;
}

const workflow = (name: string): Workflow => load(readFileSync(`.github/workflows/${name}`, 'utf8')) as Workflow;
const ciRun = readFileSync('.ci/run', 'utf8');
const commands = (job: Job): string[] => job.steps.flatMap((step) => (step.run ? [step.run.trim()] : []));

describe('CI', () => {
  const ci = workflow('ci.yml');

  it('runs the same command as .ci/run and nothing else of the test suite', () => {
    expect(commands(ci.jobs.test)).toEqual(['bash .ci/run']);
    expect(ciRun.trim().split('\n').at(-1)).toBe('npm test');
  });

  it('reads the repository only, with one run per ref', () => {
    expect(ci.permissions).toEqual({contents: 'read'});
    for (const job of Object.values(ci.jobs)) expect(job.permissions).toBeUndefined();
    expect(ci.concurrency?.group).toContain('github.ref');
  });
});

describe('deploy', () => {
  const deploy = workflow('deploy.yml');

  it('starts only when CI completed on main, and builds only if CI passed on a push', () => {
    expect(Object.keys(deploy.on)).toEqual(['workflow_run']);
    expect(deploy.on.workflow_run).toEqual({workflows: ['CI'], types: ['completed'], branches: ['main']});
    expect(deploy.jobs.build.if).toContain("github.event.workflow_run.conclusion == 'success'");
    expect(deploy.jobs.deploy.needs).toBe('build');
  });

  it('builds the commit CI tested, with the checked build the tests use', () => {
    const checkout = deploy.jobs.build.steps.find((step) => step.uses?.startsWith('actions/checkout'));
    expect(checkout?.with?.ref).toBe('${{ github.event.workflow_run.head_sha }}');
    expect(commands(deploy.jobs.build)).toEqual(['npm ci --no-audit --no-fund', 'node scripts/build-checked.mjs']);
    expect(readFileSync('package.json', 'utf8')).toContain(
      '"build:test": "GTAG_MEASUREMENT_ID=G-E2ETEST00 node scripts/build-checked.mjs"',
    );
  });

  it('reads by default and writes Pages only in the deploy job, one deploy at a time', () => {
    expect(deploy.permissions).toEqual({contents: 'read'});
    expect(deploy.jobs.build.permissions).toBeUndefined();
    expect(deploy.jobs.deploy.permissions).toEqual({pages: 'write', 'id-token': 'write'});
    expect(deploy.concurrency?.group).toBe('pages');
  });
});
