/**
 * Which search answers this site: Algolia when its settings were given at
 * build time, the local index otherwise. Both speak Algolia's request format.
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {ThemeConfig} from '@docusaurus/theme-search-algolia';
import {loadFullText, loadLocalIndex} from './indexLoader';
import {lazySearchClient} from './lazySearchClient';
import type {SearchClientLike} from './localSearchClient';

export interface SiteSearch {
  hasAlgolia: boolean;
  appId: string;
  apiKey: string;
  indexName: string;
  facetFilters: readonly (string | readonly string[])[];
}

export function useSiteSearch(): SiteSearch {
  const {siteConfig} = useDocusaurusContext();
  const {algolia} = siteConfig.themeConfig as unknown as ThemeConfig;
  return {
    hasAlgolia: Boolean(siteConfig.customFields?.hasAlgolia),
    appId: algolia.appId,
    apiKey: algolia.apiKey,
    indexName: algolia.indexName,
    facetFilters: (algolia.searchParameters?.facetFilters as SiteSearch['facetFilters'] | undefined) ?? [],
  };
}

// One client per page load; it touches the browser, and its code loads, only when it searches.
const localSearchClient = lazySearchClient(() =>
  import('./localSearchClient').then(({createLocalSearchClient}) =>
    createLocalSearchClient(loadLocalIndex, () => window.location.origin, loadFullText),
  ),
);

/** On a sign of intent: fetches the local client's code and its index before the first keystroke. */
export function warmLocalSearch(): void {
  localSearchClient.warm();
  loadLocalIndex().catch(() => {
    // The dialog reports it when the visitor searches.
  });
}

export function useLocalSearchClient(): SearchClientLike {
  return localSearchClient;
}
