import type {ReactNode} from 'react';
import '@site/src/prism/registerLanguages';
import CodeBlockContent from '@theme-original/CodeBlock/Content';
import type CodeBlockContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof CodeBlockContentType>;

/** The theme's code block, after the extra Prism languages are registered. */
export default function CodeBlockContentWrapper(props: Props): ReactNode {
  return <CodeBlockContent {...props} />;
}
