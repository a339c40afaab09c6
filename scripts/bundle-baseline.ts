/**
 * `npm run budgets:baseline`: records the gzip size of every JS and CSS chunk
 * of the current build in tests/build/bundle-baseline.json. The budget checks
 * compare against it to name the chunk that grew; rerun after an accepted change.
 */
import {writeFileSync} from 'node:fs';
import {defaultBuildDir, listFiles} from '../model/builtSite';
import {assetOf, baselineFile, chunkName} from './lib/bundle';

const sizes: Record<string, number> = {};
for (const file of listFiles(defaultBuildDir).filter((name) => /^assets\/(js|css)\/.*\.(js|css)$/.test(name))) {
  sizes[chunkName(file)] = assetOf(defaultBuildDir, `/${file}`).gzip;
}
const sorted = Object.fromEntries(Object.entries(sizes).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(baselineFile, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`Recorded ${Object.keys(sorted).length} chunks in tests/build/bundle-baseline.json`);
