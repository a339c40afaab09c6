/**
 * The issue tracker as the syllabus (issue 47): real problems of 4.x users
 * (2024–2026), each judged before and after the guides answered it, with the
 * page that answers it. The list lives in two files by area; this test holds
 * their shape, checks that every answer's page and anchor exist in the build,
 * prints the before/after counts, and measures whether search finds the
 * answering page for the problem as its reporter would type it.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import build from './tracker-problems.build.json';
import runtime from './tracker-problems.runtime.json';
import {loadBuiltIndex, searchPaths} from '../../scripts/lib/builtIndex';

type Judgment = 'yes' | 'partly' | 'no';
interface TrackerProblem {
  problem: string;
  area: string;
  sources: string[];
  /** `2024-06`: when the first thread was opened. */
  opened: string;
  version: string;
  /** The reporter's words, as typed into a docs search. */
  query: string;
  /** Whether the guides answered it before issue 47 … */
  judgment: Judgment;
  documentable: boolean;
  /** … and after. */
  after: Judgment;
  /** The page and anchor that answers it (after). */
  answeredAt?: string;
}

const problems = [...build, ...runtime] as TrackerProblem[];
const buildDir = path.resolve(process.env.SEARCH_BUILD_DIR ?? path.resolve(__dirname, '../../build'));
/** The search's floor: the share of answered problems whose answering page is in the first three hits, as reached. */
const floor = 0.93;

const count = (pick: (problem: TrackerProblem) => Judgment) =>
  Object.fromEntries(
    (['yes', 'partly', 'no'] as const).map((judgment) => [judgment, problems.filter((problem) => pick(problem) === judgment).length]),
  );

describe('real problems from the issue tracker', () => {
  it('holds at least 100 distinct problems of 4.x users from 2024 to 2026, each with its threads', () => {
    expect(problems.length).toBeGreaterThanOrEqual(100);
    expect(new Set(problems.map((problem) => problem.problem.toLowerCase())).size).toBe(problems.length);
    for (const problem of problems) {
      expect(problem.sources.length, problem.problem).toBeGreaterThan(0);
      for (const source of problem.sources) expect(source).toMatch(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/(issues|pull)\/\d+$/);
      expect(problem.opened, problem.problem).toMatch(/^202[4-6]-\d\d$/);
      expect(problem.version, problem.problem).toMatch(/4\./);
    }
  });

  it('says for each problem whether the guides answered it before and after, and where', () => {
    console.log(
      `before: ${JSON.stringify(count((problem) => problem.judgment))}, after: ${JSON.stringify(count((problem) => problem.after))}`,
    );
    for (const problem of problems) {
      expect(['yes', 'partly', 'no'], problem.problem).toContain(problem.after);
      if (problem.after !== 'no') expect(problem.answeredAt, problem.problem).toMatch(/^\/docs\/guides(\/[\w-]+)?(#[\w-]+)?$/);
    }
    // No answer got worse; the ones that documentation can answer were answered.
    const rank = {no: 0, partly: 1, yes: 2};
    expect(problems.filter((problem) => rank[problem.after] < rank[problem.judgment]).map((problem) => problem.problem)).toEqual([]);
  });

  it('every answer is a page and anchor the build made', () => {
    const missing = problems.flatMap((problem) => {
      if (!problem.answeredAt) return [];
      const [route, anchor] = problem.answeredAt.split('#');
      const file = path.join(buildDir, route, 'index.html');
      if (!existsSync(file)) return [`${problem.answeredAt}: no such page`];
      const html = readFileSync(file, 'utf8');
      return anchor === undefined || new RegExp(`\\sid="?${anchor}["\\s>]`).test(html) ? [] : [`${problem.answeredAt}: no such anchor`];
    });
    expect(missing).toEqual([]);
  });

  it(`search finds the answering page in the first three hits for at least ${floor * 100}% of the answered problems`, () => {
    const {index} = loadBuiltIndex();
    const answered = problems.filter((problem) => problem.after === 'yes' && problem.answeredAt);
    const found = answered.filter((problem) => {
      const page = problem.answeredAt!.split('#')[0];
      return searchPaths(index, problem.query)
        .slice(0, 3)
        .some((result) => result.split('#')[0].replace(/\/$/, '') === page);
    });
    console.log(`search: ${found.length} of ${answered.length} answered problems find their page in the top 3`);
    expect(found.length / answered.length).toBeGreaterThanOrEqual(floor);
  });
});
