import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {projectRoot, type ExampleBlock} from '../../model/examples/codeBlocks';
import {checkCpp} from '../../scripts/examples/cpp';

// Synthetic blocks of a guide that does not exist: checkCpp only needs the path for the page folder and the report.
const guide = path.join(projectRoot, 'docs', 'guides', 'synthetic-cpp.mdx');
const firstCodeLine = 40;

function block(code: string[], meta: string, line = firstCodeLine): ExampleBlock {
  return {file: guide, line, lang: 'cpp', meta, code: code.join('\n')};
}

// A JSI host function, like the guides' LumaJsi.cpp.
const hostFunction = [
  '#include <jsi/jsi.h>', // 1
  '', // 2
  'using namespace facebook;', // 3
  '', // 4
  'jsi::Function makeTwice(jsi::Runtime& runtime) {', // 5
  '  return jsi::Function::createFromHostFunction(', // 6
  '      runtime, jsi::PropNameID::forUtf8(runtime, "twice"), 1,', // 7
  '      [](jsi::Runtime&, const jsi::Value&, const jsi::Value* args, size_t) -> jsi::Value {', // 8
  '        return jsi::Value(args[0].asNumber() * 2);', // 9
  '      });', // 10
  '}', // 11
];
const replaceLine = (lines: string[], line: number, text: string): string[] => lines.map((old, index) => (index === line - 1 ? text : old));

const timeout = 30_000;

describe('checkCpp', () => {
  const preludesDir = mkdtempSync(path.join(tmpdir(), 'cpp-preludes-'));
  afterAll(() => rmSync(preludesDir, {recursive: true, force: true}));

  it('compiles a correct block', {timeout}, async () => {
    const result = await checkCpp([block(hostFunction, 'title="android/src/main/cpp/Twice.cpp"')]);
    expect(result).toMatchObject({kind: 'cpp', summary: '1 compiled', blocks: 1, optedOut: 0, failures: []});
  });

  it('fails on a renamed JSI method, at the guide line of the call', {timeout}, async () => {
    const renamed = replaceLine(hostFunction, 6, '  return jsi::Function::createFromHostFunc(');
    const {failures} = await checkCpp([block(renamed, 'title="android/src/main/cpp/Twice.cpp"')]);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({file: guide, line: firstCodeLine + 5});
    expect(failures[0].message).toMatch(/createFromHostFunc' is not a member of 'facebook::jsi::Function'/);
  });

  it('fails on a missing semicolon, where g++ points', {timeout}, async () => {
    const code = ['int twice(int x) {', '  int y = x * 2', '  return y;', '}'];
    const {failures} = await checkCpp([block(code, '')]);
    expect(failures.map(({line, message}) => [line, message])).toEqual([
      [firstCodeLine + 2, "g++ error: expected ',' or ';' before 'return'"],
    ]);
  });

  it("fails on a -Wall warning in the block's own lines", {timeout}, async () => {
    const code = ['int twice(int x) {', '  int unused = 0;', '  return x * 2;', '}'];
    const {failures} = await checkCpp([block(code, '')]);
    expect(failures).toEqual([
      expect.objectContaining({line: firstCodeLine + 1, message: expect.stringMatching(/^g\+\+ warning: unused variable 'unused'/)}),
    ]);
  });

  it('reports an error inside a library header at the block line that led to it', {timeout}, async () => {
    const code = [
      '#include <jsi/jsi.h>',
      'struct NotAValue {};',
      'void set(facebook::jsi::Runtime& rt, facebook::jsi::Object& o) {',
      '  o.setProperty(rt, "x", NotAValue{});',
      '}',
    ];
    const {failures} = await checkCpp([block(code, 'title="Set.cpp"')]);
    expect(failures.length).toBeGreaterThan(0);
    expect(failures[0].line).toBe(firstCodeLine + 3);
    expect(failures[0].message).toMatch(
      /cannot be converted to Value \(in node_modules\/react-native\/ReactCommon\/jsi\/jsi\/jsi-inl\.h:\d+\)/,
    );
  });

  it("resolves an include of another block of the page by its title, and reports the header's own line", {timeout}, async () => {
    const header = block(['#pragma once', 'int twice(int x);'], 'title="cpp/Twice.h"', 10);
    const source = block(['#include "Twice.h"', 'int twice(int x) { return x * 2; }'], 'title="cpp/Twice.cpp"', 20);
    expect((await checkCpp([header, source])).failures).toEqual([]);

    const brokenHeader = block(['#pragma once', 'int twice(Integer x);'], 'title="cpp/Twice.h"', 10);
    const {summary, failures} = await checkCpp([brokenHeader, source]);
    expect(summary).toBe('2 compiled');
    expect(failures[0]).toMatchObject({file: guide, line: 11});
    expect(failures[0].message).toMatch(/'Integer' was not declared/);
  });

  it('compiles a fragment after its prelude and keeps its own line numbers', {timeout}, async () => {
    writeFileSync(path.join(preludesDir, 'twice.h'), '#pragma once\nint twice(int x);\n');
    const fragment = ['int four() {', '  return twice(2);', '}'];
    expect((await checkCpp([block(fragment, 'prelude="twice.h"')], {preludesDir})).failures).toEqual([]);

    const broken = replaceLine(fragment, 2, '  return twice(2, 3);');
    const {failures} = await checkCpp([block(broken, 'prelude="twice.h"')], {preludesDir});
    expect(failures[0]).toMatchObject({line: firstCodeLine + 1});
    expect(failures[0].message).toMatch(/too many arguments to function 'int twice\(int\)'/);

    const missing = await checkCpp([block(fragment, 'prelude="nope.h"')], {preludesDir});
    expect(missing.failures).toEqual([
      expect.objectContaining({line: firstCodeLine, message: expect.stringMatching(/prelude "nope.h" is not a file/)}),
    ]);
  });

  it('compiles VisionCamera headers from its flat Prefab folder, against the stubs', {timeout}, async () => {
    const code = [
      '#include <react-native-vision-camera/FrameHostObject.h>', // 1
      'int widthOf(vision::FrameHostObject& host) {', // 2
      '  return host.getFrame()->getWidht();', // 3
      '}', // 4
    ];
    const {failures} = await checkCpp([block(code, 'title="android/src/main/cpp/Width.cpp"')]);
    expect(failures).toEqual([
      expect.objectContaining({
        line: firstCodeLine + 2,
        message: expect.stringMatching(/no member named 'getWidht'; did you mean 'getWidth'/),
      }),
    ]);
  });

  it('keeps Android stubs away from iOS blocks', {timeout}, async () => {
    const {failures} = await checkCpp([block(['#include <jni.h>'], 'title="ios/UsesJni.cpp"')]);
    expect(failures[0].message).toMatch(/jni\.h: No such file or directory/);
  });

  it('names the Debian package when the compiler is missing', async () => {
    const {failures} = await checkCpp([block(hostFunction, '')], {compiler: 'no-such-compiler-g++'});
    expect(failures).toEqual([expect.objectContaining({line: firstCodeLine, message: expect.stringContaining('apt-get install -y g++')})]);
  });

  it('does not compile opted-out blocks and ignores other languages', async () => {
    const optedOut = {...block(['not C++'], 'nocheck'), optOut: 'shows a compiler error on purpose'};
    const swift = {...block(['let x = 1'], ''), lang: 'swift'};
    const result = await checkCpp([optedOut, swift], {compiler: 'no-such-compiler-g++'});
    expect(result).toMatchObject({summary: '0 compiled', blocks: 1, optedOut: 1});
  });
});
