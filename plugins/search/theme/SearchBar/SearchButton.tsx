/**
 * The search button: DocSearch's markup and classes (its styles apply), our
 * own component. DocSearch's button put its code and its helpers into every
 * page's main bundle, and showed "Search", "Ctrl" and "K" with no space
 * between them, so no accessible name could contain its text (WCAG 2.5.3,
 * label in name). Ours names itself with the words it shows ("Search Ctrl K")
 * and the shortcut, like DocSearch's; the key hints appear once the platform
 * is known (⌘ on Apple devices), as DocSearch's do, and look pressed while
 * their key is held.
 */
import {useEffect, useState, useSyncExternalStore, type ReactNode, type Ref} from 'react';
import {translate} from '@docusaurus/Translate';

/** The platform never changes while the page is open: nothing to subscribe to. */
const subscribeToNothing = (): (() => void) => () => {};
const isApplePlatform = (): boolean => /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform);

/** Which of the two hinted keys is held: the modifier, K, both or none. */
function useHeldKeys(modifier: string): {modifier: boolean; k: boolean} {
  const [held, setHeld] = useState({modifier: false, k: false});
  useEffect(() => {
    const update = (event: KeyboardEvent, down: boolean) => {
      if (event.key === modifier) setHeld((keys) => ({...keys, modifier: down}));
      else if (event.key.toLowerCase() === 'k') setHeld((keys) => ({...keys, k: down}));
    };
    const onDown = (event: KeyboardEvent) => update(event, true);
    const onUp = (event: KeyboardEvent) => update(event, false);
    // The browser sends no keyup for a key held while the window loses focus.
    const onBlur = () => setHeld({modifier: false, k: false});
    window.addEventListener('keydown', onDown);
    window.addEventListener('keyup', onUp);
    window.addEventListener('blur', onBlur);
    return () => {
      window.removeEventListener('keydown', onDown);
      window.removeEventListener('keyup', onUp);
      window.removeEventListener('blur', onBlur);
    };
  }, [modifier]);
  return held;
}

const keyClass = (held: boolean) => (held ? 'DocSearch-Button-Key DocSearch-Button-Key--pressed' : 'DocSearch-Button-Key');

interface Props {
  buttonRef: Ref<HTMLButtonElement>;
  onClick: () => void;
  /** A sign the visitor may search soon: pointer over it, touch, focus. */
  onIntent: () => void;
}

export default function SearchButton({buttonRef, onClick, onIntent}: Props): ReactNode {
  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });
  // Unknown in the server render and while hydrating; known right after.
  const apple = useSyncExternalStore(subscribeToNothing, isApplePlatform, () => undefined);
  const held = useHeldKeys(apple ? 'Meta' : 'Control');
  const hint = apple ? '⌘' : 'Ctrl';
  const shortcut = apple ? 'Meta+k' : 'Control+k';
  return (
    <button
      ref={buttonRef}
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={`${label} ${hint} K (${shortcut})`}
      aria-keyshortcuts={shortcut}
      onClick={onClick}
      onMouseOver={onIntent}
      onTouchStart={onIntent}
      onFocus={onIntent}
    >
      <span className="DocSearch-Button-Container">
        <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" strokeWidth="1.4" />
          <path d="m21 21-4.3-4.3" stroke="currentColor" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="DocSearch-Button-Placeholder">{label}</span>
      </span>{' '}
      <span className="DocSearch-Button-Keys">
        {apple !== undefined && (
          <>
            <kbd className={apple ? keyClass(held.modifier) : `${keyClass(held.modifier)} DocSearch-Button-Key--ctrl`}>{hint}</kbd>{' '}
            <kbd className={keyClass(held.k)}>K</kbd>
          </>
        )}
      </span>
    </button>
  );
}
