/**
 * Swift blocks: the library's Objective-C API as Swift sees it (names and
 * argument labels after NS_SWIFT_NAME and the importer's rules, nullability as
 * optionals). Checks `import VisionCamera`, superclasses, overrides (labels,
 * parameter types, the `override` keyword), initialiser and method calls with
 * their labels, trailing closures against block typedefs, and properties on
 * values whose type is a library class.
 */
import type {ExampleBlock} from '../../../model/examples/codeBlocks';
import {isPlatformName, libraryAncestor, swiftParamLabels, type ReaderClass} from './apple';
import {Reporter, type BlockReport} from './library';
import {methodsOf, propertiesOf, swiftSignature, type ObjcIndex, type ObjcMethod, type ObjcType} from './objcIndex';
import {blankCommentsAndStrings, didYouMean, lineOf, matchingClose, nearest, splitTopLevel} from './text';

interface Context {
  index: ObjcIndex;
  readerClasses: Map<string, ReaderClass>;
  code: string;
  reporter: Reporter;
  /** Values whose type is a library class: parameters, stored properties, locals, optional bindings. */
  variables: Map<string, string>;
  excerpt: boolean;
}

/** `sibling`: for an excerpt, the full block it comes from, whose declarations type the excerpt's values. */
export function checkSwiftBlock(
  block: ExampleBlock,
  index: ObjcIndex,
  readerClasses: Map<string, ReaderClass>,
  sibling?: ExampleBlock,
): BlockReport {
  const code = blankCommentsAndStrings(block.code);
  const declarations = sibling ? `${blankCommentsAndStrings(sibling.code)}\n${code}` : code;
  const context: Context = {
    index,
    readerClasses,
    code,
    reporter: new Reporter(block),
    variables: typedVariables(declarations, index),
    excerpt: /excerpt/i.test(block.meta) || /\.\.\.|…/.test(block.code),
  };
  checkImports(context);
  for (const cls of classesOf(code)) checkClass(context, cls);
  checkCalls(context);
  checkMemberAccess(context);
  checkMisspelledNames(context);
  return context.reporter.report();
}

const at = (context: Context, offset: number): number => lineOf(context.code, offset);

/** The Swift methods of a library class (C++-only members are invisible to Swift). */
const swiftMethods = (index: ObjcIndex, className: string): ObjcMethod[] =>
  methodsOf(index, className).filter((method) => !method.cxxOnly && !method.unavailable);

function checkImports(context: Context): void {
  for (const match of context.code.matchAll(/^\s*import\s+(\w+)/gm)) {
    const module = match[1];
    if (module === context.index.module) context.reporter.ok(`module ${module}`);
    else if (nearest(module, [context.index.module], 2))
      context.reporter.fail(
        at(context, match.index),
        `unknown module ${module}: the pod's module is ${context.index.module} (VisionCamera.podspec s.name)`,
      );
  }
}

interface SwiftClass {
  name: string;
  superclass?: string;
  offset: number;
  body: string;
  bodyOffset: number;
}

function classesOf(code: string): SwiftClass[] {
  return [...code.matchAll(/\bclass\s+(\w+)\s*(?::\s*([\w.]+))?[^{]*\{/g)].map((match) => {
    const open = match.index + match[0].length - 1;
    return {
      name: match[1],
      superclass: match[2],
      offset: match.index,
      body: code.slice(open + 1, matchingClose(code, open)),
      bodyOffset: open + 1,
    };
  });
}

interface SwiftFunction {
  offset: number;
  isInit: boolean;
  name: string;
  labels: string[];
  paramTypes: string[];
  returnType?: string;
  override: boolean;
}

function functionsOf(body: string, bodyOffset: number): SwiftFunction[] {
  const found: SwiftFunction[] = [];
  for (const match of body.matchAll(
    /((?:(?:public|open|internal|private|fileprivate|final|override|required|convenience|static|class|@objc(?:\([^)]*\))?)\s+)*)(?<![\w.])(init|func\s+(\w+))\s*\(/g,
  )) {
    const open = match.index + match[0].length - 1;
    const close = matchingClose(body, open);
    const params = body.slice(open + 1, close);
    const returnType = /^\s*(?:throws\s+)?->\s*([^{]+?)\s*(?:where\b[^{]*)?\{/.exec(body.slice(close + 1))?.[1];
    found.push({
      offset: bodyOffset + match.index + match[1].length,
      isInit: match[2] === 'init',
      name: match[3] ?? 'init',
      labels: swiftParamLabels(params),
      paramTypes: splitTopLevel(params, ',', true).map((param) => param.slice(param.indexOf(':') + 1).trim()),
      returnType,
      override: /\boverride\b/.test(match[1]),
    });
  }
  return found;
}

function checkClass(context: Context, cls: SwiftClass): void {
  const {index, readerClasses, reporter} = context;
  if (cls.superclass && index.classes.has(cls.superclass)) reporter.ok(`class ${cls.superclass}`);
  else if (cls.superclass && !isPlatformName(cls.superclass) && !readerClasses.has(cls.superclass)) {
    reporter.fail(
      at(context, cls.offset),
      `unknown superclass ${cls.superclass}: not a class of VisionCamera's public headers nor of this guide${didYouMean(cls.superclass, index.classes.keys())}`,
    );
  }
  const ancestor = cls.superclass ? libraryAncestor(index, readerClasses, cls.superclass) : undefined;
  if (!ancestor) return;
  const functions = functionsOf(cls.body, cls.bodyOffset);
  for (const fn of functions) checkOverride(context, ancestor, fn);
  if (context.excerpt) return;
  for (const method of swiftMethods(index, ancestor).filter((candidate) => candidate.mustOverride)) {
    if (!functions.some((fn) => fn.name === method.swift.base && sameLabels(fn.labels, method.swift.labels))) {
      reporter.fail(
        at(context, cls.offset),
        `${cls.name} does not override ${swiftSignature(method.swift)}: ${ancestor}'s base implementation raises NSInternalInconsistencyException (${method.where})`,
      );
    }
  }
}

const sameLabels = (a: string[], b: string[]): boolean => a.length === b.length && a.every((label, i) => label === b[i]);

function checkOverride(context: Context, ancestor: string, fn: SwiftFunction): void {
  const {reporter} = context;
  const line = at(context, fn.offset);
  const candidates = swiftMethods(context.index, ancestor).filter((method) => method.swift.base === fn.name);
  const match = candidates.find((method) => sameLabels(method.swift.labels, fn.labels));
  const written = `${fn.name}(${fn.labels.map((label) => `${label}:`).join('')})`;
  if (!match) {
    if (fn.override || candidates.length > 0) {
      const declared =
        candidates.length > 0
          ? candidates
          : swiftMethods(context.index, ancestor).filter((method) =>
              fn.isInit ? method.swift.base === 'init' : method.swift.base !== 'init',
            );
      reporter.fail(
        line,
        `${written} does not override anything in ${ancestor}: the library declares ${declared.map((method) => `${swiftSignature(method.swift)} (${method.where})`).join(', ')}`,
      );
    }
    return;
  }
  reporter.ok(`method ${ancestor}.${swiftSignature(match.swift)}`);
  if (!fn.override) reporter.fail(line, `${written} overrides ${ancestor}'s ${swiftSignature(match.swift)} and needs the override keyword`);
  match.params.forEach((param, i) => {
    const problem = parameterMismatch(param.type, fn.paramTypes[i] ?? '', context.index);
    if (problem) reporter.fail(line, `parameter ${fn.labels[i]} of ${written}: ${problem} (${match.where})`);
  });
  if (!fn.isInit) {
    const problem = returnMismatch(match.returnType, fn.returnType ?? 'Void', context.index);
    if (problem) reporter.fail(line, `return type of ${written}: ${problem} (${match.where})`);
  }
}

/** The Swift spellings of an Objective-C type, without optionality. */
function swiftTypesOf(type: ObjcType, index: ObjcIndex): string[] {
  const base = type.base;
  const pointee = base.endsWith('*') ? base.slice(0, -1) : undefined;
  if (pointee && index.classes.has(pointee)) return [pointee];
  const known: Record<string, string[]> = {
    'NSDictionary*': ['[AnyHashable:Any]', 'NSDictionary'],
    'NSString*': ['String', 'NSString'],
    'NSNumber*': ['NSNumber'],
    'NSArray*': ['[Any]', 'NSArray'],
    NSInteger: ['Int'],
    NSUInteger: ['UInt'],
    size_t: ['Int'],
    BOOL: ['Bool'],
    double: ['Double'],
    float: ['Float'],
    id: ['Any'],
    void: ['Void', '()'],
    instancetype: ['Self'],
    CMSampleBufferRef: ['CMSampleBuffer'],
    UIImageOrientation: ['UIImage.Orientation', 'UIImageOrientation'],
    'uint8_t*': ['UnsafeMutablePointer<UInt8>'],
    'void*': ['UnsafeMutableRawPointer'],
  };
  return known[base] ?? [];
}

function splitOptional(written: string): {type: string; optional: boolean} {
  const type = written.replace(/\s+/g, '').replace(/^inout/, '');
  return /[?!]$/.test(type) ? {type: type.slice(0, -1), optional: true} : {type, optional: false};
}

/** Why a parameter written in an override does not fit the library's (undefined when it does). */
function parameterMismatch(library: ObjcType, written: string, index: ObjcIndex): string | undefined {
  const spellings = swiftTypesOf(library, index);
  const {type, optional} = splitOptional(written);
  if (spellings.length > 0 && !spellings.includes(type))
    return `${written} where the library's ${library.base} is ${spellings[0]}${library.nullability === 'nullable' ? '?' : ''} in Swift`;
  if (library.nullability === 'nullable' && !optional)
    return `${written} must be optional (${spellings[0] ?? type}?): the library declares it _Nullable`;
  return undefined;
}

function returnMismatch(library: ObjcType, written: string, index: ObjcIndex): string | undefined {
  const spellings = swiftTypesOf(library, index);
  const {type, optional} = splitOptional(written);
  if (spellings.length > 0 && !spellings.includes(type))
    return `${written} where the library returns ${spellings[0]}${library.nullability === 'nullable' ? '?' : ''}`;
  if (library.nullability !== 'nullable' && optional) return `${written} must not be optional: the library's return value is nonnull`;
  return undefined;
}

/** Names bound to a library class: `frame: Frame`, `let a = SharedArray(…)`, `if let b = a`, `output: SharedArray?`. */
function typedVariables(code: string, index: ObjcIndex): Map<string, string> {
  const variables = new Map<string, string>();
  for (const match of code.matchAll(/\b(\w+)\s*:\s*(\w+)\s*[?!]?/g)) if (index.classes.has(match[2])) variables.set(match[1], match[2]);
  for (const match of code.matchAll(/\b(?:let|var)\s+(\w+)\s*=\s*(\w+)\s*\(/g))
    if (index.classes.has(match[2])) variables.set(match[1], match[2]);
  for (const match of code.matchAll(/\b(?:let|var)\s+(\w+)\s*=\s*(?:self\.)?(\w+)\b(?!\s*[.(])/g)) {
    const type = variables.get(match[2]);
    if (type) variables.set(match[1], type);
  }
  return variables;
}

interface Call {
  offset: number;
  callee: string;
  labels: string[];
  trailingClosure?: {params: number; offset: number};
}

/** `Callee(label: …, …) { a, b in … }` calls, with their labels and trailing closure. */
function callsOf(code: string): Call[] {
  const calls: Call[] = [];
  for (const match of code.matchAll(/([\w.]+)\s*\(/g)) {
    if (
      /\b(func|init)\s*$/.test(code.slice(Math.max(0, match.index - 6), match.index)) ||
      /\bfunc\s+$/.test(code.slice(Math.max(0, match.index - 12), match.index))
    )
      continue;
    const open = match.index + match[0].length - 1;
    const close = matchingClose(code, open);
    const labels = splitTopLevel(code.slice(open + 1, close)).map((arg) => /^(\w+)\s*:(?!:)/.exec(arg)?.[1] ?? '_');
    const after = /^\s*\{/.exec(code.slice(close + 1));
    let trailingClosure: Call['trailingClosure'];
    if (after) {
      const braceAt = close + 1 + after[0].length - 1;
      const head = /^\{\s*(?:\(([^)]*)\)|([\w\s,]*?))\s*(?:->\s*[\w?]+\s*)?\bin\b/.exec(code.slice(braceAt, matchingClose(code, braceAt)));
      trailingClosure = {params: head ? splitTopLevel(head[1] ?? head[2]).length : 0, offset: braceAt};
    }
    calls.push({offset: match.index, callee: match[1], labels, trailingClosure});
  }
  return calls;
}

/** Finds the library method a call means; `labels` may leave out a final block parameter given as a trailing closure. */
function resolveCall(methods: ObjcMethod[], base: string, call: Call, index: ObjcIndex): {method?: ObjcMethod; closureTypedef?: string} {
  for (const method of methods.filter((candidate) => candidate.swift.base === base)) {
    if (sameLabels(method.swift.labels, call.labels) && !call.trailingClosure) return {method};
    const last = method.params[method.params.length - 1];
    if (call.trailingClosure && last && index.typedefs.has(last.type.base) && sameLabels(method.swift.labels.slice(0, -1), call.labels)) {
      return {method, closureTypedef: last.type.base};
    }
  }
  return {};
}

function checkCalls(context: Context): void {
  const {index, readerClasses, reporter} = context;
  for (const call of callsOf(context.code)) {
    const parts = call.callee.split('.');
    const line = at(context, call.offset);
    let className: string | undefined;
    let base: string;
    let kind: '-' | '+' = '-';
    if (parts.length === 1 && index.classes.has(parts[0])) [className, base] = [parts[0], 'init'];
    else if (parts.length === 2 && index.classes.has(parts[0])) [className, base, kind] = [parts[0], parts[1], '+'];
    else if (parts.length === 2 && parts[0] === 'super') {
      className = enclosingAncestor(context, call.offset);
      base = parts[1];
    } else if (parts.length === 2 && context.variables.has(parts[0])) [className, base] = [context.variables.get(parts[0]), parts[1]];
    else if (parts.length === 1 && readerClasses.has(parts[0])) {
      checkReaderInit(context, parts[0], call, line);
      continue;
    } else continue;
    if (!className) continue;
    const methods = swiftMethods(index, className).filter((method) =>
      base === 'init' ? method.swift.base === 'init' : method.kind === kind || kind === '-',
    );
    const {method, closureTypedef} = resolveCall(methods, base, call, index);
    const written = `${base}(${call.labels.map((label) => `${label}:`).join('')})`;
    if (!method) {
      const declared = methods
        .filter((candidate) => (base === 'init' ? candidate.swift.base === 'init' : candidate.swift.base !== 'init'))
        .map((candidate) => swiftSignature(candidate.swift));
      if (declared.length > 0 || kind === '+')
        reporter.fail(
          line,
          `unknown ${className}.${written}${call.trailingClosure ? ' with a trailing closure' : ''} (the library's ${className} declares ${declared.join(', ') || 'no such method'} in Swift)`,
        );
      continue;
    }
    reporter.ok(`method ${className}.${swiftSignature(method.swift)}`);
    if (closureTypedef && call.trailingClosure) {
      const typedef = index.typedefs.get(closureTypedef)!;
      if (call.trailingClosure.params !== typedef.params.length)
        reporter.fail(
          at(context, call.trailingClosure.offset),
          `the closure passed to ${swiftSignature(method.swift)} takes ${call.trailingClosure.params} parameters; ${typedef.name} (${typedef.where}) takes ${typedef.params.length}`,
        );
      else reporter.ok(`typedef ${typedef.name}`);
    }
  }
}

/** `AverageLumaPlugin(proxy:options:)`: a reader's plugin class has the initialisers it declares, or inherits the library's. */
function checkReaderInit(context: Context, name: string, call: Call, line: number): void {
  const reader = context.readerClasses.get(name)!;
  const ancestor = libraryAncestor(context.index, context.readerClasses, name);
  if (!ancestor || reader.language !== 'swift') return;
  const inherited =
    reader.swiftInits.length === 0
      ? swiftMethods(context.index, ancestor)
          .filter((method) => method.swift.base === 'init')
          .map((method) => method.swift.labels)
      : [];
  const allowed = [...reader.swiftInits, ...inherited];
  if (allowed.some((labels) => sameLabels(labels, call.labels))) context.reporter.ok(`init ${name}`);
  else
    context.reporter.fail(
      line,
      `${name} has no init(${call.labels.map((label) => `${label}:`).join('')}); its initialisers are ${allowed.map((labels) => `init(${labels.map((label) => `${label}:`).join('')})`).join(', ')}`,
    );
}

function enclosingAncestor(context: Context, offset: number): string | undefined {
  const cls = classesOf(context.code).find(
    (candidate) => offset > candidate.bodyOffset && offset < candidate.bodyOffset + candidate.body.length,
  );
  return cls?.superclass ? libraryAncestor(context.index, context.readerClasses, cls.superclass) : undefined;
}

/** `frame.buffer`, `existing.size`: properties of library classes (method calls are checked with the calls). */
function checkMemberAccess(context: Context): void {
  for (const match of context.code.matchAll(/\b(\w+)\s*\??\.\s*(\w+)\b(?!\s*\()/g)) {
    const className = context.variables.get(match[1]);
    if (!className) continue;
    const names = propertiesOf(context.index, className)
      .filter((property) => !property.cxxOnly)
      .map((property) => property.name);
    const methodNames = swiftMethods(context.index, className).map((method) => method.swift.base);
    if (names.includes(match[2])) context.reporter.ok(`property ${className}.${match[2]}`);
    else if (!methodNames.includes(match[2])) {
      context.reporter.fail(
        at(context, match.index),
        `unknown property ${className}.${match[2]}${didYouMean(match[2], names)} (the library's ${className} declares ${names.join(', ') || 'no properties'})`,
      );
    }
  }
}

function checkMisspelledNames(context: Context): void {
  const known = [...context.index.classes.keys()];
  for (const match of context.code.matchAll(/\b[A-Z]\w{4,}\b/g)) {
    const name = match[0];
    if (context.index.classes.has(name) || context.readerClasses.has(name) || isPlatformName(name)) continue;
    const near = nearest(name, known, 2);
    if (near) context.reporter.fail(at(context, match.index), `unknown class ${name}; did you mean ${near}?`);
  }
}
