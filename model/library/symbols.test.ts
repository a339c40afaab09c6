/**
 * The shared resolver on small blocks of our own, in the snippet program against
 * the real 4.7.3 typings, read as the needs lines read it and as the code links do.
 */
import path from 'node:path';
import ts from 'typescript';
import {beforeAll, describe, expect, it} from 'vitest';
import {createSnippetProgram} from '../examples/snippets';
import {declaringKey, isLibraryDeclaration, libraryNamesIn, type NameOptions} from './symbols';

const siteDir = path.resolve(__dirname, '../..');
const page = path.join(siteDir, 'docs/guides/__symbols-test__.mdx');

const blocks = {
  screen: `import {useRef} from 'react';
import {Camera, useCameraDevice as useDevice, type CameraProps} from 'react-native-vision-camera';

export function Screen({zoom}: {zoom: number}) {
  const camera = useRef<Camera>(null);
  const device = useDevice('back');
  const props: Partial<CameraProps> = {zoom};
  const shoot = async () => {
    const photo = await camera.current?.takePhoto({flash: 'on'});
    return photo?.path;
  };
  if (device == null) return null;
  return <Camera ref={camera} device={device} isActive zoom={zoom} onInitialized={shoot} {...props} />;
}
`,
  shadowing: `import {useCameraDevice} from 'react-native-vision-camera';

export function pick() {
  const useCameraDevice = (position: string) => position;
  return useCameraDevice('back');
}
`,
};

const needs: NameOptions = {shorthand: 'property'};
const links: NameOptions = {shorthand: 'value'};

let checker: ts.TypeChecker;
const files = new Map<keyof typeof blocks, ts.SourceFile>();

interface Seen {
  key: string | undefined;
  symbol: string;
  owner: string | undefined;
  inLibrary: boolean;
}

/** What the resolver finds for `text` on a line (1-based) of a block. */
function at(block: keyof typeof blocks, options: NameOptions, text: string, line: number): Seen[] {
  const file = files.get(block)!;
  return libraryNamesIn(checker, file, options)
    .filter(({name}) => name.text === text && file.getLineAndCharacterOfPosition(name.getStart(file)).line + 1 === line)
    .map(({symbol, declaration, ownerType}) => ({
      key: declaringKey(symbol),
      symbol: symbol.getName(),
      owner: ownerType && checker.typeToString(ownerType),
      inLibrary: isLibraryDeclaration(declaration),
    }));
}

describe('library symbols', () => {
  beforeAll(() => {
    const snippets = Object.values(blocks).map((code, index) => ({file: page, line: 10 + 20 * index, language: 'tsx', meta: '', code}));
    const {program, byModule} = createSnippetProgram(snippets, path.join(siteDir, '.code-links-cache', 'symbols-test'));
    checker = program.getTypeChecker();
    for (const [fileName, snippet] of byModule) {
      const name = (Object.keys(blocks) as (keyof typeof blocks)[]).find((key) => blocks[key] === snippet.code);
      if (name !== undefined) files.set(name, program.getSourceFile(fileName)!);
    }
    expect([...files.keys()].sort()).toEqual(['screen', 'shadowing']);
  }, 60_000);

  it('resolves a JSX prop to the property of the props it fills', () => {
    for (const options of [needs, links]) {
      expect(at('screen', options, 'zoom', 13)).toMatchObject([{key: 'CameraProps.zoom', inLibrary: true}]);
      expect(at('screen', options, 'isActive', 13)).toMatchObject([{key: 'CameraProps.isActive'}]);
    }
  });

  it('counts a shorthand `{zoom}` where the props are expected as the prop only when asked', () => {
    expect(at('screen', needs, 'zoom', 7)).toMatchObject([{key: 'CameraProps.zoom', owner: 'Partial<CameraProps>'}]);
    expect(at('screen', links, 'zoom', 7)).toEqual([]);
    // The `zoom` parameter it names is the screen's own.
    expect(at('screen', needs, 'zoom', 4)).toEqual([]);
  });

  it('reads a key of an object given for an optional parameter as the option it sets, for both callers', () => {
    expect(at('screen', links, 'flash', 9)).toMatchObject([{key: 'TakePhotoOptions.flash', owner: 'TakePhotoOptions'}]);
    expect(at('screen', needs, 'flash', 9)).toMatchObject([{key: 'TakePhotoOptions.flash', owner: 'TakePhotoOptions'}]);
  });

  it('does not resolve a local that shadows a library name', () => {
    expect(at('shadowing', links, 'useCameraDevice', 4)).toEqual([]);
    expect(at('shadowing', needs, 'useCameraDevice', 5)).toEqual([]);
    // The import itself is the library's.
    expect(at('shadowing', needs, 'useCameraDevice', 1)).toMatchObject([{key: 'useCameraDevice', inLibrary: true}]);
  });

  it('resolves an aliased import to the library symbol', () => {
    expect(at('screen', needs, 'useDevice', 6)).toMatchObject([{key: 'useCameraDevice', symbol: 'useCameraDevice', inLibrary: true}]);
  });

  it('records the type a property is read from, besides the type that declares it', () => {
    expect(at('screen', links, 'path', 10)).toEqual([{key: 'TemporaryFile.path', symbol: 'path', owner: 'PhotoFile', inLibrary: true}]);
    expect(at('screen', links, 'takePhoto', 9)).toMatchObject([{key: 'Camera.takePhoto', owner: 'Camera'}]);
  });
});
