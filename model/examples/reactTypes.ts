/**
 * The React the examples are type-checked against.
 *
 * The guides' examples run in React Native 0.79 apps, whose renderer is React
 * 19.0 exactly (the screen tests load it through the `react-native-react`
 * alias); the site itself runs React 19.3 (ARCHITECTURE.md, "Dependencies").
 * The examples, their packages and React Native's own typings are checked
 * against an alias of `@types/react` of their own, `react-native-react-types`,
 * so the site's typings can move without moving theirs.
 */
import {mkdirSync, rmSync, symlinkSync} from 'node:fs';
import path from 'node:path';
import type ts from 'typescript';

const typesDir = (projectRoot: string) => path.join(projectRoot, 'node_modules', 'react-native-react-types');

/**
 * Compiler options that give the examples React 19's typings: `paths` for
 * imports of `react` and `react/*`, and a first type root in `workDir` whose
 * `react` is the alias, for the `/// <reference types="react" />` of
 * declaration files (Reanimated's), which `paths` does not cover. The other
 * type roots are the usual ones and the packages' own (React Native's).
 */
export function reactNativeReactOptions(projectRoot: string, workDir: string): Pick<ts.CompilerOptions, 'paths' | 'typeRoots'> {
  const dir = typesDir(projectRoot);
  const typeRoot = path.join(workDir, 'react-native-react-type-root');
  rmSync(typeRoot, {recursive: true, force: true});
  mkdirSync(typeRoot, {recursive: true});
  symlinkSync(dir, path.join(typeRoot, 'react'), 'dir');
  return {
    paths: {react: [path.join(dir, 'index.d.ts')], 'react/*': [path.join(dir, '*')]},
    typeRoots: [typeRoot, path.join(projectRoot, 'node_modules', '@types'), path.join(projectRoot, 'node_modules')],
  };
}

/** Fails when a program type-checked the examples against another React's typings than React 19's. */
export function assertReactNativeReactTypes(program: ts.Program, projectRoot: string): void {
  const files = program.getSourceFiles().map((file) => path.resolve(file.fileName));
  const expected = path.join(typesDir(projectRoot), 'index.d.ts');
  const site = path.join(projectRoot, 'node_modules', '@types', 'react') + path.sep;
  if (!files.includes(expected) || files.some((file) => file.startsWith(site))) {
    throw new Error(
      `the examples must be type-checked against React 19's typings (${path.relative(projectRoot, expected)}), and only those`,
    );
  }
}
