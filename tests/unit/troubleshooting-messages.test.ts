/**
 * Troubleshooting by exact message (docs/guides/troubleshooting.mdx, issue 40):
 * every message a reader pastes into the browser's find or the search must be
 * on the page in the words the reader sees, and those words must still be in
 * the installed source that prints them. A library update that rewords a
 * message, or an edit that drops one from the page, fails here by name.
 *
 * Messages printed by a tool (CocoaPods, the JavaScript engine) have no source
 * in node_modules; for those the page's claim about the source is checked
 * instead (`claim`).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {libraryPath} from '../../config/library';

const root = path.resolve(__dirname, '../..');
const vc = libraryPath;

interface Message {
  /** The text as the reader sees it; `…` stands for a part that varies. */
  text: string;
  /** Files that print it (relative to the repository); empty for a tool's message. */
  sources: string[];
  /** For a tool's message: a file and a string in it that the page's explanation rests on. */
  claim?: {file: string; contains: string};
  /** Guides that explain it, besides Troubleshooting (the page's table links to them). */
  explainedIn?: string[];
}

/** The messages that have their own heading on the page. */
const headings: Message[] = [
  {
    text: 'This API is provided only for React Native frameworks',
    sources: ['node_modules/react-native/ReactAndroid/src/main/java/com/facebook/react/common/annotations/FrameworkAPI.kt'],
  },
  // CocoaPods' messages: the page's cause is the podspec's dependencies and its missing swift_version.
  {
    text: 'does not define modules',
    sources: [],
    claim: {file: `${vc}/VisionCamera.podspec`, contains: 'fp.dependency "react-native-worklets-core"'},
  },
  {text: 'does not specify a Swift version', sources: [], claim: {file: `${vc}/VisionCamera.podspec`, contains: 'Pod::Spec.new'}},
  {
    text: 'configureCMakeDebug[arm64-v8a]',
    sources: [],
    claim: {file: `${vc}/android/build.gradle`, contains: 'task.name.contains("configureCMakeDebug")'},
  },
  {text: 'react-native-worklets-core is not installed!', sources: [`${vc}/src/frame-processors/FrameProcessorsUnavailableError.ts`]},
  // Composed from the package name and `${name} is not installed!`; the page's cause is the proxy that passes the name.
  {
    text: '@shopify/react-native-skia is not installed!',
    sources: [],
    claim: {file: `${vc}/src/dependencies/SkiaProxy.ts`, contains: "new OptionalDependencyNotInstalledError('@shopify/react-native-skia')"},
  },
  {
    text: 'react-native-reanimated is not installed!',
    sources: [],
    claim: {
      file: `${vc}/src/dependencies/ReanimatedProxy.ts`,
      contains: "new OptionalDependencyNotInstalledError('react-native-reanimated')",
    },
  },
  // The engine words it; the page says the name is always exported.
  {
    text: 'useSkiaFrameProcessor is not a function',
    sources: [],
    claim: {file: `${vc}/src/index.ts`, contains: "export * from './skia/useSkiaFrameProcessor'"},
  },
];

/** The messages of the table "More messages explained in the guides". */
const tableRows: Message[] = [
  {
    text: 'Failed to load VisionCamera C++ library!',
    sources: [`${vc}/android/src/main/java/com/mrousavy/camera/react/CameraViewModule.kt`],
  },
  // Kotlin's message for React Native 0.72 or older: the page's cause is the import in the library's Kotlin code.
  {
    text: 'Unresolved reference: FrameworkAPI',
    sources: [],
    claim: {
      file: `${vc}/android/src/main/java/com/mrousavy/camera/frameprocessors/VisionCameraProxy.kt`,
      contains: 'import com.facebook.react.common.annotations.FrameworkAPI',
    },
  },
  {text: 'react-native-vision-camera: Failed to find node_modules/ path!', sources: [`${vc}/android/build.gradle`]},
  {text: 'react-native-worklets-core not found - Frame Processors are disabled!', sources: [`${vc}/VisionCamera.podspec`]},
  {text: 'react-native-worklets-core not found, Frame Processors are disabled!', sources: [`${vc}/android/build.gradle`]},
  {
    text: 'Failed to install Frame Processor JSI bindings!',
    sources: [`${vc}/src/frame-processors/VisionCameraProxy.ts`],
    explainedIn: ['frame-processors-plugins-final'],
  },
  {
    text: 'Frame Processors are disabled!',
    sources: [`${vc}/android/src/main/cpp/frameprocessors/java-bindings/JVisionCameraProxy.cpp`],
    explainedIn: ['frame-processors-tips'],
  },
  {
    text: 'JSI Runtime is null! VisionCamera does not yet support bridgeless mode..',
    sources: [`${vc}/android/src/main/java/com/mrousavy/camera/frameprocessors/VisionCameraProxy.kt`],
  },
  {
    text: 'Trying to access an already closed Frame!',
    sources: [`${vc}/android/src/main/java/com/mrousavy/camera/core/CameraError.kt`, `${vc}/ios/FrameProcessors/Frame.m`],
    explainedIn: ['frame-processors-tips'],
  },
  {
    text: "Regular javascript function '…' cannot be shared",
    sources: ['node_modules/react-native-worklets-core/cpp/wrappers/WKTJsiObjectWrapper.h'],
    explainedIn: ['frame-processors-tips'],
  },
  {
    text: 'Frame.toArrayBuffer() is only available if minSdkVersion is set to 26 or higher!',
    sources: [`${vc}/android/src/main/cpp/frameprocessors/FrameHostObject.cpp`],
    explainedIn: ['frame-processors-tips'],
  },
  {
    text: 'Failed to lock HardwareBuffer for reading!',
    sources: [`${vc}/android/src/main/cpp/frameprocessors/FrameHostObject.cpp`],
    explainedIn: ['pixel-formats'],
  },
  {
    text: 'Array buffers are not supported as shared values.',
    sources: ['node_modules/react-native-worklets-core/cpp/wrappers/WKTJsiObjectWrapper.h'],
    explainedIn: ['frame-processors-plugins-overview'],
  },
  {
    text: 'Cannot convert Java type "…" to jsi::Value!',
    sources: [`${vc}/android/src/main/cpp/frameprocessors/JSIJNIConversion.cpp`],
    explainedIn: ['frame-processors-plugins-android'],
  },
  {
    text: 'Cannot convert Objective-C type "…" to jsi::Value!',
    sources: [`${vc}/ios/FrameProcessors/JSINSObjectConversion.mm`],
    explainedIn: ['frame-processors-plugins-ios'],
  },
  {
    text: 'Frame Processor Plugin "…" does not exist!',
    sources: [`${vc}/ios/FrameProcessors/FrameProcessorPluginRegistry.m`],
    explainedIn: ['frame-processors-plugins-ios'],
  },
  {
    text: 'No PermissionAwareActivity was found! Make sure the app has launched before calling this function.',
    sources: [`${vc}/android/src/main/java/com/mrousavy/camera/react/CameraViewModule.kt`],
    explainedIn: ['index'],
  },
];

const read = (file: string): string => readFileSync(path.join(root, file), 'utf8');
/** Source text with escaped quotes unescaped, as the message prints. */
const printed = (file: string): string => read(file).replace(/\\"/g, '"');
/** The literal parts of a message, split where `…` stands for a varying part. */
const fragments = (text: string): string[] =>
  text
    .split('…')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);

const page = read('docs/guides/troubleshooting.mdx');
const section = page.slice(page.indexOf('## Messages and their fixes'));
/** The `### ` headings of the messages section, without their backticks. */
const headingTexts = [...section.matchAll(/^### (.+)$/gm)].map((match) => match[1]!.replace(/`/g, ''));
/** The first cells of the table of messages explained elsewhere, without their backticks. */
const tableStart = section.indexOf('### More messages explained in the guides');
const tableCells = [...section.slice(tableStart).matchAll(/^\| (.+?) \|/gm)].map((match) => match[1]!.replace(/`/g, ''));

describe('Troubleshooting: messages by their exact text', () => {
  it('reads the page: the section, its headings and its table exist', () => {
    expect(page).toContain('## Messages and their fixes');
    expect(tableStart).toBeGreaterThan(0);
    expect(headingTexts.length).toBeGreaterThanOrEqual(headings.length);
    expect(tableCells.length).toBeGreaterThanOrEqual(tableRows.length);
  });

  it.each(headings)('"$text" is a heading', ({text}) => {
    expect(headingTexts.some((heading) => heading.includes(text))).toBe(true);
  });

  it.each(tableRows)('"$text" is in the table of messages', ({text}) => {
    expect(tableCells.some((cell) => cell.includes(text))).toBe(true);
  });

  it.each([...headings, ...tableRows].filter((message) => message.sources.length > 0))(
    '"$text" is still printed by its source',
    ({text, sources}) => {
      for (const source of sources) {
        for (const fragment of fragments(text)) expect(printed(source), source).toContain(fragment);
      }
    },
  );

  it.each([...headings, ...tableRows].filter((message) => message.claim != null))(
    'the explanation of "$text" matches the source it names',
    ({claim}) => {
      expect(read(claim!.file)).toContain(claim!.contains);
    },
  );

  it('the composed "is not installed!" message is still the one the proxies throw', () => {
    expect(read(`${vc}/src/dependencies/ModuleProxy.ts`)).toContain('super(`${name} is not installed!`)');
  });

  it.each(tableRows.filter((message) => message.explainedIn != null))(
    '"$text" is explained where the table points',
    ({text, explainedIn}) => {
      for (const guide of explainedIn!) {
        const guideText = read(`docs/guides/${guide}.mdx`);
        for (const fragment of fragments(text)) expect(guideText, guide).toContain(fragment);
      }
    },
  );
});
