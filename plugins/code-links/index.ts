/**
 * Code links (ARCHITECTURE.md, "Code links"): every name the library exports,
 * in the guides' `ts`/`tsx` blocks and the home page's example, is a link to
 * its API entry, with a popup of its signature, its doc comment's first
 * sentence and its platforms.
 *
 * - Build: resolve.ts (the TypeScript compiler, in the snippet check's
 *   program), remark.ts (the guides' blocks), `contentLoaded` (the modules of
 *   src/snippets/, as `@generated/code-links/default/snippets.json`), and a
 *   check after the build that every link's page and anchor exist.
 * - Browser: the code block renders the links (src/theme/CodeBlock, with
 *   shared/format.ts); client/popup.ts shows the popup on hover, focus or tap;
 *   theme/Root sends a click on a link through the router.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {fileForUrlPath} from '../../model/builtSite';
import {codeLinks, packBlock, statsLine} from './resolve';

/** `src/snippets/x.tsx` → its packed links, for pages that show a snippet (`?raw`). */
export type SnippetLinks = Record<string, string>;

/** The HTML the build wrote for a URL path (`/docs/api/interfaces/CameraProps`), if any. */
function builtPage(outDir: string, urlPath: string): string | undefined {
  const file = fileForUrlPath(outDir, urlPath);
  return file === undefined ? undefined : readFileSync(file, 'utf8');
}

/** Every `<a class="code-link" href>` of the built pages (quoted or, minified, not), with the page that holds it. */
export function codeLinkHrefs(outDir: string, routes: string[]): {page: string; href: string}[] {
  const found: {page: string; href: string}[] = [];
  for (const route of new Set(routes)) {
    const html = builtPage(outDir, route) ?? '';
    for (const match of html.matchAll(/<a class="?code-link"? href="?([^"\s>]+)/g)) found.push({page: route, href: match[1]});
  }
  return found;
}

/** The links whose page or anchor the build did not make. */
export function brokenCodeLinks(outDir: string, hrefs: {page: string; href: string}[]): string[] {
  const ids = new Map<string, Set<string> | undefined>();
  const idsOf = (page: string): Set<string> | undefined => {
    if (!ids.has(page)) {
      const html = builtPage(outDir, page);
      ids.set(page, html === undefined ? undefined : new Set([...html.matchAll(/\sid="?([^"\s>]+)/g)].map((match) => match[1])));
    }
    return ids.get(page);
  };
  const broken = new Set<string>();
  for (const {page, href} of hrefs) {
    const [target, anchor] = href.split('#');
    const pageIds = idsOf(target);
    if (pageIds === undefined) broken.add(`${page}: ${href} (no such page)`);
    else if (anchor !== undefined && !pageIds.has(anchor)) broken.add(`${page}: ${href} (no such anchor)`);
  }
  return [...broken];
}

export default function codeLinksPlugin(): Plugin<SnippetLinks> {
  return {
    name: 'code-links',
    loadContent() {
      const resolution = codeLinks();
      if (resolution.problems.length > 0)
        throw new Error(
          `code-links: ${resolution.problems.length} library name(s) without an API entry:\n${resolution.problems.join('\n')}`,
        );
      return Object.fromEntries([...resolution.modules].map(([file, links]) => [file, packBlock(links)]));
    },
    async contentLoaded({content, actions}) {
      await actions.createData('snippets.json', JSON.stringify(content));
    },
    // theme/Root: clicks on code links navigate client-side.
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),
    getClientModules() {
      return [path.join(__dirname, 'client', 'popup.ts')];
    },
    postBuild({outDir, routesPaths}) {
      const resolution = codeLinks();
      const hrefs = codeLinkHrefs(outDir, routesPaths);
      const broken = brokenCodeLinks(outDir, hrefs);
      if (broken.length > 0) throw new Error(`code-links: ${broken.length} code link(s) lead nowhere:\n${broken.join('\n')}`);
      const pages = new Set(hrefs.map(({page}) => page)).size;
      console.log(`[code-links] ${statsLine(resolution)}; ${hrefs.length} links on ${pages} pages, every page and anchor exists`);
    },
  };
}
