/**
 * Rules of the derivation that read what the first pass (derive.ts) cannot:
 * whether a parsed option is ever used, whether a reported field is a
 * constant, which values of a union a platform's parser rejects, and which
 * requirements a member takes over from what it wraps or renders
 * (ARCHITECTURE.md, "Platform facts"). Each rule is a pure function of the
 * shipped sources, read through a `Sources` reader, so a test can break one
 * on purpose by handing it altered files.
 */
import type {Evidence, Platform, Requirement} from './types';

/** Reads the shipped package: a file's text (undefined when absent) and the files of a platform. */
export interface Sources {
  read(file: string): string | undefined;
  /** Every Kotlin/Java file under android/src/main/java, or every Swift/Objective-C file under ios/. */
  filesOf(platform: Platform): string[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Lines of code, without comment lines. */
function codeLines(text: string): string[] {
  return text.split('\n').filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line));
}

/** Whether `pattern` matches a line of code (not a comment) of one of `files`. */
function usedIn(sources: Sources, files: string[], pattern: RegExp): Evidence | undefined {
  for (const file of files) {
    const line = codeLines(sources.read(file) ?? '').find((candidate) => pattern.test(candidate));
    if (line !== undefined) return {file, pattern: escape(line.trim())};
  }
  return undefined;
}

// ------------------------------------------------------------------ parsed but unused

/**
 * An option key the platform's parser reads (`map.hasKey("videoCodec")`) but
 * whose value nothing uses afterwards: the stored property is never read
 * outside the parser. Returns the evidence of the parse when the key is
 * ignored, undefined when its value is used (or the parse cannot be followed).
 */
export function parsedButUnused(sources: Sources, platform: Platform, parserFile: string, key: string): Evidence | undefined {
  const text = sources.read(parserFile);
  if (text === undefined) return undefined;
  const lines = codeLines(text);
  const keyLine = lines.findIndex((line) => line.includes(`"${key}"`));
  if (keyLine === -1) return undefined;
  let property: string | undefined;
  if (platform === 'android') {
    // `val videoCodec = if (map.hasKey("videoCodec")) …`: a local, then passed to the constructor or used here.
    const local = /\bval (\w+) =/.exec(lines[keyLine])?.[1];
    if (local === undefined) return undefined;
    // The class header declares the property; it is not a use of the local.
    const uses = lines.filter(
      (line, index) => index !== keyLine && !/^\s*(?:data )?class /.test(line) && new RegExp(`\\b${local}\\b`).test(line),
    );
    const construction = uses.find((line) => /^\s*return \w+\(/.test(line));
    // Used in the parser itself (a file name from `path`, an extension from `fileType`): it has an effect.
    if (uses.some((line) => line !== construction)) return undefined;
    if (construction === undefined) return undefined;
    const args =
      /return \w+\((.*)\)/
        .exec(construction)?.[1]
        .split(',')
        .map((arg) => arg.trim()) ?? [];
    const position = args.indexOf(local);
    const className = /return (\w+)\(/.exec(construction)?.[1];
    const header = className === undefined ? undefined : new RegExp(`class ${className}\\(([^)]*)\\)`).exec(text)?.[1];
    property = header
      ?.split(',')
      .map((parameter) => /\b(?:val|var) (\w+)/.exec(parameter)?.[1])
      .at(position);
  } else {
    // `if let codecOption = dictionary["videoCodec"] as? String { codec = try … }`: the property assigned in the block.
    const block: string[] = [];
    for (const line of lines.slice(keyLine + 1)) {
      if (/^\s*}/.test(line)) break;
      block.push(line);
    }
    property = block.map((line) => /^\s*(?:self\.)?(\w+) = /.exec(line)?.[1]).find(Boolean);
  }
  if (property === undefined) return undefined;
  const others = sources.filesOf(platform).filter((file) => file !== parserFile);
  if (usedIn(sources, others, new RegExp(`\\.${escape(property)}\\b`))) return undefined;
  return {file: parserFile, pattern: escape(lines[keyLine].trim())};
}

// ------------------------------------------------------------------ constant fields

/** A literal value and the file that holds it. */
interface Constant {
  value: string;
  file: string;
}
/** A literal: a boolean, a number, or a string without interpolation (Kotlin `$x`, Swift `\(x)`). */
const literal = /^(true|false|-?\d+(?:\.\d+)?|"[^"$\\]*")$/;

/** The expressions a platform writes for a reported key: Kotlin `putX("key", expr)`, Swift `"key": expr`. */
function writesOf(sources: Sources, platform: Platform, key: string): {file: string; expression: string; line: string}[] {
  const pattern =
    platform === 'android'
      ? new RegExp(`put\\w+\\(\\s*"${escape(key)}"\\s*,\\s*(.+?)\\)\\s*$`)
      : new RegExp(`^\\s*"${escape(key)}"\\s*:\\s*(.+?),?\\s*(?://.*)?$`);
  const found: {file: string; expression: string; line: string}[] = [];
  for (const file of sources.filesOf(platform)) {
    for (const line of codeLines(sources.read(file) ?? '')) {
      const expression = pattern.exec(line)?.[1]?.trim().replace(/,$/, '');
      if (expression !== undefined) found.push({file, expression, line: line.trim()});
    }
  }
  return found;
}

/** Reads of what JavaScript sent (`jsValue["x"]`, `value.getBoolean("x")`): a round trip, not a source of the value. */
const fromJavaScript = /jsValue\[|dictionary\[|\.get(?:Boolean|Int|Double|String|Map|Array)\(/;

/**
 * The one literal an expression always has, following names through the
 * platform's files: a Kotlin `val name = literal`, a Swift computed property
 * whose body only returns a literal, or every assignment `name = expr` of the
 * file that holds it. Undefined when any path leads elsewhere.
 */
function constantOf(sources: Sources, platform: Platform, expression: string, file: string, depth = 0): Constant | undefined {
  const value = expression.trim();
  if (literal.test(value)) return {value, file};
  if (depth > 4 || !/^[\w.]+$/.test(value)) return undefined;
  const name = value.split('.').pop() ?? value;
  // `format.supportsPhotoHdr`: a property of another object, never the stored property of this file.
  const hasReceiver = value.includes('.');
  const files = [file, ...sources.filesOf(platform).filter((candidate) => candidate !== file)];
  if (platform === 'android') {
    for (const candidate of files) {
      const declared = new RegExp(`^\\s*(?:private |internal )?val ${escape(name)}\\s*(?::\\s*\\w+)?\\s*=\\s*(.+?)\\s*$`, 'm').exec(
        sources.read(candidate) ?? '',
      )?.[1];
      if (declared !== undefined) return literal.test(declared) ? {value: declared, file: candidate} : undefined;
    }
    return undefined;
  }
  // A computed property: `var name: Bool { return false }` (comments aside).
  for (const candidate of files) {
    const computed = new RegExp(`var ${escape(name)}: \\w+ \\{([^}]*)\\}`).exec(sources.read(candidate) ?? '')?.[1];
    if (computed === undefined) continue;
    const body = codeLines(computed)
      .map((line) => line.trim())
      .filter(Boolean);
    const returned = body.length === 1 ? /^return (.+)$/.exec(body[0])?.[1] : undefined;
    return returned !== undefined && literal.test(returned) ? {value: returned, file: candidate} : undefined;
  }
  if (hasReceiver) return undefined;
  // A stored property of this file: every assignment that does not read what JavaScript sent.
  const assigned = codeLines(sources.read(file) ?? '')
    .map((line) => new RegExp(`^\\s*(?:self\\.)?${escape(name)} = (.+?)\\s*$`).exec(line)?.[1])
    .filter((right): right is string => right !== undefined && !fromJavaScript.test(right));
  if (assigned.length === 0) return undefined;
  const found = assigned.map((right) => constantOf(sources, platform, right, file, depth + 1));
  const [first] = found;
  return first !== undefined && found.every((constant) => constant?.value === first.value) ? first : undefined;
}

/**
 * The value a platform always reports for a key, the file that holds the
 * literal, and where the key is written; undefined when it varies or is not written.
 */
export function constantField(
  sources: Sources,
  platform: Platform,
  key: string,
): {value: string; file: string; evidence: Evidence} | undefined {
  const writes = writesOf(sources, platform, key).filter((write) => !fromJavaScript.test(write.expression));
  if (writes.length === 0) return undefined;
  const found = writes.map((write) => constantOf(sources, platform, write.expression, write.file));
  const [first] = found;
  if (first === undefined || found.some((constant) => constant?.value !== first.value)) return undefined;
  return {value: first.value, file: first.file, evidence: {file: writes[0].file, pattern: escape(writes[0].line)}};
}

// ------------------------------------------------------------------ rejected union values

/**
 * The values of a string union that a platform's parser does not accept: the
 * Kotlin `fromUnionValue` of `core/types/<Name>.kt` or the Swift
 * `init(jsValue:)` of `ios/Core/Types/<Name>.swift` throws for them.
 */
export function rejectedValues(
  sources: Sources,
  platform: Platform,
  typeName: string,
  values: string[],
): {rejected: string[]; evidence: Evidence} | undefined {
  const file =
    platform === 'android' ? `android/src/main/java/com/mrousavy/camera/core/types/${typeName}.kt` : `ios/Core/Types/${typeName}.swift`;
  const text = sources.read(file);
  if (text === undefined) return undefined;
  const start = platform === 'android' ? text.indexOf('fun fromUnionValue(') : text.indexOf('init(jsValue: String)');
  if (start === -1) return undefined;
  const body = text.slice(start, text.indexOf('\n  }', start) === -1 ? undefined : text.indexOf('\n  }', start));
  const accepted = new Set(
    [...body.matchAll(platform === 'android' ? /^\s*((?:"[^"]+"\s*,?\s*)+)->/gm : /^\s*case ((?:"[^"]+"\s*,?\s*)+):/gm)].flatMap(
      ([, cases]) => [...cases.matchAll(/"([^"]+)"/g)].map(([, value]) => value),
    ),
  );
  if (accepted.size === 0) return undefined;
  const rejected = values.filter((value) => !accepted.has(value));
  const throws = platform === 'android' ? /else -> throw (\w+)/.exec(body) : /default:\s*\n?\s*throw (\w+)/.exec(body);
  if (rejected.length === 0 || !throws) return undefined;
  return {rejected, evidence: {file, pattern: escape(throws[0])}};
}

// ------------------------------------------------------------------ requirements taken over

/** The `Camera.member` names a function of the library's TypeScript refers to (`Camera.requestLocationPermission`). */
export function cameraMembersUsedBy(sources: Sources, file: string, functionName: string): string[] {
  const text = sources.read(file) ?? '';
  const start = text.search(new RegExp(`export (?:async )?function ${escape(functionName)}\\b`));
  if (start === -1) return [];
  const next = text.slice(start + 1).search(/\nexport /);
  const body = text.slice(start, next === -1 ? undefined : start + 1 + next);
  return [...new Set([...body.matchAll(/\bCamera\.(\w+)/g)].map(([, name]) => name))];
}

/**
 * The optional peers a module of the library's TypeScript loads: each
 * `src/dependencies/*Proxy.ts` it imports names its package in `require('…')`.
 */
export function peersImportedBy(sources: Sources, file: string): {requirements: Requirement[]; evidence: Evidence[]} {
  const text = sources.read(file) ?? '';
  const requirements: Requirement[] = [];
  const evidence: Evidence[] = [];
  for (const [, proxy] of text.matchAll(/^import \{ (\w+Proxy) \} from '\.\.\/dependencies\/\w+'/gm)) {
    const proxyFile = `src/dependencies/${proxy}.ts`;
    const pkg = /require\('([^']+)'\)/.exec(sources.read(proxyFile) ?? '')?.[1];
    if (pkg === undefined) continue;
    requirements.push({platform: 'both', kind: 'peer', text: pkg});
    evidence.push({file, pattern: `import \\{ ${proxy} \\}`}, {file: proxyFile, pattern: escape(`require('${pkg}')`)});
  }
  return {requirements, evidence};
}
