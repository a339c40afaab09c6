import {lazy, Suspense, useCallback, useId, useState, type MutableRefObject, type ReactNode, type Ref} from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type CodeBlockContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';
import {BlockCodeLinksContext, CodeLinkDescriptions, useBlockCodeLinks} from '@site/plugins/code-links/client/CodeLinks';
// The theme's <pre> and <code> styles, for the plain text shown while Prism loads.
import themeStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import styles from './styles.module.css';

// Prism arrives only with the first block the browser must tokenize; the
// browser fetches it ahead, at idle network priority, without running it.
const HighlightedContent = lazy(() => import(/* webpackPrefetch: true */ './Highlighted'));

type Props = WrapperProps<typeof CodeBlockContentType>;

/**
 * The markup the server rendered for this block, when this render hydrates it.
 * Docusaurus marks the page hydrated once the first render is committed; read
 * from the document, not from `useIsBrowser`, so that the block does not
 * render again when that flag turns.
 */
function serverMarkupOf(id: string): {__html: string} | null {
  if (!ExecutionEnvironment.canUseDOM || document.documentElement.dataset.hasHydrated === 'true') return null;
  const html = document.querySelector(`[data-code-block="${CSS.escape(id)}"]`)?.innerHTML;
  return html === undefined ? null : {__html: html};
}

/**
 * Plain code in the theme's <pre> and <code>: what a block that has no server
 * markup (one shown by client-side navigation) shows while Prism loads.
 */
function PlainCode({className, code, preRef}: {className?: string; code: string; preRef: Ref<HTMLPreElement>}): ReactNode {
  return (
    // The theme's word-wrap button reads the <pre> through `preRef`, whichever block shows.
    <pre ref={preRef} tabIndex={0} className={clsx(className, themeStyles.codeBlock, 'thin-scrollbar')}>
      <code className={themeStyles.codeBlockLines}>{code}</code>
    </pre>
  );
}

/**
 * The theme's code block, highlighted in the browser only when it must be.
 *
 * Hydrating a block re-runs Prism only to rebuild the tokens the server has
 * already rendered; on a guide with a dozen blocks that was the longest task
 * of a mobile page load. A block that hydrates therefore keeps the server's
 * markup for good: its tokens carry the colours of both modes and CSS picks
 * one (plugins/code-colours), so a change of mode needs no new render. Blocks
 * that appear through client-side navigation render as the theme renders
 * them, once Prism is loaded (a lazy chunk, prefetched); until then they show
 * their plain text.
 */
export default function CodeBlockContentWrapper(props: Props): ReactNode {
  const id = useId();
  const {wordWrap, metadata} = useCodeBlockContext();
  // One object for the block's life: React 19 sets `innerHTML` again whenever the prop is a new
  // object, which would replace the server's <pre> (and the one the word-wrap observer measures) on
  // every later render of the block, such as the one that shows the word-wrap button.
  const [serverMarkup] = useState(() => serverMarkupOf(id));
  // The block's code links, read only when its lines render (plugins/code-links).
  const links = useBlockCodeLinks(`${id}-`, serverMarkup === null ? metadata.code : null);
  // The word-wrap button reads and styles the <pre> through this ref, which
  // the word-wrap state hands out to be set; a callback ref runs at commit,
  // never during render.
  // The ref is ours (../useWordWrap.ts) and settable; the theme's type calls it read-only.
  const codeBlockRef = wordWrap.codeBlockRef as MutableRefObject<HTMLPreElement | null>;
  const setPreOf = useCallback(
    (element: HTMLDivElement | null) => {
      codeBlockRef.current = element?.querySelector('pre') ?? null;
    },
    [codeBlockRef],
  );
  const setPre = useCallback(
    (element: HTMLPreElement | null) => {
      codeBlockRef.current = element;
    },
    [codeBlockRef],
  );

  const blockProps = {'data-code-block': id, className: styles.block};

  if (serverMarkup !== null) {
    return <div {...blockProps} ref={setPreOf} dangerouslySetInnerHTML={serverMarkup} />;
  }
  const highlighted = (
    <div {...blockProps}>
      <BlockCodeLinksContext value={links}>
        <HighlightedContent {...props} />
      </BlockCodeLinksContext>
      {links === null ? null : <CodeLinkDescriptions links={links} />}
    </div>
  );
  // The server waits for Prism and writes the highlighted block with no
  // Suspense boundary (its markers would not match the block hydration keeps).
  if (!ExecutionEnvironment.canUseDOM) return highlighted;
  return (
    <Suspense
      fallback={
        <div {...blockProps}>
          <PlainCode className={props.className} code={metadata.code} preRef={setPre} />
        </div>
      }
    >
      {highlighted}
    </Suspense>
  );
}
