import type {ReactNode} from 'react';
import {Redirect, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import NotFoundContent from '@theme-original/NotFound/Content';
import type NotFoundContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof NotFoundContentType>;

/**
 * `/docs` has no page of its own: a full page load gets the redirect file
 * written by plugin-client-redirects, but a client-side navigation lands in
 * the docs layout with no matching doc. Send that case to the main guide too.
 */
export default function NotFoundContentWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  const docsRoot = useBaseUrl('/docs');
  const guides = useBaseUrl('/docs/guides');
  if (pathname === docsRoot || pathname === `${docsRoot}/`) {
    return <Redirect to={guides} />;
  }
  return <NotFoundContent {...props} />;
}
