/**
 * `npm run bench:search`: size of the local search index as served, the time
 * to load and deserialise it, and query times over the golden queries.
 * Run after `npm run build`. Figures are printed, not asserted.
 */
import {formatSearchFigures, measureSearch} from './lib/searchBench';

for (const line of formatSearchFigures(measureSearch())) console.log(line);
