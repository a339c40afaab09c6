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
import translations from '@theme/SearchTranslations';
import SearchHit from '@site/src/search/SearchHit';
import {useSearchButtonTranslations} from '@site/src/search/useSearchButtonTranslations';
import LocalSearchBar from './LocalSearchBar';

type Props = WrapperProps<typeof SearchBarType>;

export default function SearchBar(props: Props): ReactNode {
  const {hasAlgolia} = useSiteSearch();
  const buttonTranslations = useSearchButtonTranslations();
  return hasAlgolia ? (
    <OriginalSearchBar
      getMissingResultsUrl={getMissingResultsUrl}
      hitComponent={SearchHit}
      translations={{button: buttonTranslations, modal: translations.modal}}
      {...props}
    />
  ) : (
    <LocalSearchBar />
  );
}
