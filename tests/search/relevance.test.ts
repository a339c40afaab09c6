import {describe, expect, it} from 'vitest';
import golden from './golden.json';
import {loadBuiltIndex, matchesExpectation, searchPaths, type GoldenQuery} from '../../scripts/lib/builtIndex';

const {index} = loadBuiltIndex();

describe('search relevance on the built site', () => {
  it('has at least 25 golden queries', () => {
    expect(golden.length).toBeGreaterThanOrEqual(25);
  });

  for (const {query, expect: expected} of golden as GoldenQuery[]) {
    it(`"${query}" finds ${expected} in the top 3`, () => {
      const top3 = searchPaths(index, query).slice(0, 3);
      expect(
        top3.some((path) => matchesExpectation(path, expected)),
        `top 3: ${top3.join(', ')}`,
      ).toBe(true);
    });
  }
});
