/**
 * Task questions in users' own words (tests/search/tasks.json), each with the
 * page or anchor that answers it, and their hit rates on an index: the share
 * whose answer is the first result, and the share with it in the first three.
 */
import type {LocalIndex} from '../../plugins/search/shared/engine';
import {matchesExpectation, searchPaths} from '../../scripts/lib/builtIndex';

export interface TaskQuery {
  query: string;
  /** A page path or a path with `#anchor`; a list when more than one page answers. */
  expect: string | string[];
  /**
   * Why this query does not reach the top 3 yet (no guide answers it, or the
   * ranking misses the guide that does): it counts in the rates but is not
   * held to the top 3. Every other query is.
   */
  knownMiss?: string;
}

interface TaskResult extends TaskQuery {
  /** 1-based position of the first answering result, or null when none is listed. */
  rank: number | null;
  top3: string[];
}

function rankTask(index: LocalIndex, task: TaskQuery): TaskResult {
  const paths = searchPaths(index, task.query);
  const expected = typeof task.expect === 'string' ? [task.expect] : task.expect;
  const position = paths.findIndex((path) => expected.some((answer) => matchesExpectation(path, answer)));
  return {...task, rank: position === -1 ? null : position + 1, top3: paths.slice(0, 3)};
}

interface TaskRates {
  results: TaskResult[];
  top1: number;
  top3: number;
}

export function measureTasks(index: LocalIndex, tasks: TaskQuery[]): TaskRates {
  const results = tasks.map((task) => rankTask(index, task));
  const within = (limit: number) => results.filter(({rank}) => rank !== null && rank <= limit).length / results.length;
  return {results, top1: within(1), top3: within(3)};
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

export function formatTaskRates({results, top1, top3}: TaskRates): string[] {
  return [
    ...results.map(
      ({query, rank, top3: first}) =>
        `${rank === null ? '  -' : String(rank).padStart(3)}  ${query}${rank === 1 ? '' : `  [${first.join(', ')}]`}`,
    ),
    `${results.length} task queries: top-1 ${percent(top1)}, top-3 ${percent(top3)}`,
  ];
}
