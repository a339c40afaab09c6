/**
 * Whether the app is still hydrating the server's HTML: a page module loaded
 * before that (the page the visitor opened) renders from its static blocks,
 * one loaded later renders whole (`staticArticle.tsx`).
 *
 * A client module: Docusaurus runs `onRouteDidUpdate` in the commit of the
 * first render, the hydration, and after each navigation.
 */
import type {ClientModule} from '@docusaurus/types';

let hydrated = false;

export function isHydrationPending(): boolean {
  return !hydrated;
}

const hydrationState: ClientModule = {
  onRouteDidUpdate() {
    hydrated = true;
  },
};

export default hydrationState;
