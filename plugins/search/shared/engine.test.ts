import {describe, expect, it} from 'vitest';
import {LocalIndex, serializeFullText, serializeIndex, storedContentLength, type IndexedRecord} from './engine';
import {compoundTerms, parseQuery, processTerm, stem, tokenize} from './terms';

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

  it('adds the joined whole of an error code, and its id without the domain', () => {
    for (const text of ['session/camera-not-ready', 'Session/Camera-Not-Ready', 'session / camera-not-ready']) {
      expect(compoundTerms(text).map(processTerm)).toEqual(['sessioncameranotready', 'cameranotready']);
    }
    expect(compoundTerms('see camera-not-ready').map(processTerm)).toEqual(['cameranotready']);
    expect(compoundTerms('camera not ready')).toEqual([]);
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

describe('stem', () => {
  it('gives one stem for the forms of a word, and none for short or unchanged ones', () => {
    expect(new Set(['navigate', 'navigation', 'navigator'].map(stem))).toEqual(new Set(['navig']));
    expect(stem('rotated')).toBe(stem('rotation'));
    expect(stem('stopped')).toBe('stop');
    expect(stem('video')).toBeNull();
    expect(stem('takephoto')).toBeNull();
    expect(stem('60fps')).toBeNull();
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

  it('finds a page whose sections hold the words between them, and a record missing one word', () => {
    expect(index.search('startRecording audio').map((hit) => hit.path)[0]).toBe('/docs/guides/recording-videos#start');
    // "record" and "audio" are in one section, "frame" is in none of this page's.
    expect(index.search('record audio nonexistentword')[0]?.path).toBe('/docs/guides/recording-videos#start');
    const spread = new LocalIndex(
      serializeIndex([
        record({type: 'lvl1', hierarchy: hierarchy('Guides', 'Camera Lifecycle'), path: '/docs/guides/lifecycle', rank: 2100}),
        record({
          type: 'content',
          hierarchy: hierarchy('Guides', 'Camera Lifecycle', 'The isActive prop'),
          path: '/docs/guides/lifecycle#isactive',
          content: 'The camera stays running while isActive is true.',
          rank: 2000,
        }),
        record({
          type: 'content',
          hierarchy: hierarchy('Guides', 'Camera Lifecycle', 'Pause when the screen loses focus'),
          path: '/docs/guides/lifecycle#focus',
          content: 'React Navigation keeps a screen mounted after the user navigates to another one.',
          rank: 2000,
        }),
        record({
          type: 'lvl2',
          hierarchy: hierarchy('Guides', 'Troubleshooting', 'The camera stays black'),
          path: '/docs/guides/troubleshooting#black',
          rank: 2090,
        }),
      ]),
    );
    // No section holds "stays", "navigate" and "camera" together; the page does,
    // and it comes before a heading that holds two of the words.
    expect(spread.search('camera stays on after I navigate away')[0]?.path).toMatch(/^\/docs\/guides\/lifecycle/);
    // "navigate" finds "Navigation" and "navigates" through its stem.
    expect(spread.search('navigate').map((hit) => hit.path)).toEqual(['/docs/guides/lifecycle#focus']);
  });

  it('ranks a guide that answers a question above an API page that names its words', () => {
    const both = new LocalIndex(
      serializeIndex([
        record({
          type: 'content',
          hierarchy: hierarchy('API', 'Interface: VideoFile', 'Properties', 'path'),
          path: '/docs/api/interfaces/VideoFile#path',
          content: 'The size of the video file; reduce it with the options.',
          rank: 1000,
        }),
        record({
          type: 'content',
          hierarchy: hierarchy('Guides', 'Recording Videos', 'Bit rate and codec'),
          path: '/docs/guides/recording-videos#bit-rate',
          content: 'A lower videoBitRate makes a smaller file; h265 reduces the size of a video further.',
          rank: 2000,
        }),
      ]),
    );
    expect(both.search('reduce video file size')[0]?.path).toBe('/docs/guides/recording-videos#bit-rate');
    // One word names a thing: the API page keeps its place for its own name.
    expect(both.search('VideoFile')[0]?.path).toBe('/docs/api/interfaces/VideoFile#path');
  });

  it('puts the entry of an error code first, typed in any case, with spaces or without its domain', () => {
    const entry = (code: string, message: string) =>
      record({
        type: 'lvl4',
        hierarchy: {...hierarchy('Guides', 'Camera Errors', 'Error codes by domain', code.split('/')[0]), lvl4: code},
        path: `/docs/guides/errors#${code.replace('/', '-')}`,
        content: message,
        rank: 2070,
      });
    const codes = new LocalIndex(
      serializeIndex([
        entry('session/camera-not-ready', 'The Camera is not yet ready! Wait for onInitialized() before calling this method.'),
        entry('device/camera-not-available-on-simulator', 'The Camera is not available on the iOS Simulator!'),
        entry(
          'capture/recording-in-progress',
          'There is already an active video recording in progress! Did you call startRecording() twice?',
        ),
        record({
          type: 'content',
          hierarchy: hierarchy('Guides', 'Camera Lifecycle', 'onInitialized'),
          path: '/docs/guides/lifecycle#oninitialized',
          content: 'Calling takePhoto() before the camera is ready rejects with session/camera-not-ready; wait for onInitialized.',
          rank: 2000,
        }),
        record({
          type: 'lvl2',
          hierarchy: hierarchy('Guides', 'Taking Photos', 'When the camera is not ready'),
          path: '/docs/guides/taking-photos#not-ready',
          rank: 2090,
        }),
        record({
          type: 'lvl3',
          hierarchy: hierarchy('API', 'Type aliases', 'SessionError'),
          path: '/docs/api#sessionerror',
          content: '"session/camera-not-ready" | "session/camera-cannot-be-opened" | "session/camera-has-been-disconnected"',
          rank: 1080,
        }),
      ]),
    );
    const first = (query: string) => codes.search(query)[0]?.path;
    for (const query of [
      'session/camera-not-ready',
      'Session/Camera-Not-Ready',
      'session / camera-not-ready',
      'camera-not-ready',
      'SESSION/CAMERA-NOT-READY',
    ]) {
      expect(first(query), query).toBe('/docs/guides/errors#session-camera-not-ready');
    }
    expect(first('camera-not-available-on-simulator')).toBe('/docs/guides/errors#device-camera-not-available-on-simulator');
    expect(first('There is already an active video recording')).toBe('/docs/guides/errors#capture-recording-in-progress');
    expect(first('The Camera is not yet ready')).toBe('/docs/guides/errors#session-camera-not-ready');
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

describe('generalising (issue 47)', () => {
  it('folds a gerund or past form onto its verb: taking finds take, saved finds save, using finds use', () => {
    expect(stem('taking')).toBe('take');
    expect(stem('saved')).toBe('save');
    expect(stem('using')).toBe('use');
    expect(stem('scanning')).toBe('scan');
    const verbs = new LocalIndex(
      serializeIndex([
        record({
          type: 'content',
          hierarchy: hierarchy('Guides', 'Taking Photos'),
          path: '/docs/guides/photos',
          content: 'Take a photo with flash.',
        }),
        record({
          type: 'content',
          hierarchy: hierarchy('Guides', 'Other'),
          path: '/docs/guides/other',
          content: 'Unrelated text about tables.',
        }),
      ]),
    );
    expect(verbs.search('taking picture with flash')[0]?.path).toBe('/docs/guides/photos');
  });

  const pages = [
    ...['first', 'second', 'third', 'fourth'].map((word, at) =>
      record({
        type: 'content',
        hierarchy: hierarchy('Guides', 'Camera Errors', `The ${word} case`),
        path: `/docs/guides/errors#${word}`,
        content: `The camera session fails when the device is busy, ${word} variant.`,
        rank: 2000 - at,
      }),
    ),
    record({
      type: 'content',
      hierarchy: hierarchy('Guides', 'Lifecycle', 'Busy device'),
      path: '/docs/guides/lifecycle#busy',
      content: 'A busy device makes the session fail.',
      rank: 2000,
    }),
    record({
      type: 'lvl3',
      hierarchy: hierarchy(
        'Guides',
        'Troubleshooting',
        'Messages and their fixes',
        'Camera session could not be configured because device is busy',
      ),
      path: '/docs/guides/troubleshooting#configure',
      rank: 1000,
    }),
    // Every word of the message, not as one phrase, on a page that outranks it.
    record({
      type: 'lvl2',
      hierarchy: hierarchy('Guides', 'Getting Started', 'Is the camera busy because a session could not be configured for the device?'),
      path: '/docs/guides#sessions',
      rank: 3100,
    }),
  ];
  const firstUrlsOf = (index: LocalIndex, query: string) => [...new Set(index.search(query).map((hit) => hit.path))].slice(0, 3);
  const spread = new LocalIndex(serializeIndex(pages.slice(0, 5)));
  const withMessage = new LocalIndex(serializeIndex(pages));
  const firstUrls = (query: string) => firstUrlsOf(spread, query);

  it('gives the third place to another page when one page would take all three', () => {
    const three = firstUrls('camera session fails device busy variant');
    expect(three.slice(0, 2).every((url) => url.startsWith('/docs/guides/errors#'))).toBe(true);
    expect(three[2]).not.toMatch(/^\/docs\/guides\/errors#/);
  });

  it('keeps three places on one page when no other page matches', () => {
    expect(firstUrls('variant').every((url) => url.startsWith('/docs/guides/errors#'))).toBe(true);
  });

  it('puts the heading that holds a pasted message first', () => {
    expect(firstUrlsOf(withMessage, 'session could not be configured because device is busy')[0]).toBe(
      '/docs/guides/troubleshooting#configure',
    );
  });
});
