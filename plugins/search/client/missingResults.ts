import {repositoryUrl} from '@site/config/site';

/** "Let us know." on the no-results screen opens a pre-filled issue. */
export function getMissingResultsUrl({query}: {query: string}): string {
  const title = `[docs] No search results for "${query}"`;
  return `${repositoryUrl}/issues/new?title=${encodeURIComponent(title)}`;
}
