import {startTransition, useCallback, useState} from 'react';
import type {useCodeWordWrap} from '@docusaurus/theme-common/internal';
import {widestLineColumns} from './codeColumns';

type WordWrap = ReturnType<typeof useCodeWordWrap>;

const canvasWidths = new Map<string, number>();
/**
 * The advance of one character of the code's monospace font (every printable
 * ASCII character has it): the registered `--code-character-width` (`1ch`,
 * Content/styles.module.css) as computed, or, where `@property` is not
 * supported, a canvas measurement once per font.
 */
function characterWidth(style: CSSStyleDeclaration): number {
  const registered = style.getPropertyValue('--code-character-width').trim();
  if (registered.endsWith('px')) return parseFloat(registered);
  const font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  let width = canvasWidths.get(font);
  if (width === undefined) {
    const context = document.createElement('canvas').getContext('2d');
    if (context === null) return Number.NaN;
    context.font = font;
    width = context.measureText('0').width;
    canvasWidths.set(font, width);
  }
  return width;
}

/**
 * The columns of a block's widest line: written on the block by Content from
 * its code when that code has no tab, else read from the code's text with the
 * CSS tab size; `null` when the text has characters columns cannot size.
 */
function widestColumns(code: HTMLElement, style: CSSStyleDeclaration): number | null {
  const written = code.closest<HTMLElement>('[data-code-block]')?.dataset.codeColumns;
  if (written !== undefined) return Number(written);
  // Highlighted lines end with a <br>, not a line break in the text; plain code (shown while Prism loads) has its breaks.
  const lines = code.querySelectorAll(':scope > .token-line');
  const text = lines.length > 0 ? Array.from(lines, (line) => line.textContent).join('\n') : (code.textContent ?? '');
  return widestLineColumns(text, Number(style.tabSize) || 8);
}

/**
 * Whether a block's code runs wider than its <pre>, or is wrapped already (the
 * theme's test). Code off screen is not laid out (the CSS beside Content), so
 * its width comes from its text: its widest line in columns times the width
 * of a character of its font, plus its padding; the <pre>'s own width needs no
 * layout of the code. Code the columns cannot size is laid out and measured.
 */
function isScrollable(pre: HTMLPreElement): boolean {
  const code = pre.querySelector('code');
  if (code === null) return pre.scrollWidth > pre.clientWidth;
  if (code.hasAttribute('style')) return true;
  const style = getComputedStyle(code);
  const columns = widestColumns(code, style);
  const width = columns === null ? Number.NaN : columns * characterWidth(style);
  if (!Number.isFinite(width)) return pre.scrollWidth > pre.clientWidth;
  return Math.round(width + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight)) > pre.clientWidth;
}

// One observer for every block. It watches the block's <code>, which is at
// least as wide as the <pre> (and, once laid out, as wide as its longest line):
// so a block is measured when it is first laid out, and again whenever the
// width of its code changes (a window resize, a hidden tab panel shown,
// wrapping turned on or off, the code rendered when it comes near).
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
