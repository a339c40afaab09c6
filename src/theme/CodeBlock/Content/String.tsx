/**
 * A code block given as a string: the theme's, with our word-wrap state
 * (src/theme/CodeBlock/useWordWrap.ts), which measures the block without a
 * render on a page load. Same metadata, context and layout as the theme's,
 * and the block's code links for its lines (plugins/code-links).
 */
import {useMemo, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props} from '@theme/CodeBlock/Content/String';
import {CodeLinksSourceContext} from '@site/plugins/code-links/client/CodeLinks';
import {useWordWrap} from '../useWordWrap';

/** The theme's props, and the block's code links (plugins/code-links/remark.ts), when it has any. */
type StringProps = Props & {codeLinks?: string};

export default function CodeBlockString({
  children,
  className,
  metastring,
  language,
  title,
  showLineNumbers,
  codeLinks,
}: StringProps): ReactNode {
  const {prism} = useThemeConfig();
  const metadata = useMemo(
    () =>
      createCodeBlockMetadata({
        code: children,
        className,
        metastring,
        magicComments: prism.magicComments,
        defaultLanguage: prism.defaultLanguage,
        language,
        title,
        showLineNumbers,
      }),
    [children, className, metastring, prism.magicComments, prism.defaultLanguage, language, title, showLineNumbers],
  );
  const wordWrap = useWordWrap();
  const links = useMemo(() => ({packed: codeLinks, source: children}), [codeLinks, children]);
  return (
    <CodeLinksSourceContext value={links}>
      <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
        <CodeBlockLayout />
      </CodeBlockContextProvider>
    </CodeLinksSourceContext>
  );
}
