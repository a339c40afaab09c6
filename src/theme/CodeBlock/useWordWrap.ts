import {startTransition, useCallback, useState} from 'react';
import type {useCodeWordWrap} from '@docusaurus/theme-common/internal';

type WordWrap = ReturnType<typeof useCodeWordWrap>;

/** Whether a block's code runs wider than its <pre>, or is wrapped already (the theme's test). */
function isScrollable(pre: HTMLPreElement): boolean {
  return pre.scrollWidth > pre.clientWidth || pre.querySelector('code')?.hasAttribute('style') === true;
}

// One observer for every block. It watches the block's <code>, which is at
// least as wide as the <pre> (and, once laid out, as wide as its longest line):
// so a block is measured when it is first laid out, and again whenever the
// width of its code changes (a window resize, a hidden tab panel shown,
// wrapping turned on or off).
const measureBlock = new WeakMap<Element, () => void>();
let resizeObserver: ResizeObserver | undefined;
function observer(): ResizeObserver {
  resizeObserver ??= new ResizeObserver((entries) => {
    for (const entry of entries) measureBlock.get(entry.target)?.();
  });
  return resizeObserver;
}

/**
 * The theme's word-wrap state of a code block (`useCodeWordWrap`), measured
 * without a render on a page load. The theme measures every block in an
 * effect right after hydration, so each block whose code scrolls renders
 * again in one blocking update (with a mutation observer and a resize
 * listener per block), and its first memo compares keys with
 * `localeCompare`, which loads the browser's collation data: together the
 * longest task of a guide's load on a slowed phone (ARCHITECTURE.md,
 * "Performance"). Here a shared ResizeObserver measures each block after the
 * browser has laid it out, and the state changes as a transition, which React
 * renders in slices between frames.
 */
export function useWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  // A ref whose element is observed while it is set: the block's <pre>, set
  // by whichever content shows it (server markup, plain text, highlighted).
  const [codeBlockRef] = useState(() => {
    let pre: HTMLPreElement | null = null;
    let observed: Element | null = null;
    const measure = (): void => {
      if (pre === null) return;
      const scrollable = isScrollable(pre);
      startTransition(() => setIsCodeScrollable(scrollable));
    };
    return {
      get current(): HTMLPreElement | null {
        return pre;
      },
      set current(next: HTMLPreElement | null) {
        if (next === pre) return;
        if (observed !== null) {
          observer().unobserve(observed);
          measureBlock.delete(observed);
        }
        pre = next;
        observed = pre?.querySelector('code') ?? pre;
        if (observed !== null) {
          measureBlock.set(observed, measure);
          observer().observe(observed);
        }
      },
    };
  });
  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long tokens must wrap too: no horizontal scrollbar at all.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled(!isEnabled);
  }, [codeBlockRef, isEnabled]);
  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
