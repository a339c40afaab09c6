/** The map checked against the installed packages, for the build, the guide and the CLI. */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {apiMembers} from '../../model/platform-facts/members';
import {checkMap, installedVersionIn, v5Typings} from './check';
import {v5Areas} from './map';
import {fates, type MapEntry} from './model';

// `__dirname`, not `import.meta`: Playwright loads the end-to-end tests that import this as CommonJS.
const siteDir = path.resolve(__dirname, '../..');
const nodeModules = path.join(siteDir, 'node_modules');

/** Every 4.7.3 key the map covers: each member of the platform facts and each class and interface page. */
export function referenceKeys(): string[] {
  const members = apiMembers();
  const pages = new Set(members.flatMap((entry) => (entry.owner ? [entry.owner] : [])));
  return [...pages, ...members.map((entry) => entry.key)];
}

export function mapProblems(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {devDependencies?: Record<string, string>};
  return checkMap({
    areas: v5Areas,
    keys: referenceKeys(),
    resolve: v5Typings(nodeModules),
    installedVersion: installedVersionIn(nodeModules),
    declared: manifest.devDependencies ?? {},
  });
}

/** `[v5-map] 249 entries of 4.7.3: 40 unchanged, …`. */
export function fateCounts(): string {
  const entries = v5Areas.flatMap((area) => Object.values(area.entries));
  const counts = fates.map((fate) => `${entries.filter((entry) => entry.fate === fate).length} ${fate}`);
  return `[v5-map] ${entries.length} entries of 4.7.3: ${counts.join(', ')}`;
}

let entries: ReadonlyMap<string, MapEntry> | undefined;
/** Every entry by its 4.7.3 key, built once: the TypeDoc plugin and the code links ask for it per page and per name. */
export function mapEntries(): ReadonlyMap<string, MapEntry> {
  entries ??= new Map(v5Areas.flatMap((area) => Object.entries(area.entries)));
  return entries;
}

let anchors: Map<string, string> | undefined;
/**
 * @public TypeDoc's plugin (typedoc.mjs) imports it through jiti, which knip does not follow.
 * The map key of a generated page's member anchor (`classes/Camera`, `takephoto`), or of the page itself (anchor `''`). */
export function keyOfAnchor(pageKey: string, anchor: string): string | undefined {
  if (anchor === '') return pageKey === 'index' ? undefined : pageKey.split('/').at(-1);
  anchors ??= new Map(apiMembers().map((entry) => [`${entry.page}#${entry.anchor}`, entry.key]));
  return anchors.get(`${pageKey}#${anchor}`);
}
