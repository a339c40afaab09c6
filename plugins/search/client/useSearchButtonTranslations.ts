import {useSyncExternalStore} from 'react';
import translations from '@theme/SearchTranslations';

/** The platform never changes while the page is open: nothing to subscribe to. */
const subscribeToNothing = (): (() => void) => () => {};

/** The modifier key DocSearch shows on its button, detected the same way. */
function keyHintOfThisPlatform(): string {
  return /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl';
}

/**
 * The search button's texts. DocSearch names the button "Search (Control+k)"
 * while it shows "Search Ctrl K"; a name that does not contain the visible
 * words fails WCAG 2.5.3 (speech users say what they see). The name starts
 * with the visible words of this platform instead.
 */
export function useSearchButtonTranslations(): typeof translations.button {
  // The server renders "Ctrl"; React hydrates with that and then re-renders
  // with this platform's key, without a mismatch.
  const keyHint = useSyncExternalStore(subscribeToNothing, keyHintOfThisPlatform, () => 'Ctrl');
  const label = translations.button?.buttonText ?? 'Search';
  return {...translations.button, buttonAriaLabel: `${label} ${keyHint} K`};
}
