import {useEffect, useRef, useState, type ReactNode} from 'react';
import styles from './InstallCommand.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

/** How long the button shows "Copied" before it offers to copy again. */
const resetAfterMs = 2000;

/**
 * Puts text on the clipboard. The async Clipboard API needs a secure context
 * and may be refused; the selection fallback covers plain-http previews.
 */
async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused: try the selection fallback below.
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}

const announcements: Record<CopyState, string> = {
  idle: '',
  copied: 'Copied',
  failed: 'Copy failed: select the command and copy it by hand',
};

/**
 * Splits "npm install some-package" before its last word, so that a narrow
 * screen wraps at the space and never inside the package name.
 */
function splitLastWord(command: string): [string, string] {
  const at = command.lastIndexOf(' ') + 1;
  return [command.slice(0, at), command.slice(at)];
}

/** A shell command with a button that copies it; the result is announced to screen readers. */
export default function InstallCommand({command}: {command: string}): ReactNode {
  const [head, lastWord] = splitLastWord(command);
  const [state, setState] = useState<CopyState>('idle');
  const resetTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  const copy = async (): Promise<void> => {
    const copied = await copyToClipboard(command);
    setState(copied ? 'copied' : 'failed');
    window.clearTimeout(resetTimer.current);
    resetTimer.current = window.setTimeout(() => setState('idle'), resetAfterMs);
  };

  return (
    <div className={styles.install}>
      <pre className={styles.command}>
        <span className={styles.prompt} aria-hidden="true">
          ${' '}
        </span>
        <code>
          {head}
          <span className={styles.noWrap}>{lastWord}</span>
        </code>
      </pre>
      <button type="button" className={styles.copyButton} aria-label="Copy install command" onClick={() => void copy()}>
        <svg className={styles.icon} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          {state === 'copied' ? (
            <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
          ) : (
            <path
              d="M5.5 5.5V3.2c0-.4.3-.7.7-.7h6.6c.4 0 .7.3.7.7v6.6c0 .4-.3.7-.7.7h-2.3M3.2 5.5h6.6c.4 0 .7.3.7.7v6.6c0 .4-.3.7-.7.7H3.2a.7.7 0 0 1-.7-.7V6.2c0-.4.3-.7.7-.7z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.4"
            />
          )}
        </svg>
        <span className={styles.buttonLabel}>{state === 'copied' ? 'Copied' : 'Copy'}</span>
      </button>
      <span role="status" className={styles.announcement}>
        {announcements[state]}
      </span>
    </div>
  );
}
