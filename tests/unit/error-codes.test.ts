/**
 * Every error code of the pinned library has its own entry in the errors guide, under the anchor derived from the
 * code, and every entry names a code the library's sources contain. The codes come from the sources
 * (model/errorCodes.ts), never from a list kept here. See ARCHITECTURE.md, "Checks".
 */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {headingsOf, linkUrlsOf, readMarkdown} from '../../model/markdown';
import {errorCodeAnchor} from '../../plugins/typedoc-error-codes/errorCodes';
import {nativeCodes, neverConstructed, unionCodes} from '../../model/errorCodes';

const guideSource = readFileSync('docs/guides/errors.mdx', 'utf8');
const guide = readMarkdown(guideSource, 'mdx');

/** The code entries: level 4 headings that are one inline code with an explicit id, `` #### `a/b` {#a-b} ``. */
const headings = headingsOf(guide);
const entries = headings
  .filter((heading) => heading.depth === 4)
  .map((heading) => {
    const line = guideSource.split('\n')[heading.line - 1]!;
    const match = /^#### `([^`]+)` \{#([^}\s]+)\}\s*$/.exec(line);
    return {line: heading.line, text: line, code: match?.[1], id: match?.[2]};
  });
const entryByCode = new Map(entries.map((entry) => [entry.code, entry]));

const unions = unionCodes();
const unionList = [...unions.values()].flat();
const native = nativeCodes();
const allCodes = [...new Set([...unionList, ...native.keys()])];

/** The lines of the guide from an entry's heading to the next heading. */
function entryBody(code: string): string {
  const entry = entryByCode.get(code)!;
  const next = headings.find((heading) => heading.line > entry.line)?.line ?? Infinity;
  return guideSource
    .split('\n')
    .slice(entry.line, next - 1)
    .join('\n');
}

/** The codes a section (an h2) links to by entry anchor. */
function codesLinkedFrom(sectionTitle: string): string[] {
  const lines = guideSource.split('\n');
  const start = lines.indexOf(`## ${sectionTitle}`);
  const end = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  const section = lines.slice(start, end < 0 ? undefined : end).join('\n');
  const anchors = linkUrlsOf(readMarkdown(section, 'mdx')).map((url) => url.replace(/^#/, ''));
  return allCodes.filter((code) => anchors.includes(errorCodeAnchor(code)));
}

describe('the codes read from the 4.7.3 sources', () => {
  it('include every union of src/CameraError.ts, each with codes of the domain/id form', () => {
    expect(unions.size).toBeGreaterThan(0);
    for (const [name, codes] of unions) {
      expect(codes.length, name).toBeGreaterThan(0);
      for (const code of codes) expect(code, name).toMatch(/^[a-z-]+\/[a-z0-9-]+$/);
    }
  });

  it('find the native code of most union members (a scan that lost its pattern finds few)', () => {
    const found = unionList.filter((code) => native.has(code));
    expect(found.length / unionList.length).toBeGreaterThan(0.9);
  });
});

describe('the errors guide', {timeout: 30_000}, () => {
  it('has an entry for every code, under the anchor derived from the code', () => {
    const missing = allCodes.filter((code) => entryByCode.get(code)?.id !== errorCodeAnchor(code));
    expect(missing, 'codes without an entry `#### `code` {#anchor}` in docs/guides/errors.mdx').toEqual([]);
  });

  it('has entries only for codes the sources contain, each heading one code with its derived id', () => {
    const malformed = entries.filter((entry) => entry.code === undefined).map((entry) => entry.text);
    expect(malformed, 'level 4 headings that are not `#### `code` {#anchor}`').toEqual([]);
    const unknown = entries.map((entry) => entry.code!).filter((code) => !allCodes.includes(code));
    expect(unknown, 'entries for codes no source contains').toEqual([]);
    const wrongIds = entries
      .filter((entry) => entry.code !== undefined && entry.id !== errorCodeAnchor(entry.code))
      .map((entry) => entry.code);
    expect(wrongIds, 'entries whose id is not derived from their code').toEqual([]);
    expect(new Set(entries.map((entry) => entry.code)).size, 'a code with two entries').toBe(entries.length);
  });

  it('says for every entry its platforms, what raises it, its message and what to do', () => {
    const incomplete = allCodes.filter((code) =>
      ['**Platforms:**', '**Raised:**', '**Message:**', '**What to do:**'].some((label) => !entryBody(code).includes(label)),
    );
    expect(incomplete).toEqual([]);
  });

  it('links every entry from the index at the top of the codes part', () => {
    const linked = codesLinkedFrom('Error codes by domain');
    expect(allCodes.filter((code) => !linked.includes(code))).toEqual([]);
  });

  it('lists the codes outside the unions, and those never constructed among the never-raised ones', () => {
    const outside = allCodes.filter((code) => !unionList.includes(code));
    const listed = codesLinkedFrom('Codes the TypeScript unions do not list');
    expect(outside.filter((code) => !listed.includes(code))).toEqual([]);
    const neverRaised = codesLinkedFrom('Codes that are declared but never raised');
    expect(neverConstructed().filter((code) => !neverRaised.includes(code))).toEqual([]);
    for (const code of neverRaised) expect(entryBody(code), code).toContain('**Raised:** never.');
  });
});
