/**
 * Objective-C blocks: every `#import <VisionCamera/…>` must name a public
 * header of the pod, every library class, selector, property, block typedef
 * and macro the block uses must exist as the headers declare it (selector
 * pieces, parameter counts and types, NS_UNAVAILABLE, C++-only members), a
 * method that overrides a library method must use its exact selector, and a
 * quoted header declaration must match the header word for word.
 */
import type {ExampleBlock} from '../../../model/examples/codeBlocks';
import {isObjcxxBlock, isPlatformName, isPluginClass, libraryAncestor, type ReaderClass} from './apple';
import {Reporter, type BlockReport} from './library';
import {methodsOf, parseMethodDeclaration, propertiesOf, type ObjcIndex, type ObjcMethod} from './objcIndex';
import {blankCommentsAndStrings, didYouMean, lineOf, matchingClose, nearest, normalizeSpace, splitTopLevel} from './text';

/** NSObject methods every class answers (so `[X alloc]`, `[x isKindOfClass:]` are not library lookups). */
const nsObjectSelectors = new Set([
  'alloc',
  'new',
  'class',
  'superclass',
  'description',
  'hash',
  'self',
  'retain',
  'release',
  'autorelease',
  'copy',
  'mutableCopy',
  'isKindOfClass:',
  'isMemberOfClass:',
  'respondsToSelector:',
  'conformsToProtocol:',
  'isEqual:',
  'performSelector:',
  'load',
  'initialize',
]);

interface Context {
  index: ObjcIndex;
  readerClasses: Map<string, ReaderClass>;
  block: ExampleBlock;
  code: string;
  reporter: Reporter;
  /** Variables (parameters, ivars, locals) whose type is a library class. */
  variables: Map<string, string>;
  implementations: {name: string; category: boolean; start: number; end: number; bodyStart: number}[];
  excerpt: boolean;
}

/** `sibling`: for an excerpt, the full block it comes from, whose declarations type the excerpt's values. */
export function checkObjcBlock(
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
    block,
    code,
    reporter: new Reporter(block),
    variables: typedVariables(declarations, index),
    implementations: implementationsOf(code),
    excerpt: /excerpt/i.test(block.meta) || /\.\.\.|…/.test(block.code),
  };
  checkImports(context);
  checkSuperclasses(context);
  checkMethodDefinitions(context);
  checkMessageSends(context);
  checkPropertyAccess(context);
  checkMacros(context);
  checkMisspelledNames(context);
  if (!/@(interface|implementation)\b/.test(code)) checkQuotedDeclarations(context);
  return context.reporter.report();
}

const at = (context: Context, offset: number): number => lineOf(context.code, offset);

function checkImports({block, index, reporter}: Context): void {
  block.code.split('\n').forEach((line, lineIndex) => {
    const match = /^\s*#\s*(?:import|include)\s*[<"]([^/>"]+)\/([^>"]+)[>"]/.exec(line);
    if (!match) return;
    const [, module, header] = match;
    if (module !== index.module) {
      if (nearest(module, [index.module], 2))
        reporter.fail(lineIndex, `unknown module <${module}/…>: the pod is named ${index.module} (VisionCamera.podspec s.name)`);
      return;
    }
    if (index.publicHeaders.has(header)) reporter.ok(`header ${header}`);
    else if (index.allHeaders.has(header))
      reporter.fail(
        lineIndex,
        `<${module}/${header}> is not a public header of the pod (VisionCamera.podspec public_header_files: ${[...index.publicHeaders].join(', ')})`,
      );
    else reporter.fail(lineIndex, `no header ${header} in the pod${didYouMean(header, index.publicHeaders)}`);
  });
}

function checkSuperclasses(context: Context): void {
  for (const match of context.code.matchAll(/@interface\s+(\w+)\s*:\s*(\w+)/g)) {
    const superclass = match[2];
    if (context.index.classes.has(superclass)) context.reporter.ok(`class ${superclass}`);
    else if (!isPlatformName(superclass) && !context.readerClasses.has(superclass)) {
      context.reporter.fail(
        at(context, match.index),
        `unknown superclass ${superclass}: not a class of VisionCamera's public headers nor of this guide${didYouMean(superclass, context.index.classes.keys())}`,
      );
    }
  }
}

/** `Frame* frame`, `(Frame*)frame`, `SharedArray* _output;`: names bound to a library class. */
function typedVariables(code: string, index: ObjcIndex): Map<string, string> {
  const variables = new Map<string, string>();
  for (const match of code.matchAll(
    /\b(\w+)\s*\*\s*(?:(?:_Nonnull|_Nullable|__strong|__weak|const|nonnull|nullable)\s*)*\)?\s*(\w+)\b(?!\s*\()/g,
  )) {
    if (index.classes.has(match[1]) && !index.classes.has(match[2])) variables.set(match[2], match[1]);
  }
  return variables;
}

function implementationsOf(code: string): Context['implementations'] {
  return [...code.matchAll(/@implementation\s+(\w+)\s*(\(\s*\w*\s*\))?/g)].map((match) => {
    const end = code.indexOf('@end', match.index);
    return {
      name: match[1],
      category: match[2] !== undefined,
      start: match.index,
      bodyStart: match.index + match[0].length,
      end: end === -1 ? code.length : end,
    };
  });
}

const enclosingImplementation = (context: Context, offset: number) =>
  context.implementations.find((implementation) => offset > implementation.start && offset < implementation.end);

/** Method definitions and declarations in the block's @implementation/@interface of a library subclass. */
function checkMethodDefinitions(context: Context): void {
  const {code, index, readerClasses, reporter} = context;
  const containers = [...code.matchAll(/@(implementation|interface)\s+(\w+)[^\n]*([\s\S]*?)@end/g)];
  for (const container of containers) {
    const ancestor = libraryAncestor(index, readerClasses, container[2]);
    if (!ancestor) continue;
    const defined = new Set<string>();
    const bodyOffset = container.index + container[0].length - container[3].length - 4;
    for (const definition of container[3].matchAll(/^[ \t]*([-+]\s*\([^{;]*)[{;]/gm)) {
      const parsed = parseMethodDeclaration(definition[1], false);
      if (!parsed) continue;
      defined.add(parsed.selector);
      checkOverride(context, ancestor, parsed, at(context, bodyOffset + definition.index));
    }
    const isCategory = /^@\w+\s+\w+\s*\(/.test(container[0]);
    if (container[1] === 'implementation' && !isCategory && !context.excerpt) {
      for (const method of methodsOf(index, ancestor).filter((candidate) => candidate.mustOverride && !defined.has(candidate.selector))) {
        reporter.fail(
          at(context, container.index),
          `${container[2]} does not implement ${method.selector}: ${ancestor}'s base implementation raises NSInternalInconsistencyException (${method.where})`,
        );
      }
    }
  }
}

function checkOverride(
  context: Context,
  ancestor: string,
  definition: Omit<ObjcMethod, 'cxxOnly' | 'where' | 'mustOverride'>,
  line: number,
): void {
  const library = methodsOf(context.index, ancestor).filter((method) => method.kind === definition.kind && !method.unavailable);
  const same = library.find((method) => method.selector === definition.selector);
  if (same) {
    context.reporter.ok(`method ${ancestor}.${same.selector}`);
    same.params.forEach((param, i) => {
      const written = definition.params[i]?.type.base;
      if (written && written !== param.type.base)
        context.reporter.fail(
          line,
          `parameter ${i + 1} of ${same.selector} is ${written}; the library's ${same.where} declares ${param.type.base}`,
        );
    });
    const returns = definition.returnType.base;
    if (returns !== same.returnType.base && !(returns === 'instancetype' || same.returnType.base === 'instancetype')) {
      context.reporter.fail(line, `${same.selector} returns ${returns}; the library's ${same.where} declares ${same.returnType.base}`);
    }
    return;
  }
  const firstPiece = definition.selector.split(':')[0];
  const near =
    library.find((method) => method.selector.split(':')[0] === firstPiece) ??
    library.find((method) => nearest(definition.selector, [method.selector]));
  if (near)
    context.reporter.fail(
      line,
      `${definition.selector} does not override ${ancestor}'s ${near.selector} (${near.where}): the selector must match exactly`,
    );
}

interface MessageSend {
  offset: number;
  receiver: string;
  selector: string;
  args: string[];
}

/** Every `[receiver selector…]` of the block (subscripts and @[…] literals skipped). */
function messageSends(code: string): MessageSend[] {
  const sends: MessageSend[] = [];
  for (let i = 0; i < code.length; i++) {
    if (code[i] !== '[') continue;
    const before = code.slice(0, i).trimEnd();
    if (/[\w\])@]$/.test(before)) continue;
    const close = matchingClose(code, i);
    const send = parseSend(code.slice(i + 1, close), i);
    if (send) sends.push(send);
  }
  return sends;
}

function parseSend(inner: string, offset: number): MessageSend | undefined {
  const trimmed = inner.trimStart();
  const lead = inner.length - trimmed.length;
  let receiverEnd: number;
  if (trimmed.startsWith('[')) receiverEnd = matchingClose(trimmed, 0) + 1;
  else {
    const match = /^[\w.]+(->\w+)*/.exec(trimmed);
    if (!match) return undefined;
    receiverEnd = match[0].length;
  }
  const receiver = trimmed.slice(0, receiverEnd).trim();
  const rest = trimmed.slice(receiverEnd);
  const pieces: {name: string; start: number; colon: number}[] = [];
  let depth = 0;
  let ternaries = 0;
  for (let i = 0; i < rest.length; i++) {
    const c = rest[i];
    if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (depth === 0 && c === '?') ternaries++;
    else if (depth === 0 && c === ':') {
      if (ternaries > 0) {
        ternaries--;
        continue;
      }
      const name = /(\w+)\s*$/.exec(rest.slice(0, i));
      if (name) pieces.push({name: name[1], start: i - name[0].length, colon: i});
    }
  }
  if (pieces.length === 0) {
    const single = /^\s*(\w+)\s*$/.exec(rest);
    return single ? {offset: offset + 1 + lead, receiver, selector: single[1], args: []} : undefined;
  }
  const args = pieces.map((piece, i) => rest.slice(piece.colon + 1, pieces[i + 1]?.start ?? rest.length).trim());
  return {offset: offset + 1 + lead, receiver, selector: pieces.map((piece) => `${piece.name}:`).join(''), args};
}

type ReceiverKind = {className: string; instance: boolean; reader: boolean} | undefined;

function receiverOf(context: Context, send: MessageSend): ReceiverKind {
  const {index, readerClasses} = context;
  const allocated = /^\[\s*(\w+)\s+(alloc|new)\s*\]$/.exec(send.receiver);
  const name = allocated?.[1] ?? send.receiver;
  const instance = allocated !== null;
  if (name === 'super') {
    const implementation = enclosingImplementation(context, send.offset);
    const ancestor = implementation && libraryAncestor(index, readerClasses, readerClasses.get(implementation.name)?.superclass ?? '');
    return ancestor ? {className: ancestor, instance: true, reader: false} : undefined;
  }
  if (index.classes.has(name)) return {className: name, instance, reader: false};
  const variable = context.variables.get(name);
  if (variable) return {className: variable, instance: true, reader: false};
  const ancestor = readerClasses.has(name) ? libraryAncestor(index, readerClasses, name) : undefined;
  return ancestor ? {className: ancestor, instance, reader: true} : undefined;
}

function checkMessageSends(context: Context): void {
  for (const send of messageSends(context.code)) {
    const receiver = receiverOf(context, send);
    if (!receiver || nsObjectSelectors.has(send.selector)) continue;
    const line = at(context, send.offset);
    const kind = receiver.instance ? '-' : '+';
    const methods = methodsOf(context.index, receiver.className);
    const method = methods.find((candidate) => candidate.kind === kind && candidate.selector === send.selector);
    if (!method) {
      if (
        receiver.reader &&
        !nearest(
          send.selector,
          methods.map((candidate) => candidate.selector),
        )
      )
        continue;
      const declared = methods
        .filter((candidate) => candidate.kind === kind && !candidate.unavailable)
        .map((candidate) => candidate.selector);
      context.reporter.fail(
        line,
        `unknown ${kind === '+' ? 'class' : 'instance'} method ${receiver.className} ${send.selector} (the library's ${receiver.className} declares ${declared.join(', ') || 'none'})`,
      );
      continue;
    }
    if (method.unavailable) context.reporter.fail(line, `${receiver.className} ${method.selector} is NS_UNAVAILABLE (${method.where})`);
    else if (method.cxxOnly && !isObjcxxBlock(context.block))
      context.reporter.fail(
        line,
        `${receiver.className} ${method.selector} is declared for C++ only (${method.where}); it needs an Objective-C++ (.mm) file`,
      );
    else context.reporter.ok(`method ${receiver.className}.${method.selector}`);
    method.params.forEach((param, i) => checkBlockArgument(context, line, method, param.type.base, send.args[i] ?? ''));
  }
}

/** A block literal passed for a block-typedef parameter must take that typedef's parameters. */
function checkBlockArgument(context: Context, line: number, method: ObjcMethod, typeName: string, argument: string): void {
  const typedef = context.index.typedefs.get(typeName);
  if (!typedef || !argument.startsWith('^')) return;
  const literal = /^\^\s*([\w\s*]*?)\s*\(([^)]*)\)/.exec(argument);
  const params = literal ? splitTopLevel(literal[2]).filter((param) => param !== '' && param !== 'void') : [];
  if (params.length !== typedef.params.length) {
    context.reporter.fail(
      line,
      `the block passed to ${method.selector} takes ${params.length} parameters; ${typedef.name} (${typedef.where}) takes ${typedef.params.length}`,
    );
  } else context.reporter.ok(`typedef ${typedef.name}`);
  const returns = literal?.[1].replace(/\b(_Nonnull|_Nullable)\b/g, '').replace(/\s+/g, '');
  if (returns && returns !== typedef.returnType.base) {
    context.reporter.fail(
      line,
      `the block passed to ${method.selector} returns ${returns}; ${typedef.name} (${typedef.where}) returns ${typedef.returnType.base}`,
    );
  }
}

function checkPropertyAccess(context: Context): void {
  for (const match of context.code.matchAll(/\b(\w+)\s*\.\s*(\w+)\b/g)) {
    const className = context.variables.get(match[1]);
    if (!className) continue;
    const property = propertiesOf(context.index, className).find((candidate) => candidate.name === match[2]);
    const getter = methodsOf(context.index, className).find((method) => method.kind === '-' && method.selector === match[2]);
    const line = at(context, match.index);
    if (property?.cxxOnly && !isObjcxxBlock(context.block))
      context.reporter.fail(line, `${className}.${match[2]} is declared for C++ only (${property.where})`);
    else if (property || getter) context.reporter.ok(`property ${className}.${match[2]}`);
    else {
      const names = propertiesOf(context.index, className).map((candidate) => candidate.name);
      context.reporter.fail(
        line,
        `unknown property ${className}.${match[2]}${didYouMean(match[2], names)} (the library's ${className} declares ${names.join(', ') || 'no properties'})`,
      );
    }
  }
}

function checkMacros(context: Context): void {
  const {code, index, reporter} = context;
  for (const match of code.matchAll(/\b([A-Z][A-Z0-9_]{3,})\s*\(/g)) {
    const name = match[1];
    const macro = index.macros.get(name);
    const line = at(context, match.index);
    if (!macro) {
      if (name.startsWith('VISION') || nearest(name, index.macros.keys(), 3))
        reporter.fail(line, `unknown macro ${name}${didYouMean(name, index.macros.keys())}`);
      continue;
    }
    const open = match.index + match[0].length - 1;
    const args = splitTopLevel(code.slice(open + 1, matchingClose(code, open)));
    if (args.length !== macro.params.length) {
      reporter.fail(
        line,
        `${name} takes ${macro.params.length} arguments (${macro.params.join(', ')}; ${macro.where}), the block passes ${args.length}`,
      );
      continue;
    }
    reporter.ok(`macro ${name}`);
    checkMacroPlacement(context, name, macro.body, match.index, line);
    macro.params.forEach((param, i) => checkMacroArgument(context, name, param, args[i], line));
  }
}

/** A macro that expands to a method must sit inside an @implementation; one that expands to @implementation must not. */
function checkMacroPlacement(context: Context, name: string, body: string, offset: number, line: number): void {
  const inside = enclosingImplementation(context, offset) !== undefined;
  const trimmed = body.replace(/\\\n/g, '').trim();
  if (/^[-+]\s*\(/.test(trimmed) && !inside)
    context.reporter.fail(line, `${name} expands to a method (${trimmed.slice(0, 12)}…) and must be inside an @implementation`);
  if (/@implementation\b/.test(trimmed) && inside)
    context.reporter.fail(line, `${name} expands to its own @implementation and must be outside any @implementation … @end`);
}

function checkMacroArgument(context: Context, macro: string, param: string, argument: string, line: number): void {
  if (/class/.test(param)) {
    if (!context.readerClasses.has(argument))
      context.reporter.fail(line, `${macro}: ${argument} is not a class declared in this guide's Swift or Objective-C blocks`);
    else if (!isPluginClass(context.index, context.readerClasses, argument))
      context.reporter.fail(line, `${macro}: ${argument} is not a subclass of FrameProcessorPlugin`);
  } else if (/name/.test(param) && !/^[A-Za-z_]\w*$/.test(argument)) {
    context.reporter.fail(line, `${macro}: the plugin name ${argument} must be a plain identifier (it is stringified with #)`);
  }
}

/** Capitalised names one or two letters away from a library class or typedef are misspellings of it. */
function checkMisspelledNames(context: Context): void {
  const known = [...context.index.classes.keys(), ...context.index.typedefs.keys()];
  for (const match of context.code.matchAll(/\b[A-Z]\w{4,}\b/g)) {
    const name = match[0];
    if (context.index.classes.has(name) || context.index.typedefs.has(name) || context.readerClasses.has(name) || isPlatformName(name)) {
      if (context.index.classes.has(name)) context.reporter.ok(`class ${name}`);
      continue;
    }
    const near = nearest(name, known, 2);
    if (near) context.reporter.fail(at(context, match.index), `unknown class ${name}; did you mean ${near}?`);
  }
}

/** A block of bare declarations quotes the header: each must be there, word for word. */
function checkQuotedDeclarations(context: Context): void {
  const {code, index, reporter} = context;
  for (const match of code.matchAll(/^[ \t]*((?:[-+]\s*\(|typedef\b)[\s\S]*?;)/gm)) {
    const text = normalizeSpace(match[1]);
    const line = at(context, match.index + match[0].length - match[1].length);
    const found = index.declarations.find((declaration) => declaration.text === text || `${declaration.text};` === text);
    if (found) {
      reporter.ok(`declaration ${text}`);
      continue;
    }
    const selector = match[1].startsWith('typedef') ? undefined : parseMethodDeclaration(match[1].replace(/;\s*$/, ''), false)?.selector;
    const sameName = selector
      ? index.declarations.find((declaration) => parseMethodDeclaration(declaration.text, false)?.selector === selector)
      : index.declarations.find(
          (declaration) =>
            declaration.text.startsWith('typedef') && declaration.text.split('^')[1]?.split(')')[0] === text.split('^')[1]?.split(')')[0],
        );
    reporter.fail(
      line,
      sameName
        ? `differs from the library's declaration (${sameName.where}): ${sameName.text}`
        : `no such declaration in VisionCamera's public headers: ${text}`,
    );
  }
}
