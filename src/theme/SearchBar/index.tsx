/**
 * Wraps the Algolia theme's SearchBar: hosted Algolia when configured, the
 * same DocSearch modal on the local index otherwise.
 */
import type {ReactNode} from 'react';
import OriginalSearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {useSiteSearch} from '@site/src/search/useSiteSearch';
import {getMissingResultsUrl} from '@site/src/search/missingResults';
import LocalSearchBar from './LocalSearchBar';

type Props = WrapperProps<typeof SearchBarType>;

export default function SearchBar(props: Props): ReactNode {
  const {hasAlgolia} = useSiteSearch();
  return hasAlgolia ? <OriginalSearchBar getMissingResultsUrl={getMissingResultsUrl} {...props} /> : <LocalSearchBar />;
}
