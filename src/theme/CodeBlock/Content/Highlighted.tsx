/**
 * The theme's code block as it highlights code in the browser: Prism (the
 * grammar core and every language, about 40 KB gzip) and the extra languages
 * of the site config. Loaded only when a block has to be tokenized in the
 * browser (src/theme/CodeBlock/Content), never for a page load.
 */
import type {ReactNode} from 'react';
import {registerLanguages} from '@site/src/prism/registerLanguages';
import CodeBlockContent from '@theme-original/CodeBlock/Content';
import type CodeBlockContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';

export default function HighlightedCodeBlockContent(props: WrapperProps<typeof CodeBlockContentType>): ReactNode {
  registerLanguages();
  return <CodeBlockContent {...props} />;
}
