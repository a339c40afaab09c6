/**
 * The browser half of "no keystroke lost" (see ARCHITECTURE.md): the inline
 * script in every page's <head> (plugins/search/early-keys) holds the search
 * shortcuts pressed before hydration; the search bar takes them over here.
 */
interface EarlySearchKeys {
  /** A shortcut was pressed and not cancelled. */
  isPending(): boolean;
  /** Captures again, as if a shortcut had just been pressed (after hydration, while the dialog opens). */
  arm(): void;
  /** Stops capturing; returns the text typed since the shortcut, or null if none is pending. */
  take(): string | null;
}

declare global {
  interface Window {
    __earlySearchKeys?: EarlySearchKeys;
  }
}

/**
 * Hands a pending early search to `open` once `prepare` has loaded the dialog,
 * so keys typed while it loads still reach the capture; with nothing pending,
 * stops the capture at once and DocSearch's own shortcuts take over.
 */
export function takeOverEarlySearch(prepare: () => Promise<void>, open: (query: string) => void): void {
  const early = window.__earlySearchKeys;
  if (!early) return;
  if (!early.isPending()) {
    early.take();
    return;
  }
  prepare().then(
    () => {
      const query = early.take();
      if (query !== null) open(query);
    },
    // The dialog cannot load: give the keys back to the page.
    () => early.take(),
  );
}

let armed = false;

/**
 * Keeps what is typed from now until the dialog's input takes it
 * (`takeArmedKeys`): the dialog's code and index may still be loading, and
 * even once loaded, the input gets focus only when the dialog has mounted.
 */
export function armSearchKeys(): void {
  const early = window.__earlySearchKeys;
  if (!early) return;
  early.arm();
  armed = true;
}

/**
 * What was typed since `armSearchKeys`, ending the capture: a string (maybe
 * empty), null when the search was cancelled meanwhile (Escape, a second
 * Ctrl/Cmd+K), undefined when nothing was armed.
 */
export function takeArmedKeys(): string | null | undefined {
  if (!armed) return undefined;
  armed = false;
  return window.__earlySearchKeys?.take() ?? null;
}

/** Adds `text` at the end of a React-controlled input, as typing would, so that its `onChange` runs. */
export function typeInto(input: HTMLInputElement, text: string): void {
  // React tracks the value it last wrote; the prototype's setter leaves that record, so the event reads as a change.
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, input.value + text);
  input.setSelectionRange(input.value.length, input.value.length);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}
