/**
 * The "In v5" line of the generated API pages: under each member's platform
 * block, and under the page summary of a class or interface page, what the
 * entry became in 5.x and a link to its row of the upgrade guide's map. Pure:
 * TypeDoc's Markdown in, Markdown out (typedoc.mjs wires it in), so the HTML,
 * the Markdown twins and llms-full.txt carry the same text.
 */
import {headingsOf, readMarkdown, codeLinesOf} from '../../model/markdown';
import {v5Packages} from '../../config/v5';
import type {MapEntry} from './model';

/** The id of an entry's row in the upgrade guide: `Camera.takePhoto` → `v5-camera-takephoto`. */
export function rowId(key: string): string {
  return `v5-${key.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

export const guideRoute = '/docs/guides/upgrading-to-v5';

const code = (text: string) => `\`${text}\``;

/** What the entry became, as the start of a sentence: `Replaced by \`usePhotoOutput\``. */
export function fateText(entry: MapEntry): string {
  const names = entry.v5.map((ref) => code(ref.kind === 'member' ? `${ref.owner}.${ref.name}` : ref.name)).join(', ');
  const packages = [...new Set(entry.v5.filter((ref) => ref.package !== 'core').map((ref) => code(v5Packages[ref.package].name)))];
  const from = packages.length > 0 ? ` from ${packages.join(', ')}` : '';
  switch (entry.fate) {
    case 'unchanged':
      return `Unchanged (${names})`;
    case 'renamed':
      return `Renamed to ${names}`;
    case 'moved':
      return `Moved to ${names}${from}`;
    case 'replaced':
      return `Replaced by ${names}${from}`;
    case 'removed':
      return 'Removed';
  }
}

/** The block, with a link relative to the page (`../guides/…` from the index, `../../guides/…` from a class page). */
function v5Block(key: string, entry: MapEntry, guideLink: string): string[] {
  return [
    '<div class="api-v5" role="note" aria-label="In VisionCamera 5">',
    '',
    `**In v5:** ${fateText(entry)}. ${entry.how} [How to upgrade](${guideLink}#${rowId(key)})`,
    '',
    '</div>',
  ];
}

/**
 * One generated API page with its v5 lines.
 * @param pageKey `classes/Camera`, `interfaces/CameraProps` or `index`
 * @param keyOf the map key of a page's member anchor, or of the page itself (anchor `''`)
 * @returns the page and the keys it found no entry for (the caller fails the build on them)
 */
export function withV5Lines(
  markdown: string,
  pageKey: string,
  keyOf: (anchor: string) => string | undefined,
  entries: ReadonlyMap<string, MapEntry>,
): {markdown: string; unmapped: string[]} {
  const guideLink = `${pageKey === 'index' ? '../' : '../../'}guides/upgrading-to-v5.mdx`;
  const tree = readMarkdown(markdown, 'md');
  const codeLines = codeLinesOf(tree);
  // Line of each heading the block goes under → the key it is for.
  const anchors = new Map<number, string>();
  for (const heading of headingsOf(tree)) {
    if (!heading.topLevel || codeLines.has(heading.line)) continue;
    if (heading.depth === 1 && pageKey !== 'index') anchors.set(heading.line, '');
    const id = heading.depth === 3 ? /\{#([^}\s]+)\}\s*$/.exec(heading.text)?.[1] : undefined;
    if (id !== undefined) anchors.set(heading.line, id);
  }
  const lines = markdown.split('\n');
  const unmapped: string[] = [];
  const insertAfter = new Map<number, string[]>();
  for (const [line, anchor] of anchors) {
    const key = keyOf(anchor);
    const entry = key === undefined ? undefined : entries.get(key);
    if (key === undefined || entry === undefined) {
      unmapped.push(key ?? `${pageKey}#${anchor}`);
      continue;
    }
    // Below the platform block that follows the heading (plugins/platform-facts), else right below the heading.
    let at = line - 1;
    const end = lines.findIndex((text, index) => index > at && text === '</div>');
    const nextHeading = lines.findIndex((text, index) => index > at && /^#{1,6} /.test(text));
    if (end !== -1 && (nextHeading === -1 || end < nextHeading)) at = end;
    insertAfter.set(at, v5Block(key, entry, guideLink));
  }
  const out: string[] = [];
  lines.forEach((text, index) => {
    out.push(text);
    const block = insertAfter.get(index);
    if (block) out.push('', ...block);
  });
  return {markdown: out.join('\n'), unmapped};
}
