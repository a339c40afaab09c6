/**
 * Screen examples run (ARCHITECTURE.md, "The snippet check and the example check"). The complete examples of
 * the guides, a component a reader can paste as a screen, are written out as
 * modules exactly as the page shows them, and run under Jest with React
 * Native's preset against the mock the mocking guide teaches (its
 * `__mocks__/react-native-vision-camera.tsx` block, plus the guide's own test
 * files). The tests in tests/screens/ import a screen as
 * `@example/<guide>/<Component>` and check what its prose promises. Every
 * screen must be run by at least one test.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {projectRoot, optOutFailures, type ExampleBlock, type Failure, type KindResult} from '../../model/examples/codeBlocks';
import {isScreenExample, screenComponentOf, titleOf} from '../../model/examples/blockKeys';
import {isV5Block} from '../../model/markdown';
import {assertReactNativeReactTypes, reactNativeReactOptions} from '../../model/examples/reactTypes';

const screensDir = path.join(projectRoot, '.examples-cache', 'screens');
const testsDir = path.join(projectRoot, 'tests', 'screens');
const mockTitle = '__mocks__/react-native-vision-camera.tsx';

interface ScreenExample {
  block: ExampleBlock;
  guide: string;
  component: string;
  /** Import path the tests use: `@example/<guide>/<Component>`. */
  importPath: string;
}

/** The screens the check runs: every screen example that does not opt out. */
function screenExamplesOf(blocks: ExampleBlock[]): ScreenExample[] {
  return blocks
    .filter((block) => block.optOut === undefined && !isV5Block(block.meta) && isScreenExample(block))
    .flatMap((block) => {
      const component = screenComponentOf(block.code);
      if (component === undefined) return [];
      const guide = path.basename(block.file, '.mdx');
      return [{block, guide, component, importPath: `@example/${guide}/${component}`}];
    });
}

/** The files Jest runs: the guide's mock and test files, and one module per screen example. */
function writeExamples(blocks: ExampleBlock[], screens: ScreenExample[]): Failure[] {
  const failures: Failure[] = [];
  rmSync(screensDir, {recursive: true, force: true});
  mkdirSync(screensDir, {recursive: true});
  const mock = blocks.find((block) => titleOf(block.meta) === mockTitle);
  if (mock === undefined) {
    failures.push({
      file: path.join(projectRoot, 'docs/guides/mocking.mdx'),
      line: 1,
      message: `no block titled "${mockTitle}": the screens have no mock to run against`,
    });
  } else {
    const extras = readFileSync(path.join(testsDir, 'mock-extras.tsx'), 'utf8');
    mkdirSync(path.join(screensDir, '__mocks__'), {recursive: true});
    // The guide's mock as shown, then the exports the guides' screens use beyond it, added
    // "in the same way" as the guide says (tests/screens/mock-extras.tsx).
    writeFileSync(path.join(screensDir, mockTitle), `${mock.code}\n\n${extras}`);
  }
  for (const block of blocks.filter((candidate) => /^__tests__\/.+\.test\.tsx?$/.test(titleOf(candidate.meta) ?? ''))) {
    const file = path.join(screensDir, 'guide-tests', path.basename(block.file, '.mdx'), path.basename(titleOf(block.meta)!));
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, block.code);
  }
  // Blocks that are a package's code (`module="name"`, as in the snippet check) answer imports of that name.
  const modules: Record<string, string> = {};
  for (const block of blocks) {
    const name = /(?:^|\s)module="([^"]+)"/.exec(block.meta)?.[1];
    if (name === undefined) continue;
    const file = path.join(screensDir, 'modules', `${name.replace(/[^\w-]+/g, '_')}.${block.lang === 'tsx' ? 'tsx' : 'ts'}`);
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, block.code);
    modules[name] = file;
  }
  writeFileSync(path.join(screensDir, 'modules.json'), JSON.stringify(modules));
  // Other titled ts/tsx blocks (a hook, a helper) are written under their title, so a test can
  // import them as `@example/<guide>/<name>` too. Screens are written below and win a clash.
  for (const block of blocks.filter((candidate) => candidate.lang === 'ts' || candidate.lang === 'tsx')) {
    const title = titleOf(block.meta);
    if (title === undefined || !/^[\w.-]+\.tsx?$/.test(title)) continue;
    const file = path.join(screensDir, 'examples', path.basename(block.file, '.mdx'), title);
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, block.code);
  }
  const writtenScreens = new Set<string>();
  for (const screen of screens) {
    const file = path.join(screensDir, 'examples', screen.guide, `${screen.component}.tsx`);
    mkdirSync(path.dirname(file), {recursive: true});
    if (writtenScreens.has(file)) {
      failures.push({
        file: screen.block.file,
        line: screen.block.line,
        message: `a second screen example named ${screen.component} in ${screen.guide}: rename one`,
      });
    }
    writtenScreens.add(file);
    writeFileSync(file, screen.block.code);
  }
  return failures;
}

/** Package name → file, for the blocks written as packages. */
const writtenModules = (): Record<string, string> =>
  JSON.parse(readFileSync(path.join(screensDir, 'modules.json'), 'utf8')) as Record<string, string>;

/** The tests of tests/screens/ type-check against the examples as written out (they are outside the site's tsconfig). */
function typecheckTests(): Failure[] {
  const files = readdirSync(testsDir)
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => path.join(testsDir, name));
  // Outside the folder Jest crawls.
  const reactNative = reactNativeReactOptions(projectRoot, path.dirname(screensDir));
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    types: ['react-native', 'jest', 'node'],
    skipLibCheck: true,
    baseUrl: projectRoot,
    typeRoots: reactNative.typeRoots,
    paths: {
      ...reactNative.paths,
      '@example/*': [path.join(screensDir, 'examples', '*')],
      ...Object.fromEntries(Object.entries(writtenModules()).map(([name, file]) => [name, [file]])),
    },
  });
  assertReactNativeReactTypes(program, projectRoot);
  return ts.getPreEmitDiagnostics(program).flatMap((diagnostic) => {
    if (!diagnostic.file || diagnostic.start === undefined || !diagnostic.file.fileName.startsWith(testsDir)) return [];
    const {line} = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    return [
      {
        file: diagnostic.file.fileName,
        line: line + 1,
        message: `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`,
      },
    ];
  });
}

interface JestAssertion {
  title: string;
  fullName: string;
  status: string;
  failureMessages: string[];
}
interface JestReport {
  numTotalTests: number;
  numFailedTests: number;
  testResults: {name: string; status: string; message: string; assertionResults: JestAssertion[]}[];
}

/** Where a failing test's stack points into an example module, as the guide's line. */
function guideLineOf(message: string, screens: ScreenExample[]): {file: string; line: number} | undefined {
  for (const screen of screens) {
    const module = path.join(screensDir, 'examples', screen.guide, `${screen.component}.tsx`);
    const match = new RegExp(`${module.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:(\\d+)`).exec(message);
    if (match) return {file: screen.block.file, line: screen.block.line + Number(match[1]) - 1};
  }
  return undefined;
}

export async function checkScreens(blocks: ExampleBlock[]): Promise<KindResult> {
  const candidates = blocks.filter((block) => block.lang === 'tsx' || block.lang === 'ts');
  const screens = screenExamplesOf(blocks);
  const failures: Failure[] = [...optOutFailures('screen', candidates), ...writeExamples(blocks, screens)];

  // Every screen is imported by at least one test.
  const testSources = readdirSync(testsDir)
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => readFileSync(path.join(testsDir, name), 'utf8'))
    .join('\n');
  for (const screen of screens) {
    if (!testSources.includes(`'${screen.importPath}'`)) {
      failures.push({
        file: screen.block.file,
        line: screen.block.line,
        message: `screen example ${screen.component} is run by no test in tests/screens/ (import it as '${screen.importPath}')`,
      });
    }
  }

  failures.push(...typecheckTests());
  const reportFile = path.join(screensDir, 'jest-report.json');
  const run = spawnSync(
    'npx',
    ['jest', '--config', path.join(testsDir, 'jest.config.js'), '--json', `--outputFile=${reportFile}`, '--silent'],
    {
      cwd: projectRoot,
      encoding: 'utf8',
    },
  );
  if (!existsSync(reportFile)) {
    failures.push({file: path.join(testsDir, 'jest.config.js'), line: 1, message: `Jest did not run:\n${run.stderr.slice(-3000)}`});
    return {kind: 'screens', summary: `${screens.length} found, 0 run`, blocks: screens.length, optedOut: 0, failures};
  }
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as JestReport & {
    testResults: {assertionResults: (JestAssertion & {numPassingAsserts?: number})[]}[];
  };
  let assertions = 0;
  for (const file of report.testResults) {
    for (const test of file.assertionResults) {
      assertions += test.numPassingAsserts ?? 0;
      if (test.status === 'failed') {
        const message = test.failureMessages.join('\n');
        // A test named after a screen ("devices/CameraScreen …") points at that screen's block.
        const named = screens.find((screen) => test.fullName.startsWith(`${screen.guide}/${screen.component} `));
        const at = guideLineOf(message, screens) ?? (named ? {file: named.block.file, line: named.block.line} : {file: file.name, line: 1});
        const firstLines = message
          .split('\n')
          .filter((line) => line.trim() !== '' && !/^\s+at /.test(line))
          .slice(0, 4);
        failures.push({...at, message: `${test.fullName}: ${firstLines.join(' ').replace(/\s+/g, ' ').slice(0, 400)}`});
      }
    }
    if (file.status === 'failed' && file.assertionResults.length === 0) {
      failures.push({file: file.name, line: 1, message: `test file failed to run: ${file.message.split('\n').slice(0, 12).join('\n')}`});
    }
  }
  const run_ = screens.filter((screen) => testSources.includes(`'${screen.importPath}'`)).length;
  return {
    kind: 'screens',
    summary: `${run_} run, ${report.numTotalTests} tests, ${assertions} assertions`,
    blocks: screens.length,
    optedOut: 0,
    failures,
  };
}
