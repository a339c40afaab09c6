import {describe, expect, it} from 'vitest';
import {anchorBlocksScript} from './index';

/** A docs article of five top-level blocks, the fourth holding `#target`, as far as the script looks at it. */
function fakeArticle() {
  const marks = new Set<number>();
  const blocks = [0, 1, 2, 3, 4].map((index) => ({
    index,
    previousElementSibling: null as unknown,
    hasAttribute: () => marks.has(index),
    setAttribute: () => marks.add(index),
    removeAttribute: () => marks.delete(index),
  }));
  blocks.forEach((block, index) => (block.previousElementSibling = index > 0 ? blocks[index - 1] : null));
  const scrolls: string[] = [];
  const target = {
    closest: (selector: string) => (selector === '.theme-doc-markdown > *' ? blocks[3] : null),
    scrollIntoView: () => scrolls.push('target'),
  };
  const earlyTarget = {closest: () => blocks[1], scrollIntoView: () => scrolls.push('early')};
  const doc = {
    getElementById: (id: string) => (id === 'target' ? target : id === 'early' ? earlyTarget : null),
    querySelectorAll: () => blocks.filter(({index}) => marks.has(index)),
  };
  return {doc, marks, scrolls};
}

function runScript(hash: string, doc: unknown, hydrated = () => false): Array<() => void> {
  const listeners: Array<() => void> = [];
  const run = new Function('document', 'location', 'addEventListener', anchorBlocksScript());
  run({...(doc as object), documentElement: {getAttribute: () => String(hydrated())}}, {hash}, (_type: string, listener: () => void) =>
    listeners.push(listener),
  );
  return listeners;
}

describe('the inline anchor script', () => {
  it('marks the block holding the target and every block before it, then scrolls to the target', () => {
    const {doc, marks, scrolls} = fakeArticle();
    runScript('#target', doc);
    expect([...marks].sort()).toEqual([0, 1, 2, 3]);
    expect(scrolls).toEqual(['target']);
  });

  it('marks nothing without a fragment, or for one that names no element or is malformed', () => {
    for (const hash of ['', '#', '#nothing', '#%E0%A4%A']) {
      const {doc, marks, scrolls} = fakeArticle();
      runScript(hash, doc);
      expect(marks.size, hash).toBe(0);
      expect(scrolls, hash).toEqual([]);
    }
  });

  it('a later landing keeps the marks of the blocks still above its target and removes the others', () => {
    const {doc, marks} = fakeArticle();
    runScript('#target', doc);
    runScript('#early', doc);
    expect([...marks].sort()).toEqual([0, 1]);
    runScript('#nothing', doc);
    expect(marks.size).toBe(0);
  });

  it('lands again on each change of the fragment until the app has hydrated, which lands them from then on', () => {
    const {doc, scrolls} = fakeArticle();
    let hydrated = false;
    const listeners = runScript('#target', doc, () => hydrated);
    expect(listeners).toHaveLength(1);
    listeners[0]!();
    expect(scrolls).toEqual(['target', 'target']);
    hydrated = true;
    listeners[0]!();
    expect(scrolls).toEqual(['target', 'target']);
  });
});
