/**
 * The browser half of "no keystroke lost" (see ARCHITECTURE.md): the inline
 * script in every page's <head> (plugins/search/early-keys) holds the search
 * shortcuts pressed before hydration; the search bar takes them over here.
 */
interface EarlySearchKeys {
  /** A shortcut was pressed and not cancelled. */
  isPending(): boolean;
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
