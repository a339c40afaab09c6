/**
 * Facts about the library's Android build, read from its own build files:
 * which Gradle properties android/build.gradle reads (and how: a boolean
 * switch, a number with a fallback), the dependencies it declares, and the
 * Prefab packages and modules a consumer's CMake can use (VisionCamera's own
 * `prefab { VisionCamera {…} }`, react-native-worklets-core's, React Native's
 * ReactAndroid, and fbjni as VisionCamera's CMakeLists.txt links it).
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {libraryRoot, nodeModules, packageName, readText} from './library';
import {lineOf} from './text';

export interface PropertyRead {
  how: 'boolean switch' | 'value with fallback' | 'root ext lookup' | 'project property';
  fallback?: string;
  where: string;
}

export interface AndroidBuild {
  /** The Gradle project name under autolinking, `:react-native-vision-camera`. */
  projectName: string;
  reads: Map<string, PropertyRead>;
  /** `group:artifact` → version, as android/build.gradle declares them (variables substituted). */
  dependencies: Map<string, {version: string; where: string}>;
  /** Prefab package → its modules, for find_package(… CONFIG) and `package::module`. */
  prefab: Map<string, {modules: Set<string>; where: string}>;
}

/** The name a package's Android project gets under React Native autolinking (`@scope/name` → `scope_name`). */
const autolinkedProjectName = (npmName: string): string => npmName.replace(/^@/, '').replace(/\//g, '_');

/** Is there an autolinkable Android project for `:name` in node_modules? */
export function isAutolinkedProject(name: string): boolean {
  const npmName = name.includes('_') && !existsSync(path.join(nodeModules, name)) ? `@${name.replace('_', '/')}` : name;
  return (
    existsSync(path.join(nodeModules, npmName, 'android', 'build.gradle')) ||
    existsSync(path.join(nodeModules, npmName, 'android', 'build.gradle.kts'))
  );
}

function propertyReads(gradle: string, file: string): Map<string, PropertyRead> {
  const reads = new Map<string, PropertyRead>();
  const where = (offset: number): string => `${file}:${lineOf(gradle, offset) + 1}`;
  for (const match of gradle.matchAll(/safeExtGet(Bool)?\(\s*["'](\w+)["']\s*,\s*([^)]+?)\s*\)/g)) {
    reads.set(match[2], {how: match[1] ? 'boolean switch' : 'value with fallback', fallback: match[3], where: where(match.index)});
  }
  for (const match of gradle.matchAll(/rootProject\.ext\.has\(\s*["'](\w+)["']\s*\)/g))
    if (!reads.has(match[1])) reads.set(match[1], {how: 'root ext lookup', where: where(match.index)});
  for (const match of gradle.matchAll(/(?:project\.properties\[|getProperties\(\)\.get\(|findProperty\(|hasProperty\()\s*["'](\w+)["']/g)) {
    if (!reads.has(match[1])) reads.set(match[1], {how: 'project property', where: where(match.index)});
  }
  return reads;
}

function declaredDependencies(gradle: string, file: string): AndroidBuild['dependencies'] {
  const variables = new Map([...gradle.matchAll(/def\s+(\w+)\s*=\s*["']([^"']+)["']/g)].map((match) => [match[1], match[2]]));
  const dependencies: AndroidBuild['dependencies'] = new Map();
  for (const match of gradle.matchAll(/\b(?:implementation|api|compileOnly)\s*\(?\s*["']([\w.-]+):([\w.-]+):([^"']+)["']/g)) {
    const version = match[3].replace(
      /\$\{(\w+)\}|\$(\w+)/g,
      (_, a: string | undefined, b: string | undefined) => variables.get(a ?? b ?? '') ?? '?',
    );
    dependencies.set(`${match[1]}:${match[2]}`, {version, where: `${file}:${lineOf(gradle, match.index) + 1}`});
  }
  return dependencies;
}

/** `prefab { Name { headers … } }` modules of a package that turns on prefabPublishing. */
function publishedPrefab(root: string): {modules: Set<string>; where: string} | undefined {
  const file = path.join(root, 'android', 'build.gradle');
  if (!existsSync(file)) return undefined;
  const gradle = readText(file);
  if (!/prefabPublishing\s+true/.test(gradle)) return undefined;
  const block = /\bprefab\s*\{([\s\S]*?)\n\s*\}/.exec(gradle);
  const modules = new Set([...(block?.[1] ?? '').matchAll(/^\s*(\w+)\s*\{/gm)].map((match) => match[1]));
  return {modules, where: `${path.relative(nodeModules, file)}:${lineOf(gradle, block?.index ?? 0) + 1}`};
}

/** ReactAndroid's Prefab modules, from react-native's ReactAndroid/build.gradle.kts (`create("jsi")`, …). */
function reactAndroidPrefab(): {modules: Set<string>; where: string} | undefined {
  const file = path.join(nodeModules, 'react-native', 'ReactAndroid', 'build.gradle.kts');
  if (!existsSync(file)) return undefined;
  const gradle = readText(file);
  const block = /\bprefab\s*\{([\s\S]*?)\n\s*\}/.exec(gradle);
  return {
    modules: new Set([...(block?.[1] ?? '').matchAll(/create\("(\w+)"\)/g)].map((match) => match[1])),
    where: `${path.relative(nodeModules, file)}:${lineOf(gradle, block?.index ?? 0) + 1}`,
  };
}

/** Prefab packages the library's own CMakeLists.txt finds, with the targets it links from them (fbjni::fbjni). */
function linkedByLibrary(): Map<string, Set<string>> {
  const file = path.join(libraryRoot, 'android', 'CMakeLists.txt');
  const cmake = readText(file);
  const linked = new Map<string, Set<string>>();
  for (const match of cmake.matchAll(/\b([\w-]+)::([\w-]+)/g)) linked.set(match[1], (linked.get(match[1]) ?? new Set()).add(match[2]));
  return linked;
}

let cached: AndroidBuild | undefined;

export function androidBuild(): AndroidBuild {
  if (cached) return cached;
  const file = path.join(libraryRoot, 'android', 'build.gradle');
  const gradle = readText(file);
  const relative = 'android/build.gradle';
  const prefab: AndroidBuild['prefab'] = new Map();
  const own = publishedPrefab(libraryRoot);
  if (own) prefab.set(packageName(libraryRoot), own);
  const worklets = path.join(nodeModules, 'react-native-worklets-core');
  const workletsPrefab = existsSync(worklets) ? publishedPrefab(worklets) : undefined;
  if (workletsPrefab) prefab.set(packageName(worklets), workletsPrefab);
  const react = reactAndroidPrefab();
  if (react) prefab.set('ReactAndroid', react);
  for (const [pkg, modules] of linkedByLibrary())
    if (!prefab.has(pkg)) prefab.set(pkg, {modules, where: 'android/CMakeLists.txt (links it)'});
  cached = {
    projectName: `:${autolinkedProjectName(packageName(libraryRoot))}`,
    reads: propertyReads(gradle, relative),
    dependencies: declaredDependencies(gradle, relative),
    prefab,
  };
  return cached;
}
