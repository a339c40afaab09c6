/**
 * The DocSearch button and modal, answered by the local index, or by Algolia
 * when the site was built with its settings. Our own rather than the theme's:
 * the theme's always preconnects to Algolia (local mode must not), and its
 * "See all {count} results" shows DocSearch's count, which adds up the
 * answers to every keystroke (see `hitCounts`). Without an index (the dev
 * server has none) its error screen says so (see `missingIndex`). This file is
 * the button (`SearchButton`), the shortcuts and the dialog's state; the
 * dialog itself (`SearchDialog`) loads on the first sign of intent.
 */
import {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import Head from '@docusaurus/Head';
import {useSearchShortcuts} from '../../client/useSearchShortcuts';
import {useSiteSearch, warmLocalSearch} from '../../client/useSiteSearch';
import {armSearchKeys, takeArmedKeys, takeOverEarlySearch} from '../../client/earlyKeys';
import type SearchDialogComponent from './SearchDialog';
import SearchButton from './SearchButton';
import './styles.css';

let SearchDialog: typeof SearchDialogComponent | undefined;

/**
 * Loads the dialog (DocSearch's modal and our setup of it) and its styles, and
 * warms the local search, on first intent: the page needs only the button.
 */
function prepareModal(hasAlgolia: boolean): Promise<void> {
  if (!hasAlgolia) warmLocalSearch();
  if (SearchDialog) return Promise.resolve();
  return Promise.all([import('./SearchDialog'), import('@docsearch/react/style')]).then(([dialog]) => {
    SearchDialog = dialog.default;
  });
}

export default function SiteSearchBar(): ReactNode {
  const search = useSiteSearch();
  // The element the dialog is portalled into, made on first open: kept in a
  // ref for the handlers and in state for rendering, which reads it.
  const containerRef = useRef<HTMLDivElement | null>(null);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const openModal = useCallback(() => {
    // Keys typed from now until the dialog's input has focus are kept for it (ARCHITECTURE.md, "No keystroke lost").
    armSearchKeys();
    if (!containerRef.current) {
      const element = document.createElement('div');
      element.className = 'local-search';
      document.body.insertBefore(element, document.body.firstChild);
      containerRef.current = element;
      setContainer(element);
    }
    prepareModal(search.hasAlgolia).then(
      () => setIsOpen(true),
      // The dialog cannot load: give the keys back to the page.
      () => takeArmedKeys(),
    );
  }, [search.hasAlgolia]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    buttonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  useSearchShortcuts({isOpen, onOpen: openModal, onClose: closeModal});

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

  const prepare = useCallback(() => void prepareModal(search.hasAlgolia), [search.hasAlgolia]);

  return (
    <>
      {search.hasAlgolia && (
        <Head>
          {/* The first query then skips the DNS and TLS set-up. */}
          <link rel="preconnect" href={`https://${search.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      <SearchButton buttonRef={buttonRef} onClick={openModal} onIntent={prepare} />
      {isOpen &&
        SearchDialog &&
        container &&
        createPortal(<SearchDialog search={search} initialQuery={initialQuery} onClose={closeModal} />, container)}
    </>
  );
}
