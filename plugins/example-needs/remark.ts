/**
 * Remark plugin: under every complete example of a guide (each screen the
 * example check runs, each native block), one line saying where it works and
 * what it needs, e.g. "Works on: iOS · Android (minSdk 26, Android 9+).
 * Needs: `react-native-worklets-core`." The code block itself is unchanged.
 *
 * The members each example uses come from model/examples/example-needs.json, which
 * the example check derives with the TypeScript compiler and keeps current
 * (scripts/examples/needs.ts); the line is made here from those members and
 * the platform facts (model/platform-facts), the same way the check makes it
 * (model/examples/needsLine.ts). The plugin runs for the HTML page and for
 * its Markdown twin (plugins/llms-txt).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Code, Paragraph, PhrasingContent, Root, RootContent} from 'mdast';
import {memberFacts} from '../../model/platform-facts';
import {blockKeyOf} from '../../model/examples/blockKeys';
import {declaredNeedsOf, deriveNeeds, type MemberUse, type NeedsPart, type WorksOn} from '../../model/examples/needsLine';
import {inline} from '../../model/mdastBuild';

/** As scripts/examples/needs.ts writes it. */
interface ExampleUses {
  block: string;
  worksOn: WorksOn;
  uses: Record<string, MemberUse>;
}
type NeedsFile = Record<string, ExampleUses[]>;

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const needsFile = path.join(siteDir, 'model', 'examples', 'example-needs.json');

/** The line under one example: each part's label in bold, then its text. */
function needsLine(parts: readonly NeedsPart[]): Paragraph {
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
function addNeedsLines(tree: Root, entries: readonly ExampleUses[]): void {
  const byKey = new Map(entries.map((entry) => [entry.block, entry]));
  const facts = memberFacts();
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
        const entry = key === undefined ? undefined : byKey.get(key);
        if (entry) {
          const {parts} = deriveNeeds(entry.worksOn, entry.uses, facts, code.value, declaredNeedsOf(code.meta ?? ''));
          children.push(needsLine(parts));
        }
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
