/**
 * An exact message pasted into the search finds the Troubleshooting entry
 * headed by it in the first three places (issue 47): the headings under
 * "Messages and their fixes", read from the guide's source.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {codeLinesOf, readMarkdown} from '../../model/markdown';
import {loadBuiltIndex} from '../../scripts/lib/builtIndex';

const {index} = loadBuiltIndex();
const source = readFileSync(path.resolve(__dirname, '../../docs/guides/troubleshooting.mdx'), 'utf8');
const codeLines = codeLinesOf(readMarkdown(source, 'mdx'));
const lines = source.split('\n');
const sectionAt = lines.findIndex((line) => /^## Messages and their fixes/.test(line));
const sectionEnd = lines.findIndex((line, at) => at > sectionAt && /^## /.test(line));
/** Each `###` heading of the section: the messages in its code spans (`a` or `b`), and its text as the page shows it. */
const messages = lines
  .slice(sectionAt + 1, sectionEnd === -1 ? undefined : sectionEnd)
  .filter((line, at) => /^### /.test(line) && !codeLines.has(sectionAt + 2 + at))
  .map((line) => line.slice(4).replace(/\s*\{#[^}]*\}\s*$/, ''))
  .flatMap((heading) => [...heading.matchAll(/`([^`]+)`/g)].map(([, message]) => ({message, heading})))
  .filter(({message}) => message.split(/\s+/).length >= 3);

const docsTags = new Set(['default', 'docs-default-current']);
/** The headings of the first three places, one per URL, as the dialog lists them. */
function firstThree(query: string): {path: string; heading: string}[] {
  const seen = new Set<string>();
  const places: {path: string; heading: string}[] = [];
  for (const hit of index.search(query, (record) => record.language === 'en' && docsTags.has(record.docusaurus_tag))) {
    if (seen.has(hit.path)) continue;
    seen.add(hit.path);
    const heading = [hit.hierarchy.lvl3, hit.hierarchy.lvl2].find(Boolean) ?? '';
    places.push({path: hit.path, heading});
    if (places.length === 3) break;
  }
  return places;
}

describe('exact messages', () => {
  it('reads the messages from the guide', () => {
    expect(messages.length).toBeGreaterThanOrEqual(5);
  });

  it.each(messages)('“$message” finds its Troubleshooting entry in the top 3', ({message, heading}) => {
    const places = firstThree(message);
    const plain = (text: string) => text.replace(/`/g, '');
    expect(
      places.some((place) => place.path.startsWith('/docs/guides/troubleshooting#') && plain(place.heading) === plain(heading)),
      places.map((place) => `${place.path} (${place.heading})`).join(', '),
    ).toBe(true);
  });
});
