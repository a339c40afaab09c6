/**
 * The browser's `react-helmet-async` (see ../index.ts): `Helmet`, which
 * `@docusaurus/Head` renders, and `HelmetProvider`, which the client entry
 * wraps the app in. Each mounted `<Head>` holds a place in mount order; after
 * any of them mounts, changes or unmounts, the head is written once, at the
 * next frame, as react-helmet-async does.
 */
import {useLayoutEffect, useRef, type ReactNode} from 'react';
import {applyHead} from './applyHead';
import {headOf, reduceHeads, type HeadRecord} from './headState';

interface Place {
  head?: HeadRecord;
}

const places: Place[] = [];
let pendingFrame: number | undefined;

function scheduleHead(): void {
  if (pendingFrame !== undefined) cancelAnimationFrame(pendingFrame);
  pendingFrame = requestAnimationFrame(() => {
    pendingFrame = undefined;
    applyHead(reduceHeads(places.flatMap(({head}) => (head ? [head] : []))));
  });
}

export function Helmet({children, ...props}: {children?: ReactNode}): null {
  const unsupported = Object.keys(props);
  if (unsupported.length > 0) throw new Error(`<Head> props are not supported here: ${unsupported.join(', ')} (plugins/lean-head)`);
  // A string key: the effect below runs only when what this element asks for changes.
  const head = JSON.stringify(headOf(children));
  const place = useRef<Place | undefined>(undefined);
  useLayoutEffect(() => {
    const own: Place = {};
    place.current = own;
    places.push(own);
    return () => {
      places.splice(places.indexOf(own), 1);
      place.current = undefined;
      scheduleHead();
    };
  }, []);
  useLayoutEffect(() => {
    if (place.current) place.current.head = JSON.parse(head) as HeadRecord;
    scheduleHead();
  }, [head]);
  return null;
}

export function HelmetProvider({children}: {children?: ReactNode}): ReactNode {
  return children;
}
