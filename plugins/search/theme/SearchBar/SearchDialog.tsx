/**
 * The DocSearch dialog as this site configures it: its client (the local
 * index or Algolia, each counting hits for "See all {count} results"), its
 * texts, hit component and error screen. A lazy chunk, loaded on the first sign
 * of intent with DocSearch's modal (see SiteSearchBar): none of it is needed
 * to show the search button.
 */
import {useEffect, useMemo, type ReactNode} from 'react';
import {DocSearchModal, type DocSearchModalProps} from '@docsearch/react/modal';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import {useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import translations from '@theme/SearchTranslations';
import SearchHit from '../../client/SearchHit';
import {takeArmedKeys, typeInto} from '../../client/earlyKeys';
import {getMissingResultsUrl} from '../../client/missingResults';
import {countingHits, hitCountOf} from '../../client/hitCounts';
import {errorScreenFor, indexUrlOf} from '../../client/missingIndex';
import {useLocalSearchClient, type SiteSearch} from '../../client/useSiteSearch';

function ResultsFooter({query, onClose}: {query: string; onClose: () => void}): ReactNode {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count: hitCountOf(query) ?? 0}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

export interface SearchDialogProps {
  search: SiteSearch;
  initialQuery: string | undefined;
  onClose: () => void;
}

export default function SearchDialog({search, initialQuery, onClose}: SearchDialogProps): ReactNode {
  const history = useHistory();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const localClient = useLocalSearchClient();
  const countingLocalClient = useMemo(() => countingHits(localClient), [localClient]);
  const modalProps = useMemo(
    (): Partial<DocSearchModalProps> => ({
      navigator: {
        navigate({itemUrl}) {
          history.push(itemUrl);
        },
      },
      transformItems: (items) => items.map((item) => ({...item, url: processSearchResultUrl(item.url)})),
      // DocSearch builds an Algolia client from appId/apiKey: in local mode we
      // answer instead; both count hits per query for the footer.
      transformSearchClient: (algoliaClient) =>
        (search.hasAlgolia
          ? countingHits(algoliaClient as unknown as typeof localClient)
          : countingLocalClient) as unknown as typeof algoliaClient,
      hitComponent: SearchHit as DocSearchModalProps['hitComponent'],
      getMissingResultsUrl,
      resultsFooterComponent: ({state}) => <ResultsFooter query={state.query} onClose={onClose} />,
    }),
    [history, processSearchResultUrl, search.hasAlgolia, countingLocalClient, onClose],
  );

  // Read when the dialog opens (the document is there then); the same object while it stays open.
  const modalTranslations = useMemo(
    (): DocSearchModalProps['translations'] => ({
      ...translations.modal,
      errorScreen: errorScreenFor(
        {hasAlgolia: search.hasAlgolia, indexUrl: indexUrlOf(document), isDevelopment: process.env.NODE_ENV === 'development'},
        translations.modal?.errorScreen,
      ),
    }),
    [search.hasAlgolia],
  );

  // After DocSearch's own effects have focused its input: what was typed while the dialog
  // loaded and mounted goes into the input, after the initial query (ARCHITECTURE.md, "No keystroke lost").
  useEffect(() => {
    const typed = takeArmedKeys();
    if (typed === null) {
      onClose();
      return;
    }
    const input = document.querySelector<HTMLInputElement>('.DocSearch-Modal input.DocSearch-Input');
    if (typed && input) typeInto(input, typed);
    // Once, when the dialog has mounted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <DocSearchModal
      {...modalProps}
      appId={search.appId}
      apiKey={search.apiKey}
      indexName={search.indexName}
      searchParameters={{facetFilters: search.facetFilters as string[]}}
      onClose={onClose}
      initialScrollY={window.scrollY}
      initialQuery={initialQuery}
      placeholder={translations.placeholder}
      translations={modalTranslations}
      onAskAiToggle={() => {}}
    />
  );
}
