import {describe, expect, it} from 'vitest';
import {fateText, rowId, withV5Lines} from './lines';
import {member, value, type MapEntry} from './model';

const takePhoto: MapEntry = {
  fate: 'replaced',
  v5: [value('usePhotoOutput'), member('CameraPhotoOutput', 'capturePhotoToFile')],
  how: 'Capture with a photo output.',
};
const camera: MapEntry = {fate: 'replaced', v5: [value('Camera')], how: 'Outputs replace props.'};
const page = [
  '# Class: Camera',
  '',
  '<div class="api-platforms-summary">',
  '',
  '**Platforms:** 2 of 2',
  '',
  '</div>',
  '',
  '## Methods',
  '',
  '### takePhoto() {#takephoto}',
  '',
  '<div class="api-platforms">',
  '',
  '**Platforms:** iOS · Android',
  '',
  '</div>',
  '',
  '```ts',
  '### not a heading {#focus}',
  '```',
  '',
  '### focus() {#focus}',
  '',
  'Focuses.',
].join('\n');
const keys: Record<string, string> = {'': 'Camera', takephoto: 'Camera.takePhoto', focus: 'Camera.focus'};

describe('the "In v5" lines', () => {
  it('go under the platform block of each member and of the page, linking the row of the map', () => {
    const entries = new Map([
      ['Camera', camera],
      ['Camera.takePhoto', takePhoto],
      ['Camera.focus', {fate: 'removed', v5: [], how: 'Use a tap gesture.'} satisfies MapEntry],
    ]);
    const {markdown, unmapped} = withV5Lines(page, 'classes/Camera', (anchor) => keys[anchor], entries);
    expect(unmapped).toEqual([]);
    const lines = markdown.split('\n');
    const at = (text: string) => lines.findIndex((line) => line.includes(text));
    expect(at('Replaced by `Camera`')).toBeGreaterThan(at('**Platforms:** 2 of 2'));
    expect(at('Replaced by `Camera`')).toBeLessThan(at('## Methods'));
    expect(lines[at('Replaced by `usePhotoOutput`')]).toBe(
      '**In v5:** Replaced by `usePhotoOutput`, `CameraPhotoOutput.capturePhotoToFile`. Capture with a photo output. [How to upgrade](../../guides/upgrading-to-v5.mdx#v5-camera-takephoto)',
    );
    expect(at('Replaced by `usePhotoOutput`')).toBeGreaterThan(at('**Platforms:** iOS · Android'));
    // A member without a platform block gets the line right under its heading; headings in code are not members.
    expect(at('**In v5:** Removed. Use a tap gesture.')).toBe(at('### focus() {#focus}') + 4);
    expect(markdown.match(/In v5:/g)).toHaveLength(3);
  });

  it('report a member the map does not cover', () => {
    const {unmapped} = withV5Lines(page, 'classes/Camera', (anchor) => keys[anchor], new Map([['Camera', camera]]));
    expect(unmapped).toEqual(['Camera.takePhoto', 'Camera.focus']);
  });

  it('word each fate, naming a package other than the core one', () => {
    expect(fateText({fate: 'moved', v5: [value('useBarcodeScannerOutput', 'barcode-scanner')], how: ''})).toBe(
      'Moved to `useBarcodeScannerOutput` from `react-native-vision-camera-barcode-scanner`',
    );
    expect(fateText({fate: 'unchanged', v5: [member('Frame', 'width')], how: ''})).toBe('Unchanged (`Frame.width`)');
    expect(rowId('CameraProps.enableFpsGraph')).toBe('v5-cameraprops-enablefpsgraph');
  });
});
