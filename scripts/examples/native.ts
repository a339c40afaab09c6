/**
 * The native blocks of the guides (Swift, Objective-C, Kotlin, Java, Gradle,
 * CMake). No Apple or Android SDK exists here, so each block is proven by
 * checking every library symbol it uses against the installed package's own
 * sources (see scripts/examples/native/); Java blocks are also compiled with
 * javac against the library's Java sources and small stubs. Returns one
 * KindResult per kind; prints nothing.
 */
import type {ExampleBlock, KindResult} from '../../model/examples/codeBlocks';
import {optOutFailures} from '../../model/examples/codeBlocks';
import {isObjcBlock, readerClassesOf} from './native/apple';
import {checkCmakeBlocks} from './native/cmake';
import {checkGradleBlock, isGradleBlock, titleOf, titlePath} from './native/gradle';
import {compileJavaBlocks} from './native/javac';
import {checkJvmBlock, jvmGuideContext} from './native/jvm';
import type {BlockReport} from './native/library';
import {checkObjcBlock} from './native/objc';
import {objcIndex} from './native/objcIndex';
import {checkSwiftBlock} from './native/swift';

interface Kind {
  kind: string;
  matches: (block: ExampleBlock) => boolean;
}

/** Which kind a block belongs to; Gradle comes first so a `kotlin` block titled `build.gradle.kts` is Gradle. */
const nativeKinds: Kind[] = [
  {kind: 'swift', matches: (block) => block.lang === 'swift'},
  {kind: 'objective-c', matches: isObjcBlock},
  {kind: 'gradle', matches: isGradleBlock},
  {kind: 'kotlin', matches: (block) => block.lang === 'kotlin' && !isGradleBlock(block)},
  {kind: 'java', matches: (block) => block.lang === 'java'},
  {kind: 'cmake', matches: (block) => block.lang === 'cmake'},
];

const kindOf = (block: ExampleBlock): string | undefined => nativeKinds.find(({matches}) => matches(block))?.kind;

/** Blocks grouped by guide, in guide order: checks that span blocks (a class declared above) look within one guide. */
function byGuide(blocks: ExampleBlock[]): Map<string, ExampleBlock[]> {
  const guides = new Map<string, ExampleBlock[]>();
  for (const block of blocks) guides.set(block.file, [...(guides.get(block.file) ?? []), block]);
  return guides;
}

/** For an "(excerpt)" block, the full block of the same file in the guide (`X.kt (excerpt)` → `X.kt`). */
function siblingOf(block: ExampleBlock, guideBlocks: ExampleBlock[]): ExampleBlock | undefined {
  const title = titleOf(block);
  if (!/\(excerpt\)/i.test(title)) return undefined;
  const base = titlePath(block);
  return guideBlocks.find(
    (candidate) =>
      candidate !== block &&
      candidate.lang === block.lang &&
      !/\(excerpt\)/i.test(titleOf(candidate)) &&
      (titlePath(candidate) === base || titlePath(candidate).endsWith(`/${base}`)),
  );
}

/** Runs the per-block symbol checks of every kind; returns each checked block's report. */
function checkSymbols(blocks: ExampleBlock[]): Map<ExampleBlock, BlockReport> {
  const reports = new Map<ExampleBlock, BlockReport>();
  for (const guideBlocks of byGuide(blocks).values()) {
    const checked = guideBlocks.filter((block) => block.optOut === undefined);
    const appleClasses = readerClassesOf(checked.filter((block) => isObjcBlock(block) || block.lang === 'swift'));
    // The Android sources are indexed only when a guide has Kotlin or Java to check.
    const jvm = checked.some((block) => kindOf(block) === 'kotlin' || kindOf(block) === 'java') ? jvmGuideContext(checked) : undefined;
    for (const block of checked) {
      const kind = kindOf(block);
      const sibling = siblingOf(block, checked);
      if (kind === 'swift') reports.set(block, checkSwiftBlock(block, objcIndex(), appleClasses, sibling));
      else if (kind === 'objective-c') reports.set(block, checkObjcBlock(block, objcIndex(), appleClasses, sibling));
      else if ((kind === 'kotlin' || kind === 'java') && jvm) reports.set(block, checkJvmBlock(block, jvm, sibling));
      else if (kind === 'gradle') reports.set(block, checkGradleBlock(block, checked));
    }
    for (const [block, report] of checkCmakeBlocks(checked)) reports.set(block, report);
  }
  return reports;
}

export async function checkNative(blocks: ExampleBlock[]): Promise<KindResult[]> {
  const native = blocks.filter((block) => kindOf(block) !== undefined);
  const reports = checkSymbols(native);
  const javac = await compileJavaBlocks(native.filter((block) => kindOf(block) === 'java' && block.optOut === undefined));
  return nativeKinds.map(({kind}) => {
    const ofKind = native.filter((block) => kindOf(block) === kind);
    const checked = ofKind.filter((block) => block.optOut === undefined);
    const symbols = checked.reduce((sum, block) => sum + (reports.get(block)?.symbols ?? 0), 0);
    const failures = [...optOutFailures(kind, ofKind), ...checked.flatMap((block) => reports.get(block)?.failures ?? [])];
    let summary = `${checked.length} checked, ${symbols} symbols`;
    if (kind === 'java') {
      failures.push(...javac.failures);
      summary = `${checked.length} checked, ${javac.compiled} compiled with javac, ${symbols} symbols`;
    }
    return {
      kind,
      summary,
      blocks: ofKind.length,
      optedOut: ofKind.length - checked.length,
      failures: failures.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line),
    };
  });
}
