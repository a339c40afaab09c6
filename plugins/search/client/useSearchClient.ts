/**
 * The client our search page queries: the local index, or Algolia's lite
 * client when the site was built with hosted settings. Algolia's code is only
 * loaded in hosted mode.
 */
import {useEffect, useState} from 'react';
import type {SearchClientLike} from './localSearchClient';
import {useLocalSearchClient, useSiteSearch} from './useSiteSearch';

export function useSearchClient(): SearchClientLike | undefined {
  const {hasAlgolia, appId, apiKey} = useSiteSearch();
  const localClient = useLocalSearchClient();
  const [hostedClient, setHostedClient] = useState<SearchClientLike>();
  useEffect(() => {
    if (!hasAlgolia) return;
    let cancelled = false;
    void import('algoliasearch/lite').then(({liteClient}) => {
      if (!cancelled) setHostedClient(liteClient(appId, apiKey) as unknown as SearchClientLike);
    });
    return () => {
      cancelled = true;
    };
  }, [hasAlgolia, appId, apiKey]);
  return hasAlgolia ? hostedClient : localClient;
}
