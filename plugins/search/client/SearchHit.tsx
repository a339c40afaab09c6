import type {MouseEvent, ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';

/**
 * One hit of the search dialog. DocSearch draws it inside an `option` of a
 * listbox that the input drives (arrows, Enter), and an option must not hold
 * a control of its own (WCAG 4.1.2: a link there is announced as a second,
 * nested control, even with tabindex -1). So the hit is plain content that
 * navigates on click; a middle or Ctrl/Cmd click opens it in a new tab.
 */
export default function SearchHit({hit, children}: {hit: {url: string}; children: ReactNode}): ReactNode {
  const history = useHistory();
  const absoluteUrl = useBaseUrl(hit.url);
  const open = (event: MouseEvent<HTMLDivElement>) => {
    const newTab = event.button === 1 || event.ctrlKey || event.metaKey || event.shiftKey;
    if (newTab) {
      window.open(absoluteUrl, '_blank', 'noopener');
    } else if (event.button === 0) {
      history.push(hit.url);
    }
  };
  return (
    <div className="DocSearch-Hit-target" data-url={hit.url} onClick={open} onAuxClick={open}>
      {children}
    </div>
  );
}
