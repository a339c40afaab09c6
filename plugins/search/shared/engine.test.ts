import {describe, expect, it} from 'vitest';
import {LocalIndex, serializeFullText, serializeIndex, storedContentLength, type IndexedRecord} from './engine';
import {parseQuery, processTerm, tokenize} from './terms';

const hierarchy = (lvl0: string, lvl1: string, lvl2: string | null = null, lvl3: string | null = null) => ({
  lvl0,
  lvl1,
  lvl2,
  lvl3,
  lvl4: null,
  lvl5: null,
  lvl6: null,
});

const record = (overrides: Partial<IndexedRecord> & Pick<IndexedRecord, 'type' | 'hierarchy' | 'path'>): IndexedRecord => ({
  content: null,
  language: 'en',
  docusaurus_tag: 'docs-default-current',
  rank: 10,
  ...overrides,
});

const records: IndexedRecord[] = [
  record({type: 'lvl1', hierarchy: hierarchy('API', 'Class: Camera'), path: '/docs/api/classes/Camera'}),
  record({
    type: 'lvl3',
    hierarchy: hierarchy('API', 'Class: Camera', 'Methods', 'takePhoto()'),
    path: '/docs/api/classes/Camera#takephoto',
  }),
  record({type: 'lvl1', hierarchy: hierarchy('API', 'Interface: TakePhotoOptions'), path: '/docs/api/interfaces/TakePhotoOptions'}),
  record({type: 'lvl1', hierarchy: hierarchy('Guides', 'Recording Videos'), path: '/docs/guides/recording-videos', rank: 20}),
  record({
    type: 'content',
    hierarchy: hierarchy('Guides', 'Recording Videos', 'Start a recording'),
    path: '/docs/guides/recording-videos#start',
    content: 'Call startRecording to record a video with audio.',
  }),
  record({
    type: 'content',
    hierarchy: hierarchy('Guides', 'Frame Processors'),
    path: '/docs/guides/frame-processors',
    content: 'A frame processor runs for every frame the camera produces.',
  }),
  record({
    type: 'content',
    hierarchy: hierarchy('Guides', 'Performance'),
    path: '/docs/guides/performance',
    content: 'The processor of the phone and every frame matter.',
    language: 'de',
  }),
];

const index = new LocalIndex(serializeIndex(records));
const top = (query: string) => index.search(query)[0]?.path;

describe('tokenize', () => {
  it('keeps API names whole and adds their parts', () => {
    expect(tokenize('takePhoto useCameraDevice 60fps')).toEqual(
      expect.arrayContaining(['takePhoto', 'take', 'Photo', 'useCameraDevice', 'use', 'Camera', 'Device', '60fps', '60', 'fps']),
    );
  });

  it('reads letters and digits of any script', () => {
    expect(tokenize('カメラ 相机 émoji 📷')).toEqual(['カメラ', '相机', 'émoji']);
  });
});

describe('processTerm', () => {
  it('drops stop words and folds plurals', () => {
    expect(processTerm('The')).toBeNull();
    expect(processTerm('Processors')).toBe('processor');
    expect(processTerm('videos')).toBe('video');
    expect(processTerm('focus')).toBe('focus');
    expect(processTerm('class')).toBe('class');
    expect(processTerm('iOS')).toBe('ios');
  });
});

describe('parseQuery', () => {
  it('extracts quoted phrases', () => {
    expect(parseQuery('"frame processor" tips')).toEqual({text: 'frame processor tips', phrases: ['frame processor']});
  });
});

describe('LocalIndex', () => {
  it('survives serialisation with every record intact', () => {
    expect(index.records).toEqual(records);
  });

  it('ranks an exact API member above pages that only start with its name', () => {
    expect(top('takePhoto')).toBe('/docs/api/classes/Camera#takephoto');
  });

  it('finds prefixes and tolerates typos', () => {
    expect(top('recor')).toBe('/docs/guides/recording-videos');
    expect(top('recod video')).toMatch(/^\/docs\/guides\/recording-videos/);
  });

  it('requires every word, then falls back to any word', () => {
    expect(index.search('startRecording audio').map((hit) => hit.path)).toEqual(['/docs/guides/recording-videos#start']);
    expect(index.search('audio nonexistentword').length).toBeGreaterThan(0);
  });

  it('keeps quoted phrases verbatim', () => {
    const paths = index.search('"frame processor"').map((hit) => hit.path);
    expect(paths).toContain('/docs/guides/frame-processors');
    expect(paths).not.toContain('/docs/guides/performance');
  });

  it('finds a quoted phrase past the shipped text once the whole text is attached', () => {
    const filler = 'The preview keeps running while the session is configured again. '.repeat(4);
    const long = [
      ...records,
      record({
        type: 'content',
        hierarchy: hierarchy('Guides', 'Taking Photos', 'The result'),
        path: '/docs/guides/taking-photos#result',
        content: `${filler}Viewers read the orientation tag to rotate the image.`,
      }),
    ];
    expect(filler.length).toBeGreaterThan(storedContentLength);
    const withText = new LocalIndex(serializeIndex(long, '/assets/search/text.abc.json'));
    expect(withText.fullTextUrl).toBe('/assets/search/text.abc.json');
    const phrase = '"orientation tag to rotate"';
    expect(withText.needsFullText(phrase)).toBe(true);
    expect(withText.needsFullText('orientation tag')).toBe(false);

    withText.attachFullText(serializeFullText(long));
    expect(withText.needsFullText(phrase)).toBe(false);
    const [hit] = withText.search(phrase);
    expect(hit?.path).toBe('/docs/guides/taking-photos#result');
    expect(hit?.content).toContain('orientation tag to rotate');
    // The words alone, out of order, are not the phrase.
    expect(withText.search('"rotate the orientation tag"')).toEqual([]);
  });

  it('refuses a text asset of another index', () => {
    const fresh = new LocalIndex(serializeIndex(records));
    expect(fresh.fullTextUrl).toBeUndefined();
    expect(() => fresh.attachFullText(JSON.stringify(['only one']))).toThrow(/does not belong/);
    expect(() => fresh.attachFullText(JSON.stringify(records.map(() => 7)))).toThrow(/does not belong/);
  });

  it('applies a record filter', () => {
    expect(index.search('processor', (r) => r.language === 'de').map((hit) => hit.path)).toEqual(['/docs/guides/performance']);
  });

  it('answers empty, odd and hostile input without throwing', () => {
    for (const query of ['', '   ', '.*+?^${}()|[]\\', '"', '""', '<script>alert(1)</script>', '📷', 'x'.repeat(600)]) {
      expect(() => index.search(query)).not.toThrow();
    }
    expect(index.search('   ')).toEqual([]);
  });

  it('rejects an index of another format version', () => {
    expect(() => new LocalIndex(JSON.stringify({version: 2}))).toThrow(/version/);
  });
});
