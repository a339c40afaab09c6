import {useEffect, useState} from 'react';
import translations from '@theme/SearchTranslations';

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
  const [keyHint, setKeyHint] = useState('Ctrl');
  useEffect(() => setKeyHint(keyHintOfThisPlatform()), []);
  const label = translations.button?.buttonText ?? 'Search';
  return {...translations.button, buttonAriaLabel: `${label} ${keyHint} K`};
}
