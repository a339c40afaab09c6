/**
 * Browser side of the not-found suggestions: the pages the visitor most likely
 * meant (rank.ts over the page list the build wrote, fetched only here) and a
 * search box with the words of the path, answered by the site's search page.
 */
import {useEffect, useMemo, useState, type FormEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {rankPages, searchWordsOf, type PageEntry} from './rank';
import styles from './styles.module.css';

export default function NotFoundSuggestions(): ReactNode {
  const {pathname} = useLocation();
  const history = useHistory();
  const searchPage = useBaseUrl('/search');
  const [pages, setPages] = useState<PageEntry[] | undefined>(undefined);
  const [query, setQuery] = useState(() => searchWordsOf(pathname));

  useEffect(() => {
    let current = true;
    void import(/* webpackChunkName: "not-found-suggestions" */ '@generated/not-found-suggestions/default/pages.json').then((module) => {
      if (current) setPages(module.default);
    });
    return () => {
      current = false;
    };
  }, []);

  // The server renders 404.html for no particular path: the words of the
  // visited path are known only in the browser, after hydration.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
  useEffect(() => setQuery(searchWordsOf(pathname)), [pathname]);

  const suggestions = useMemo(() => (pages ? rankPages(pathname, pages) : []), [pages, pathname]);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    history.push(`${searchPage}?q=${encodeURIComponent(query.trim())}`);
  };

  return (
    <>
      {suggestions.length > 0 && (
        <section aria-labelledby="not-found-suggestions" className={styles.suggestions}>
          <h2 id="not-found-suggestions">Did you mean</h2>
          <ul>
            {suggestions.map((page) => (
              <li key={page.url}>
                <Link to={page.url}>{page.title}</Link> <span className={styles.path}>{page.url}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <form role="search" action={searchPage} method="get" onSubmit={search} className={styles.search}>
        <label htmlFor="not-found-search">Search the docs</label>
        <div className={styles.searchRow}>
          <input id="not-found-search" name="q" type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </div>
      </form>
    </>
  );
}
