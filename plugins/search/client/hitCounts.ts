/**
 * "See all {count} results" must say how many hits the current query has.
 * DocSearch's own count (`context.nbHits`) adds up the answers to every query
 * sent since the dialog opened, and each keystroke sends one; so the clients
 * the dialog uses record the count of the latest answer per query instead.
 */
import type {SearchClientLike, SearchRequest} from './localSearchClient';

const counts = new Map<string, number>();
const maxRemembered = 100;

/** How many hits the latest answer to `query` had, if it was asked. */
export function hitCountOf(query: string): number | undefined {
  return counts.get(query.trim());
}

/**
 * The same client (Algolia's or ours; everything but `search` is inherited
 * from it) recording each answer's `nbHits` under the query it answers.
 */
export function countingHits<Client extends SearchClientLike>(client: Client): Client {
  const counting = Object.create(client) as Client;
  counting.search = async (params: {requests: readonly SearchRequest[]}) => {
    const response = await client.search(params);
    response.results.forEach((result, i) => {
      const query = (params.requests[i]?.query ?? result.query ?? '').trim();
      counts.delete(query); // re-inserted last, so the oldest entries go first
      counts.set(query, result.nbHits);
      if (counts.size > maxRemembered) counts.delete(counts.keys().next().value ?? '');
    });
    return response;
  };
  return counting;
}
