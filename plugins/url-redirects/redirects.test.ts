import {describe, expect, it} from 'vitest';
import {load} from 'cheerio';
import {oldApiPathTarget} from './client/oldApiPath';
import {redirectPage, redirectScript} from './page';
import {redirectsFor, retiredGuides} from './redirects';

const manifest = {
  classes: ['Camera'],
  interfaces: ['CameraProps', 'Point'],
  functions: ['useCameraDevice'],
  'type-aliases': ['CodeType'],
  variables: ['VisionCameraProxy'],
};

describe('redirectsFor', () => {
  const redirects = new Map(redirectsFor(manifest, []).map(({from, to}) => [from, to]));

  it('sends the previous site per-declaration pages to the member anchor on the API index', () => {
    expect(redirects.get('/docs/api/functions/useCameraDevice')).toBe('/docs/api/#usecameradevice');
    expect(redirects.get('/docs/api/type-aliases/CodeType')).toBe('/docs/api/#codetype');
    expect(redirects.get('/docs/api/variables/VisionCameraProxy')).toBe('/docs/api/#visioncameraproxy');
  });

  it('answers the lower-case form of every old and current page path', () => {
    expect(redirects.get('/docs/api/functions/usecameradevice')).toBe('/docs/api/#usecameradevice');
    expect(redirects.get('/docs/api/classes/camera')).toBe('/docs/api/classes/Camera');
    expect(redirects.get('/docs/api/interfaces/cameraprops')).toBe('/docs/api/interfaces/CameraProps');
  });

  it('writes no redirect over a page that exists (class and interface pages keep their path)', () => {
    expect(redirects.has('/docs/api/classes/Camera')).toBe(false);
    expect(redirects.has('/docs/api/interfaces/CameraProps')).toBe(false);
  });

  it('lists each source once, sorted, and only what the manifest names', () => {
    expect(redirectsFor(manifest, []).map(({from}) => from)).toEqual([
      '/docs/api/classes/camera',
      '/docs/api/functions/useCameraDevice',
      '/docs/api/functions/usecameradevice',
      '/docs/api/interfaces/cameraprops',
      '/docs/api/interfaces/point',
      '/docs/api/type-aliases/CodeType',
      '/docs/api/type-aliases/codetype',
      '/docs/api/variables/VisionCameraProxy',
      '/docs/api/variables/visioncameraproxy',
    ]);
    expect(redirectsFor({}, [])).toEqual([]);
  });

  it('adds the retired guide slugs of the previous site', () => {
    const froms = redirectsFor(manifest).map(({from}) => from);
    expect(froms).toContain('/docs/guides/frame-processors-plugins-expo');
    expect(froms).toContain('/docs/guides/vision-camera-v5');
    for (const {to} of retiredGuides) expect(to).toMatch(/^\/docs\/guides/);
  });

  it('sends /docs, which has no page, to the getting-started guide', () => {
    expect(redirectsFor({})).toContainEqual({from: '/docs', to: '/docs/guides'});
  });
});

describe('oldApiPathTarget (not-found fallback)', () => {
  it('leads any name under an old folder to its anchor on the index', () => {
    expect(oldApiPathTarget('/docs/api/functions/useFrameProcessor')).toBe('/docs/api/#useframeprocessor');
    expect(oldApiPathTarget('/docs/api/type-aliases/NotExportedAnyMore/')).toBe('/docs/api/#notexportedanymore');
    expect(oldApiPathTarget('/docs/api/variables/Templates.html')).toBe('/docs/api/#templates');
  });

  it('leaves every other path alone', () => {
    expect(oldApiPathTarget('/docs/api/classes/Nope')).toBeUndefined();
    expect(oldApiPathTarget('/docs/api/functions')).toBeUndefined();
    expect(oldApiPathTarget('/docs/guides/nope')).toBeUndefined();
  });
});

describe('redirectPage', () => {
  const $ = load(redirectPage('/docs/api/#usecameradevice', 'https://example.org'));

  it('redirects without JavaScript, with a canonical link and no indexing', () => {
    expect($('meta[http-equiv="refresh"]').attr('content')).toBe('0; url=/docs/api/#usecameradevice');
    expect($('link[rel="canonical"]').attr('href')).toBe('https://example.org/docs/api/');
    expect($('meta[name="robots"]').attr('content')).toBe('noindex');
    expect($('a#redirect-target').attr('href')).toBe('/docs/api/#usecameradevice');
  });

  it('carries one script, the same on every page (one CSP hash)', () => {
    expect($('script').html()).toBe(redirectScript);
    expect(load(redirectPage('/docs/api/classes/Camera', 'https://example.org'))('script').html()).toBe(redirectScript);
  });
});
