/**
 * Turns the rendered HTML of a docs page into DocSearch-shaped records: one per
 * heading and one per paragraph-like block, each carrying the heading
 * hierarchy above it and a URL to the nearest heading anchor. The same records
 * feed the local index and, through `npm run search:upload`, Algolia.
 */
import {load, type CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';

import {levels, type Hierarchy, type RecordType} from '../shared/hierarchy';

export interface SearchRecord {
  objectID: string;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  url: string;
  /** Path and anchor only, for the local index (the origin is added in the browser). */
  path: string;
  language: string;
  docusaurus_tag: string;
  weight: {pageRank: number; level: number; position: number};
}

export interface PageInput {
  /** Route path of the page, e.g. `/docs/guides/devices`. */
  route: string;
  html: string;
  /** Site origin used for absolute URLs, e.g. `https://example.com`. */
  siteUrl: string;
  /** Rank of the whole page; guides outrank API pages at equal text relevance. */
  pageRank: number;
  /**
   * Deepest heading level that gets its own record and URL: 3 by default (the
   * table-of-contents levels); 4 for guides, whose h4 entries (one per error
   * code) are places to link to, while an API page's h4s ("Returns",
   * "Example") are not.
   */
  destinationDepth?: number;
}

/** Source locations and the links to the guides that explain a member are navigation, not prose to search. */
const navigationLines = /^(Defined in|Explained in): /;

/** Longest content kept per record: long enough for a snippet, short enough for the index. */
export const maxContentLength = 600;

const headingLevel: Record<string, number> = {h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6};
const contentSelector = 'p, li, td, th, dd, dt, blockquote';

function text($: CheerioAPI, node: Element): string {
  // Hash links (`#`) inside headings are not content; nested lists are read on their own.
  const clone = $(node).clone();
  clone.find('.hash-link, button, svg, ul, ol').remove();
  return clone.text().replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();
}

function truncate(value: string): string {
  if (value.length <= maxContentLength) return value;
  const cut = value.slice(0, maxContentLength);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), maxContentLength - 40))}…`;
}

/** Blocks that hold prose directly; nested blocks (an `li` inside an `li`) are read separately. */
function isLeafContent($: CheerioAPI, node: Element): boolean {
  if (!$(node).is(contentSelector)) return false;
  if ($(node).closest('pre, .theme-code-block, table').length > 0 && !$(node).is('td, th')) return false;
  return true;
}

export function extractRecords({route, html, siteUrl, pageRank, destinationDepth = 3}: PageInput): SearchRecord[] {
  const $ = load(html);
  const article = $('.theme-doc-markdown').first();
  if (article.length === 0) return [];

  const language = $('meta[name="docsearch:language"]').attr('content') ?? $('html').attr('lang') ?? 'en';
  const tag = $('meta[name="docusaurus_tag"]').attr('content') ?? '';
  // The page's summary (front matter `description`, else its first paragraph)
  // is the title record's text: it words the page's tasks in a few lines.
  const description = $('meta[name="description"]').attr('content')?.replace(/\s+/g, ' ').trim() || null;
  const crumbs = $('.breadcrumbs__item:not(:has([aria-label="Home page"]))')
    .map((_, item) => $(item).text().trim())
    .get();
  const hierarchy: Hierarchy = {lvl0: crumbs[0] ?? null, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  let anchor = '';
  let position = 0;
  const records: SearchRecord[] = [];

  const push = (type: RecordType, content: string | null) => {
    const path = `${route}${anchor ? `#${anchor}` : ''}`;
    records.push({
      objectID: `${route}#${position}`,
      type,
      hierarchy: {...hierarchy},
      content,
      url: `${siteUrl}${path}`,
      path,
      language,
      docusaurus_tag: tag,
      weight: {pageRank, level: type === 'content' ? 0 : 100 - 10 * (Number(type.slice(3)) - 1), position},
    });
    position += 1;
  };

  const visit = (node: AnyNode) => {
    if (node.type !== 'tag') return;
    const element = node as Element;
    const level = headingLevel[element.tagName];
    if (level !== undefined) {
      const title = text($, element);
      if (!title) return;
      hierarchy[levels[level]] = title;
      for (let deeper = level + 1; deeper < levels.length; deeper++) hierarchy[levels[deeper]] = null;
      // Only headings up to `destinationDepth` are places to land on; deeper
      // headings ("Returns", "Example" under an API member) are context for
      // the text below them, which keeps the anchor above.
      if (level <= destinationDepth) {
        anchor = level === 1 ? '' : ($(element).attr('id') ?? anchor);
        push(levels[level] as RecordType, level === 1 ? description : null);
      }
      return;
    }
    if ($(element).is('pre, .theme-code-block, script, style, .mermaid, svg, nav')) return;
    // Text a page marks as not searched: the advice column of the upgrade guide's map, which names
    // every 4.x task and would answer them all (ARCHITECTURE.md, "The way to v5").
    if ($(element).is('[data-search="skip"]')) return;
    if (isLeafContent($, element) && $(element).children(contentSelector).length === 0) {
      const content = text($, element);
      if (content && hierarchy.lvl1 && !navigationLines.test(content)) push('content', truncate(content));
      // Nested lists inside this block are read on their own.
      $(element).children('ul, ol').each((_, child) => visit(child));
      return;
    }
    element.children.forEach(visit);
  };
  article.children().each((_, child) => visit(child));
  return records;
}
