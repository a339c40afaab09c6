/**
 * Where the installed library's own sources are, and the shape every native
 * checker returns per block. The sources are the truth the guides' native
 * blocks are checked against: node_modules/react-native-vision-camera (ios/,
 * android/, VisionCamera.podspec) and its Frame Processor dependency
 * react-native-worklets-core.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {projectRoot, type ExampleBlock, type Failure} from '../../../model/examples/codeBlocks';

export const nodeModules = path.join(projectRoot, 'node_modules');
export const libraryRoot = path.join(nodeModules, 'react-native-vision-camera');
export const cacheDir = path.join(projectRoot, '.examples-cache');

/** `ios/FrameProcessors/Frame.h` for messages: where in the library a symbol is declared. */
export const libraryPath = (file: string): string => path.relative(libraryRoot, file);

export function readText(file: string): string {
  return readFileSync(file, 'utf8');
}

/** Every file under `dir` whose name passes `keep`, sorted. */
export function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  const found: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) found.push(...filesUnder(full, keep));
    else if (keep(name)) found.push(full);
  }
  return found;
}

/** The npm name of an installed package: also its Gradle project name and Prefab package name under autolinking. */
export function packageName(root: string): string {
  return (JSON.parse(readText(path.join(root, 'package.json'))) as {name: string}).name;
}

/** What one checker found in one block: failures (with guide lines) and how many library symbols it verified. */
export interface BlockReport {
  failures: Failure[];
  symbols: number;
}

/** Collects failures at guide lines from block-relative 0-based lines, and counts verified symbols. */
export class Reporter {
  readonly failures: Failure[] = [];
  private verified = new Set<string>();

  constructor(readonly block: ExampleBlock) {}

  fail(codeLine: number, message: string): void {
    if (this.failures.some((failure) => failure.line === this.block.line + codeLine && failure.message === message)) return;
    this.failures.push({file: this.block.file, line: this.block.line + codeLine, message});
  }

  /** Records that a library symbol was found as the block uses it (counted once per block). */
  ok(symbol: string): void {
    this.verified.add(symbol);
  }

  report(): BlockReport {
    return {failures: this.failures, symbols: this.verified.size};
  }
}
