/**
 * Our not-found content instead of a wrapper: the theme's is one fixed block
 * inside its <main>, with no place for the suggestions and the search box,
 * which must sit inside that landmark. Texts and translation ids are the
 * theme's. Paths with a known new home are sent there first (ARCHITECTURE.md,
 * "URL rules"): `/docs` to the main guide, old API paths to the member's anchor.
 */
import {lazy, Suspense, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {Redirect, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import {oldApiPathTarget} from '@site/plugins/url-redirects/client/oldApiPath';

// Loaded only on this page, with the page list it ranks.
const NotFoundSuggestions = lazy(
  () => import(/* webpackChunkName: "not-found-suggestions" */ '@site/plugins/not-found-suggestions/client/Suggestions'),
);

export default function NotFoundContent({className}: Props): ReactNode {
  const {pathname} = useLocation();
  const isBrowser = useIsBrowser();
  const docsRoot = useBaseUrl('/docs');
  const guides = useBaseUrl('/docs/guides');
  // A full load of `/docs` gets the redirect file; a client-side navigation lands here.
  if (pathname === docsRoot || pathname === `${docsRoot}/`) return <Redirect to={guides} />;
  const oldApiTarget = oldApiPathTarget(pathname);
  if (oldApiTarget !== undefined) return <Redirect to={oldApiTarget} />;
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              Page Not Found
            </Translate>
          </Heading>
          <p>
            <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
              We could not find what you were looking for.
            </Translate>
          </p>
          {isBrowser && (
            <Suspense fallback={null}>
              <NotFoundSuggestions />
            </Suspense>
          )}
          <p>
            <Translate id="theme.NotFound.p2" description="The 2nd paragraph of the 404 page">
              Please contact the owner of the site that linked you to the original URL and let them know their link is broken.
            </Translate>
          </p>
        </div>
      </div>
    </main>
  );
}
