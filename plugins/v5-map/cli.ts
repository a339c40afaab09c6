/**
 * `npx jiti plugins/v5-map/cli.ts`: checks the map against both typings and
 * prints its problems and the counts per fate (what the build prints too).
 */
import {fateCounts, mapProblems} from './load';

const problems = mapProblems();
for (const problem of problems) console.log(problem);
console.log(fateCounts());
process.exitCode = problems.length === 0 ? 0 : 1;
