/**
 * The DocSearch button and modal, answered by the local index, or by Algolia
 * when the site was built with its settings. Our own rather than the theme's:
 * the theme's always preconnects to Algolia (local mode must not), and its
 * "See all {count} results" shows DocSearch's count, which adds up the
 * answers to every keystroke (see `hitCounts`). Without an index (the dev
 * server has none) its error screen says so (see `missingIndex`).
 */
import {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import type {DocSearchModal as DocSearchModalComponent, DocSearchModalProps} from '@docsearch/react/modal';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import {useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import translations from '@theme/SearchTranslations';
import SearchHit from '../../client/SearchHit';
import {useSearchButtonTranslations} from '../../client/useSearchButtonTranslations';
import {useLocalSearchClient, useSiteSearch, warmLocalSearch} from '../../client/useSiteSearch';
import {getMissingResultsUrl} from '../../client/missingResults';
import {countingHits, hitCountOf} from '../../client/hitCounts';
import {errorScreenFor, indexUrlOf} from '../../client/missingIndex';
import {takeOverEarlySearch} from '../../client/earlyKeys';
import './styles.css';

let DocSearchModal: typeof DocSearchModalComponent | undefined;

/** Loads the modal's code and styles, and warms the local search, on first intent. */
function prepareModal(hasAlgolia: boolean): Promise<void> {
  if (!hasAlgolia) warmLocalSearch();
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([import('@docsearch/react/modal'), import('@docsearch/react/style')]).then(([modal]) => {
    DocSearchModal = modal.DocSearchModal;
  });
}

type ModalProps = DocSearchModalProps;

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

export default function SiteSearchBar(): ReactNode {
  const buttonTranslations = useSearchButtonTranslations();
  const search = useSiteSearch();
  const history = useHistory();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  // The element the dialog is portalled into, made on first open: kept in a
  // ref for the handlers and in state for rendering, which reads it.
  const containerRef = useRef<HTMLDivElement | null>(null);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const openModal = useCallback(() => {
    if (!containerRef.current) {
      const element = document.createElement('div');
      element.className = 'local-search';
      document.body.insertBefore(element, document.body.firstChild);
      containerRef.current = element;
      setContainer(element);
    }
    void prepareModal(search.hasAlgolia).then(() => setIsOpen(true));
  }, [search.hasAlgolia]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    buttonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const onInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return; // the browser's find
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput,
    searchButtonRef: buttonRef,
    isAskAiActive: false,
    onAskAiToggle: () => {},
  });

  // A shortcut pressed before hydration opens the dialog now, with what was typed
  // since. A second run finds nothing pending (takeOverEarlySearch takes the keys once).
  useEffect(() => {
    takeOverEarlySearch(
      () => prepareModal(search.hasAlgolia),
      (query) => {
        setInitialQuery(query === '' ? undefined : query);
        openModal();
      },
    );
  }, [openModal, search.hasAlgolia]);

  const localClient = useLocalSearchClient();
  const countingLocalClient = useMemo(() => countingHits(localClient), [localClient]);
  const modalProps = useMemo(
    (): Partial<ModalProps> => ({
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
      hitComponent: SearchHit as ModalProps['hitComponent'],
      getMissingResultsUrl,
      resultsFooterComponent: ({state}) => <ResultsFooter query={state.query} onClose={closeModal} />,
    }),
    [history, processSearchResultUrl, search.hasAlgolia, countingLocalClient, closeModal],
  );

  const prepare = useCallback(() => void prepareModal(search.hasAlgolia), [search.hasAlgolia]);

  // Read when the dialog opens (the document is there then); the same object while it stays open.
  const modalTranslations = useMemo(
    (): ModalProps['translations'] =>
      isOpen
        ? {
            ...translations.modal,
            errorScreen: errorScreenFor(
              {hasAlgolia: search.hasAlgolia, indexUrl: indexUrlOf(document), isDevelopment: process.env.NODE_ENV === 'development'},
              translations.modal?.errorScreen,
            ),
          }
        : translations.modal,
    [isOpen, search.hasAlgolia],
  );

  return (
    <>
      {search.hasAlgolia && (
        <Head>
          {/* The first query then skips the DNS and TLS set-up. */}
          <link rel="preconnect" href={`https://${search.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      <DocSearchButton
        onTouchStart={prepare}
        onFocus={prepare}
        onMouseOver={prepare}
        onClick={openModal}
        ref={buttonRef}
        translations={buttonTranslations}
      />
      {isOpen &&
        DocSearchModal &&
        container &&
        createPortal(
          <DocSearchModal
            {...modalProps}
            appId={search.appId}
            apiKey={search.apiKey}
            indexName={search.indexName}
            searchParameters={{facetFilters: search.facetFilters as string[]}}
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            placeholder={translations.placeholder}
            translations={modalTranslations}
            onAskAiToggle={() => {}}
          />,
          container,
        )}
    </>
  );
}
