import {describe, expect, it} from 'vitest';
import {makeScrollableTablesFocusable} from './scrollableTables';

/**
 * Tables stand-ins that log every read that makes a browser lay the page out
 * and every write that invalidates that layout, in order. A browser lays out
 * again at the first read after a write, so a log where reads and writes
 * alternate is a page laid out once per table.
 */
function fakePage(tables: {wide: boolean; skipped: boolean; label?: string; tabIndex?: string}[]) {
  const log: string[] = [];
  const elements = tables.map((spec, index) => {
    const attributes = new Map<string, string>();
    if (spec.label !== undefined) attributes.set('aria-label', spec.label);
    if (spec.tabIndex !== undefined) attributes.set('tabindex', spec.tabIndex);
    let forcedVisible = false;
    const table = {
      querySelector: (selector: string) =>
        selector === 'tr'
          ? {
              checkVisibility: () => {
                log.push(`check ${index}`);
                return !spec.skipped || forcedVisible;
              },
            }
          : {textContent: ` Heading ${index} `},
      style: {
        set contentVisibility(value: string) {
          log.push(`render ${index}`);
          forcedVisible = value === 'visible';
        },
        removeProperty(name: string) {
          log.push(`skip ${index}`);
          if (name === 'content-visibility') forcedVisible = false;
        },
      },
      get scrollWidth() {
        log.push(`read ${index}`);
        // A skipped table measures as narrow as its box.
        return spec.wide && (!spec.skipped || forcedVisible) ? 900 : 400;
      },
      get clientWidth() {
        return 400;
      },
      set tabIndex(value: number) {
        log.push(`focusable ${index}`);
        attributes.set('tabindex', String(value));
      },
      getAttribute: (name: string) => attributes.get(name) ?? null,
      hasAttribute: (name: string) => attributes.has(name),
      setAttribute: (name: string, value: string) => {
        log.push(`${name} ${index}`);
        attributes.set(name, value);
      },
      removeAttribute: (name: string) => {
        log.push(`remove ${name} ${index}`);
        attributes.delete(name);
      },
    };
    return {table, attributes};
  });
  const root = {
    querySelectorAll: (selector: string) => {
      expect(selector).toBe('.markdown table');
      return elements.map(({table}) => table);
    },
  } as unknown as ParentNode;
  return {root, log, attributes: elements.map(({attributes}) => attributes)};
}

describe('makeScrollableTablesFocusable', () => {
  it('gives focus and a name to exactly the tables wider than their box, skipped ones measured rendered', () => {
    const {root, attributes} = fakePage([
      {wide: true, skipped: false},
      {wide: false, skipped: false},
      {wide: true, skipped: true},
      {wide: false, skipped: true, tabIndex: '0'},
      {wide: true, skipped: true, label: 'Formats'},
    ]);
    makeScrollableTablesFocusable(root);
    expect(attributes.map((table) => table.get('tabindex') ?? null)).toEqual(['0', null, '0', null, '0']);
    expect(attributes.map((table) => table.get('aria-label') ?? null)).toEqual([
      'Table: Heading 0 (scrolls sideways)',
      null,
      'Table: Heading 2 (scrolls sideways)',
      null,
      'Formats',
    ]);
  });

  it('lays the page out once for all tables: every render before the first read, every skip and attribute after the last', () => {
    const {root, log} = fakePage([
      {wide: true, skipped: false},
      {wide: true, skipped: true},
      {wide: false, skipped: true},
      {wide: true, skipped: true},
    ]);
    makeScrollableTablesFocusable(root);
    const reads = log.flatMap((entry, index) => (entry.startsWith('read') ? [index] : []));
    const writes = log.flatMap((entry, index) => (entry.startsWith('read') || entry.startsWith('check') ? [] : [{entry, index}]));
    expect(reads).toHaveLength(4);
    const firstRead = Math.min(...reads);
    const lastRead = Math.max(...reads);
    // One block of reads: no write between the first and the last.
    expect(writes.filter(({index}) => index > firstRead && index < lastRead)).toEqual([]);
    expect(writes.filter(({index}) => index < firstRead).map(({entry}) => entry)).toEqual(['render 1', 'render 2', 'render 3']);
    expect(writes.filter(({index}) => index > lastRead).map(({entry}) => entry)).toEqual([
      'skip 1',
      'skip 2',
      'skip 3',
      'focusable 0',
      'aria-label 0',
      'focusable 1',
      'aria-label 1',
      'focusable 3',
      'aria-label 3',
    ]);
  });
});
