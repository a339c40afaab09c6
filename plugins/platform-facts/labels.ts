/**
 * The platform labels of the generated API pages: one block under each member
 * heading ("Platforms: Android only", "Needs: Android: minSdk 26, Android 9+")
 * and a summary under the page title. Pure: TypeDoc's Markdown in, Markdown
 * out; typedoc.mjs wires it in, so the HTML, the Markdown twins,
 * llms-full.txt and the search records (read from the HTML) all carry the
 * same text. The blocks are Markdown inside a `<div>` (CommonMark keeps the
 * Markdown between blank lines): the text says everything, the class and
 * data attributes only style it (src/css/custom.css, "Platform labels").
 */
import type {MemberFacts} from '../../model/platform-facts/derive';
import {codeLinesOf, headingsOf, readMarkdown} from '../../model/markdown';

const memberId = /\{#([^}\s]+)\}\s*$/;

/** `used-used`, `used-ignored`, `absent-used`: iOS then Android, for the stylesheet. */
function supportAttribute(facts: MemberFacts): string {
  return `${facts.support.ios}-${facts.support.android}`;
}

/** The block under one member's heading. */
function memberBlock(facts: MemberFacts): string[] {
  const lines = [
    `<div class="api-platforms" data-support="${supportAttribute(facts)}" role="note" aria-label="Platforms">`,
    '',
    `**Platforms:** ${facts.label}`,
  ];
  for (const requirement of facts.requirementLines) lines.push('', `**Needs:** ${requirement}`);
  if (facts.note !== undefined) lines.push('', facts.note);
  lines.push('', '</div>');
  return lines;
}

function memberLinks(members: MemberFacts[]): string {
  return members.map((facts) => `[${facts.key.split('.').pop() ?? facts.key}](#${facts.anchor})`).join(', ');
}

/** The summary under a page's title: how many members work on both platforms, and the exceptions by name. */
function pageSummary(members: MemberFacts[]): string[] {
  const both = members.filter((facts) => facts.support.ios === 'used' && facts.support.android === 'used');
  const only = (platform: 'ios' | 'android') =>
    members.filter((facts) => facts.support[platform] === 'used' && facts.support[platform === 'ios' ? 'android' : 'ios'] !== 'used');
  const ignored = (platform: 'ios' | 'android') => members.filter((facts) => facts.support[platform] === 'ignored');
  const needs = members.filter((facts) => facts.requirements.length > 0);
  const noun = members.length === 1 ? 'member' : 'members';
  const lines = [
    '<div class="api-platforms-summary" role="note" aria-label="Platforms on this page">',
    '',
    `**Platforms:** ${both.length} of ${members.length} ${noun} work on iOS · Android.`,
  ];
  const exceptions: [string, MemberFacts[]][] = [
    ['iOS only', only('ios')],
    ['Android only', only('android')],
    ['Ignored on iOS', ignored('ios')],
    ['Ignored on Android', ignored('android')],
    ['With requirements', needs],
  ];
  const listed = exceptions.filter(([, list]) => list.length > 0);
  if (listed.length > 0) lines.push('', ...listed.map(([title, list]) => `- **${title}:** ${memberLinks(list)}`));
  lines.push('', '</div>');
  return lines;
}

/**
 * One generated API page with its platform blocks.
 * @param pageKey `classes/Camera`, `interfaces/CameraProps` or `index`
 * @param facts every member's facts (memberFacts())
 * @returns the page, and the anchors of members on the page that had no facts (the caller fails the build on them)
 */
export function withPlatformLabels(
  markdown: string,
  pageKey: string,
  facts: Map<string, MemberFacts>,
): {markdown: string; unlabelled: string[]} {
  const byAnchor = new Map([...facts.values()].filter((entry) => entry.page === pageKey).map((entry) => [entry.anchor, entry]));
  const tree = readMarkdown(markdown, 'md');
  const codeLines = codeLinesOf(tree);
  const memberHeadings = new Map<number, string>();
  let titleLine: number | undefined;
  for (const heading of headingsOf(tree)) {
    if (!heading.topLevel || codeLines.has(heading.line)) continue;
    if (heading.depth === 1) titleLine ??= heading.line;
    // Members are the headings with an id: level 3 on class and interface pages and on the index.
    const id = heading.depth === 3 ? memberId.exec(heading.text)?.[1] : undefined;
    if (id !== undefined) memberHeadings.set(heading.line, id);
  }
  const unlabelled: string[] = [];
  const labelled: MemberFacts[] = [];
  const out: string[] = [];
  markdown.split('\n').forEach((line, index) => {
    const lineNumber = index + 1;
    out.push(line);
    if (lineNumber === titleLine) out.push('', '%%PLATFORM_SUMMARY%%');
    const anchor = memberHeadings.get(lineNumber);
    if (anchor === undefined) return;
    const entry = byAnchor.get(anchor);
    if (entry === undefined) {
      unlabelled.push(anchor);
      return;
    }
    labelled.push(entry);
    out.push('', ...memberBlock(entry));
  });
  const summary = labelled.length > 0 ? pageSummary(labelled).join('\n') : '';
  return {markdown: out.join('\n').replace('\n%%PLATFORM_SUMMARY%%', summary === '' ? '' : `\n${summary}`), unlabelled};
}
