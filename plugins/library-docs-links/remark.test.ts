import {describe, expect, it} from 'vitest';
import libraryDocsLinks, {toSitePath} from './remark';

describe('libraryDocsLinks', () => {
  it('maps the library docs site to our own paths, without anchors', () => {
    expect(toSitePath('https://react-native-vision-camera.com/docs/guides/recording-videos')).toBe('/docs/guides/recording-videos');
    expect(toSitePath('https://react-native-vision-camera.com/docs/guides/lifecycle#the-isactive-prop')).toBe('/docs/guides/lifecycle');
    expect(toSitePath('https://react-native-vision-camera.com/')).toBe('/');
  });

  it('leaves other URLs alone', () => {
    expect(toSitePath('https://developer.android.com/reference/android/view/SurfaceView')).toBeUndefined();
    expect(toSitePath('https://react-native-vision-camera.com.evil.test/x')).toBeUndefined();
  });

  it('rewrites links anywhere in the tree', () => {
    const tree = {
      type: 'root',
      children: [
        {type: 'paragraph', children: [{type: 'link', url: 'https://react-native-vision-camera.com/docs/guides/errors', children: []}]},
        {type: 'link', url: 'https://example.com', children: []},
      ],
    };
    libraryDocsLinks()(tree);
    expect(tree.children[0].children?.[0].url).toBe('/docs/guides/errors');
    expect(tree.children[1].url).toBe('https://example.com');
  });
});
