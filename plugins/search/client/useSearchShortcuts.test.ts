import {describe, expect, it} from 'vitest';
import {shortcutOf} from './useSearchShortcuts';

const key = (init: {key: string; code?: string; ctrlKey?: boolean; metaKey?: boolean}) => ({
  code: '',
  ctrlKey: false,
  metaKey: false,
  ...init,
});

describe('the search shortcuts', () => {
  it('Ctrl+K and Cmd+K open the dialog, or close it when open, wherever the focus is', () => {
    for (const modifier of [{ctrlKey: true}, {metaKey: true}]) {
      expect(shortcutOf(key({key: 'k', ...modifier}), false, true)).toBe('open');
      expect(shortcutOf(key({key: 'K', ...modifier}), false, false)).toBe('open');
      expect(shortcutOf(key({key: 'k', ...modifier}), true, false)).toBe('close');
    }
    expect(shortcutOf(key({key: 'k'}), false, false)).toBeUndefined();
  });

  it('/ opens it unless the focus takes typing or it is open', () => {
    expect(shortcutOf(key({key: '/'}), false, false)).toBe('open');
    expect(shortcutOf(key({key: '/'}), false, true)).toBeUndefined();
    expect(shortcutOf(key({key: '/'}), true, false)).toBeUndefined();
  });

  it('Escape closes it when open and means nothing otherwise', () => {
    expect(shortcutOf(key({key: 'Escape', code: 'Escape'}), true, true)).toBe('close');
    expect(shortcutOf(key({key: 'Escape', code: 'Escape'}), false, false)).toBeUndefined();
    expect(shortcutOf(key({key: 'a'}), true, false)).toBeUndefined();
  });
});
