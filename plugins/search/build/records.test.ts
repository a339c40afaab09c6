import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {extractRecords, maxContentLength} from './records';

const html = readFileSync(new URL('./__fixtures__/page.html', import.meta.url), 'utf8');
const records = extractRecords({route: '/docs/guides/taking-photos', html, siteUrl: 'https://example.com', pageRank: 2});

describe('extractRecords', () => {
  it('emits one record per h1-h3 heading and per block of prose, in page order', () => {
    expect(records.map((record) => [record.type, record.type === 'content' ? record.content : record.hierarchy[record.type as 'lvl1']])).toEqual([
      ['lvl1', 'Taking Photos'],
      ['content', 'Call takePhoto() on the camera ref.'],
      ['lvl2', 'Flash'],
      ['content', 'Set the flash option.'],
      ['content', 'Outer item'],
      ['content', 'Nested item'],
      ['lvl3', 'Red eye'],
      ['content', 'A promise.'],
      ['content', 'Cell text'],
    ]);
  });

  it('takes lvl0 from the breadcrumbs and keeps the hierarchy above each record', () => {
    const promise = records.find((record) => record.content === 'A promise.')!;
    expect(promise.hierarchy).toEqual({
      lvl0: 'Guides',
      lvl1: 'Taking Photos',
      lvl2: 'Flash',
      lvl3: 'Red eye',
      lvl4: 'Returns',
      lvl5: null,
      lvl6: null,
    });
  });

  it('links each record to the nearest h2/h3 anchor, the page itself for the intro', () => {
    expect(records[0].url).toBe('https://example.com/docs/guides/taking-photos');
    expect(records[1].path).toBe('/docs/guides/taking-photos');
    expect(records[2].url).toBe('https://example.com/docs/guides/taking-photos#flash');
    // Under an h4, text still lands on its h3.
    expect(records.find((record) => record.content === 'A promise.')!.path).toBe('/docs/guides/taking-photos#red-eye');
  });

  it('makes h4 headings places to land on where the page asks for them (the guides)', () => {
    const deep = extractRecords({route: '/docs/guides/errors', html, siteUrl: '', pageRank: 2, destinationDepth: 4});
    expect(deep.find((record) => record.type === 'lvl4')).toMatchObject({path: '/docs/guides/errors#returns', hierarchy: {lvl4: 'Returns'}});
    expect(deep.find((record) => record.content === 'A promise.')!.path).toBe('/docs/guides/errors#returns');
    expect(records.some((record) => record.type === 'lvl4')).toBe(false);
  });

  it("gives the title record the page's description", () => {
    expect(records[0].content).toBe('Capture photos with takePhoto() and choose the flash.');
  });

  it('skips code, hash links, source locations and links to the guides', () => {
    const text = JSON.stringify(records);
    expect(text).not.toContain('code is not indexed');
    expect(text).not.toContain('Direct link');
    expect(text).not.toContain('Defined in');
    expect(text).not.toContain('Explained in');
  });

  it('carries language, docs tag and weights', () => {
    expect(records[0]).toMatchObject({language: 'en', docusaurus_tag: 'docs-default-current'});
    expect(records[0].weight).toEqual({pageRank: 2, level: 100, position: 0});
    expect(records[2].weight.level).toBe(90);
    expect(records[1].weight.level).toBe(0);
    expect(new Set(records.map((record) => record.objectID)).size).toBe(records.length);
  });

  it('truncates long paragraphs at a word boundary', () => {
    const long = html.replace('A promise.', 'word '.repeat(400));
    const [record] = extractRecords({route: '/x', html: long, siteUrl: '', pageRank: 1}).filter((r) => r.content?.startsWith('word'));
    expect(record.content!.length).toBeLessThanOrEqual(maxContentLength + 1);
    expect(record.content!.endsWith('…')).toBe(true);
  });

  it('returns nothing for pages without docs content', () => {
    expect(extractRecords({route: '/', html: '<html><body><main>Home</main></body></html>', siteUrl: '', pageRank: 1})).toEqual([]);
  });
});
