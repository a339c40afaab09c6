/**
 * The messages of the upgrade guide's "Messages you meet halfway" are real: each
 * heading's message is produced by TypeScript for the 4.7.3 code below, compiled
 * against the pinned 5.2.3 typings, or found in the sources of the 5.x package
 * that throws it. A heading without either fails, naming it.
 */
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import type {Heading, InlineCode} from 'mdast';
import {readMarkdown} from '../../model/markdown';
import {v5Packages} from '../../config/v5';
import {createV5SnippetProgram} from '../../model/examples/snippets';

const root = path.resolve(__dirname, '../..');
const guide = path.join(root, 'docs/guides/upgrading-to-v5.mdx');

/** 4.7.3 code that a reader's app still has, and the message TypeScript gives it against 5.2.3. */
const typeScriptCauses: Readonly<Record<string, string>> = {
  "Property 'takePhoto' does not exist on type 'CameraRef'.":
    "import type {CameraRef} from 'react-native-vision-camera';\nexport const shoot = (camera: CameraRef) => camera.takePhoto();",
  "Property 'photo' does not exist on type 'IntrinsicAttributes & CameraViewProps'.":
    'import {Camera} from \'react-native-vision-camera\';\nexport const Preview = () => <Camera isActive device="back" photo={true} />;',
  "Module '\"react-native-vision-camera\"' has no exported member 'useFrameProcessor'.":
    "import {useFrameProcessor} from 'react-native-vision-camera';\nexport const hook = useFrameProcessor;",
  "'Camera' refers to a value, but is being used as a type here. Did you mean 'typeof Camera'?":
    "import {useRef} from 'react';\nimport {Camera} from 'react-native-vision-camera';\nexport const useCameraRef = () => useRef<Camera>(null);",
  'Expected 2 arguments, but got 1.':
    "import type {CameraPhotoOutput} from 'react-native-vision-camera';\nexport const shoot = (output: CameraPhotoOutput) => output.capturePhotoToFile({flashMode: 'auto'});",
};

/** The message of each `###` heading of the section (its code span), in page order. */
function guideMessages(): string[] {
  const tree = readMarkdown(readFileSync(guide, 'utf8'), 'mdx');
  const start = tree.children.findIndex(
    (node) => node.type === 'heading' && node.depth === 2 && /Messages you meet halfway/.test(JSON.stringify(node)),
  );
  expect(start, 'the guide has a section "Messages you meet halfway"').toBeGreaterThan(-1);
  const messages: string[] = [];
  for (const node of tree.children.slice(start + 1)) {
    if (node.type === 'heading' && node.depth <= 2) break;
    if (node.type !== 'heading' || (node as Heading).depth !== 3) continue;
    const code = (node as Heading).children.find((child): child is InlineCode => child.type === 'inlineCode');
    messages.push(code?.value ?? '');
  }
  return messages;
}

/** Every source file of the 5.x packages (JavaScript, Swift, Kotlin, C++), read once. */
function v5Sources(): string[] {
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== 'node_modules' && name !== 'lib') walk(full);
      } else if (/\.(ts|tsx|swift|kt|java|cpp|hpp|mm|m|h)$/.test(name)) texts.push(readFileSync(full, 'utf8'));
    }
  };
  for (const pkg of Object.values(v5Packages)) walk(path.join(root, 'node_modules', pkg.installedAs));
  return texts;
}

describe('the messages of the upgrade guide', () => {
  const messages = guideMessages();
  const typeScript = messages.filter((message) => message in typeScriptCauses);

  it('lists TypeScript messages and runtime messages, each heading one message', () => {
    expect(typeScript.length).toBeGreaterThanOrEqual(4);
    expect(messages.length - typeScript.length).toBeGreaterThanOrEqual(4);
    expect(messages).not.toContain('');
  });

  it('gets each TypeScript message from TypeScript, for 4.7.3 code compiled against 5.2.3', () => {
    const snippets = typeScript.map((message, index) => ({
      file: path.join(root, 'docs/guides', `message-${index}.mdx`),
      line: 1,
      language: 'tsx',
      meta: 'v5',
      code: typeScriptCauses[message],
    }));
    const {program, byModule} = createV5SnippetProgram(snippets, path.join(root, '.snippets-cache', 'v5-messages'));
    const produced = new Map<string, string[]>();
    for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
      const snippet = diagnostic.file && byModule.get(path.resolve(diagnostic.file.fileName));
      if (!snippet) continue;
      const lines = ts
        .flattenDiagnosticMessageText(diagnostic.messageText, '\n')
        .split('\n')
        .map((line) => line.trim());
      produced.set(snippet.code, [...(produced.get(snippet.code) ?? []), ...lines]);
    }
    for (const message of typeScript) expect(produced.get(typeScriptCauses[message]) ?? [], message).toContain(message);
  }, 60_000);

  it('finds every other message in the sources of the 5.x package that throws it', () => {
    const sources = v5Sources();
    const missing = messages.filter((message) => !(message in typeScriptCauses) && !sources.some((text) => text.includes(message)));
    expect(missing).toEqual([]);
  });
});
