import {describe, expect, it} from 'vitest';
import {makeScrollableTablesFocusable} from './scrollableTables';

/**
 * Tables stand-ins that log every read that makes a browser lay the page out
 * and every write that invalidates that layout, in order. A browser lays out
 * again at the first read after a write, so a log where reads and writes
 * alternate is a page laid out once per table.
 */
function fakePage(tables: {wide: boolean; label?: string; tabIndex?: string}[]) {
  const log: string[] = [];
  const elements = tables.map((spec, index) => {
    const attributes = new Map<string, string>();
    if (spec.label !== undefined) attributes.set('aria-label', spec.label);
    if (spec.tabIndex !== undefined) attributes.set('tabindex', spec.tabIndex);
    const table = {
      querySelector: () => ({textContent: ` Heading ${index} `}),
      get scrollWidth() {
        log.push(`read ${index}`);
        return spec.wide ? 900 : 400;
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
  it('gives focus and a name to exactly the tables wider than their box', () => {
    const {root, attributes} = fakePage([
      {wide: true},
      {wide: false},
      {wide: true},
      {wide: false, tabIndex: '0'},
      {wide: true, label: 'Formats'},
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

  it('lays the page out once for all tables: every attribute written after the last read', () => {
    const {root, log} = fakePage([{wide: true}, {wide: true}, {wide: false}, {wide: true}]);
    makeScrollableTablesFocusable(root);
    const reads = log.flatMap((entry, index) => (entry.startsWith('read') ? [index] : []));
    const writes = log.flatMap((entry, index) => (entry.startsWith('read') ? [] : [{entry, index}]));
    expect(reads).toHaveLength(4);
    const firstRead = Math.min(...reads);
    const lastRead = Math.max(...reads);
    // One block of reads: no write between the first and the last.
    expect(writes.filter(({index}) => index > firstRead && index < lastRead)).toEqual([]);
    expect(writes.filter(({index}) => index < firstRead)).toEqual([]);
    expect(writes.filter(({index}) => index > lastRead).map(({entry}) => entry)).toEqual([
      'focusable 0',
      'aria-label 0',
      'focusable 1',
      'aria-label 1',
      'focusable 3',
      'aria-label 3',
    ]);
  });
});
