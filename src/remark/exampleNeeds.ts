/**
 * Remark plugin: under every complete example of a guide (each screen the
 * example check runs, each native block), one line saying where it works and
 * what it needs, e.g. "Works on: iOS · Android (minSdk 26, Android 9+).
 * Needs: `react-native-worklets-core`." The code block itself is unchanged.
 *
 * The lines come from src/data/example-needs.json, which the example check
 * derives from the library members each example uses and the per-member
 * platform facts, and keeps current (scripts/examples/needs.ts). The plugin
 * runs for the HTML page and for its Markdown twin (plugins/llms-txt).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Code, Paragraph, PhrasingContent, Root, RootContent} from 'mdast';
import {blockKeyOf} from '../../scripts/examples/blockKeys';
import {inline} from './compatibilityTables';

interface NeedsPart {
  label: string;
  text: string;
}
type NeedsFile = Record<string, {block: string; parts: NeedsPart[]}[]>;

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const needsFile = path.join(siteDir, 'src', 'data', 'example-needs.json');

/** The line under one example: each part's label in bold, then its text. */
export function needsLine(parts: readonly NeedsPart[]): Paragraph {
  const children: PhrasingContent[] = parts.flatMap((part, index): PhrasingContent[] => [
    ...(index > 0 ? [{type: 'text' as const, value: ' '}] : []),
    {type: 'strong', children: [{type: 'text', value: `${part.label}:`}]},
    {type: 'text', value: ' '},
    ...inline(part.text),
    {type: 'text', value: '.'},
  ]);
  return {type: 'paragraph', children, data: {hProperties: {className: ['example-needs']}}};
}

/** Puts the line of each known example after its code block, wherever the block is nested. */
export function addNeedsLines(tree: Root, entries: readonly {block: string; parts: NeedsPart[]}[]): void {
  const byKey = new Map(entries.map((entry) => [entry.block, entry.parts]));
  const counters = new Map<string, number>();
  const visit = (parent: {children: RootContent[]}): void => {
    const children: RootContent[] = [];
    for (const node of parent.children) {
      children.push(node);
      if (node.type === 'code') {
        const code = node as Code;
        const lang = (code.lang ?? '').toLowerCase();
        const nth = (counters.get(lang) ?? 0) + 1;
        counters.set(lang, nth);
        const key = blockKeyOf({lang, meta: code.meta ?? '', code: code.value}, nth);
        const parts = key === undefined ? undefined : byKey.get(key);
        if (parts) children.push(needsLine(parts));
      } else if ('children' in node) {
        visit(node as {children: RootContent[]});
      }
    }
    parent.children = children;
  };
  visit(tree);
}

let cached: NeedsFile | undefined;

export default function remarkExampleNeeds() {
  return (tree: Root, file: {path?: string}): void => {
    if (file.path === undefined) return;
    cached ??= JSON.parse(readFileSync(needsFile, 'utf8')) as NeedsFile;
    const page = path.relative(siteDir, file.path).split(path.sep).join('/');
    const entries = cached[page];
    if (entries) addNeedsLines(tree, entries);
  };
}
