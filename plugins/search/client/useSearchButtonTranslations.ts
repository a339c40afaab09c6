import {useSyncExternalStore} from 'react';
import {translate} from '@docusaurus/Translate';

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
 * with the visible words of this platform instead. The label is the theme's
 * (same translation id as its `SearchTranslations`, which holds the dialog's
 * texts too and so loads with the dialog, not with every page).
 */
export function useSearchButtonTranslations(): {buttonText: string; buttonAriaLabel: string} {
  // The server renders "Ctrl"; React hydrates with that and then re-renders
  // with this platform's key, without a mismatch.
  const keyHint = useSyncExternalStore(subscribeToNothing, keyHintOfThisPlatform, () => 'Ctrl');
  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });
  return {buttonText: label, buttonAriaLabel: `${label} ${keyHint} K`};
}
