import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {codeBlocksOf, projectRoot, type ExampleBlock, type KindResult} from '../../model/examples/codeBlocks';
import {checkNative} from '../../scripts/examples/native';

const file = path.join(projectRoot, 'docs', 'guides', 'native-test.mdx');

/** A guide made of fenced blocks: `[lang meta, code]`. */
function guide(...blocks: [string, string][]): {source: string; blocks: ExampleBlock[]} {
  const source = blocks.map(([fence, code]) => `Some prose.\n\n\`\`\`${fence}\n${code}\n\`\`\`\n`).join('\n');
  return {source, blocks: codeBlocksOf(file, source)};
}

/** 1-based line of the guide where `text` first appears. */
const lineOf = (source: string, text: string): number => source.slice(0, source.indexOf(text)).split('\n').length;

async function resultOf(kind: string, blocks: ExampleBlock[]): Promise<KindResult> {
  return (await checkNative(blocks)).find((result) => result.kind === kind)!;
}

const swiftPlugin = `import VisionCamera

@objc(LumaPlugin)
public class LumaPlugin: FrameProcessorPlugin {
  private let proxy: VisionCameraProxyHolder

  public override init(proxy: VisionCameraProxyHolder, options: [AnyHashable: Any]?) {
    self.proxy = proxy
    super.init(proxy: proxy, options: options)
  }

  public override func callback(_ frame: Frame, withArguments arguments: [AnyHashable: Any]?) -> Any? {
    let array = SharedArray(proxy: proxy, allocateWithSize: frame.width)
    return ["mirrored": frame.isMirrored, "size": array.size]
  }
}`;

const swiftRegistration = `FrameProcessorPluginRegistry.addFrameProcessorPlugin("luma") { proxy, options in
  LumaPlugin(proxy: proxy, options: options)
}`;

describe('swift', () => {
  it('passes a plugin that uses the library as its headers declare it', async () => {
    const {blocks} = guide(
      ['swift title="LumaPlugin.swift"', swiftPlugin],
      ['swift title="AppDelegate.swift (excerpt)"', swiftRegistration],
    );
    const result = await resultOf('swift', blocks);
    expect(result.failures).toEqual([]);
    expect(result.summary).toMatch(/^2 checked, \d+ symbols$/);
    expect(Number(/(\d+) symbols/.exec(result.summary)![1])).toBeGreaterThan(8);
  });

  it.each([
    [
      'a wrong argument label',
      'withArguments arguments:',
      'withArgs arguments:',
      /callback\(_:withArgs:\) does not override anything in FrameProcessorPlugin/,
    ],
    [
      'a misspelled class',
      ': FrameProcessorPlugin {',
      ': FrameProcessorPlugn {',
      /unknown superclass FrameProcessorPlugn.*did you mean FrameProcessorPlugin/,
    ],
    ['a wrong property', 'frame.isMirrored', 'frame.mirrored', /unknown property Frame\.mirrored/],
    ['a wrong initialiser label', 'allocateWithSize: frame.width', 'size: frame.width', /unknown SharedArray\.init\(proxy:size:\)/],
    ['a missing override keyword', 'public override init(', 'public init(', /needs the override keyword/],
    [
      'a non-optional parameter the library declares _Nullable',
      'options: [AnyHashable: Any]?) {',
      'options: [AnyHashable: Any]) {',
      /must be optional/,
    ],
  ])('fails %s at its line', async (_name, from, to, message) => {
    const {source, blocks} = guide(['swift title="LumaPlugin.swift"', swiftPlugin.replace(from, to)]);
    const result = await resultOf('swift', blocks);
    expect(result.failures.map((failure) => failure.line)).toContain(lineOf(source, to));
    expect(result.failures.map((failure) => failure.message).join('\n')).toMatch(message);
  });

  it('fails a registration closure with the wrong parameter count', async () => {
    const broken = swiftRegistration.replace('{ proxy, options in', '{ proxy in');
    const {source, blocks} = guide(['swift title="LumaPlugin.swift"', swiftPlugin], ['swift', broken]);
    const [failure] = (await resultOf('swift', blocks)).failures;
    expect(failure.line).toBe(lineOf(source, '{ proxy in'));
    expect(failure.message).toMatch(/takes 1 parameters; PluginInitializerFunction .* takes 2/);
  });
});

const objcPlugin = `#import <VisionCamera/Frame.h>
#import <VisionCamera/FrameProcessorPlugin.h>
#import <VisionCamera/FrameProcessorPluginRegistry.h>

@interface LumaPlugin : FrameProcessorPlugin
@end

@implementation LumaPlugin

- (instancetype)initWithProxy:(VisionCameraProxyHolder*)proxy withOptions:(NSDictionary* _Nullable)options {
  self = [super initWithProxy:proxy withOptions:options];
  return self;
}

- (id _Nullable)callback:(Frame*)frame withArguments:(NSDictionary* _Nullable)arguments {
  return @(frame.width);
}

VISION_EXPORT_FRAME_PROCESSOR(LumaPlugin, luma)

@end`;

describe('objective-c', () => {
  it('passes a plugin that uses the library as its headers declare it', async () => {
    const result = await resultOf('objective-c', guide(['objectivec title="LumaPlugin.m"', objcPlugin]).blocks);
    expect(result.failures).toEqual([]);
    expect(result.summary).toMatch(/^1 checked, \d+ symbols$/);
  });

  it.each([
    [
      'a wrong selector piece',
      '[super initWithProxy:proxy withOptions:options]',
      '[super initWithProxy:proxy options:options]',
      /unknown instance method FrameProcessorPlugin initWithProxy:options:/,
    ],
    [
      'a wrong macro parameter count',
      'VISION_EXPORT_FRAME_PROCESSOR(LumaPlugin, luma)',
      'VISION_EXPORT_FRAME_PROCESSOR(LumaPlugin)',
      /takes 2 arguments .* the block passes 1/,
    ],
    [
      'a header the pod does not make public',
      '#import <VisionCamera/Frame.h>',
      '#import <VisionCamera/FrameHostObject.h>',
      /not a public header of the pod/,
    ],
    ['a wrong property', 'frame.width', 'frame.size', /unknown property Frame\.size/],
    [
      'an override with a wrong selector',
      'withArguments:(NSDictionary* _Nullable)arguments {',
      'withArgs:(NSDictionary* _Nullable)arguments {',
      /callback:withArgs: does not override FrameProcessorPlugin's callback:withArguments:/,
    ],
  ])('fails %s at its line', async (_name, from, to, message) => {
    const {source, blocks} = guide(['objectivec title="LumaPlugin.m"', objcPlugin.replace(from, to)]);
    const result = await resultOf('objective-c', blocks);
    expect(result.failures.map((failure) => failure.line)).toContain(lineOf(source, to));
    expect(result.failures.map((failure) => failure.message).join('\n')).toMatch(message);
  });

  it('fails a quoted header declaration that differs from the header', async () => {
    const declaration = '- (id _Nullable)callback:(Frame*)frame withArguments:(NSArray* _Nullable)arguments;';
    const {source, blocks} = guide(['objectivec', declaration]);
    const [failure] = (await resultOf('objective-c', blocks)).failures;
    expect(failure.line).toBe(lineOf(source, declaration));
    expect(failure.message).toMatch(/differs from the library's declaration \(ios\/FrameProcessors\/FrameProcessorPlugin\.h:\d+\)/);
  });
});

const kotlinPlugin = `package com.example.luma

import com.mrousavy.camera.core.types.PixelFormat
import com.mrousavy.camera.frameprocessors.Frame
import com.mrousavy.camera.frameprocessors.FrameProcessorPlugin
import com.mrousavy.camera.frameprocessors.VisionCameraProxy

class LumaPlugin(proxy: VisionCameraProxy, options: Map<String, Any>?) : FrameProcessorPlugin() {
  override fun callback(frame: Frame, arguments: Map<String, Any>?): Any? {
    if (frame.pixelFormat != PixelFormat.YUV) return null
    return frame.orientation.unionValue
  }
}`;

const kotlinPackage = `package com.example.luma

import com.mrousavy.camera.frameprocessors.FrameProcessorPluginRegistry

object LumaRegistration {
  init {
    FrameProcessorPluginRegistry.addFrameProcessorPlugin("luma") { proxy, options ->
      LumaPlugin(proxy, options)
    }
  }
}`;

describe('kotlin', () => {
  it('passes a plugin and its registration', async () => {
    const result = await resultOf(
      'kotlin',
      guide(['kotlin title="LumaPlugin.kt"', kotlinPlugin], ['kotlin title="LumaRegistration.kt"', kotlinPackage]).blocks,
    );
    expect(result.failures).toEqual([]);
    expect(result.summary).toMatch(/^2 checked, \d+ symbols$/);
  });

  it.each([
    ['a misspelled property', 'frame.pixelFormat', 'frame.pixelFormt', /unknown property Frame\.pixelFormt; did you mean pixelFormat\?/],
    [
      'an override with a wrong parameter count',
      'override fun callback(frame: Frame, arguments: Map<String, Any>?)',
      'override fun callback(frame: Frame)',
      /callback\(Frame\) overrides nothing in FrameProcessorPlugin/,
    ],
    ['a wrong enum constant', 'PixelFormat.YUV', 'PixelFormat.NV21', /unknown member PixelFormat\.NV21/],
    [
      'a wrong package',
      'import com.mrousavy.camera.frameprocessors.Frame\n',
      'import com.mrousavy.camera.frameprocessor.Frame\n',
      /no package com\.mrousavy\.camera\.frameprocessor; did you mean com\.mrousavy\.camera\.frameprocessors\?/,
    ],
    [
      'a wrong supertype constructor call',
      ': FrameProcessorPlugin()',
      ': FrameProcessorPlugin(proxy)',
      /matches no constructor of the library's FrameProcessorPlugin\.java/,
    ],
  ])('fails %s at its line', async (_name, from, to, message) => {
    const {source, blocks} = guide(['kotlin title="LumaPlugin.kt"', kotlinPlugin.replace(from, to)]);
    const result = await resultOf('kotlin', blocks);
    expect(result.failures.map((failure) => failure.line)).toContain(lineOf(source, to.trim()));
    expect(result.failures.map((failure) => failure.message).join('\n')).toMatch(message);
  });

  it('fails a registration lambda with the wrong parameter count, and a constructor call that does not fit the plugin', async () => {
    const broken = kotlinPackage.replace('{ proxy, options ->', '{ proxy ->').replace('LumaPlugin(proxy, options)', 'LumaPlugin(proxy)');
    const {source, blocks} = guide(['kotlin title="LumaPlugin.kt"', kotlinPlugin], ['kotlin title="LumaRegistration.kt"', broken]);
    const failures = (await resultOf('kotlin', blocks)).failures;
    expect(failures).toContainEqual(
      expect.objectContaining({
        line: lineOf(source, '{ proxy ->'),
        message: expect.stringMatching(/takes 1 parameters; FrameProcessorPluginRegistry\.PluginInitializer\.initializePlugin .* takes 2/),
      }),
    );
    expect(failures).toContainEqual(
      expect.objectContaining({
        line: lineOf(source, 'LumaPlugin(proxy)'),
        message: expect.stringMatching(/LumaPlugin is created with 1 arguments/),
      }),
    );
  });
});

const javaPlugin = `package com.example.luma;

import androidx.annotation.NonNull;
import androidx.annotation.Nullable;
import com.mrousavy.camera.frameprocessors.Frame;
import com.mrousavy.camera.frameprocessors.FrameProcessorPlugin;
import com.mrousavy.camera.frameprocessors.FrameProcessorPluginRegistry;
import com.mrousavy.camera.frameprocessors.SharedArray;
import com.mrousavy.camera.frameprocessors.VisionCameraProxy;
import java.util.Map;

public class LumaPlugin extends FrameProcessorPlugin {
  private final VisionCameraProxy proxy;

  public LumaPlugin(@NonNull VisionCameraProxy proxy) {
    this.proxy = proxy;
  }

  static {
    FrameProcessorPluginRegistry.addFrameProcessorPlugin("luma", (proxy, options) -> new LumaPlugin(proxy));
  }

  @Nullable
  @Override
  public Object callback(@NonNull Frame frame, @Nullable Map<String, Object> arguments) throws Throwable {
    SharedArray array = new SharedArray(proxy, frame.getWidth());
    return frame.getOrientation().getUnionValue();
  }
}`;

describe('java', () => {
  it('passes a plugin that compiles against the library and its stubs', async () => {
    const result = await resultOf('java', guide(['java title="LumaPlugin.java"', javaPlugin]).blocks);
    expect(result.failures).toEqual([]);
    expect(result.summary).toMatch(/^1 checked, 1 compiled with javac, \d+ symbols$/);
  }, 60_000);

  it('fails a wrong parameter count (symbols) and a type error only javac sees, at their lines', async () => {
    const broken = javaPlugin
      .replace('"luma", (proxy, options) -> new LumaPlugin(proxy)', '(proxy, options) -> new LumaPlugin(proxy)')
      .replace('SharedArray array = new SharedArray(proxy, frame.getWidth());', 'int array = frame.getOrientation();');
    const {source, blocks} = guide(['java title="LumaPlugin.java"', broken]);
    const failures = (await resultOf('java', blocks)).failures;
    expect(failures).toContainEqual({
      file,
      line: lineOf(source, '(proxy, options) -> new'),
      message: expect.stringMatching(
        /^unknown method FrameProcessorPluginRegistry\.addFrameProcessorPlugin\(lambda\) \(the library's FrameProcessorPluginRegistry\.java declares addFrameProcessorPlugin\(String, PluginInitializer\)\)$/,
      ),
    });
    expect(failures).toContainEqual({
      file,
      line: lineOf(source, 'int array ='),
      message: expect.stringMatching(/^javac: incompatible types: Orientation cannot be converted to int/),
    });
  }, 60_000);

  it('proves a quoted declaration by overriding the library method it quotes', async () => {
    const declaration =
      'public abstract @Nullable Object callback(@NonNull Frame frame, @Nullable Map<String, Object> params) throws Throwable;';
    const ok = await resultOf('java', guide(['java', declaration]).blocks);
    expect(ok.failures).toEqual([]);
    const {source, blocks} = guide(['java', declaration.replace('Map<String, Object>', 'Map<String, String>')]);
    const failures = (await resultOf('java', blocks)).failures;
    expect(failures.map((failure) => failure.line)).toEqual(expect.arrayContaining([lineOf(source, 'public abstract')]));
    expect(failures.map((failure) => failure.message).join('\n')).toMatch(
      /does not match the library: FrameProcessorPlugin\.java declares Object callback\(Frame, Map<String, Object>\)/,
    );
  }, 60_000);
});

describe('gradle', () => {
  const rootBuild = `buildscript {\n  ext {\n    minSdkVersion = 24\n    VisionCamera_enableCodeScanner = true\n  }\n}`;
  const library = `dependencies {\n  implementation project(":react-native-vision-camera")\n}`;

  it('passes switches the library reads and its project name', async () => {
    const result = await resultOf(
      'gradle',
      guide(
        ['groovy title="android/build.gradle (root project)"', rootBuild],
        ['groovy title="android/build.gradle (your plugin library)"', library],
        ['properties title="android/gradle.properties"', 'VisionCamera_enableFrameProcessors=false'],
      ).blocks,
    );
    expect(result.failures).toEqual([]);
    expect(result.summary).toBe('3 checked, 4 symbols');
  });

  it.each([
    [
      'a misspelled switch',
      rootBuild.replace('VisionCamera_enableCodeScanner', 'VisionCamera_enableCodeScaner'),
      'VisionCamera_enableCodeScaner',
      /is not read by the library's android\/build\.gradle; did you mean VisionCamera_enableCodeScanner\?/,
    ],
    [
      'a value the boolean switch does not understand',
      rootBuild.replace('= true', '= "yes"'),
      '"yes"',
      /reads it with Boolean\.parseBoolean/,
    ],
    [
      'a wrong project name',
      library.replace('vision-camera', 'vision-camra'),
      'vision-camra',
      /unknown Gradle project :react-native-vision-camra.*did you mean :react-native-vision-camera\?/,
    ],
    [
      "a CameraX version other than the library's",
      'dependencies {\n  implementation "androidx.camera:camera-core:1.3.0"\n}',
      'camera-core',
      /the library declares version 1\.5\.0-alpha03/,
    ],
  ])('fails %s at its line', async (_name, code, marker, message) => {
    const {source, blocks} = guide(['groovy title="android/build.gradle"', code]);
    const [failure] = (await resultOf('gradle', blocks)).failures;
    expect(failure.line).toBe(lineOf(source, marker));
    expect(failure.message).toMatch(message);
  });

  it('fails a misspelled gradle.properties switch', async () => {
    const {source, blocks} = guide(['properties title="android/gradle.properties"', 'VisionCamera_enableFrameProcessor=false']);
    const [failure] = (await resultOf('gradle', blocks)).failures;
    expect(failure).toEqual({
      file,
      line: lineOf(source, 'VisionCamera_enableFrameProcessor='),
      message: expect.stringMatching(/did you mean VisionCamera_enableFrameProcessors\?/),
    });
  });
});

describe('cmake', () => {
  const cmake = [
    'add_library(luma SHARED src/main/cpp/Luma.cpp)',
    'find_package(react-native-vision-camera REQUIRED CONFIG)',
    'target_link_libraries(\n  luma\n  react-native-vision-camera::VisionCamera\n  log\n)',
  ].join('\n');

  it("passes VisionCamera's Prefab package and module", async () => {
    const result = await resultOf('cmake', guide(['cmake title="android/CMakeLists.txt"', cmake]).blocks);
    expect(result.failures).toEqual([]);
    expect(result.summary).toBe('1 checked, 2 symbols');
  });

  it.each([
    [
      'a wrong Prefab module',
      '::VisionCamera',
      '::VisionCamra',
      'react-native-vision-camera::VisionCamra',
      /has no Prefab module VisionCamra; did you mean VisionCamera\?/,
    ],
    [
      'a wrong Prefab package',
      'find_package(react-native-vision-camera',
      'find_package(vision-camera',
      'find_package(vision-camera',
      /unknown Prefab package vision-camera/,
    ],
    [
      'the library target without its package',
      'react-native-vision-camera::VisionCamera',
      'VisionCamera',
      '  VisionCamera',
      /Prefab targets are namespaced: react-native-vision-camera::VisionCamera/,
    ],
  ])('fails %s at its line', async (_name, from, to, marker, message) => {
    const {source, blocks} = guide(['cmake title="android/CMakeLists.txt"', cmake.replace(from, to)]);
    const result = await resultOf('cmake', blocks);
    expect(result.failures.map((failure) => failure.line)).toContain(lineOf(source, marker));
    expect(result.failures.map((failure) => failure.message).join('\n')).toMatch(message);
  });

  it('fails a System.loadLibrary that no CMake block of the guide builds', async () => {
    const kotlin = 'class Loader {\n  companion object {\n    init {\n      System.loadLibrary("lumaa")\n    }\n  }\n}';
    const {source, blocks} = guide(['cmake title="android/CMakeLists.txt"', cmake], ['kotlin title="Loader.kt"', kotlin]);
    const [failure] = (await resultOf('kotlin', blocks)).failures;
    expect(failure.line).toBe(lineOf(source, 'System.loadLibrary'));
    expect(failure.message).toMatch(/this guide's CMake blocks build luma/);
  });
});

describe('opt-outs', () => {
  it('skips a block with a reason and counts it', async () => {
    const source = '{/* nocheck: shows a removed API on purpose */}\n```swift nocheck\nlet x = FrameProcesorPlugin()\n```\n';
    const result = await resultOf('swift', codeBlocksOf(file, source));
    expect(result).toMatchObject({
      blocks: 1,
      optedOut: 1,
      failures: [expect.objectContaining({message: expect.stringMatching(/1 of 1 swift blocks opt out/)})],
    });
  });
});
