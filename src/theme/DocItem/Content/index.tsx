import type {ReactNode} from 'react';
import DocItemContent from '@theme-original/DocItem/Content';
import type DocItemContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import PageMarkdownActions from '@site/src/components/PageMarkdownActions';

type Props = WrapperProps<typeof DocItemContentType>;

/** Every docs page, guide or API, offers its Markdown twin above its title. */
export default function DocItemContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMarkdownActions />
      <DocItemContent {...props} />
    </>
  );
}
