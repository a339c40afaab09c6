/**
 * "Explained in": which guides link to which API page and member, read from
 * the guides' own Markdown links, and the lines that say so on the generated
 * API pages. Pure functions; typedoc.mjs wires them into TypeDoc, so the HTML
 * pages, the Markdown twins and llms-full.txt all carry the same links. Pages
 * are read with the project's Markdown reader (model/markdown.ts).
 */
import path from 'node:path';
import {codeLinesOf, headingsOf, linkUrlsOf, pageTitleOf, readMarkdown} from '../../model/markdown';

export interface Guide {
  slug: string;
  title: string;
  source: string;
}

/** Target key (`classes/Camera`, `classes/Camera#takephoto`, `index#usecameradevice`) → guide slugs in sidebar order. */
export type Backlinks = Map<string, string[]>;

/**
 * The target key of a link written in a guide (`docs/guides/*.mdx`), or
 * `undefined` when it does not lead to the API reference.
 */
export function apiTargetOf(url: string): string | undefined {
  const [rawPath = '', rawAnchor = ''] = url.split('#');
  let site;
  if (rawPath.startsWith('/docs/api')) site = rawPath.slice('/docs/'.length);
  else if (rawPath.startsWith('../api')) site = path.posix.normalize(path.posix.join('guides', rawPath));
  else return undefined;
  const page =
    site
      .replace(/^api\/?/, '')
      .replace(/\.mdx?$/, '')
      .replace(/\/$/, '') || 'index';
  const anchor = decodeURIComponent(rawAnchor).toLowerCase();
  return anchor ? `${page}#${anchor}` : page;
}

/** The title a guide shows: its front matter `title`, else its first heading. */
export function guideTitle(source: string): string {
  return pageTitleOf(readMarkdown(source, 'mdx'));
}

/**
 * Every API page and member the guides link to, with the linking guides in
 * the order given (the sidebar's), each guide once per target.
 */
export function collectBacklinks(guides: Guide[]): Backlinks {
  const backlinks: Backlinks = new Map();
  for (const guide of guides) {
    const targets = new Set<string>();
    linkUrlsOf(readMarkdown(guide.source, 'mdx')).forEach((url) => {
      const target = apiTargetOf(url);
      if (target === undefined) return;
      targets.add(target);
      // A link to a member also explains the page it is on.
      const page = target.split('#')[0];
      if (page !== 'index' && page !== undefined) targets.add(page);
    });
    for (const target of targets) backlinks.set(target, [...(backlinks.get(target) ?? []), guide.slug]);
  }
  return backlinks;
}

const memberId = /\{#([^}\s]+)\}\s*$/;

/**
 * @param titles slug → title
 * @param guidesPath relative path from the page's folder to docs/guides
 */
function explainedIn(slugs: string[], titles: Map<string, string>, guidesPath: string): string {
  const links = slugs.map((slug) => `[${titles.get(slug) ?? slug}](${guidesPath}/${slug}.mdx)`);
  return `**Explained in:** ${links.join(', ')}`;
}

/**
 * The generated Markdown of one API page with its "Explained in" lines: under
 * the page's "Defined in" line for the page, and at the end of each member's
 * section (before the `***` rule or the next heading) for the member.
 * @param markdown TypeDoc's output for the page
 * @param pageKey `classes/Camera`, `interfaces/CameraProps` or `index`
 * @param titles slug → title
 */
export function withBacklinks(markdown: string, pageKey: string, backlinks: Backlinks, titles: Map<string, string>): string {
  const guidesPath = pageKey.includes('/') ? '../../guides' : '../guides';
  const tree = readMarkdown(markdown, 'md');
  const codeLines = codeLinesOf(tree);
  // A member's section ends at the next rule or heading of level 1 to 3 on the page; a level 2 to 4 heading with an id opens one.
  const sectionEnds = new Set(tree.children.filter((node) => node.type === 'thematicBreak').map((node) => node.position?.start.line));
  const memberAt = new Map<number, string>();
  for (const heading of headingsOf(tree)) {
    if (!heading.topLevel) continue;
    if (heading.depth <= 3) sectionEnds.add(heading.line);
    const id = heading.depth >= 2 && heading.depth <= 4 ? memberId.exec(heading.text)?.[1] : undefined;
    if (id !== undefined) memberAt.set(heading.line, id);
  }
  const lines = markdown.split('\n');
  const out: string[] = [];
  let currentMember = '';
  let pageLinePending = pageKey !== 'index';
  const closeMember = () => {
    const slugs = currentMember ? backlinks.get(`${pageKey}#${currentMember}`) : undefined;
    if (slugs) {
      while (out.length > 0 && out[out.length - 1] === '') out.pop();
      out.push('', explainedIn(slugs, titles, guidesPath), '');
    }
    currentMember = '';
  };
  lines.forEach((line, index) => {
    const lineNumber = index + 1;
    if (codeLines.has(lineNumber)) {
      out.push(line);
      return;
    }
    if (sectionEnds.has(lineNumber)) {
      closeMember();
      currentMember = memberAt.get(lineNumber) ?? '';
    }
    out.push(line);
    if (pageLinePending && line.startsWith('Defined in:')) {
      pageLinePending = false;
      const slugs = backlinks.get(pageKey);
      if (slugs) out.push('', explainedIn(slugs, titles, guidesPath));
    }
  });
  closeMember();
  return out.join('\n');
}
