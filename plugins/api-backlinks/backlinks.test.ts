import {describe, expect, it} from 'vitest';
import {apiTargetOf, collectBacklinks, guideTitle, withBacklinks} from './backlinks';

describe('apiTargetOf', () => {
  it('reads the API page and member of a guide link', () => {
    expect(apiTargetOf('../api/classes/Camera.md')).toBe('classes/Camera');
    expect(apiTargetOf('../api/interfaces/CameraProps.md#fps')).toBe('interfaces/CameraProps#fps');
    expect(apiTargetOf('../api/index.md#usecameradevice')).toBe('index#usecameradevice');
    expect(apiTargetOf('/docs/api/interfaces/Frame#isMirrored')).toBe('interfaces/Frame#ismirrored');
  });

  it('ignores links that do not lead to the API reference', () => {
    expect(apiTargetOf('./devices.mdx')).toBeUndefined();
    expect(apiTargetOf('https://developer.android.com')).toBeUndefined();
  });
});

const guides = [
  {slug: 'index', title: 'Getting Started', source: '---\ntitle: Getting Started\n---\nSee [Camera](../api/classes/Camera.md).'},
  {
    slug: 'devices',
    title: 'Camera Devices',
    source:
      '# Devices\n\n| a | b |\n|---|---|\n| [fps](../api/interfaces/CameraProps.md#fps) | x |\n\n[hook](../api/index.md#usecameradevice) and [again](../api/interfaces/CameraProps.md#fps)',
  },
];

describe('collectBacklinks', () => {
  const backlinks = collectBacklinks(guides);

  it('lists the linking guides per page and member, in the given order, each once', () => {
    expect(backlinks.get('classes/Camera')).toEqual(['index']);
    expect(backlinks.get('interfaces/CameraProps#fps')).toEqual(['devices']);
    expect(backlinks.get('index#usecameradevice')).toEqual(['devices']);
  });

  it('counts a link to a member as a link to its page (links in tables too)', () => {
    expect(backlinks.get('interfaces/CameraProps')).toEqual(['devices']);
  });

  it('reads the title from the front matter, else the first heading', () => {
    expect(guideTitle(guides[0]!.source)).toBe('Getting Started');
    expect(guideTitle(guides[1]!.source)).toBe('Devices');
  });
});

describe('withBacklinks', () => {
  const titles = new Map([
    ['index', 'Getting Started'],
    ['devices', 'Camera Devices'],
  ]);
  const page = [
    '# Interface: CameraProps',
    '',
    'Defined in: somewhere',
    '',
    '## Properties',
    '',
    '### fps? {#fps}',
    '',
    'Frames per second.',
    '',
    '```ts',
    '### not a heading {#nope}',
    '***',
    '```',
    '',
    '***',
    '',
    '### zoom? {#zoom}',
    '',
    'Zoom.',
  ].join('\n');

  it('adds the page line under "Defined in" and the member line at the end of the member', () => {
    const backlinks = new Map([
      ['interfaces/CameraProps', ['index', 'devices']],
      ['interfaces/CameraProps#fps', ['devices']],
      ['interfaces/CameraProps#zoom', ['index']],
    ]);
    const out = withBacklinks(page, 'interfaces/CameraProps', backlinks, titles).split('\n');
    expect(out[4]).toBe('**Explained in:** [Getting Started](../../guides/index.mdx), [Camera Devices](../../guides/devices.mdx)');
    const fpsLine = out.indexOf('**Explained in:** [Camera Devices](../../guides/devices.mdx)');
    expect(fpsLine).toBeGreaterThan(out.indexOf('```', out.indexOf('```ts') + 1));
    expect(out[fpsLine + 2]).toBe('***');
    expect(out.at(-1)).toBe('');
    expect(out.at(-2)).toBe('**Explained in:** [Getting Started](../../guides/index.mdx)');
  });

  it('links from the index page one folder up, and leaves pages nobody links to unchanged', () => {
    const index = '# API\n\n### useCameraDevice() {#usecameradevice}\n\nA hook.';
    expect(withBacklinks(index, 'index', new Map([['index#usecameradevice', ['devices']]]), titles)).toContain(
      '**Explained in:** [Camera Devices](../guides/devices.mdx)',
    );
    expect(withBacklinks(page, 'interfaces/CameraProps', new Map(), titles)).toBe(page);
  });
});
