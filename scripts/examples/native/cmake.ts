/**
 * CMake blocks: `find_package(X … CONFIG)` must name a Prefab package that
 * exists (VisionCamera's own, published by its android/build.gradle under its
 * Gradle project name, or one VisionCamera itself uses), `package::module`
 * targets must be modules of a package the guide finds, and
 * `target_link_libraries` must link a target the guide's blocks add, NDK
 * system libraries or Prefab targets. Checked per guide, since a block of
 * "additions" extends the CMakeLists.txt shown above it.
 */
import type {ExampleBlock} from '../../../model/examples/codeBlocks';
import {androidBuild} from './androidBuild';
import {Reporter, type BlockReport} from './library';
import {blankCommentsAndStrings, didYouMean, lineOf, splitTopLevel} from './text';

/** Libraries every NDK ships (find_library or plain names link them). */
const ndkLibraries = new Set([
  'log',
  'android',
  'nativewindow',
  'jnigraphics',
  'mediandk',
  'camera2ndk',
  'EGL',
  'GLESv1_CM',
  'GLESv2',
  'GLESv3',
  'vulkan',
  'z',
  'm',
  'dl',
  'c',
  'aaudio',
  'OpenSLES',
  'sync',
  'binder_ndk',
  'neuralnetworks',
]);
const linkKeywords = new Set(['PUBLIC', 'PRIVATE', 'INTERFACE', 'debug', 'optimized', 'general']);

export function checkCmakeBlocks(guideBlocks: ExampleBlock[]): Map<ExampleBlock, BlockReport> {
  const blocks = guideBlocks.filter((block) => block.lang === 'cmake');
  const reports = new Map<ExampleBlock, BlockReport>();
  const targets = new Set(
    blocks.flatMap((block) => [...strip(block.code).matchAll(/add_library\s*\(\s*([\w-]+)/g)].map((match) => match[1])),
  );
  const found = new Set(
    blocks.flatMap((block) => [...strip(block.code).matchAll(/find_package\s*\(\s*([\w-]+)/g)].map((match) => match[1])),
  );
  for (const block of blocks) {
    const reporter = new Reporter(block);
    const code = strip(block.code);
    checkFindPackage(reporter, code);
    checkLinks(reporter, code, targets, found);
    reports.set(block, reporter.report());
  }
  return reports;
}

const strip = (code: string): string => blankCommentsAndStrings(code, {hashComments: true});

function checkFindPackage(reporter: Reporter, code: string): void {
  const {prefab} = androidBuild();
  for (const match of code.matchAll(/find_package\s*\(\s*([\w-]+)([^)]*)\)/g)) {
    const line = lineOf(code, match.index);
    const name = match[1];
    if (prefab.has(name)) reporter.ok(`prefab package ${name}`);
    else reporter.fail(line, `unknown Prefab package ${name}${didYouMean(name, prefab.keys())} (known: ${[...prefab.keys()].join(', ')})`);
    if (!/\bCONFIG\b/.test(match[2]))
      reporter.fail(line, `find_package(${name}) needs CONFIG: Prefab packages come with CMake config files, not Find modules`);
  }
}

function checkLinks(reporter: Reporter, code: string, targets: Set<string>, found: Set<string>): void {
  const {prefab} = androidBuild();
  for (const match of code.matchAll(/target_link_libraries\s*\(([^)]*)\)/g)) {
    const [target, ...items] = splitTopLevel(match[1].trim().replace(/\s+/g, ' '), ' ');
    const offset = match.index + match[0].indexOf(match[1]);
    const lineOfItem = (item: string): number => lineOf(code, code.indexOf(item, offset));
    if (!targets.has(target) && !target.startsWith('${'))
      reporter.fail(
        lineOfItem(target),
        `target_link_libraries(${target} …): no add_library(${target} …) in this guide's CMake blocks (${[...targets].join(', ') || 'none'})`,
      );
    for (const item of items) {
      if (linkKeywords.has(item) || item.startsWith('${') || targets.has(item) || ndkLibraries.has(item)) continue;
      const line = lineOfItem(item);
      const scoped = /^([\w-]+)::([\w-]+)$/.exec(item);
      if (!scoped) {
        const hint = [...prefab].find(([, {modules}]) => modules.has(item));
        reporter.fail(
          line,
          `${item} is not a target of this guide, an NDK library nor a Prefab target${hint ? `; Prefab targets are namespaced: ${hint[0]}::${item}` : ''}`,
        );
        continue;
      }
      const [, pkg, module] = scoped;
      const published = prefab.get(pkg);
      if (!published) reporter.fail(line, `unknown Prefab package ${pkg} in ${item}${didYouMean(pkg, prefab.keys())}`);
      else if (!published.modules.has(module))
        reporter.fail(
          line,
          `${pkg} has no Prefab module ${module}${didYouMean(module, published.modules)} (${published.where}: ${[...published.modules].join(', ')})`,
        );
      else if (!found.has(pkg))
        reporter.fail(line, `${item} is linked, but no CMake block of this guide calls find_package(${pkg} REQUIRED CONFIG)`);
      else reporter.ok(`prefab target ${item}`);
    }
  }
}
