/**
 * The resolver on small blocks of our own, against the real 4.7.3 typings:
 * what is linked, where to, with which signature, and what is not (a local
 * that shadows a library name, a value that shares a type's name, React's
 * and React Native's names).
 */
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {resolveCodeLinks, type Resolution} from './resolve';

const siteDir = path.resolve(__dirname, '../..');
const page = 'docs/guides/__code-links-test__.mdx';

const blocks = {
  screen: `import {useRef} from 'react';
import {View} from 'react-native';
import {Camera, useCameraDevice, useCameraPermission} from 'react-native-vision-camera';

export function Screen() {
  const camera = useRef<Camera>(null);
  const device = useCameraDevice('back');
  const permission = useCameraPermission();
  const shoot = () => camera.current?.takePhoto({flash: 'on'});
  if (device == null || !permission.hasPermission) return <View />;
  return <Camera ref={camera} device={device} isActive={true} photo onInitialized={shoot} />;
}
`,
  shadowing: `import {useCameraDevice, type Frame} from 'react-native-vision-camera';

export function pick() {
  const useCameraDevice = (position: string) => position;
  const Frame = 2;
  const widthOf = (frame: Frame) => frame.width;
  return [useCameraDevice('back'), Frame, widthOf];
}

export {useCameraDevice};
`,
};

type Link = {line: number; text: string; href: string; signature: string; summary: string; platforms: string; v5: string};

let resolution: Resolution;
const linksOf = (name: keyof typeof blocks): Link[] => {
  const entry = resolution.pages.get(page)?.find((block) => block.code === blocks[name]);
  if (entry === undefined) throw new Error(`no block ${name}`);
  const lines = blocks[name].split('\n');
  return entry.links.links.map(([line, start, end, target]) => ({
    line: line + 1,
    text: lines[line].slice(start, end),
    ...entry.links.targets[target],
  }));
};
const find = (name: keyof typeof blocks, text: string, line?: number): Link[] =>
  linksOf(name).filter((link) => link.text === text && (line === undefined || link.line === line));

describe('code links', () => {
  beforeAll(() => {
    const snippet = (code: string, line: number) => ({file: path.join(siteDir, page), line, language: 'tsx', meta: '', code});
    resolution = resolveCodeLinks(
      [snippet(blocks.screen, 10), snippet(blocks.shadowing, 40)],
      path.join(siteDir, '.code-links-cache', 'test'),
    );
  }, 60_000);

  it('resolves every library name, with no problem', () => {
    expect(resolution.problems).toEqual([]);
    expect(resolution.stats.linked).toBe(resolution.stats.names);
  });

  it('links a hook to its entry with the signature at the call', () => {
    const [hook] = find('screen', 'useCameraDevice', 7);
    expect(hook.href).toBe('/docs/api/#usecameradevice');
    expect(hook.signature).toMatch(/^useCameraDevice\(position: CameraPosition, filter\?: DeviceFilter.*\): CameraDevice \| undefined$/);
    expect(hook.summary).toMatch(/^Get the best matching Camera device/);
    expect(hook.platforms).toBe('Platforms: iOS · Android.');
    // What it became in 5.x, from the map the build checks against the 5.2.3 typings (plugins/v5-map).
    expect(hook.v5).toMatch(/^In v5: \w+/);
    expect(hook.v5).toContain('useCameraDevice');
    // The import names it too.
    expect(find('screen', 'useCameraDevice', 3)).toHaveLength(1);
  });

  it('links the component, its props, a method and an option key', () => {
    expect(find('screen', 'Camera', 11)[0].href).toBe('/docs/api/classes/Camera');
    expect(find('screen', 'Camera', 6)[0].href).toBe('/docs/api/classes/Camera');
    expect(find('screen', 'isActive')[0]).toMatchObject({
      href: '/docs/api/interfaces/CameraProps#isactive',
      signature: 'CameraProps.isActive: boolean',
    });
    expect(find('screen', 'onInitialized')[0].href).toBe('/docs/api/interfaces/CameraProps#oninitialized');
    expect(find('screen', 'takePhoto')[0]).toMatchObject({href: '/docs/api/classes/Camera#takephoto'});
    expect(find('screen', 'takePhoto')[0].signature).toMatch(/^Camera\.takePhoto\(options\?: TakePhotoOptions.*\): Promise<PhotoFile>$/);
    expect(find('screen', 'flash')[0].href).toBe('/docs/api/interfaces/TakePhotoOptions#flash');
  });

  it('links a member of a type the reference does not document to the hook that returns it', () => {
    expect(find('screen', 'hasPermission')[0]).toMatchObject({
      href: '/docs/api/#usecamerapermission',
      signature: 'PermissionState.hasPermission: boolean',
    });
  });

  it("does not link React's or React Native's names, nor local variables", () => {
    expect(find('screen', 'useRef')).toEqual([]);
    expect(find('screen', 'View')).toEqual([]);
    expect(find('screen', 'device', 7)).toEqual([]);
    expect(find('screen', 'device', 10)).toEqual([]);
    expect(find('screen', 'device', 11)[0].href).toBe('/docs/api/interfaces/CameraProps#device');
  });

  it('does not link a local that shadows a library name; links the export that names the import', () => {
    expect(find('shadowing', 'useCameraDevice', 4)).toEqual([]);
    expect(find('shadowing', 'useCameraDevice', 7)).toEqual([]);
    expect(find('shadowing', 'useCameraDevice', 1)).toHaveLength(1);
    expect(find('shadowing', 'useCameraDevice', 10)[0].href).toBe('/docs/api/#usecameradevice');
  });

  it('links a name that is a type and a local value by its meaning at that spot', () => {
    expect(find('shadowing', 'Frame', 5)).toEqual([]);
    expect(find('shadowing', 'Frame', 7)).toEqual([]);
    expect(find('shadowing', 'Frame', 6)[0]).toMatchObject({href: '/docs/api/interfaces/Frame', signature: 'interface Frame'});
    expect(find('shadowing', 'width', 6)[0].href).toBe('/docs/api/interfaces/Frame#width');
  });
});

describe('a library name without an API entry', () => {
  it('is a problem that names the block, the line and the name', () => {
    const code = `import {CameraDevices} from 'react-native-vision-camera/src/CameraDevices';

export const all = CameraDevices.getAvailableCameraDevices();
`;
    const snippet = {file: path.join(siteDir, page), line: 70, language: 'ts', meta: '', code};
    const result = resolveCodeLinks([snippet], path.join(siteDir, '.code-links-cache', 'test-undocumented'));
    expect(result.problems.length).toBeGreaterThan(0);
    expect(result.problems[0]).toMatch(/^docs\/guides\/__code-links-test__\.mdx:70:1:\d+ CameraDevices: .*no API (entry|page)/);
    expect(result.stats.skipped['no API entry']).toBe(result.problems.length);
  }, 60_000);
});
