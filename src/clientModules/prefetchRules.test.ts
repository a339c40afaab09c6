import {describe, expect, it} from 'vitest';
import {shouldPrefetch} from './prefetchRules';

const sidebar = {inIntentOnlyArea: true, onScreen: true};
const inPageVisible = {inIntentOnlyArea: false, onScreen: true};
const inPageBelow = {inIntentOnlyArea: false, onScreen: false};

describe('prefetch policy', () => {
  it('skips a route whose only on-screen link is in the sidebar (it loads on hover or touch)', () => {
    expect(shouldPrefetch([sidebar])).toBe(false);
    // The "Next" link to the same page is further down: it asks again when seen.
    expect(shouldPrefetch([sidebar, inPageBelow])).toBe(false);
  });

  it('prefetches a route linked from the page where that link is on screen', () => {
    expect(shouldPrefetch([sidebar, inPageVisible])).toBe(true);
    expect(shouldPrefetch([inPageVisible])).toBe(true);
  });

  it('prefetches when no link can be found (programmatic prefetch)', () => {
    expect(shouldPrefetch([])).toBe(true);
  });
});
