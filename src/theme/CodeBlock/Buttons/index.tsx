/**
 * The code block's buttons (word wrap, copy), added by a transition after the
 * block mounts. The theme adds them through <BrowserOnly>, so they appear in
 * the one blocking render that follows hydration, for every block of the page
 * at once; a transition lets React add them in slices between frames
 * (ARCHITECTURE.md, "Performance"). Like the theme, the server renders no
 * buttons: they do nothing before the scripts run. Same markup and classes
 * as the theme's.
 */
import {startTransition, useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import CopyButton from '@theme/CodeBlock/Buttons/CopyButton';
import WordWrapButton from '@theme/CodeBlock/Buttons/WordWrapButton';
import type {Props} from '@theme/CodeBlock/Buttons';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/styles.module.css';

export default function CodeBlockButtons({className}: Props): ReactNode {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  if (!mounted) return null;
  return (
    <div className={clsx(className, styles.buttonGroup)}>
      <WordWrapButton />
      <CopyButton />
    </div>
  );
}
