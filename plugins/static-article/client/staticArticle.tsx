/**
 * A docs page's content in the browser (ARCHITECTURE.md, Performance, "Static
 * article"). The module the browser loads for a page (`../recma.ts`) keeps
 * only the element of each block that is plain markup; the server rendered
 * the whole page.
 *
 * - Hydrating the page the visitor opened: each such element takes
 *   `staticBlockProps`, so React adopts the server's element and leaves what
 *   is inside it alone, for as long as the page is shown (the props never
 *   change, so React never writes that element again). The blocks' links get
 *   the router's behaviour from `staticLinks.ts`.
 * - Any other render (a client-side navigation, a return to the first page):
 *   the page's whole module, which a navigation loaded with the route, and
 *   which the first page starts loading when the visitor leaves it.
 * - Should React render a static block itself instead of adopting the
 *   server's (a hydration that fell back to rendering), the block comes out
 *   empty; the page then renders whole.
 */
import {Suspense, useCallback, useEffect, useLayoutEffect, useState, type ComponentType, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import {isHydrationPending} from './hydrationState';
import {handleStaticLinks} from './staticLinks';

export {isHydrationPending};

interface PageModule {
  default: ComponentType<Record<string, unknown>>;
}

/** The static blocks on screen, as React attaches them. */
const staticBlocks = new Set<Element>();
/** Set when React attached a static block with no content: it rendered the block instead of adopting the server's. */
let emptyBlockAttached = false;

/**
 * The ref of a static element: tracks it while attached and, for a block with
 * content, notes a block React rendered itself (it comes out empty).
 */
function attachStatic(hasContent: boolean): (element: Element | null) => void {
  return (element) => {
    // Detached (null): the set drops elements once they leave the document (staticLinks).
    if (element === null) return;
    staticBlocks.add(element);
    if (hasContent && !element.hasChildNodes()) emptyBlockAttached = true;
  };
}

/**
 * The props of a static block's element: the same object every render, so
 * React compares nothing and writes nothing. In production React neither
 * compares a hydrated element's attributes nor, with `dangerouslySetInnerHTML`,
 * looks at its children.
 */
export const staticBlockProps = Object.freeze({
  dangerouslySetInnerHTML: Object.freeze({__html: ''}),
  suppressHydrationWarning: true,
  ref: attachStatic(true),
});

/** The props of a static element with no content (`<hr>`, `<img>`). */
export const staticVoidProps = Object.freeze({suppressHydrationWarning: true, ref: attachStatic(false)});

function staticLinks(): HTMLAnchorElement[] {
  for (const block of staticBlocks) if (!block.isConnected) staticBlocks.delete(block);
  return [...staticBlocks].flatMap((block) => Array.from(block.querySelectorAll('a')));
}

type Props = Record<string, unknown>;

/**
 * The page's default export: `StaticBlocks` is the page's own `MDXContent`
 * with its static blocks reduced to their elements; `loaded` its whole module
 * when the route loaded it; `load` loads it.
 */
export function createStaticArticle(
  StaticBlocks: ComponentType<Props>,
  loaded: PageModule | undefined,
  load: () => Promise<PageModule>,
): ComponentType<Props> {
  let whole = loaded;
  let loading: Promise<PageModule> | undefined;
  const loadWhole = () => (loading ??= load().then((module) => (whole = module)));

  function WholePage(props: Props): ReactNode {
    // Suspends on the module until it is loaded (the Suspense protocol React 18 and 19 share).
    if (whole === undefined) throw loadWhole();
    const {default: Content} = whole;
    return <Content {...props} />;
  }

  function HydratedPage({props, onEmptyBlock}: {props: Props; onEmptyBlock: () => void}): ReactNode {
    const history = useHistory();
    useLayoutEffect(() => {
      if (emptyBlockAttached) {
        emptyBlockAttached = false;
        onEmptyBlock();
      }
    }, [onEmptyBlock]);
    useEffect(() => {
      const stop = handleStaticLinks((element) => staticBlocks.has(element), history, staticLinks);
      return () => {
        stop();
        // The visitor leaves the page: should they come back, it renders whole.
        void loadWhole();
      };
    }, [history]);
    return <StaticBlocks {...props} />;
  }

  function StaticArticle(props: Props): ReactNode {
    const [hydrating, setHydrating] = useState(() => whole === undefined && isHydrationPending());
    const renderWhole = useCallback(() => setHydrating(false), []);
    if (hydrating) return <HydratedPage props={props} onEmptyBlock={renderWhole} />;
    return (
      <Suspense fallback={null}>
        <WholePage {...props} />
      </Suspense>
    );
  }
  return StaticArticle;
}
