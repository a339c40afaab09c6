import {describe, expect, it} from 'vitest';
import {rewriteUrl, type LinkContext} from './links';
import {markdownTwinPath} from './shared/twinPath';

const context: LinkContext = {
  siteUrl: 'https://site.test',
  sourcePath: 'docs/guides/taking-photos.mdx',
  permalink: '/docs/guides/taking-photos',
  permalinkBySource: new Map([
    ['docs/guides/devices.mdx', '/docs/guides/devices'],
    ['docs/guides/index.mdx', '/docs/guides'],
    ['docs/api/index.md', '/docs/api/'],
    ['docs/api/interfaces/CameraProps.md', '/docs/api/interfaces/CameraProps'],
  ]),
};

describe('rewriteUrl', () => {
  it('turns relative links to .md and .mdx files into the pages’ absolute URLs, keeping the anchor', () => {
    expect(rewriteUrl('../api/interfaces/CameraProps.md#photo', context)).toBe('https://site.test/docs/api/interfaces/CameraProps#photo');
    expect(rewriteUrl('./devices.mdx', context)).toBe('https://site.test/docs/guides/devices');
    expect(rewriteUrl('index.mdx', context)).toBe('https://site.test/docs/guides');
    expect(rewriteUrl('../api/index.md#usecameradevice', context)).toBe('https://site.test/docs/api/#usecameradevice');
  });

  it('makes site paths and same-page anchors absolute', () => {
    expect(rewriteUrl('/docs/guides/devices', context)).toBe('https://site.test/docs/guides/devices');
    expect(rewriteUrl('#flash', context)).toBe('https://site.test/docs/guides/taking-photos#flash');
  });

  it('keeps other sites, but sends the library’s docs site to ours, as the website does', () => {
    expect(rewriteUrl('https://github.com/mrousavy/react-native-vision-camera', context)).toBe(
      'https://github.com/mrousavy/react-native-vision-camera',
    );
    expect(rewriteUrl('mailto:someone@example.com', context)).toBe('mailto:someone@example.com');
    expect(rewriteUrl('https://react-native-vision-camera.com/docs/guides/devices#x', context)).toBe(
      'https://site.test/docs/guides/devices',
    );
  });

  it('reads other relative URLs from the HTML page, as a browser would', () => {
    expect(rewriteUrl('../../img/logo.svg', context)).toBe('https://site.test/img/logo.svg');
    expect(rewriteUrl('./missing.md', context)).toBe('https://site.test/docs/guides/missing.md');
  });
});

describe('markdownTwinPath', () => {
  it('drops the trailing slash and adds .md', () => {
    expect(markdownTwinPath('/docs/guides/taking-photos')).toBe('/docs/guides/taking-photos.md');
    expect(markdownTwinPath('/docs/guides')).toBe('/docs/guides.md');
    expect(markdownTwinPath('/docs/api/')).toBe('/docs/api.md');
    expect(markdownTwinPath('/')).toBe('/index.md');
  });
});
