/**
 * The /search page: reads `q`, keeps the URL in step with the input, shows
 * results grouped by page with highlighted snippets, and pages through long
 * lists. It asks the same client as the dialog (local index or Algolia).
 */
import {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {HtmlClassNameProvider, PageMetadata, usePluralForm, useSearchQueryString} from '@docusaurus/theme-common';
import {useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {DocSearchHit, SearchResponse} from '../../client/localSearchClient';
import {useSearchClient} from '../../client/useSearchClient';
import {useSiteSearch} from '../../client/useSiteSearch';
import {errorScreenFor, indexUrlOf} from '../../client/missingIndex';
import styles from './styles.module.css';

const hitsPerPage = 20;
const debounceMs = 150;

interface Group {
  title: string;
  section: string | null;
  hits: DocSearchHit[];
}

/** Consecutive hits of one page, in rank order, as one group. */
export function groupByPage(hits: readonly DocSearchHit[]): Group[] {
  const groups: Group[] = [];
  const byTitle = new Map<string, Group>();
  for (const hit of hits) {
    const title = hit.hierarchy.lvl1 ?? hit.hierarchy.lvl0 ?? '';
    let group = byTitle.get(title);
    if (!group) {
      group = {title, section: hit.hierarchy.lvl0, hits: []};
      byTitle.set(title, group);
      groups.push(group);
    }
    group.hits.push(hit);
  }
  return groups;
}

/** The deepest heading of a hit, highlighted when the engine gave us one. */
function hitHeading(hit: DocSearchHit): {html: string} {
  for (const level of ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2', 'lvl1'] as const) {
    const highlighted = hit._highlightResult.hierarchy?.[level]?.value;
    if (highlighted) return {html: highlighted};
  }
  return {html: ''};
}

interface State {
  query: string;
  hits: DocSearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  status: 'idle' | 'loading' | 'done' | 'error';
}

const initialState: State = {query: '', hits: [], nbHits: 0, page: 0, nbPages: 0, status: 'idle'};

function useDocumentsFound(): (count: number) => string {
  const {selectMessage} = usePluralForm();
  return (count) =>
    selectMessage(
      count,
      translate({id: 'theme.SearchPage.documentsFound.plurals', message: 'One document found|{count} documents found'}, {count}),
    );
}

function SearchResults({state, onMore}: {state: State; onMore: () => void}): ReactNode {
  const processUrl = useSearchResultUrlProcessor();
  const documentsFound = useDocumentsFound();
  const groups = useMemo(() => groupByPage(state.hits), [state.hits]);
  const siteSearch = useSiteSearch();

  if (state.status === 'error') {
    // Only after a search, so on the client: the document is there.
    const missingIndex = errorScreenFor(
      {hasAlgolia: siteSearch.hasAlgolia, indexUrl: indexUrlOf(document), isDevelopment: process.env.NODE_ENV === 'development'},
      undefined,
    );
    if (missingIndex) {
      return (
        <div role="alert" className={styles.message}>
          <p className={styles.messageTitle}>{missingIndex.titleText}</p>
          <p>{missingIndex.helpText}</p>
        </div>
      );
    }
    return (
      <div role="alert" className={styles.message}>
        <p className={styles.messageTitle}>
          <Translate id="theme.SearchModal.errorScreen.titleText">Unable to fetch results</Translate>
        </p>
        <p>
          <Translate id="theme.SearchModal.errorScreen.helpText">You might want to check your network connection.</Translate>
        </p>
      </div>
    );
  }
  if (!state.query) return null;
  if (state.status === 'done' && state.nbHits === 0) {
    return (
      <p className={styles.message} role="status">
        <Translate id="theme.SearchPage.noResultsText">No results were found</Translate>
      </p>
    );
  }
  return (
    <>
      <p role="status" className={styles.count}>
        {state.status === 'done' || state.hits.length > 0 ? documentsFound(state.nbHits) : ''}
      </p>
      {groups.map((group) => (
        <section key={group.title} className={styles.group} aria-label={group.title}>
          <Heading as="h2" className={styles.groupTitle}>
            {group.title}
            {group.section && <span className={styles.groupSection}>{group.section}</span>}
          </Heading>
          <ol className={styles.hits}>
            {group.hits.map((hit) => (
              <li key={hit.objectID} className={styles.hit}>
                <Link to={processUrl(hit.url)} className={styles.hitLink}>
                  <span dangerouslySetInnerHTML={{__html: hitHeading(hit).html}} />
                </Link>
                {hit._snippetResult.content && (
                  <p className={styles.snippet} dangerouslySetInnerHTML={{__html: hit._snippetResult.content.value}} />
                )}
              </li>
            ))}
          </ol>
        </section>
      ))}
      {state.page + 1 < state.nbPages && (
        <button type="button" className="button button--secondary" onClick={onMore} disabled={state.status === 'loading'}>
          {state.status === 'loading' ? (
            <Translate id="theme.SearchPage.fetchingNewResults">Fetching new results...</Translate>
          ) : (
            <Translate id="search.page.showMore" description="Button that loads the next page of search results">
              Show more results
            </Translate>
          )}
        </button>
      )}
    </>
  );
}

function SearchPageContent(): ReactNode {
  const [queryString, setQueryString] = useSearchQueryString();
  const [input, setInput] = useState(queryString);
  const [state, setState] = useState<State>(initialState);
  const client = useSearchClient();
  const {indexName, facetFilters} = useSiteSearch();

  // The URL follows the input; the input follows the URL only when something
  // else changed it (back button, a link), never mid-typing.
  const written = useRef(queryString);
  useEffect(() => {
    if (queryString !== written.current) {
      written.current = queryString;
      setInput(queryString);
    }
  }, [queryString]);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (input !== queryString) {
        written.current = input;
        setQueryString(input);
      }
    }, debounceMs);
    return () => window.clearTimeout(timer);
  }, [input, queryString, setQueryString]);

  const run = useCallback(
    async (query: string, page: number, previous: DocSearchHit[]) => {
      if (!client) return;
      if (!query.trim()) {
        setState(initialState);
        return;
      }
      setState((current) => ({...current, query, status: 'loading'}));
      try {
        const {results} = await client.search({
          requests: [{indexName, query, page, hitsPerPage, facetFilters, highlightPreTag: '<mark>', highlightPostTag: '</mark>'} as never],
        });
        const result: SearchResponse = results[0];
        setState((current) =>
          current.query !== query
            ? current
            : {query, hits: [...previous, ...result.hits], nbHits: result.nbHits, page, nbPages: result.nbPages, status: 'done'},
        );
      } catch {
        setState((current) => (current.query !== query ? current : {...current, status: 'error'}));
      }
    },
    [client, indexName, facetFilters],
  );

  // The results follow the query in the URL: a search is an outside system
  // this effect keeps in step, and it says "loading" at once.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    void run(queryString, 0, []);
  }, [queryString, run]);

  const title = queryString
    ? translate({id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'}, {query: queryString})
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'});

  return (
    <Layout>
      <PageMetadata title={title} />
      <Head>
        <meta property="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <form role="search" onSubmit={(event) => event.preventDefault()} className={styles.form}>
          <input
            type="search"
            name="q"
            className={styles.input}
            value={input}
            onChange={(event) => setInput(event.target.value)}
            placeholder={translate({id: 'theme.SearchPage.inputPlaceholder', message: 'Type your search here'})}
            aria-label={translate({id: 'theme.SearchPage.inputLabel', message: 'Search'})}
            autoComplete="off"
            autoFocus
            maxLength={512}
          />
        </form>
        <SearchResults state={state} onMore={() => void run(state.query, state.page + 1, state.hits)} />
      </main>
    </Layout>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <SearchPageContent />
    </HtmlClassNameProvider>
  );
}
