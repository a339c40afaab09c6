import {useEffect, useRef, useState, type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

/** How far ahead of the viewport a diagram starts loading, so it is ready when seen. */
const preloadMargin = '600px 0px';

/**
 * The theme's Mermaid diagram, rendered only once it comes near the viewport.
 * Mermaid is about 190 KB gzip: a reader who never scrolls to a diagram never
 * downloads it, and the first screen of a guide loads no diagram code at all.
 */
export default function LazyMermaid(props: Props): ReactNode {
  const slot = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(false);

  useEffect(() => {
    const element = slot.current;
    if (element === null || isNear) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      // Without IntersectionObserver (old browsers) render at once; the
      // server never renders diagrams, so this cannot run during hydration.
      // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
      setIsNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsNear(true);
          observer.disconnect();
        }
      },
      {rootMargin: preloadMargin},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);

  return (
    <div ref={slot} className={styles.slot} data-mermaid-slot={isNear ? 'rendered' : 'waiting'}>
      {isNear ? <Mermaid {...props} /> : null}
    </div>
  );
}
