/**
 * The inline script run as a page runs it, in a context with just the DOM it
 * touches: key events through its capture listener, the attribute on <html>
 * and the hand-over object. The browser test (tests/e2e/search.spec.ts) runs
 * it in Chromium with the page's scripts held back.
 */
import {runInNewContext} from 'node:vm';
import {describe, expect, it} from 'vitest';
import {earlyKeysInlineScript} from './inlineScript';

interface FakeKey {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  target?: {tagName: string; isContentEditable?: boolean};
}

function loadPage() {
  const listeners = new Set<(event: unknown) => void>();
  const attributes = new Map<string, string>();
  const window: {__earlySearchKeys?: {isPending(): boolean; arm(): void; take(): string | null}} = {};
  const document = {
    documentElement: {
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      removeAttribute: (name: string) => attributes.delete(name),
    },
    addEventListener: (type: string, listener: (event: unknown) => void, capture: boolean) => {
      expect([type, capture]).toEqual(['keydown', true]);
      listeners.add(listener);
    },
    removeEventListener: (_type: string, listener: (event: unknown) => void) => listeners.delete(listener),
  };
  runInNewContext(earlyKeysInlineScript(), {window, document});

  /** Presses a key; returns whether the script kept it from the browser and the page. */
  const press = (init: FakeKey): boolean => {
    let prevented = false;
    let stopped = false;
    const event = {
      key: init.key,
      ctrlKey: init.ctrlKey ?? false,
      metaKey: init.metaKey ?? false,
      altKey: init.altKey ?? false,
      composedPath: () => [init.target ?? {tagName: 'BODY'}],
      preventDefault: () => (prevented = true),
      stopPropagation: () => (stopped = true),
    };
    for (const listener of listeners) listener(event);
    expect(stopped).toBe(prevented);
    return prevented;
  };
  const type = (text: string) => [...text].map((key) => press({key}));
  const early = window.__earlySearchKeys!;
  return {press, type, early, isMarked: () => attributes.has('data-search-pending'), listenerCount: () => listeners.size};
}

describe('early search keys', () => {
  it('leaves keys alone until a shortcut is pressed', () => {
    const page = loadPage();
    expect(page.type('abc')).toEqual([false, false, false]);
    expect(page.press({key: 'k'})).toBe(false);
    expect(page.early.isPending()).toBe(false);
    expect(page.early.take()).toBeNull();
  });

  it('holds Ctrl+K and Cmd+K from the browser and keeps what is typed after them', () => {
    for (const modifier of [{ctrlKey: true}, {metaKey: true}]) {
      const page = loadPage();
      expect(page.press({key: 'k', ...modifier})).toBe(true);
      expect(page.isMarked()).toBe(true);
      expect(page.type('zoom')).toEqual([true, true, true, true]);
      expect(page.early.take()).toBe('zoom');
      expect(page.isMarked()).toBe(false);
    }
  });

  it('takes "/" outside form fields only, as DocSearch does', () => {
    for (const tagName of ['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON']) {
      const page = loadPage();
      expect(page.press({key: '/', target: {tagName}})).toBe(false);
      expect(page.early.isPending()).toBe(false);
    }
    const editable = loadPage();
    expect(editable.press({key: '/', target: {tagName: 'DIV', isContentEditable: true}})).toBe(false);

    const page = loadPage();
    expect(page.press({key: '/'})).toBe(true);
    page.type('a/b');
    expect(page.early.take()).toBe('a/b');
  });

  it('edits the held text with Backspace, and Escape or a second Ctrl+K cancels', () => {
    const page = loadPage();
    page.press({key: 'K', ctrlKey: true});
    page.type('fpss');
    expect(page.press({key: 'Backspace'})).toBe(true);
    expect(page.early.isPending()).toBe(true);
    expect(page.press({key: 'Escape'})).toBe(true);
    expect(page.early.isPending()).toBe(false);
    expect(page.isMarked()).toBe(false);
    expect(page.press({key: 'x'})).toBe(false);

    page.press({key: 'k', ctrlKey: true});
    page.type('fps');
    page.press({key: 'k', ctrlKey: true});
    expect(page.early.take()).toBeNull();
  });

  it('leaves other shortcuts to the browser while a search is held, and types AltGr characters', () => {
    const page = loadPage();
    page.press({key: '/'});
    expect(page.press({key: 'c', ctrlKey: true})).toBe(false);
    expect(page.press({key: 'ArrowDown'})).toBe(false);
    expect(page.press({key: '@', ctrlKey: true, altKey: true})).toBe(true);
    page.press({key: 'Backspace'});
    page.type('fps');
    expect(page.early.take()).toBe('fps');
  });

  it('stops listening once the search bar takes over', () => {
    const page = loadPage();
    expect(page.listenerCount()).toBe(1);
    page.early.take();
    expect(page.listenerCount()).toBe(0);
    expect(page.press({key: 'k', ctrlKey: true})).toBe(false);
  });

  it('captures again when the search bar arms it after taking over, until it takes the keys again', () => {
    const page = loadPage();
    page.early.take();
    page.early.arm();
    page.early.arm();
    expect(page.listenerCount()).toBe(1);
    expect(page.isMarked()).toBe(true);
    // Every key is the query's now, "/" included: the dialog is opening.
    expect(page.type('re/c').every(Boolean)).toBe(true);
    page.press({key: 'Backspace'});
    expect(page.early.take()).toBe('re/');
    expect(page.listenerCount()).toBe(0);
    expect(page.isMarked()).toBe(false);
    expect(page.press({key: 'x'})).toBe(false);

    page.early.arm();
    page.type('ab');
    page.press({key: 'Escape'});
    expect(page.early.take()).toBeNull();
  });
});
