// @ts-check
/**
 * TypeDoc plugin: keeps the headings of each generated API page a valid
 * outline. Doc comments bring their own Markdown headings, written for the
 * library's previous site, so a page can:
 * - skip a level: the Camera class summary opens with `###` right under the
 *   page's `#` title. Such a heading is raised to one level below the heading
 *   before it.
 * - repeat an id: a nested property heading (`#### Orientation` inside
 *   `PhotoFile.metadata`) gets the automatic id `orientation`, which the member
 *   `orientation` already carries as its explicit id. Such a heading gets the
 *   explicit id `<member id>-<slug>` (`metadata-orientation`), so member anchors
 *   keep their rule: the member's name in lower case, no `-1` twin.
 */
import {MarkdownPageEvent} from 'typedoc-plugin-markdown';

const headingPattern = /^(#{1,6})([ \t]+.*?)?(?:[ \t]+\{#([^}\s]+)\})?[ \t]*$/;
const fencePattern = /^ {0,3}(`{3,}|~{3,})/;

/**
 * The automatic id a heading's text gets (the GitHub-style slug Docusaurus
 * uses), close enough to find clashes: lower case, no punctuation, spaces as dashes.
 * @param {string} text
 */
export function headingSlug(text) {
  return text
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/**
 * Lines of a Markdown page, each with the heading it holds (none inside code fences).
 * @param {string} markdown
 */
function parseLines(markdown) {
  /** @type {string | null} */
  let fence = null;
  return markdown.split('\n').map((text) => {
    const fenceMatch = fencePattern.exec(text);
    if (fenceMatch) {
      const marker = fenceMatch[1] ?? '';
      if (fence === null) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      return {text, heading: null};
    }
    const match = fence === null ? headingPattern.exec(text) : null;
    if (!match) return {text, heading: null};
    return {text, heading: {level: (match[1] ?? '').length, title: (match[2] ?? '').trim(), id: match[3] ?? null}};
  });
}

/**
 * The page with no skipped heading level and no automatic id that repeats an explicit one.
 * @param {string} markdown
 */
export function withValidOutline(markdown) {
  const lines = parseLines(markdown);
  const explicitIds = new Set(lines.flatMap(({heading}) => (heading?.id ? [heading.id] : [])));
  /** @type {Array<{level: number, id: string | null}>} the open headings, outermost first */
  const open = [];
  let previousLevel = 0;
  return lines
    .map(({text, heading}) => {
      if (heading === null) return text;
      const level = previousLevel === 0 ? heading.level : Math.min(heading.level, previousLevel + 1);
      previousLevel = level;
      while (open.length > 0 && (open.at(-1)?.level ?? 0) >= level) open.pop();
      let id = heading.id;
      if (id === null && explicitIds.has(headingSlug(heading.title))) {
        const parentId = [...open].reverse().find((parent) => parent.id !== null)?.id;
        id = parentId ? `${parentId}-${headingSlug(heading.title)}` : `${headingSlug(heading.title)}-heading`;
        explicitIds.add(id);
      }
      open.push({level, id});
      if (level === heading.level && id === heading.id) return text;
      return `${'#'.repeat(level)} ${heading.title}${id === null ? '' : ` {#${id}}`}`;
    })
    .join('\n');
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (page.contents !== undefined) page.contents = withValidOutline(page.contents);
  });
}
