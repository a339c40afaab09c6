/**
 * The site's root, with client-side navigation for code links
 * (plugins/code-links). A code block that hydrates keeps the server's markup,
 * so its links are plain `<a>` elements without React's handlers: a click on
 * one would load the API page anew. One listener on the document sends such
 * clicks through the router instead, as a `<Link>` would; a click with a
 * modifier key or another button (new tab, new window) is the browser's, and
 * a tap that only opened the popup (client/popup.ts) is left alone.
 */
import {useEffect, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import type {Props} from '@theme/Root';
import Root from '@theme-init/Root';

export default function RootWithCodeLinkNavigation(props: Props): ReactNode {
  const history = useHistory();
  useEffect(() => {
    const onClick = (event: MouseEvent): void => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a.code-link') : null;
      if (link === null) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      history.push(`${url.pathname}${url.search}${url.hash}`);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [history]);
  return <Root {...props} />;
}
