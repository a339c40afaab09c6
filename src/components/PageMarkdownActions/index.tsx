/**
 * "Copy page as Markdown" and "Open as Markdown" for the current docs page.
 * Both use the page's Markdown twin, written by plugins/llms-txt at build
 * time on the same origin, so they need no other network.
 */
import {memo, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {markdownTwinPath} from '@site/plugins/llms-txt/twinPath';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

const statusTexts: Record<CopyState, string> = {idle: '', copied: 'Copied', failed: 'Copy failed'};

/** How long the status stays on screen. */
const statusMs = 4000;

async function fetchTwin(twinPath: string): Promise<string> {
  const response = await fetch(twinPath);
  // The dev server answers unknown paths with the app's HTML: twins exist only in a build.
  if (!response.ok || response.headers.get('content-type')?.includes('text/html')) {
    throw new Error(`No Markdown at ${twinPath} (${response.status})`);
  }
  return response.text();
}

function PageMarkdownActions(): ReactNode {
  const {metadata} = useDoc();
  const twinPath = markdownTwinPath(metadata.permalink);
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const resetTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  const copy = async (): Promise<void> => {
    window.clearTimeout(resetTimer.current);
    setCopyState('idle');
    try {
      await navigator.clipboard.writeText(await fetchTwin(twinPath));
      setCopyState('copied');
    } catch (error) {
      console.warn('Copy page as Markdown:', error);
      setCopyState('failed');
    }
    resetTimer.current = window.setTimeout(() => setCopyState('idle'), statusMs);
  };

  return (
    <div className={styles.actions}>
      <Head>
        <link rel="alternate" type="text/markdown" href={twinPath} />
      </Head>
      {/* Always in the DOM, so screen readers announce the text when it appears. */}
      <span role="status" className={clsx(styles.status, copyState === 'failed' && styles.failed)}>
        {statusTexts[copyState]}
      </span>
      <button type="button" className={clsx('button button--secondary button--sm', styles.action)} onClick={() => void copy()}>
        Copy page as Markdown
      </button>
      {/* A plain <a>, not <Link>: the twin is a file, not a route of the app,
          so it must load from the server and stay out of the broken-link check. */}
      {/* eslint-disable-next-line @docusaurus/no-html-links -- see the comment above */}
      <a className={clsx('button button--secondary button--sm', styles.action)} href={twinPath} type="text/markdown">
        Open as Markdown
      </a>
    </div>
  );
}

// Memoised: it takes no props, and the page layout renders again right after
// hydration (window size), which would otherwise render it and its <Head> again
// in that blocking update (ARCHITECTURE.md, "Performance").
export default memo(PageMarkdownActions);
