/**
 * The snippet check: every `ts`/`tsx` code block in docs/ (the generated API
 * pages excepted) is type-checked as its own module with `strict` against the
 * pinned react-native-vision-camera typings and the type packages it uses.
 * So is every file in src/snippets/: code that site pages show as text
 * (imported with `?raw`), kept as real modules so that it stays correct.
 *
 * A block whose meta names a package (`module="vision-camera-luma"`) is that
 * package: the other blocks that import the name get its code.
 *
 * A block opts out only with `nocheck` in its meta string (```tsx nocheck),
 * and only with an MDX comment `{/* nocheck: <reason> *\/}` in the three lines
 * above it. Opt-outs are capped at 10% of all blocks.
 *
 * The blocks are read with the project's Markdown reader (model/markdown.ts).
 */
import path from 'node:path';
import ts from 'typescript';
import {isV5Block} from '../model/markdown';
import {
  allDocSnippets,
  createSnippetProgram,
  createV5SnippetProgram,
  listExampleFiles,
  versionProblems,
  type Snippet,
} from '../model/examples/snippets';

const root = path.resolve(__dirname, '..');
const maxOptOutShare = 0.1;

function main() {
  const allSnippets = allDocSnippets();
  const snippets = allSnippets.filter((snippet) => !isV5Block(snippet.meta));
  const optedOut = snippets.filter((snippet) => snippet.optOutReason !== undefined);
  const checked = snippets.filter((snippet) => snippet.optOutReason === undefined);
  const problems: string[] = [];

  for (const snippet of optedOut) {
    if (!snippet.optOutReason) {
      problems.push(
        `${path.relative(root, snippet.file)}:${snippet.line}: block opts out with "nocheck" but has no {/* nocheck: <reason> */} comment above it`,
      );
    }
  }
  if (snippets.length > 0 && optedOut.length / snippets.length > maxOptOutShare) {
    problems.push(`${optedOut.length} of ${snippets.length} blocks opt out, more than ${maxOptOutShare * 100}%`);
  }

  const {program, byModule, problems: moduleProblems} = createSnippetProgram(checked);
  problems.push(...moduleProblems);
  const forV5 = allSnippets.filter((snippet) => isV5Block(snippet.meta) && snippet.optOutReason === undefined);
  problems.push(...versionProblems(allSnippets));
  problems.push(...diagnosticProblems(program, byModule));
  if (forV5.length > 0) {
    const v5 = createV5SnippetProgram(forV5);
    problems.push(...diagnosticProblems(v5.program, v5.byModule).map((problem) => `${problem} (against 5.2.3)`));
  }
  const exampleFiles = listExampleFiles();
  console.log(
    `Snippet check: ${checked.length} blocks type-checked against 4.7.3 and ${forV5.length} against 5.2.3, ${optedOut.length} opted out, in ${new Set(snippets.map((s) => s.file)).size} pages; ` +
      `${exampleFiles.length} example module(s) in src/snippets.`,
  );
  for (const snippet of optedOut) {
    console.log(`  opted out: ${path.relative(root, snippet.file)}:${snippet.line} (${snippet.optOutReason || 'no reason given'})`);
  }
  if (problems.length > 0) {
    console.error(`\n${problems.length} problem(s):\n${problems.join('\n')}`);
    process.exit(1);
  }
}

function diagnosticProblems(program: ts.Program, byModule: Map<string, Snippet>): string[] {
  const problems: string[] = [];
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    const snippet = diagnostic.file ? byModule.get(path.resolve(diagnostic.file.fileName)) : undefined;
    if (diagnostic.file && snippet && diagnostic.start !== undefined) {
      const {line, character} = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
      problems.push(`${path.relative(root, snippet.file)}:${snippet.line + line}:${character + 1} TS${diagnostic.code}: ${message}`);
    } else if (diagnostic.file && diagnostic.start !== undefined) {
      const {line, character} = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
      problems.push(`${path.relative(root, diagnostic.file.fileName)}:${line + 1}:${character + 1} TS${diagnostic.code}: ${message}`);
    } else {
      problems.push(`TS${diagnostic.code}: ${message}`);
    }
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === __filename) main();
