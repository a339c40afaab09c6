import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {requirements, type Evidence} from './requirements';

const nodeModules = path.resolve(__dirname, '../../node_modules');

/** What is wrong with one piece of evidence against the installed files, or undefined when it holds. */
function evidenceProblem(evidence: Evidence): string | undefined {
  const file = path.join(nodeModules, evidence.package, evidence.file);
  const name = `${evidence.package}/${evidence.file}`;
  if (!existsSync(file)) return evidence.absent && !evidence.pattern ? undefined : `${name}: no such file`;
  if (!evidence.pattern) return evidence.absent ? `${name}: exists, but the evidence says it does not` : undefined;
  const matches = evidence.pattern.test(readFileSync(file, 'utf8'));
  if (matches && evidence.absent) return `${name}: matches ${evidence.pattern}, but the evidence says it does not`;
  if (!matches && !evidence.absent) return `${name}: ${evidence.pattern} no longer matches`;
  return undefined;
}

describe('what VisionCamera 5 asks of an app', () => {
  it.each(requirements.map((row) => [row.topic, row] as const))('%s: every piece of evidence holds in the installed packages', (_, row) => {
    expect(row.evidence.length).toBeGreaterThan(0);
    expect(row.evidence.flatMap((evidence) => evidenceProblem(evidence) ?? [])).toEqual([]);
  });

  it('reports a changed file with its package and pattern', () => {
    expect(evidenceProblem({package: 'vc5', file: 'package.json', pattern: /"version": "5\.2\.2"/})).toBe(
      'vc5/package.json: /"version": "5\\.2\\.2"/ no longer matches',
    );
    expect(evidenceProblem({package: 'vc5', file: 'package.json', absent: true})).toBe(
      'vc5/package.json: exists, but the evidence says it does not',
    );
  });
});
