import {describe, expect, it} from 'vitest';
import tasks from './tasks.json';
import {loadBuiltIndex} from '../../scripts/lib/builtIndex';
import {formatTaskRates, measureTasks, type TaskQuery} from './tasks';

/**
 * The hit rates reached on the built site (ARCHITECTURE.md, "Search"): a change
 * to the engine, the records or the guides that lowers them fails here.
 */
const floor = {top1: 0.73, top3: 0.92};

const {index} = loadBuiltIndex();
const rates = measureTasks(index, tasks as TaskQuery[]);

describe('task questions in users’ own words', () => {
  it('has at least 40 questions, each with the page that answers it', () => {
    expect(tasks.length).toBeGreaterThanOrEqual(40);
    expect(new Set(tasks.map(({query}) => query.toLowerCase())).size).toBe(tasks.length);
  });

  it(`keeps top-1 at ${floor.top1 * 100}% and top-3 at ${floor.top3 * 100}% or more`, () => {
    console.log(formatTaskRates(rates).join('\n'));
    expect(rates.top1).toBeGreaterThanOrEqual(floor.top1);
    expect(rates.top3).toBeGreaterThanOrEqual(floor.top3);
  });

  for (const result of rates.results.filter(({knownMiss}) => !knownMiss)) {
    it(`"${result.query}" finds ${String(result.expect)} in the top 3`, () => {
      expect(result.rank, `top 3: ${result.top3.join(', ')}`).not.toBeNull();
      expect(result.rank!, `top 3: ${result.top3.join(', ')}`).toBeLessThanOrEqual(3);
    });
  }
});
