/**
 * What the Swift and Objective-C checks share: the reader's own classes
 * declared anywhere in the same guide (a Swift plugin registered from an
 * Objective-C file, an `@implementation` whose `@interface` is in the block
 * above), and which names belong to Apple's SDKs rather than to the library.
 */
import type {ExampleBlock} from '../../../model/examples/codeBlocks';
import {isLibrarySubclass, type ObjcIndex} from './objcIndex';
import {blankCommentsAndStrings} from './text';

/** A class the reader writes, as declared in some block of the guide. */
export interface ReaderClass {
  name: string;
  superclass?: string;
  language: 'swift' | 'objc';
  /** Swift initialisers the class declares, as label lists (`[proxy, options]`). */
  swiftInits: string[][];
}

const objcLangs = new Set(['objectivec', 'objc', 'objective-c', 'objectivec++', 'objective-c++', 'objc++']);
export const isObjcBlock = (block: ExampleBlock): boolean => objcLangs.has(block.lang);
export const isObjcxxBlock = (block: ExampleBlock): boolean => block.lang.endsWith('++');

/** Classes declared by the Swift and Objective-C blocks of one guide. */
export function readerClassesOf(blocks: ExampleBlock[]): Map<string, ReaderClass> {
  const classes = new Map<string, ReaderClass>();
  for (const block of blocks) {
    const code = blankCommentsAndStrings(block.code);
    if (isObjcBlock(block)) {
      for (const match of code.matchAll(/@interface\s+(\w+)\s*:\s*(\w+)/g)) {
        classes.set(match[1], {name: match[1], superclass: match[2], language: 'objc', swiftInits: []});
      }
      for (const match of code.matchAll(/@implementation\s+(\w+)(?!\s*\()/g)) {
        if (!classes.has(match[1])) classes.set(match[1], {name: match[1], language: 'objc', swiftInits: []});
      }
    } else if (block.lang === 'swift') {
      for (const match of code.matchAll(/\bclass\s+(\w+)\s*(?::\s*([\w.]+))?[^{]*\{/g)) {
        const body = code.slice(match.index + match[0].length);
        const inits = [...body.matchAll(/\binit\s*\(([^)]*)\)/g)].map((init) => swiftParamLabels(init[1]));
        classes.set(match[1], {name: match[1], superclass: match[2], language: 'swift', swiftInits: inits});
      }
    }
  }
  return classes;
}

/** Argument labels of a Swift parameter list: `_ frame: Frame, withArguments arguments: …` → [_, withArguments]. */
export function swiftParamLabels(params: string): string[] {
  if (params.trim() === '') return [];
  return splitParams(params).map((param) => /^\s*(\w+)/.exec(param)?.[1] ?? '_');
}

function splitParams(params: string): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < params.length; i++) {
    if ('([<'.includes(params[i])) depth++;
    else if (')]>'.includes(params[i]) && params[i - 1] !== '-') depth--;
    else if (params[i] === ',' && depth === 0) {
      pieces.push(params.slice(start, i));
      start = i + 1;
    }
  }
  pieces.push(params.slice(start));
  return pieces.map((piece) => piece.trim());
}

/** The library class a reader's class finally inherits from, following the guide's own declarations. */
export function libraryAncestor(index: ObjcIndex, readerClasses: Map<string, ReaderClass>, name: string): string | undefined {
  const seen = new Set<string>();
  let current: string | undefined = name;
  while (current && !seen.has(current)) {
    seen.add(current);
    if (index.classes.has(current)) return current;
    current = readerClasses.get(current)?.superclass;
  }
  return undefined;
}

export const isPluginClass = (index: ObjcIndex, readerClasses: Map<string, ReaderClass>, name: string): boolean => {
  const ancestor = libraryAncestor(index, readerClasses, name);
  return ancestor !== undefined && isLibrarySubclass(index, ancestor, 'FrameProcessorPlugin');
};

/** Apple SDK and React Native names: prefixed (NS, UI, CM, CV, …) or C/Swift standard types. */
export function isPlatformName(name: string): boolean {
  return (
    /^(NS|UI|CF|CG|CM|CV|CA|CI|AV|MTL|MTK|VN|GL|EA|XC|RCT|RN|JSI|os_|dispatch_|kCV|kCM|kCF|kUT)/.test(name) || swiftStandardTypes.has(name)
  );
}

const swiftStandardTypes = new Set([
  'Any',
  'AnyObject',
  'AnyHashable',
  'Bool',
  'Int',
  'Int8',
  'Int16',
  'Int32',
  'Int64',
  'UInt',
  'UInt8',
  'UInt16',
  'UInt32',
  'UInt64',
  'Float',
  'Double',
  'CGFloat',
  'String',
  'Character',
  'Array',
  'Dictionary',
  'Set',
  'Optional',
  'Error',
  'Void',
  'Never',
  'Self',
  'Data',
  'Date',
  'URL',
  'UUID',
  'DispatchQueue',
  'Result',
  'Unmanaged',
  'OSType',
  'BOOL',
  'YES',
  'NO',
  'SEL',
  'IMP',
  'Class',
  'Protocol',
  'UnsafePointer',
  'UnsafeMutablePointer',
  'UnsafeRawPointer',
  'UnsafeMutableRawPointer',
  'UnsafeBufferPointer',
  'OpaquePointer',
  'AppDelegate',
  'Foundation',
  'CoreMedia',
  'CoreVideo',
  'UIKit',
  'AVFoundation',
  'Accelerate',
  'Vision',
  'Metal',
  'React',
]);
