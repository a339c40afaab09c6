import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {Application, ReflectionKind} from 'typedoc';
import {beforeAll, describe, expect, it} from 'vitest';
import {librarySource, unionCodes} from '../../model/errorCodes';
import {errorClassesOf, errorCodeAnchor, withErrorCodeList, type CodeGroup} from './errorCodes';

describe('errorCodeAnchor', () => {
  it('lower-cases the code and turns the slash into a hyphen', () => {
    expect(errorCodeAnchor('session/camera-not-ready')).toBe('session-camera-not-ready');
    expect(errorCodeAnchor('code-scanner/code-type-not-supported')).toBe('code-scanner-code-type-not-supported');
    expect(errorCodeAnchor('NO_ACTIVITY')).toBe('no_activity');
  });
});

describe('errorClassesOf, on the typings of the pinned library', () => {
  let classes: Map<string, CodeGroup[]>;
  beforeAll(async () => {
    // Only the file that declares the error classes and their unions (it imports nothing): the same reflections as
    // the site's TypeDoc run gives them, without compiling the whole library.
    const errorFile = path.join(librarySource, 'src', 'CameraError.ts');
    const tsconfig = path.join(mkdtempSync(path.join(tmpdir(), 'error-codes-')), 'tsconfig.json');
    writeFileSync(
      tsconfig,
      JSON.stringify({compilerOptions: {strict: true, skipLibCheck: true, noEmit: true, types: []}, files: [errorFile]}),
    );
    const app = await Application.bootstrap({entryPoints: [errorFile], tsconfig, skipErrorChecking: true, logLevel: 'Error'});
    const project = await app.convert();
    if (project === undefined) throw new Error('TypeDoc could not convert the library');
    classes = errorClassesOf(project, ReflectionKind.Class);
  }, 60_000);

  it('gives each error class the unions of its `code` type argument, with every code of each union', () => {
    const source = readFileSync(path.join(librarySource, 'src', 'CameraError.ts'), 'utf8');
    const unions = unionCodes();
    // `export class CameraRuntimeError extends CameraError<A | B | …>`, read from the source, not from TypeDoc.
    const declared = new Map(
      [...source.matchAll(/export class (\w+) extends CameraError<([^>]+)>/g)].map((match) => [
        match[1]!,
        match[2]!.split('|').map((name) => name.trim()),
      ]),
    );
    expect([...classes.keys()].sort()).toEqual([...declared.keys()].sort());
    for (const [className, unionNames] of declared) {
      expect(classes.get(className)).toEqual(unionNames.map((name) => ({name, codes: unions.get(name)})));
    }
  });
});

describe('withErrorCodeList', () => {
  const page = [
    '# Class: CameraCaptureError',
    '',
    '### code {#code}',
    '',
    '#### Get Signature',
    '',
    '```ts',
    '### not a heading',
    '```',
    '',
    '***',
    '',
    '### message {#message}',
  ].join('\n');
  const groups = [{name: 'CaptureError', codes: ['capture/no-data', 'capture/timed-out']}];

  it('lists each union and code at the end of the code member, linked to the API index and the guide entry', () => {
    const lines = withErrorCodeList(page, groups, 'classes/CameraCaptureError.md').split('\n');
    const rule = lines.indexOf('***');
    const list = lines.findIndex((line) => line.startsWith('- [CaptureError]'));
    expect(list).toBeGreaterThan(lines.indexOf('```', 7));
    expect(list).toBeLessThan(rule);
    expect(lines[list]).toBe(
      '- [CaptureError](../index.md#captureerror): [`capture/no-data`](../../guides/errors.mdx#capture-no-data), [`capture/timed-out`](../../guides/errors.mdx#capture-timed-out)',
    );
  });

  it('leaves a page without a code member as it is', () => {
    const other = '# Class: Camera\n\n### takePhoto() {#takephoto}\n';
    expect(withErrorCodeList(other, groups, 'classes/Camera.md')).toBe(other);
  });
});
