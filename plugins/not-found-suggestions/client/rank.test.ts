import {describe, expect, it} from 'vitest';
import {editDistance, normalisePath, rankPages, searchWordsOf} from './rank';

const pages = [
  {url: '/docs/guides', title: 'Getting Started'},
  {url: '/docs/guides/devices', title: 'Camera Devices'},
  {url: '/docs/guides/taking-photos', title: 'Taking Photos'},
  {url: '/docs/guides/recording-videos', title: 'Recording Videos'},
  {url: '/docs/guides/code-scanning', title: 'Code Scanning'},
  {url: '/docs/api/', title: 'VisionCamera API'},
  {url: '/docs/api/interfaces/CameraProps', title: 'CameraProps'},
  {url: '/docs/api/interfaces/CameraDevice', title: 'CameraDevice'},
  {url: '/docs/api/interfaces/TakePhotoOptions', title: 'TakePhotoOptions'},
];
const first = (path: string) => rankPages(path, pages)[0]?.url;

describe('rankPages', () => {
  it('finds the page behind a missing or extra s', () => {
    expect(first('/docs/guides/taking-photo')).toBe('/docs/guides/taking-photos');
    expect(first('/docs/guides/recording-video')).toBe('/docs/guides/recording-videos');
    expect(first('/docs/api/interfaces/CameraProp')).toBe('/docs/api/interfaces/CameraProps');
    expect(first('/docs/guides/devicess')).toBe('/docs/guides/devices');
  });

  it('finds the page behind a wrong folder, a typo or a wrong case', () => {
    expect(first('/docs/guide/code-scanning')).toBe('/docs/guides/code-scanning');
    expect(first('/docs/guides/code-scaning')).toBe('/docs/guides/code-scanning');
    expect(first('/Docs/API/interfaces/cameraprops')).toBe('/docs/api/interfaces/CameraProps');
  });

  it('finds a page by its title', () => {
    expect(first('/docs/guides/camera-devices')).toBe('/docs/guides/devices');
  });

  it('offers at most five pages and nothing for a path unlike any page', () => {
    expect(rankPages('/docs/guides/x', pages).length).toBeLessThanOrEqual(5);
    expect(rankPages('/completely/unrelated-words-here', pages)).toEqual([]);
  });
});

describe('normalisePath and searchWordsOf', () => {
  it('compares paths without case, .html or trailing slash', () => {
    expect(normalisePath('/Docs/Guides/Devices/')).toBe('/docs/guides/devices');
    expect(normalisePath('/docs/guides/devices.html')).toBe('/docs/guides/devices');
    expect(normalisePath('/docs/guides/index.html')).toBe('/docs/guides');
  });

  it('keeps the words of the path that name a topic', () => {
    expect(searchWordsOf('/docs/guides/taking-photo')).toBe('taking photo');
    expect(searchWordsOf('/docs/api/interfaces/CameraProp')).toBe('CameraProp');
    expect(searchWordsOf('/docs/guide/code_scanning.html')).toBe('code scanning');
  });

  it('counts edits', () => {
    expect(editDistance('photo', 'photos')).toBe(1);
    expect(editDistance('guide', 'guides')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });
});
