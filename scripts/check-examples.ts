/**
 * `npm run check:examples`: every example of the guides is proven by a check
 * that fails when the example is wrong (ARCHITECTURE.md, "The snippet check and the example check"):
 * C++ blocks are compiled, Swift/Objective-C/Kotlin/Java/Gradle/CMake blocks
 * have every library symbol they use checked against the package's own
 * sources, and the complete screen examples run under Jest against the mock
 * the mocking guide teaches; every complete example's "Works on / Needs" line
 * is derived from the members it uses, and a requirement it neither meets nor
 * declares fails (scripts/examples/needs.ts). Prints one line per kind, then every failure as
 * `file:line: message`, then the time it took; exits non-zero on a failure.
 */
import {allGuideBlocks, where, type KindResult} from '../model/examples/codeBlocks';
import {checkCpp} from './examples/cpp';
import {checkNative} from './examples/native';
import {checkNeeds} from './examples/needs';
import {checkScreens} from './examples/screens';

async function main(): Promise<void> {
  const started = Date.now();
  const blocks = allGuideBlocks();
  const results: KindResult[] = [await checkCpp(blocks), ...(await checkNative(blocks)), await checkScreens(blocks), checkNeeds(blocks)];
  for (const {kind, summary, optedOut} of results) {
    console.log(`${kind}: ${summary}${optedOut > 0 ? `, ${optedOut} opted out` : ''}`);
  }
  const failures = results.flatMap(({kind, failures: list}) => list.map((failure) => ({kind, ...failure})));
  for (const {kind, file, line, message} of failures) console.log(`✗ ${where(file, line)}: [${kind}] ${message}`);
  console.log(
    `${failures.length} failure${failures.length === 1 ? '' : 's'}; examples checked in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  process.exit(failures.length > 0 ? 1 : 0);
}

void main();
