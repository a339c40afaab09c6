/**
 * The navbar's search: our own DocSearch bar (see SiteSearchBar) in place of
 * the Algolia theme's, for the local index and hosted Algolia alike.
 */
export {default} from './SiteSearchBar';
