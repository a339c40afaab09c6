/**
 * The API entries for agents, against the library's typings and the platform
 * facts: every member the facts enumerate has one entry, with the signature
 * the typings declare.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {libraryDir} from '../../config/library';
import {apiMembers} from '../../model/platform-facts';
import {apiEntries} from './apiEntries';

const guide = {
  slug: 'taking-photos',
  title: 'Taking Photos',
  path: '/docs/guides/taking-photos',
  source: '# Taking Photos\n\nCall [takePhoto()](../api/classes/Camera.md#takephoto) on the ref.\n',
};
const entries = apiEntries([guide]);
const byKey = new Map(entries.map((entry) => [entry.key, entry]));

describe('apiEntries', () => {
  it('has an entry for every member of the reference and for each class and interface page', () => {
    const members = apiMembers();
    expect(members.length).toBeGreaterThanOrEqual(200);
    for (const member of members) expect(byKey.has(member.key), member.key).toBe(true);
    const owners = new Set(members.flatMap((member) => (member.owner ? [member.owner] : [])));
    for (const owner of owners) expect(byKey.get(owner)?.kind).toMatch(/^(class|interface)$/);
    expect(entries).toHaveLength(members.length + owners.size);
  });

  it('takes signatures and summaries from the typings', () => {
    const camera = readFileSync(path.join(libraryDir, 'src/Camera.tsx'), 'utf8');
    const declared = /public async takePhoto(\([^)]*\): Promise<\w+>)/.exec(camera)?.[1];
    expect(byKey.get('Camera.takePhoto')).toMatchObject({
      kind: 'method',
      owner: 'Camera',
      path: '/docs/api/classes/Camera#takephoto',
      signature: `Camera.takePhoto${declared}`,
      platforms: 'iOS · Android',
    });
    expect(byKey.get('Camera.takePhoto')?.summary).toMatch(/^Take a single photo/);
    expect(byKey.get('useCameraDevice')).toMatchObject({kind: 'hook', path: '/docs/api/#usecameradevice'});
    expect(byKey.get('CameraProps.androidPreviewViewType')?.platforms).toBe('Android only');
  });

  it('names the guides that link to an entry, and its page', () => {
    expect(byKey.get('Camera.takePhoto')?.guides).toEqual([{title: 'Taking Photos', path: '/docs/guides/taking-photos'}]);
    expect(byKey.get('Camera')?.guides).toEqual([{title: 'Taking Photos', path: '/docs/guides/taking-photos'}]);
    expect(byKey.get('Camera.startRecording')?.guides).toEqual([]);
  });

  it('lists a page’s members', () => {
    expect(byKey.get('Camera')?.members).toContain('Camera.takePhoto');
  });
});
