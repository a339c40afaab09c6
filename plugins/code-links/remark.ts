/**
 * Remark plugin: gives every `ts`/`tsx` block of the guides its links, as the
 * `codeLinks` prop of the block (MDX passes the code element's properties to
 * the theme's CodeBlock). The names are resolved by the TypeScript compiler
 * (resolve.ts); the block's text is unchanged, so the Markdown twins and
 * llms-full.txt keep plain code. The build fails when a library name has no
 * API entry, or when a block of the guides is not in the snippet program.
 */
import path from 'node:path';
import type {Code, Root} from 'mdast';
import {isV5Block, walkMarkdown} from '../../model/markdown';
import {codeLinks, packBlock, statsLine} from './resolve';

const siteDir = path.resolve(__dirname, '../..');
const linkedLanguages = new Set(['ts', 'tsx', 'typescript']);

function linkedBlocksOf(tree: Root): Code[] {
  const found: Code[] = [];
  walkMarkdown(tree, (node) => {
    // A block for 5.x names 5.x's API, which has no entries here.
    if (node.type === 'code' && linkedLanguages.has((node.lang ?? '').toLowerCase()) && !isV5Block(node.meta ?? '')) found.push(node);
  });
  return found;
}

/** Whether a page is one of the guides the snippet check reads (docs/, the generated API pages excepted). */
function isCheckedPage(page: string): boolean {
  return page.startsWith('docs/') && !page.startsWith('docs/api/');
}

export default function remarkCodeLinks() {
  return (tree: Root, file: {path?: string}): void => {
    if (file.path === undefined) return;
    const page = path.relative(siteDir, file.path).split(path.sep).join('/');
    if (!isCheckedPage(page)) return;
    const blocks = linkedBlocksOf(tree);
    if (blocks.length === 0) return;
    // Names without an API entry have already failed the build, in the plugin's loadContent (index.ts).
    const resolution = codeLinks();
    const remaining = [...(resolution.pages.get(page) ?? [])];
    for (const node of blocks) {
      const index = remaining.findIndex((entry) => entry.code === node.value);
      if (index === -1) {
        throw new Error(
          `code-links: ${page}: a ${node.lang} block (line ${node.position?.start.line ?? '?'}) is not in the snippet program. ${statsLine(resolution)}`,
        );
      }
      const [{links}] = remaining.splice(index, 1);
      if (links.links.length === 0) continue;
      node.data = {...node.data, hProperties: {...(node.data?.hProperties ?? {}), codeLinks: packBlock(links)}};
    }
  };
}
