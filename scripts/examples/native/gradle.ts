/**
 * Gradle blocks (Groovy, Kotlin DSL, gradle.properties): VisionCamera switches
 * must be names android/build.gradle reads, with values it understands (a
 * boolean switch parsed with Boolean.parseBoolean silently turns "yes" into
 * false), set where it reads them (the root project); `project(":…")` must
 * name an autolinked project; coordinates of an artifact the library itself
 * declares must carry its version; and a native build's `cmake { path … }`
 * must point at the guide's CMakeLists.txt block, with `prefab true` when that
 * file finds Prefab packages.
 */
import type {ExampleBlock} from '../../../model/examples/codeBlocks';
import {androidBuild, isAutolinkedProject, type PropertyRead} from './androidBuild';
import {Reporter, type BlockReport} from './library';
import {blankCommentsAndStrings, didYouMean, lineOf} from './text';

export const titleOf = (block: ExampleBlock): string => /title="([^"]*)"/.exec(block.meta)?.[1] ?? '';
/** `android/CMakeLists.txt (additions)` → `android/CMakeLists.txt`. */
export const titlePath = (block: ExampleBlock): string =>
  titleOf(block)
    .replace(/\s*\(.*\)\s*$/, '')
    .trim();

const isPropertiesFile = (block: ExampleBlock): boolean => /gradle\.properties/.test(titleOf(block));

export function isGradleBlock(block: ExampleBlock): boolean {
  if (block.lang === 'groovy' || block.lang === 'gradle') return true;
  if (block.lang === 'kotlin') return /\.gradle\.kts\b/.test(titleOf(block));
  return block.lang === 'properties' && isPropertiesFile(block);
}

export function checkGradleBlock(block: ExampleBlock, guideBlocks: ExampleBlock[]): BlockReport {
  const reporter = new Reporter(block);
  if (isPropertiesFile(block)) {
    for (const {key, value, line} of propertiesEntries(block.code)) checkProperty(reporter, key, value, line, 'gradle.properties');
    return reporter.report();
  }
  const code = blankCommentsAndStrings(block.code, {slashComments: true, singleQuotes: true});
  const appModule = /\bapp\/build\.gradle/.test(titleOf(block));
  for (const {key, value, line} of extAssignments(block.code, code)) {
    checkProperty(reporter, key, value, line, 'ext');
    const read = androidBuild().reads.get(key);
    if (appModule && read && read.how !== 'project property')
      reporter.fail(
        line,
        `${key} is set in the app module, but the library reads rootProject.ext (${read.where}): set it in the root android/build.gradle or gradle.properties`,
      );
  }
  checkProjects(reporter, block.code);
  checkCoordinates(reporter, block.code);
  checkNativeBuild(reporter, block, code, guideBlocks);
  return reporter.report();
}

function propertiesEntries(text: string): {key: string; value: string; line: number}[] {
  return text.split('\n').flatMap((line, index) => {
    const match = /^\s*([\w.-]+)\s*[=:]\s*(.*?)\s*$/.exec(line);
    return match && !/^\s*[#!]/.test(line) ? [{key: match[1], value: match[2], line: index}] : [];
  });
}

/** `ext { KEY = value }`, `ext.KEY = value`, `rootProject.ext.KEY = …`, Kotlin DSL `extra["KEY"] = …` / `extra.set("KEY", …)`. */
function extAssignments(source: string, code: string): {key: string; value: string; line: number}[] {
  const found: {key: string; value: string; line: number}[] = [];
  for (const block of code.matchAll(/\bext\s*\{/g)) {
    const start = block.index + block[0].length;
    let depth = 1;
    let end = start;
    while (end < code.length && depth > 0) {
      if (code[end] === '{') depth++;
      else if (code[end] === '}') depth--;
      end++;
    }
    const sourceLines = source.split('\n');
    const codeLines = code.split('\n');
    for (let line = lineOf(code, start); line <= lineOf(code, end); line++) {
      const match = /^(\s*(\w+)\s*=\s*)(\S.*?)\s*$/.exec(codeLines[line] ?? '');
      // The value from the source (strings are blanked in `code`), without a trailing comment.
      if (match) found.push({key: match[2], value: sourceLines[line].slice(match[1].length, match[1].length + match[3].length), line});
    }
  }
  for (const match of source.matchAll(
    /\b(?:rootProject\.)?ext\.(\w+)\s*=\s*(.+)$|\bextra\[\s*"(\w+)"\s*\]\s*=\s*(.+)$|\bextra\.set\(\s*"(\w+)"\s*,\s*(.+)\)\s*$/gm,
  )) {
    found.push({
      key: match[1] ?? match[3] ?? match[5],
      value: (match[2] ?? match[4] ?? match[6]).trim(),
      line: lineOf(source, match.index),
    });
  }
  return found;
}

/** A VisionCamera switch must be read by the library, and its value must be one the library's reading understands. */
function checkProperty(reporter: Reporter, key: string, value: string, line: number, where: string): void {
  const build = androidBuild();
  const read = build.reads.get(key);
  if (!read) {
    if (/^VisionCamera_/i.test(key) || /visioncamera/i.test(key)) {
      reporter.fail(
        line,
        `${key} (${where}) is not read by the library's android/build.gradle${didYouMean(
          key,
          [...build.reads.keys()].filter((name) => name.startsWith('VisionCamera_')),
        )} (it reads ${[...build.reads.keys()].filter((name) => name.startsWith('VisionCamera_')).join(', ')})`,
      );
    }
    return;
  }
  const problem = valueProblem(read, value.replace(/^["']|["']$/g, ''));
  if (problem) reporter.fail(line, `${key} = ${value}: ${problem} (${read.where})`);
  else reporter.ok(`property ${key}`);
}

function valueProblem(read: PropertyRead, value: string): string | undefined {
  if (read.how === 'boolean switch' && !/^(true|false)$/i.test(value))
    return `the library reads it with Boolean.parseBoolean, so anything but true/false means false`;
  if (read.how === 'value with fallback' && read.fallback && /^\d+$/.test(read.fallback) && !/^\d+$/.test(value))
    return `the library expects a number (its fallback is ${read.fallback})`;
  return undefined;
}

function checkProjects(reporter: Reporter, source: string): void {
  const {projectName} = androidBuild();
  for (const match of source.matchAll(/\bproject\(\s*["'](:[\w.-]+)["']\s*\)/g)) {
    const line = lineOf(source, match.index);
    const name = match[1].slice(1);
    if (match[1] === projectName) reporter.ok(`project ${match[1]}`);
    else if (name === 'app' || isAutolinkedProject(name)) continue;
    else
      reporter.fail(
        line,
        `unknown Gradle project ${match[1]}: no autolinked package of that name in node_modules${didYouMean(match[1], [projectName])}`,
      );
  }
}

/** An artifact the library itself declares must be written with the library's version. */
function checkCoordinates(reporter: Reporter, source: string): void {
  const {dependencies} = androidBuild();
  for (const match of source.matchAll(/["']([\w.-]+):([\w.-]+)(?::([^"'@]+))?["']/g)) {
    const declared = dependencies.get(`${match[1]}:${match[2]}`);
    const line = lineOf(source, match.index);
    if (!declared) {
      const known = [...dependencies.keys()].filter((coordinate) => coordinate.startsWith(`${match[1]}:`));
      if (known.length > 0 && /^(androidx\.camera|com\.google\.mlkit|com\.google\.android\.gms)$/.test(match[1]))
        reporter.fail(
          line,
          `${match[1]}:${match[2]} is not an artifact the library declares${didYouMean(`${match[1]}:${match[2]}`, known)}`,
        );
      continue;
    }
    if (match[3] === undefined || declared.version === '+' || match[3] === declared.version)
      reporter.ok(`dependency ${match[1]}:${match[2]}`);
    else reporter.fail(line, `${match[1]}:${match[2]}:${match[3]}: the library declares version ${declared.version} (${declared.where})`);
  }
}

/** `externalNativeBuild { cmake { path "…" } }` names the guide's CMakeLists.txt; a CMake file that finds Prefab packages needs `prefab true`. */
function checkNativeBuild(reporter: Reporter, block: ExampleBlock, code: string, guideBlocks: ExampleBlock[]): void {
  const pathMatch = /\bpath\s*(?:=\s*)?\(?\s*(?:file\()?\s*"([^"]*)"/.exec(block.code.replace(/\/\/.*$/gm, ''));
  if (!pathMatch || !/externalNativeBuild/.test(code)) return;
  const line = lineOf(block.code, pathMatch.index);
  const dir = titlePath(block).includes('/') ? titlePath(block).replace(/\/[^/]*$/, '') : '';
  const expected = [dir, pathMatch[1]].filter(Boolean).join('/');
  const cmakeBlocks = guideBlocks.filter((candidate) => candidate.lang === 'cmake');
  if (cmakeBlocks.length === 0) return;
  const sameFile = cmakeBlocks.filter((candidate) => titlePath(candidate) === expected);
  if (sameFile.length === 0) {
    reporter.fail(
      line,
      `cmake path "${pathMatch[1]}" resolves to ${expected}, but no CMake block of this guide is titled so (${[...new Set(cmakeBlocks.map(titlePath))].join(', ')})`,
    );
    return;
  }
  reporter.ok(`cmake path ${expected}`);
  const nearestBlock = sameFile.sort((a, b) => Math.abs(a.line - block.line) - Math.abs(b.line - block.line))[0];
  const packages = [...nearestBlock.code.matchAll(/find_package\(\s*([\w-]+)[^)]*\bCONFIG\b/g)].map((match) => match[1]);
  if (packages.length > 0 && !/\bprefab\s*(?:=\s*)?true/.test(code)) {
    reporter.fail(
      line,
      `the CMakeLists.txt this builds (line ${nearestBlock.line}) finds the Prefab packages ${packages.join(', ')}, which needs buildFeatures { prefab true }`,
    );
  }
}
