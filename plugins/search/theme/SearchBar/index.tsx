/**
 * The navbar's search: our own DocSearch bar (see SiteSearchBar) in place of
 * the Algolia theme's, for the local index and hosted Algolia alike.
 */
import {memo} from 'react';
import SiteSearchBar from './SiteSearchBar';

// Memoised: it takes no props, and the navbar renders again right after
// hydration (window size), which would otherwise render the bar in that
// blocking update (ARCHITECTURE.md, "Performance").
export default memo(SiteSearchBar);
