/**
 * Remark plugin: `<V5MapTable area="camera" />` in a guide becomes the table of
 * that area of the map (map.ts): per 4.7.3 entry, a link to its API entry with
 * the row's id (the target of the "In v5" lines), its fate and 5.x names, and
 * what to do. It runs for the HTML page and, through plugins/llms-txt, for the
 * Markdown twin. An unknown area throws, naming it.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {PhrasingContent, Root, RootContent, Table, TableRow} from 'mdast';
import {inline, tableCell, textTable} from '../../model/mdastBuild';
import {apiEntryPath, apiMembers} from '../../model/platform-facts/members';
import {rowId, fateText} from './lines';
import {v5Areas} from './map';
import {v5Packages, v5SiteUrl} from '../../config/v5';
import {fates, type MapEntry, type V5Package} from './model';
import {requirements, type Evidence} from './requirements';

let hrefs: Map<string, string> | undefined;
/** The API entry of a 4.7.3 key: `/docs/api/classes/Camera#takephoto`, `/docs/api/#usecameradevice`, `/docs/api/classes/Camera`. */
export function apiHref(key: string): string {
  hrefs ??= new Map(
    apiMembers().flatMap((entry) => {
      const own: [string, string][] = [[entry.key, apiEntryPath(entry.page, entry.anchor)]];
      return entry.owner ? [...own, [entry.owner, apiEntryPath(entry.page)] as [string, string]] : own;
    }),
  );
  const href = hrefs.get(key);
  if (href === undefined) throw new Error(`v5-map: ${key} has no API entry`);
  return href;
}

const nodeModules = path.resolve(__dirname, '../../node_modules');

const v5Pages = new Map<V5Package, string | undefined>();
/** A package's page on the library's 5.x site: the `homepage` its package.json declares, when it is on that site. Read once per package. */
export function v5PageOf(pkg: V5Package): string | undefined {
  if (v5Pages.has(pkg)) return v5Pages.get(pkg);
  const manifest = JSON.parse(readFileSync(path.join(nodeModules, v5Packages[pkg].installedAs, 'package.json'), 'utf8')) as {
    homepage?: string;
  };
  const page = manifest.homepage?.startsWith(v5SiteUrl) ? manifest.homepage : undefined;
  v5Pages.set(pkg, page);
  return page;
}

/** The 5.x column: the fate and names, and the 5.x site's page of the package they are in. */
function v5Cell(entry: MapEntry): PhrasingContent[] {
  const pkg = entry.v5.find((ref) => ref.package !== 'core')?.package ?? 'core';
  const page = entry.fate === 'removed' ? undefined : v5PageOf(pkg);
  return [
    ...inline(`${fateText(entry)}.`),
    ...(page
      ? ([
          {type: 'text', value: ' '},
          {
            type: 'link',
            url: page,
            children: [{type: 'text', value: pkg === 'core' ? 'VisionCamera 5 docs' : `${v5Packages[pkg].name} docs`}],
          },
        ] as PhrasingContent[])
      : []),
  ];
}

export function mapTable(areaId: string): Table {
  const area = v5Areas.find((candidate) => candidate.id === areaId);
  if (!area) throw new Error(`<V5MapTable area=${JSON.stringify(areaId)} />: no such area (${v5Areas.map((a) => a.id).join(', ')})`);
  const header: TableRow = {type: 'tableRow', children: ['4.7.3', 'In 5.x', 'What to do'].map((text) => tableCell(inline(text)))};
  const rows = Object.entries(area.entries)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, entry]): TableRow => ({
      type: 'tableRow',
      children: [
        // The link to the 4.7.3 entry carries the row's id, the target of the "In v5" lines: a link of
        // Markdown's own, so the theme's link component registers the id for the build's anchor check.
        tableCell([{type: 'link', url: apiHref(key), data: {hProperties: {id: rowId(key)}}, children: [{type: 'inlineCode', value: key}]}]),
        tableCell(v5Cell(entry)),
        // Not searched: the advice names every 4.x task; the names in the first two columns are what a search for 5.x finds.
        {...tableCell(inline(entry.how)), data: {hProperties: {'data-search': 'skip'}}},
      ],
    }));
  return {type: 'table', align: [null, null, null], children: [header, ...rows]};
}

/** A file as a reader finds it: `react-native-vision-camera@5.2.3` is the `vc5` folder here. */
function evidenceText(evidence: Evidence): string {
  const pkg =
    evidence.package === 'vc5'
      ? 'react-native-vision-camera (5.2.3)'
      : evidence.package === 'react-native-vision-camera'
        ? 'react-native-vision-camera (4.7.3)'
        : evidence.package;
  return `\`${pkg}/${evidence.file}\``;
}

/** What 5.2.3 asks of an app, row by row, with the files each row was read from (requirements.ts). */
function requirementsTable(): Table {
  return textTable(
    ['What', 'VisionCamera 5.2.3', 'In a new React Native 0.79 app', 'Read from'],
    requirements.map((row) => [row.topic, row.value, row.forA079App, [...new Set(row.evidence.map(evidenceText))].join(', ')]),
  );
}

/** One sentence with the number of entries per fate. */
function countsParagraph(): RootContent {
  const entries = v5Areas.flatMap((area) => Object.values(area.entries));
  const counts = fates.map((fate) => `${entries.filter((entry) => entry.fate === fate).length} ${fate}`);
  return {
    type: 'paragraph',
    children: [{type: 'text', value: `Of the ${entries.length} entries of the 4.7.3 reference: ${counts.join(', ')}.`}],
  };
}

function replaceIn(parent: {children: RootContent[]}): void {
  parent.children = parent.children.map((node) => {
    if (node.type === 'mdxJsxFlowElement' && node.name === 'V5Requirements') return requirementsTable();
    if (node.type === 'mdxJsxFlowElement' && node.name === 'V5MapCounts') return countsParagraph();
    if (node.type === 'mdxJsxFlowElement' && node.name === 'V5MapTable') {
      const area = node.attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'area')?.value;
      return mapTable(typeof area === 'string' ? area : String(area));
    }
    if ('children' in node) replaceIn(node as {children: RootContent[]});
    return node;
  });
}

export default function remarkV5MapTables() {
  return (tree: Root): void => replaceIn(tree);
}
