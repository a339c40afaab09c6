/**
 * The dialog's keyboard shortcuts, as DocSearch defines them: Ctrl/Cmd+K opens
 * or closes it, `/` opens it unless the focus is in a field or on a button,
 * Escape closes it. Our own hook rather than DocSearch's, whose code came
 * into every page's main bundle with its helpers; keys pressed before the page
 * hydrated are handled by the early capture (`earlyKeys.ts`).
 */
import {useEffect} from 'react';

/** Where `/` is typed, not a shortcut: fields, editable content and buttons. */
export function takesTyping(target: EventTarget | undefined): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON'].includes(target.tagName);
}

/** What a key press means to the dialog, if anything. */
export function shortcutOf(
  event: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey'>,
  isOpen: boolean,
  inField: boolean,
): 'open' | 'close' | undefined {
  if (event.code === 'Escape') return isOpen ? 'close' : undefined;
  if (event.key?.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) return isOpen ? 'close' : 'open';
  if (event.key === '/' && !isOpen && !inField) return 'open';
  return undefined;
}

export function useSearchShortcuts({isOpen, onOpen, onClose}: {isOpen: boolean; onOpen: () => void; onClose: () => void}): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutOf(event, isOpen, takesTyping(event.composedPath()[0]));
      if (action === undefined) return;
      event.preventDefault();
      if (action === 'close') onClose();
      // DocSearch marks the page while its dialog is up.
      else if (!document.body.classList.contains('DocSearch--active')) onOpen();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose]);
}
