import {useId, useState, type ReactNode} from 'react';
import {registerLanguages} from '@site/src/prism/registerLanguages';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useColorMode} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import CodeBlockContent from '@theme-original/CodeBlock/Content';
import type CodeBlockContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof CodeBlockContentType>;

/** The markup the server rendered for this block, when this render hydrates it. */
function serverMarkupOf(id: string, hydrating: boolean): string | null {
  if (!ExecutionEnvironment.canUseDOM || !hydrating) return null;
  return document.querySelector(`[data-code-block="${CSS.escape(id)}"]`)?.innerHTML ?? null;
}

/**
 * The theme's code block, after the extra Prism languages are registered.
 *
 * Hydrating a block re-runs Prism only to rebuild the tokens the server has
 * already rendered; on a guide with a dozen blocks that was the longest task
 * of a mobile page load. A block that hydrates therefore keeps the server's
 * markup and tokenizes only once the colour mode differs from the one it was
 * rendered in (token colours are inline styles). Blocks that appear through
 * client-side navigation render as the theme renders them.
 */
export default function CodeBlockContentWrapper(props: Props): ReactNode {
  const id = useId();
  const hydrating = !useIsBrowser();
  const {colorMode} = useColorMode();
  const {wordWrap} = useCodeBlockContext();
  const [serverMarkup] = useState(() => serverMarkupOf(id, hydrating));
  const [renderedColorMode] = useState(colorMode);
  const [live, setLive] = useState(serverMarkup === null);
  if (!live && colorMode !== renderedColorMode) setLive(true);

  if (!live && serverMarkup !== null) {
    return (
      <div
        key="server"
        data-code-block={id}
        className={styles.block}
        // The word-wrap button reads and styles the <pre> through this ref,
        // which the theme's useCodeWordWrap hands out to be set; a callback
        // ref runs at commit, never during render.
        ref={(element) => {
          // eslint-disable-next-line react-hooks/immutability -- see above
          wordWrap.codeBlockRef.current = element?.querySelector('pre') ?? null;
        }}
        dangerouslySetInnerHTML={{__html: serverMarkup}}
      />
    );
  }
  registerLanguages();
  return (
    <div key="live" data-code-block={id} className={styles.block}>
      <CodeBlockContent {...props} />
    </div>
  );
}
