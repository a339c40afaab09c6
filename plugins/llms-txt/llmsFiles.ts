/**
 * The two site-wide files of the llms.txt convention (https://llmstxt.org/),
 * built from the docs sidebar. Pure: the plugin hands in the sidebar, the pages
 * and their twins.
 *
 * - `llms.txt`: `# Title`, `> summary`, then one `## Section` per sidebar
 *   category with a `- [Label](twin URL): description` line per page.
 * - `llms-full.txt`: the same header, then every page's twin in sidebar order.
 */
import type {List, ListItem, PhrasingContent, RootContent} from 'mdast';
import {stringifyMarkdown} from './transform';

/** The parts of a sidebar item this module reads (structurally Docusaurus' own). */
export type SidebarEntry =
  | {type: 'doc' | 'ref'; id: string; label?: string}
  | {type: 'category'; label: string; items: SidebarEntry[]; link?: {type: string; id?: string}}
  | {type: 'link' | 'html'};

/** One page as listed in the sidebar. */
interface ListedPage {
  docId: string;
  /** The sidebar label, which names the page in `llms.txt`. */
  label?: string;
}

/** A run of pages under one category path, e.g. `Guides: The Camera`. */
export interface PageSection {
  heading: string;
  pages: ListedPage[];
}

/**
 * The sidebar as sections, in the order it shows its pages. A category's own
 * pages form a section named by the category path; each sub-category starts
 * its own. A page appears once, even when it is both a category's link and
 * one of its items (as the API overview is).
 */
export function sidebarSections(sidebar: SidebarEntry[], rootHeading = 'Docs'): PageSection[] {
  const sections: PageSection[] = [];
  const seen = new Set<string>();
  const add = (heading: string, page: ListedPage): void => {
    if (seen.has(page.docId)) return;
    seen.add(page.docId);
    const last = sections.at(-1);
    if (last?.heading === heading) last.pages.push(page);
    else sections.push({heading, pages: [page]});
  };
  const walk = (items: SidebarEntry[], path: string[]): void => {
    const heading = path.length === 0 ? rootHeading : path.join(': ');
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') {
        add(heading, {docId: item.id, label: item.label});
      } else if (item.type === 'category') {
        const categoryPath = [...path, item.label];
        const linkedDoc = item.link?.type === 'doc' ? item.link.id : undefined;
        const linkedIsItem = item.items.some((child) => (child.type === 'doc' || child.type === 'ref') && child.id === linkedDoc);
        // The item's own label ("Overview") beats the category's for the same page.
        if (linkedDoc !== undefined && !linkedIsItem) add(categoryPath.join(': '), {docId: linkedDoc, label: item.label});
        walk(item.items, categoryPath);
      }
    }
  };
  walk(sidebar, []);
  return sections;
}

/** What the files need to know about a page. */
export interface PageSummary {
  title: string;
  description: string;
  /** Absolute URL of the Markdown twin. */
  twinUrl: string;
}

export interface LlmsTxtInput {
  title: string;
  summary: string;
  /** Absolute URL of `llms-full.txt`, named in the introduction. */
  fullTextUrl: string;
  sections: PageSection[];
  pages: ReadonlyMap<string, PageSummary>;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function header(title: string, summary: string): RootContent[] {
  return [
    {type: 'heading', depth: 1, children: [{type: 'text', value: title}]},
    {type: 'blockquote', children: [{type: 'paragraph', children: [{type: 'text', value: oneLine(summary)}]}]},
  ];
}

export function renderLlmsTxt({title, summary, fullTextUrl, sections, pages}: LlmsTxtInput): string {
  const children: RootContent[] = [
    ...header(title, summary),
    {
      type: 'paragraph',
      children: [
        {type: 'text', value: 'Each link below leads to the Markdown version of a page: its URL is the page URL with '},
        {type: 'inlineCode', value: '.md'},
        {type: 'text', value: ' added. All pages in one file: '},
        {type: 'link', url: fullTextUrl, children: [{type: 'text', value: fullTextUrl}]},
        {type: 'text', value: '.'},
      ],
    },
  ];
  for (const section of sections) {
    const items: ListItem[] = [];
    for (const {docId, label} of section.pages) {
      const page = pages.get(docId);
      if (!page) continue;
      const line: PhrasingContent[] = [{type: 'link', url: page.twinUrl, children: [{type: 'text', value: label ?? page.title}]}];
      const description = oneLine(page.description);
      if (description !== '') line.push({type: 'text', value: `: ${description}`});
      items.push({type: 'listItem', spread: false, children: [{type: 'paragraph', children: line}]});
    }
    if (items.length === 0) continue;
    const list: List = {type: 'list', ordered: false, spread: false, children: items};
    children.push({type: 'heading', depth: 2, children: [{type: 'text', value: section.heading}]}, list);
  }
  return stringifyMarkdown({type: 'root', children});
}

/** The header, then each twin (each opens with its own `# Title`), split by rules. */
export function renderLlmsFullTxt(title: string, summary: string, twins: string[]): string {
  const head = stringifyMarkdown({type: 'root', children: header(title, summary)});
  return [head, ...twins].map((part) => part.trim()).join('\n\n---\n\n') + '\n';
}
