// @ts-check
/**
 * "Explained in": which guides link to which API page and member, read from
 * the guides' own Markdown links, and the lines that say so on the generated
 * API pages. Pure functions; typedoc.mjs wires them into TypeDoc, so the HTML
 * pages, the Markdown twins and llms-full.txt all carry the same links.
 */
import path from 'node:path';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

/** @typedef {{slug: string, title: string, source: string}} Guide */
/** @typedef {Map<string, string[]>} Backlinks target key (`classes/Camera`, `classes/Camera#takephoto`, `index#usecameradevice`) → guide slugs in sidebar order */

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective).use(remarkMdx);

/**
 * @param {any} node
 * @param {(url: string) => void} onLink
 */
function walkLinks(node, onLink) {
  if ((node.type === 'link' || node.type === 'definition') && typeof node.url === 'string') onLink(node.url);
  for (const child of node.children ?? []) walkLinks(child, onLink);
}

/**
 * The target key of a link written in a guide (`docs/guides/*.mdx`), or
 * `undefined` when it does not lead to the API reference.
 * @param {string} url
 */
export function apiTargetOf(url) {
  const [rawPath = '', rawAnchor = ''] = url.split('#');
  let site;
  if (rawPath.startsWith('/docs/api')) site = rawPath.slice('/docs/'.length);
  else if (rawPath.startsWith('../api')) site = path.posix.normalize(path.posix.join('guides', rawPath));
  else return undefined;
  const page = site.replace(/^api\/?/, '').replace(/\.mdx?$/, '').replace(/\/$/, '') || 'index';
  const anchor = decodeURIComponent(rawAnchor).toLowerCase();
  return anchor ? `${page}#${anchor}` : page;
}

/**
 * The title a guide shows: its front matter `title`, else its first heading.
 * @param {string} source
 */
export function guideTitle(source) {
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  const title = /^title:\s*(.+)$/m.exec(frontMatter)?.[1] ?? /^#\s+(.+)$/m.exec(source)?.[1] ?? '';
  return title.trim().replace(/^(["'])(.*)\1$/, '$2');
}

/**
 * Every API page and member the guides link to, with the linking guides in
 * the order given (the sidebar's), each guide once per target.
 * @param {Guide[]} guides
 * @returns {Backlinks}
 */
export function collectBacklinks(guides) {
  /** @type {Backlinks} */
  const backlinks = new Map();
  for (const guide of guides) {
    /** @type {Set<string>} */
    const targets = new Set();
    walkLinks(parser.parse(guide.source), (url) => {
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

const fence = /^\s*(`{3,}|~{3,})/;
const memberHeading = /^#{2,4}\s.*\{#([^}\s]+)\}\s*$/;

/**
 * @param {string[]} slugs
 * @param {Map<string, string>} titles slug → title
 * @param {string} guidesPath relative path from the page's folder to docs/guides
 */
function explainedIn(slugs, titles, guidesPath) {
  const links = slugs.map((slug) => `[${titles.get(slug) ?? slug}](${guidesPath}/${slug}.mdx)`);
  return `**Explained in:** ${links.join(', ')}`;
}

/**
 * The generated Markdown of one API page with its "Explained in" lines: under
 * the page's "Defined in" line for the page, and at the end of each member's
 * section (before the `***` rule or the next heading) for the member.
 * @param {string} markdown TypeDoc's output for the page
 * @param {string} pageKey `classes/Camera`, `interfaces/CameraProps` or `index`
 * @param {Backlinks} backlinks
 * @param {Map<string, string>} titles slug → title
 */
export function withBacklinks(markdown, pageKey, backlinks, titles) {
  const guidesPath = pageKey.includes('/') ? '../../guides' : '../guides';
  const lines = markdown.split('\n');
  /** @type {string[]} */
  const out = [];
  let openFence = '';
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
  for (const line of lines) {
    const marker = fence.exec(line)?.[1];
    if (openFence) {
      if (marker && marker[0] === openFence[0] && marker.length >= openFence.length && line.trim() === marker) openFence = '';
      out.push(line);
      continue;
    }
    if (marker) openFence = marker;
    else if (line.trim() === '***' || /^#{1,3}\s/.test(line)) {
      closeMember();
      currentMember = memberHeading.exec(line)?.[1] ?? '';
    }
    out.push(line);
    if (pageLinePending && line.startsWith('Defined in:')) {
      pageLinePending = false;
      const slugs = backlinks.get(pageKey);
      if (slugs) out.push('', explainedIn(slugs, titles, guidesPath));
    }
  }
  closeMember();
  return out.join('\n');
}
