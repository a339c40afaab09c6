/**
 * The error codes of the pinned react-native-vision-camera, read from its shipped sources (TypeScript unions, Swift,
 * Objective-C, Kotlin, Java, C++) and from React Native's Android bridge for the default code of a rejection without
 * one. `tests/unit/error-codes.test.ts` holds the errors guide to this list (see ARCHITECTURE.md, "Checks").
 * Each pattern below is one the 4.7.3 sources use; a version that builds codes another way shows up as a code the
 * guide lists but no pattern finds, which the test reports.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {libraryDir} from '../config/library';

export const librarySource = libraryDir;
const reactNativeSource = path.resolve('node_modules/react-native');

/** Where a code was found: a file of the library (or of React Native), relative to its package. */
type CodeSources = Map<string, Set<string>>;

function filesUnder(dir: string, extensions: string[]): string[] {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && extensions.some((extension) => entry.name.endsWith(extension)))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function add(sources: CodeSources, code: string, file: string): void {
  const relative = path.relative(file.startsWith(librarySource) ? librarySource : path.dirname(reactNativeSource), file);
  sources.set(code, new Set([...(sources.get(code) ?? []), relative]));
}

/** The string literal unions of `src/CameraError.ts`: union name → its codes, in source order. */
export function unionCodes(libraryDir = librarySource): Map<string, string[]> {
  const source = readFileSync(path.join(libraryDir, 'src', 'CameraError.ts'), 'utf8');
  const unions = new Map<string, string[]>();
  // `export type DeviceError = | 'device/a' | 'device/b'`: the type runs to the next declaration.
  for (const match of source.matchAll(/^export type (\w+) =((?:\s*\|?\s*'[^']+')+)/gm)) {
    unions.set(
      match[1]!,
      [...match[2]!.matchAll(/'([^']+)'/g)].map((literal) => literal[1]!),
    );
  }
  return unions;
}

/** The domains of the unions (`device`, `code-scanner`, …), which native code prefixes to an id. */
function domainsOf(unions: Map<string, string[]>): string[] {
  return [...new Set([...unions.values()].flat().map((code) => code.split('/')[0]!))];
}

/**
 * iOS (`ios/Core/CameraError.swift`): each domain enum's `code` returns the id (or the raw value of `case x = "id"`),
 * and `CameraError.code` prefixes the domain (`case let .device(id: id): return "device/\(id.code)"`), besides the
 * literal `"unknown/unknown"`.
 */
function swiftCodes(libraryDir: string, sources: CodeSources): void {
  const file = path.join(libraryDir, 'ios', 'Core', 'CameraError.swift');
  const source = readFileSync(file, 'utf8');
  const enumIds = new Map<string, string[]>();
  for (const match of source.matchAll(/^enum (\w+)(?:: [\w, ]+)? \{\n([\s\S]*?)^\}/gm)) {
    const [, name, body] = match as unknown as [string, string, string];
    const codeGetter = /var code: String \{([\s\S]*?)\n {2}\}/.exec(body)?.[1] ?? '';
    const ids = codeGetter.includes('return rawValue')
      ? [...body.matchAll(/^\s*case \w+ = "([^"]+)"/gm)].map((m) => m[1]!)
      : [...codeGetter.matchAll(/return "([^"]+)"/g)].map((m) => m[1]!);
    enumIds.set(name, ids);
  }
  const cameraError = /^enum CameraError: Error \{([\s\S]*?)^\}/m.exec(source)?.[1] ?? '';
  const enumOfCase = new Map([...cameraError.matchAll(/case (\w+)\(_ id: (\w+)\)/g)].map((m) => [m[1]!, m[2]!]));
  for (const match of cameraError.matchAll(/case let \.(\w+)\(id: id\):\s*return "([^"/]+)\/\\\(id\.code\)"/g)) {
    for (const id of enumIds.get(enumOfCase.get(match[1]!) ?? '') ?? []) add(sources, `${match[2]}/${id}`, file);
  }
  for (const match of cameraError.matchAll(/return "([a-z-]+\/[a-z-]+)"/g)) add(sources, match[1]!, file);
}

/**
 * Android: `CameraError("domain", "id", …)` (Kotlin classes, `core/CameraError.kt` and anywhere else), subclasses of an
 * `open class X(id: String, …) : CameraError("domain", id, …)` called as `X("id", …)`, and codes given to React Native
 * as text (`promise.reject("NO_ACTIVITY", …)`).
 */
function kotlinCodes(libraryDir: string, sources: CodeSources): void {
  const files = filesUnder(path.join(libraryDir, 'android', 'src'), ['.kt']);
  const texts = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
  const openDomains = new Map<string, string>();
  for (const source of texts.values()) {
    for (const match of source.matchAll(/open class (\w+)\(id: String[^)]*\)\s*:\s*CameraError\(\s*"([^"]+)",\s*id\b/g)) {
      openDomains.set(match[1]!, match[2]!);
    }
  }
  for (const [file, source] of texts) {
    for (const match of source.matchAll(/\bCameraError\(\s*"([^"]+)",\s*"([^"]+)"/g)) add(sources, `${match[1]}/${match[2]}`, file);
    for (const [name, domain] of openDomains) {
      for (const match of source.matchAll(new RegExp(String.raw`\b${name}\(\s*"([^"]+)"`, 'g')))
        add(sources, `${domain}/${match[1]}`, file);
    }
    for (const match of source.matchAll(/\.reject\(\s*"([^"$]+)"/g)) add(sources, match[1]!, file);
  }
}

/**
 * A promise rejected with only a Throwable (`promise.reject(e)` in Kotlin) reaches JavaScript with React Native's default
 * code, `ERROR_DEFAULT_CODE` of its `PromiseImpl.java`.
 */
function reactNativeDefaultCode(libraryDir: string, sources: CodeSources): void {
  const rejectsWithoutCode = filesUnder(path.join(libraryDir, 'android', 'src'), ['.kt']).filter((file) =>
    /\bpromise\.reject\(\s*\w+\s*\)/.test(readFileSync(file, 'utf8')),
  );
  if (rejectsWithoutCode.length === 0) return;
  const promiseImpl = path.join(
    reactNativeSource,
    'ReactAndroid',
    'src',
    'main',
    'java',
    'com',
    'facebook',
    'react',
    'bridge',
    'PromiseImpl.java',
  );
  const code = /ERROR_DEFAULT_CODE\s*=\s*"([^"]+)"/.exec(readFileSync(promiseImpl, 'utf8'))?.[1];
  if (code !== undefined) add(sources, code, promiseImpl);
}

/**
 * A `"domain/id"` literal anywhere in the native or TypeScript sources (outside the unions' own file): the Objective-C
 * exception of a closed frame, the C++ message of disabled frame processors, `makeErrorMap("capture/unknown", …)`,
 * `new CameraRuntimeError('device/no-device', …)`.
 */
function literalCodes(libraryDir: string, domains: string[], sources: CodeSources): void {
  const literal = new RegExp(String.raw`["'](?:${domains.map((domain) => domain.replace('-', '\\-')).join('|')})/[a-z0-9-]+(?=["':])`, 'g');
  const files = [
    ...filesUnder(path.join(libraryDir, 'ios'), ['.swift', '.m', '.mm', '.h']),
    ...filesUnder(path.join(libraryDir, 'android', 'src'), ['.kt', '.java', '.cpp', '.h']),
    ...filesUnder(path.join(libraryDir, 'src'), ['.ts', '.tsx']).filter((file) => !file.endsWith(path.join('src', 'CameraError.ts'))),
  ];
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(literal)) add(sources, match[0].slice(1), file);
  }
}

/** Every code the native and TypeScript code of the library builds, with the files that build it. */
export function nativeCodes(libraryDir = librarySource): CodeSources {
  const sources: CodeSources = new Map();
  swiftCodes(libraryDir, sources);
  kotlinCodes(libraryDir, sources);
  reactNativeDefaultCode(libraryDir, sources);
  literalCodes(libraryDir, domainsOf(unionCodes(libraryDir)), sources);
  return sources;
}

/**
 * Codes whose error is never constructed: a union member no source builds, a Swift case no code outside
 * `CameraError.swift` uses (`.capture(.timedOut)`), a Kotlin class no Kotlin or Java code calls. A code can be
 * constructed and still never reach an app; the guide says which.
 */
export function neverConstructed(libraryDir = librarySource): string[] {
  const unions = [...unionCodes(libraryDir).values()].flat();
  const built = nativeCodes(libraryDir);
  // Declared on a platform without being constructed there; a code constructed on the other platform is raised.
  const unused = new Set(unions.filter((code) => !built.has(code)));
  const constructed = new Set<string>();

  const swiftFile = path.join(libraryDir, 'ios', 'Core', 'CameraError.swift');
  const swift = readFileSync(swiftFile, 'utf8');
  const otherSwift = filesUnder(path.join(libraryDir, 'ios'), ['.swift'])
    .filter((file) => file !== swiftFile)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const cameraError = /^enum CameraError: Error \{([\s\S]*?)^\}/m.exec(swift)?.[1] ?? '';
  for (const [, domainCase, enumName] of cameraError.matchAll(/case (\w+)\(_ id: (\w+)\)/g)) {
    const domain = new RegExp(String.raw`case let \.${domainCase}\(id: id\):\s*return "([^"/]+)\/`).exec(cameraError)?.[1];
    const body = new RegExp(String.raw`^enum ${enumName}(?:: [\w, ]+)? \{\n([\s\S]*?)^\}`, 'm').exec(swift)?.[1] ?? '';
    const codeGetter = /var code: String \{([\s\S]*?)\n {2}\}/.exec(body)?.[1] ?? '';
    for (const [, caseName, id] of codeGetter.matchAll(/case \.(\w+):\s*return "([^"]+)"/g)) {
      // `.device(.noDevice)` or `CameraError.device(DeviceError.configureError)`
      const use = new RegExp(String.raw`\.${domainCase}\((?:${enumName})?\.${caseName}\b`);
      (use.test(otherSwift) ? constructed : unused).add(`${domain}/${id}`);
    }
  }

  const kotlinFile = path.join(libraryDir, 'android', 'src', 'main', 'java', 'com', 'mrousavy', 'camera', 'core', 'CameraError.kt');
  const others = filesUnder(path.join(libraryDir, 'android', 'src'), ['.kt', '.java'])
    .filter((file) => file !== kotlinFile)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const kotlin = readFileSync(kotlinFile, 'utf8');
  const openDomains = new Map(
    [...kotlin.matchAll(/^open class (\w+)\(id: String[^)]*\)\s*:\s*CameraError\(\s*"([^"]+)",\s*id\b/gm)].map((m) => [m[1]!, m[2]!]),
  );
  for (const [, name, base, first, second] of kotlin.matchAll(/^class (\w+)[^:]*:\s*(\w+)\(\s*"([^"]+)"(?:,\s*"([^"]+)")?/gm)) {
    const code = base === 'CameraError' ? `${first}/${second}` : openDomains.has(base!) ? `${openDomains.get(base!)}/${first}` : undefined;
    if (code === undefined) continue;
    (new RegExp(String.raw`\b${name}\(`).test(others) ? constructed : unused).add(code);
  }
  return [...unused].filter((code) => !constructed.has(code)).sort();
}
