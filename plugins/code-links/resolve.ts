/**
 * Which names in the guides' code blocks are VisionCamera's, and what each one
 * is (ARCHITECTURE.md, "Code links").
 *
 * Resolved by the TypeScript compiler, in the program the snippet check
 * type-checks (model/examples/snippets.ts: one module per `ts`/`tsx` block of
 * the guides, and the files of src/snippets/), never by matching text, with
 * the resolver the examples' "Needs" lines use (model/library/symbols.ts):
 * every identifier, JSX attribute and object-literal key whose symbol is
 * declared by the library becomes a link to its API entry, with its signature
 * as the compiler sees it at that spot, the first sentence of its doc comment
 * and its platform facts (model/platform-facts). A local variable that
 * shadows a library name resolves to the local and is not linked; a name that
 * is both a type and a value links by its meaning at that spot.
 *
 * A library name with no API entry is a problem: the build fails on it
 * (plugins/code-links/index.ts), so every name stays linked.
 */
import path from 'node:path';
import ts from 'typescript';
import {apiEntryPath, apiMembers, memberFacts, type ApiMember} from '../../model/platform-facts';
import {packLinks} from './shared/format';
import {fateText} from '../v5-map/lines';
import {mapEntries} from '../v5-map/load';
import {docCommentOf, firstSentence, signatureOf} from '../../model/library/apiText';
import {isLibraryDeclaration, libraryNamesIn, symbolAt, type LibraryName} from '../../model/library/symbols';
import {createSnippetProgram, docSnippets, listExampleFiles, type Snippet} from '../../model/examples/snippets';

/** What the popup of one linked name shows, and where the link goes. */
interface CodeLinkTarget {
  /** `useCameraDevice`, `CameraProps.fps`, `Camera` (a page). */
  key: string;
  /** `/docs/api/#usecameradevice`, `/docs/api/interfaces/CameraProps#fps`. */
  href: string;
  /** As the compiler sees it at the name: `useCameraDevice(position: CameraPosition, filter?: DeviceFilter): CameraDevice | undefined`. */
  signature: string;
  /** The first sentence of the doc comment ('' when there is none). */
  summary: string;
  /** `Platforms: iOS only. Needs: Android: minSdk 26.` ('' for a class, an interface or a type). */
  platforms: string;
  /** `In v5: Replaced by usePhotoOutput, CameraPhotoOutput.capturePhotoToFile.` (plugins/v5-map; '' for the package). */
  v5: string;
}

/** One linked name: its 0-based line in the block, its columns [start, end), and its target's index. */
type CodeLink = [line: number, start: number, end: number, target: number];

/** The links of one block: what the code block component renders (src/theme/CodeBlock), packed by shared/format.ts. */
export interface BlockLinks {
  targets: CodeLinkTarget[];
  links: CodeLink[];
}

interface LinkStats {
  blocks: number;
  /** Library names found in the blocks (each occurrence). */
  names: number;
  linked: number;
  /** Reason → count. */
  skipped: Record<string, number>;
}

export interface Resolution {
  /** `docs/guides/x.mdx` (relative to the site) → its blocks' links, in page order, keyed by the block's code. */
  pages: Map<string, {code: string; links: BlockLinks}[]>;
  /** `src/snippets/x.tsx` → its links. */
  modules: Map<string, BlockLinks>;
  stats: LinkStats;
  /** Names the compiler resolves to the library but that have no API entry, and blocks that cannot be linked. */
  problems: string[];
}

const siteDir = path.resolve(__dirname, '../..');
const maxSignatureLength = 240;

/** The API reference's entries: members by key, and the class and interface pages by name. */
interface ApiIndex {
  members: Map<string, ApiMember>;
  pages: Map<string, string>;
}

function apiIndex(): ApiIndex {
  const members = new Map(apiMembers().map((member) => [member.key, member]));
  const pages = new Map<string, string>();
  for (const member of members.values()) if (member.owner !== undefined) pages.set(member.owner, member.page);
  return {members, pages};
}

/** What the entry became in 5.x, as plain text: the popup shows text, not Markdown. */
function v5Of(key: string): string {
  const entry = mapEntries().get(key);
  return entry === undefined ? '' : `In v5: ${fateText(entry).replace(/`/g, '')}.`;
}

function platformsOf(key: string): string {
  const facts = memberFacts().get(key);
  if (facts === undefined) return '';
  const needs = facts.requirementLines.map((line) => ` Needs: ${line}.`).join('');
  return `Platforms: ${facts.label}.${needs}`;
}

/** The signature shown for a name, as the compiler sees it at that spot (model/library/apiText.ts). */
function signatureAt(checker: ts.TypeChecker, name: ts.Identifier, symbol: ts.Symbol, declaration: ts.Declaration, label: string): string {
  return signatureOf(checker, symbol, declaration, label, {at: name, maxLength: maxSignatureLength});
}

/** The name of the type an expression has, when it is one of the library's pages (`photo` → `PhotoFile`). */
function pageTypeOf(checker: ts.TypeChecker, type: ts.Type | undefined, api: ApiIndex): string | undefined {
  if (type === undefined) return undefined;
  for (const part of type.isUnion() ? type.types : [type]) {
    const name = (part.aliasSymbol ?? part.getSymbol())?.getName();
    if (name !== undefined && api.pages.has(name)) return name;
  }
  return undefined;
}

/** The target of a name whose entry is an API member (a member of a page, or an entry of the index page). */
function entryTarget(member: ApiMember, signature: string, summary: string, platforms = platformsOf(member.key)): CodeLinkTarget {
  return {key: member.key, href: apiEntryPath(member.page, member.anchor), signature, summary, platforms, v5: v5Of(member.key)};
}

interface Found {
  target: CodeLinkTarget;
}

type Outcome = Found | {problem: string} | undefined;

/**
 * The index entry (a hook, a function, a constant) a value comes from: `useCameraPermission()`,
 * a variable initialised with such a call, or the constant itself (`VisionCameraProxy`).
 */
function producerEntry(checker: ts.TypeChecker, expression: ts.Expression, api: ApiIndex): ApiMember | undefined {
  let source: ts.Expression = expression;
  if (ts.isIdentifier(source)) {
    const local = checker.getSymbolAtLocation(source);
    const declaration = local?.valueDeclaration;
    if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer && !isLibraryDeclaration(declaration))
      source = declaration.initializer;
  }
  const callee = ts.isCallExpression(source) ? source.expression : source;
  if (!ts.isIdentifier(callee)) return undefined;
  const symbol = symbolAt(checker, callee);
  if (!symbol?.declarations?.some(isLibraryDeclaration)) return undefined;
  const member = api.members.get(symbol.getName());
  return member?.page === 'index' ? member : undefined;
}

/**
 * An index entry named in the same statement whose call returns the given type: in
 * `jest.mocked(useCameraPermission).mockReturnValueOnce({hasPermission: false})`, the hook.
 */
function entryReturningNearby(checker: ts.TypeChecker, name: ts.Node, typeName: string, api: ApiIndex): ApiMember | undefined {
  let statement: ts.Node = name;
  while (!ts.isSourceFile(statement.parent) && !ts.isBlock(statement.parent)) statement = statement.parent;
  let found: ApiMember | undefined;
  const visit = (node: ts.Node): void => {
    if (found) return;
    if (ts.isIdentifier(node)) {
      const symbol = symbolAt(checker, node);
      const member = symbol?.declarations?.some(isLibraryDeclaration) ? api.members.get(symbol.getName()) : undefined;
      const returns =
        symbol &&
        checker.getSignaturesOfType(checker.getTypeOfSymbol(symbol), ts.SignatureKind.Call).map((signature) => signature.getReturnType());
      if (member?.page === 'index' && returns?.some((type) => (type.aliasSymbol ?? type.getSymbol())?.getName() === typeName))
        found = member;
    }
    ts.forEachChild(node, visit);
  };
  visit(statement);
  return found;
}

function resolveName(checker: ts.TypeChecker, {name, symbol, declaration, ownerType}: LibraryName, api: ApiIndex): Outcome {
  const symbolName = symbol.getName();
  // Parameters and type parameters of the library's functions are not entries of their own.
  if (ts.isParameter(declaration) || ts.isTypeParameterDeclaration(declaration)) return undefined;
  // `import * as VisionCamera from 'react-native-vision-camera'`: the package, whose entry is the index page.
  if (ts.isSourceFile(declaration)) {
    const summary = 'The package: every hook, function, component and type of the API reference.';
    return {
      target: {
        key: 'react-native-vision-camera',
        href: apiEntryPath('index'),
        signature: `module "react-native-vision-camera"`,
        summary,
        platforms: '',
        v5: '',
      },
    };
  }
  const summary = firstSentence(docCommentOf(checker, symbol));

  if (ts.isClassDeclaration(declaration) || ts.isInterfaceDeclaration(declaration)) {
    const page = api.pages.get(symbolName);
    if (page === undefined)
      return {problem: `${symbolName}: the library's ${ts.isClassDeclaration(declaration) ? 'class' : 'interface'} has no API page`};
    return {
      target: {
        key: symbolName,
        href: apiEntryPath(page),
        signature: signatureAt(checker, name, symbol, declaration, symbolName),
        summary,
        platforms: '',
        v5: v5Of(symbolName),
      },
    };
  }
  const owner = declaration.parent;
  const isMember = ts.isClassDeclaration(owner) || ts.isInterfaceDeclaration(owner) || ts.isTypeLiteralNode(owner);
  if (isMember) {
    const ownerName = (ts.isClassDeclaration(owner) || ts.isInterfaceDeclaration(owner)) && owner.name ? owner.name.text : undefined;
    // The reader's type first (`photo.path` → PhotoFile.path), then the type that declares it.
    const candidates = [pageTypeOf(checker, ownerType, api), ownerName];
    for (const ownerName of candidates) {
      const member = ownerName === undefined ? undefined : api.members.get(`${ownerName}.${symbolName}`);
      if (member === undefined) continue;
      return {target: entryTarget(member, signatureAt(checker, name, symbol, declaration, member.key), summary)};
    }
    // A member of a type the reference does not document (the hooks' `PermissionState`, the proxy's
    // type): the entry of the library value it is read from, which documents what that value is.
    const producer =
      (ts.isPropertyAccessExpression(name.parent) ? producerEntry(checker, name.parent.expression, api) : undefined) ??
      (ownerName === undefined ? undefined : entryReturningNearby(checker, name, ownerName, api));
    if (producer !== undefined) {
      return {
        target: entryTarget(
          producer,
          signatureAt(checker, name, symbol, declaration, `${ownerName ?? producer.key}.${symbolName}`),
          summary,
        ),
      };
    }
    return {problem: `${candidates.find(Boolean) ?? '?'}.${symbolName}: a library member with no API entry`};
  }
  const member = api.members.get(symbolName);
  if (member === undefined || member.page !== 'index') return {problem: `${symbolName}: a library export with no API entry`};
  const signature = signatureAt(checker, name, symbol, declaration, symbolName);
  return {
    target: ts.isTypeAliasDeclaration(declaration) ? entryTarget(member, signature, summary, '') : entryTarget(member, signature, summary),
  };
}

/** Links of one module of the program; problems are reported with `where` and the line in the block. */
function linksOfFile(
  program: ts.Program,
  api: ApiIndex,
  file: ts.SourceFile,
  codeLength: number,
  where: string,
  problems: string[],
  stats: LinkStats,
): BlockLinks {
  const checker = program.getTypeChecker();
  const targets: CodeLinkTarget[] = [];
  const targetIndex = new Map<string, number>();
  const links: CodeLink[] = [];
  // A shorthand `{flash}` names a local value: the property it fills is not what the reader reads there.
  for (const found of libraryNamesIn(checker, file, {shorthand: 'value'})) {
    const start = found.name.getStart(file);
    // Only the block's own text (not the `export {}` the check appends to a script).
    if (start >= codeLength) continue;
    const outcome = resolveName(checker, found, api);
    if (outcome === undefined) continue;
    stats.names += 1;
    const {line, character} = file.getLineAndCharacterOfPosition(start);
    if ('problem' in outcome) {
      problems.push(`${where}:${line + 1}:${character + 1} ${found.name.text}: ${outcome.problem}`);
      stats.skipped['no API entry'] = (stats.skipped['no API entry'] ?? 0) + 1;
    } else {
      const id = JSON.stringify(outcome.target);
      let index = targetIndex.get(id);
      if (index === undefined) {
        index = targets.push(outcome.target) - 1;
        targetIndex.set(id, index);
      }
      links.push([line, character, character + found.name.text.length, index]);
      stats.linked += 1;
    }
  }
  return {targets, links};
}

function relative(file: string): string {
  return path.relative(siteDir, file).split(path.sep).join('/');
}

/** Resolves every block of the guides and every module of src/snippets/. */
export function resolveCodeLinks(
  snippets: Snippet[] = docSnippets(),
  workDir = path.join(siteDir, '.code-links-cache', 'program'),
): Resolution {
  const checked = snippets.filter((snippet) => snippet.optOutReason === undefined);
  const {program, byModule} = createSnippetProgram(checked, workDir);
  const api = apiIndex();
  const problems: string[] = [];
  const stats: LinkStats = {blocks: 0, names: 0, linked: 0, skipped: {}};
  const optedOut = snippets.length - checked.length;
  if (optedOut > 0) stats.skipped[`in ${optedOut} block(s) that opt out of the snippet check (not resolved)`] = 0;
  const pages: Resolution['pages'] = new Map();
  for (const [moduleFile, snippet] of byModule) {
    const file = program.getSourceFile(moduleFile);
    if (file === undefined) throw new Error(`code-links: the program has no module for ${relative(snippet.file)}:${snippet.line}`);
    const where = `${relative(snippet.file)}:${snippet.line}`;
    const links = linksOfFile(program, api, file, snippet.code.length, where, problems, stats);
    stats.blocks += 1;
    const page = relative(snippet.file);
    pages.set(page, [...(pages.get(page) ?? []), {code: snippet.code, links}]);
  }
  const modules: Resolution['modules'] = new Map();
  for (const moduleFile of listExampleFiles()) {
    const file = program.getSourceFile(moduleFile);
    if (file === undefined) continue;
    const links = linksOfFile(program, api, file, file.text.length, relative(moduleFile), problems, stats);
    stats.blocks += 1;
    modules.set(relative(moduleFile), links);
  }
  return {pages, modules, stats, problems};
}

const memoKey = Symbol.for('vision-camera-docs.code-links');
type Memo = {[memoKey]?: Resolution};

/**
 * Resolved once per process: the remark plugin and the Docusaurus plugin may
 * be loaded as two module instances, so the result is kept on `globalThis`.
 */
export function codeLinks(): Resolution {
  const memo = globalThis as Memo;
  memo[memoKey] ??= resolveCodeLinks();
  return memo[memoKey];
}

/** The line the build prints: names found, linked, skipped and why. */
export function statsLine({stats}: Resolution): string {
  const skipped = Object.entries(stats.skipped);
  const skippedCount = skipped.reduce((sum, [, count]) => sum + count, 0);
  const why = skipped.length === 0 ? '' : ` (${skipped.map(([reason, count]) => `${count} ${reason}`).join('; ')})`;
  return `Code links: ${stats.names} library names in ${stats.blocks} code blocks, ${stats.linked} linked, ${skippedCount} skipped${why}`;
}

/** A block's links as the code block component takes them (shared/format.ts). */
export function packBlock(block: BlockLinks): string {
  return packLinks({
    t: block.targets.map((target) => [target.href, target.signature, target.summary, target.platforms, target.v5]),
    l: block.links,
  });
}
