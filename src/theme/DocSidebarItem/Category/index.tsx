/**
 * Wraps the theme's sidebar category. A category that neither collapses nor
 * links (our "Guides" group) is rendered as an <a> without href: a placeholder
 * that only labels the group. role="none" says so, so that crawlers and
 * audits do not take it for a broken link. Every other category is untouched;
 * the theme passes extra props on to that element.
 */
import type {ReactNode} from 'react';
import Category from '@theme-original/DocSidebarItem/Category';
import type CategoryType from '@theme/DocSidebarItem/Category';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof CategoryType>;

const placeholderLabel = {role: 'none'};

export default function CategoryWrapper(props: Props): ReactNode {
  const isPlaceholder = !props.item.collapsible && !props.item.href;
  return <Category {...props} {...(isPlaceholder ? placeholderLabel : {})} />;
}
