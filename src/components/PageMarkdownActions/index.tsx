/**
 * "Copy page as Markdown", "Open as Markdown", "Open in ChatGPT" and "Open in
 * Claude" for the current docs page. All use the page's Markdown twin,
 * written by plugins/llms-txt at build time: the first two on the same
 * origin, the assistants' links as plain links that hand the twin's URL over
 * in a prompt, so no third-party script runs here (ARCHITECTURE.md, "Docs for
 * coding agents").
 */
import {memo, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {libraryVersion} from '@site/config/site';
import {markdownTwinPath} from '@site/plugins/llms-txt/shared/twinPath';
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

/** What an assistant is asked: read the page's twin, and which major version it documents (4.x and 5.x share a package name). */
function assistantPrompt(twinUrl: string, title: string): string {
  return `Read ${twinUrl}, the "${title}" page of the VisionCamera ${libraryVersion} docs (react-native-vision-camera version 4, not 5.x), so I can ask you questions about it.`;
}

/** The assistants' own "start a chat with this prompt" addresses. */
const assistants = [
  {name: 'ChatGPT', url: (prompt: string) => `https://chatgpt.com/?q=${encodeURIComponent(prompt)}`},
  {name: 'Claude', url: (prompt: string) => `https://claude.ai/new?q=${encodeURIComponent(prompt)}`},
];

function PageMarkdownActions(): ReactNode {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const twinPath = markdownTwinPath(metadata.permalink);
  const prompt = assistantPrompt(`${siteConfig.url.replace(/\/+$/, '')}${twinPath}`, metadata.title);
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
      {/* "Open in" is said once on screen; each link says it again to screen readers, which read them one by one. */}
      <span className={styles.assistants}>
        <span aria-hidden="true">Open in</span>
        {assistants.map(({name, url}) => (
          // eslint-disable-next-line @docusaurus/no-html-links -- another site: a plain link, out of the router and the link check
          <a
            key={name}
            className={clsx('button button--secondary button--sm', styles.action)}
            href={url(prompt)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <span className={styles.visuallyHidden}>Open in </span>
            {name}
            <span className={styles.visuallyHidden}> (opens in a new tab)</span>
          </a>
        ))}
      </span>
    </div>
  );
}

// Memoised: it takes no props, and the page layout renders again right after
// hydration (window size), which would otherwise render it and its <Head> again
// in that blocking update (ARCHITECTURE.md, "Performance").
export default memo(PageMarkdownActions);
