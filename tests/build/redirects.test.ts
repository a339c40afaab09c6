/**
 * The previous site's URLs in the production build: every function, hook,
 * type alias and constant the library's entry point exports (read here from
 * its TypeScript sources, not from the generated pages) has a redirect page at
 * its old path that leads to its anchor on the API index, and every class and
 * interface page answers in lower case. Redirect pages stay out of the
 * sitemap, the search records and llms.txt. And the anchor rule those links
 * rely on: every member a class or interface declares has its name in lower
 * case as an id on the page.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {libraryDir} from '../../config/library';
import {defaultBuildDir, sitemapPaths} from '../../model/builtSite';

const entryPoint = path.join(libraryDir, 'src', 'index.ts');

/** Exported names of the entry point by the previous site's folder, from the TypeScript checker. */
/** The program over the entry point, built once. */
let programCache: {program: ts.Program; checker: ts.TypeChecker} | undefined;
function entryProgram(): {program: ts.Program; checker: ts.TypeChecker} {
  if (programCache === undefined) {
    const program = ts.createProgram([entryPoint], {noEmit: true, skipLibCheck: true, jsx: ts.JsxEmit.ReactJSX, allowJs: false});
    programCache = {program, checker: program.getTypeChecker()};
  }
  return programCache;
}

const hasTag = (node: ts.Node, tag: string): boolean => ts.getJSDocTags(node).some((jsDocTag) => jsDocTag.tagName.text === tag);

/** The members a class or interface declares itself, as the API reference documents them (no private, protected or internal ones). */
function documentedMembers(name: string): string[] {
  const {program, checker} = entryProgram();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(entryPoint)!)!;
  const exported = checker.getExportsOfModule(moduleSymbol).find((candidate) => candidate.getName() === name)!;
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const members = new Set<string>();
  for (const declaration of symbol.declarations ?? []) {
    if (!ts.isClassDeclaration(declaration) && !ts.isInterfaceDeclaration(declaration)) continue;
    for (const member of declaration.members) {
      if (ts.isConstructorDeclaration(member) || member.name === undefined || !ts.isIdentifier(member.name)) continue;
      const modifiers = ts.canHaveModifiers(member) ? (ts.getModifiers(member) ?? []) : [];
      if (modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.PrivateKeyword || modifier.kind === ts.SyntaxKind.ProtectedKeyword)) continue;
      if (hasTag(member, 'internal')) continue;
      members.add(member.name.text);
    }
  }
  return [...members].sort();
}

function exportsByFolder(): Record<'classes' | 'interfaces' | 'functions' | 'type-aliases' | 'variables', string[]> {
  const {program, checker} = entryProgram();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(entryPoint)!)!;
  const result = {classes: [] as string[], interfaces: [] as string[], functions: [] as string[], 'type-aliases': [] as string[], variables: [] as string[]};
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const name = exported.getName();
    // `@internal` declarations are not part of the documented API (TypeDoc's excludeInternal).
    const isInternal = (symbol.declarations ?? []).some((declaration) => ts.getJSDocTags(declaration).some((tag) => tag.tagName.text === 'internal'));
    if (isInternal) continue;
    if (symbol.flags & ts.SymbolFlags.Class) result.classes.push(name);
    else if (symbol.flags & ts.SymbolFlags.Interface) result.interfaces.push(name);
    else if (symbol.flags & ts.SymbolFlags.Function || isFunctionConstant(symbol)) result.functions.push(name);
    else if (symbol.flags & ts.SymbolFlags.TypeAlias) result['type-aliases'].push(name);
    else if (symbol.flags & ts.SymbolFlags.Variable) result.variables.push(name);
  }
  return result;
}

/** `export const f = (…) => …`: TypeDoc, then and now, documents it as a function. */
const isFunctionConstant = (symbol: ts.Symbol): boolean =>
  (symbol.declarations ?? []).some(
    (declaration) =>
      ts.isVariableDeclaration(declaration) &&
      declaration.initializer !== undefined &&
      (ts.isArrowFunction(declaration.initializer) || ts.isFunctionExpression(declaration.initializer)),
  );

const redirectTargetOf = (urlPath: string): string | undefined => {
  const file = path.join(defaultBuildDir, urlPath, 'index.html');
  if (!existsSync(file)) return undefined;
  const content = load(readFileSync(file, 'utf8'))('meta[http-equiv="refresh"]').attr('content');
  return /url=(.+)$/.exec(content ?? '')?.[1];
};

describe('redirects of the previous site', () => {
  const exported = exportsByFolder();
  const apiIndex = load(readFileSync(path.join(defaultBuildDir, 'docs/api/index.html'), 'utf8'));

  it('reads a real entry point', () => {
    expect(exported.functions).toContain('useCameraDevice');
    expect(exported['type-aliases']).toContain('CodeType');
    expect(exported.variables).toContain('VisionCameraProxy');
    expect(exported.classes).toContain('Camera');
  });

  for (const folder of ['functions', 'type-aliases', 'variables'] as const) {
    it(`/docs/api/${folder}/NAME and its lower-case form lead to #name on the API index, for every exported name`, () => {
      const problems: string[] = [];
      for (const name of exported[folder]) {
        const anchor = name.toLowerCase();
        if (apiIndex(`[id="${anchor}"]`).length !== 1) problems.push(`${name}: no #${anchor} on /docs/api/`);
        for (const from of [`/docs/api/${folder}/${name}`, `/docs/api/${folder}/${anchor}`]) {
          const target = redirectTargetOf(from);
          if (target !== `/docs/api/#${anchor}`) problems.push(`${from} → ${target ?? 'no redirect page'}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it('every class and interface page answers at its lower-case path', () => {
    const problems: string[] = [];
    for (const folder of ['classes', 'interfaces'] as const) {
      for (const name of exported[folder]) {
        const target = redirectTargetOf(`/docs/api/${folder}/${name.toLowerCase()}`);
        if (target !== `/docs/api/${folder}/${name}`) problems.push(`${folder}/${name.toLowerCase()} → ${target ?? 'no redirect page'}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('keeps redirect pages out of the sitemap, the search records and llms.txt', () => {
    const isRedirectPath = (urlPath: string) =>
      /^\/docs\/api\/(functions|type-aliases|variables)\//.test(urlPath) || /^\/docs\/api\/(classes|interfaces)\/[a-z]+$/.test(urlPath);
    expect(sitemapPaths(defaultBuildDir).filter(isRedirectPath)).toEqual([]);
    const records = JSON.parse(readFileSync(path.join(defaultBuildDir, 'search-records.json'), 'utf8')) as {url: string}[];
    expect(records.map(({url}) => new URL(url).pathname).filter(isRedirectPath)).toEqual([]);
    expect(readFileSync(path.join(defaultBuildDir, 'llms.txt'), 'utf8')).not.toMatch(/\/docs\/api\/(functions|type-aliases|variables)\//);
  });
});

describe('member anchors (the rule old and new links rely on)', () => {
  const exported = exportsByFolder();
  for (const folder of ['classes', 'interfaces'] as const) {
    it(`every member of every ${folder === 'classes' ? 'class' : 'interface'} has its lower-case name as an id on its page`, () => {
      const problems: string[] = [];
      let checked = 0;
      for (const name of exported[folder]) {
        const page = load(readFileSync(path.join(defaultBuildDir, 'docs/api', folder, name, 'index.html'), 'utf8'));
        for (const member of documentedMembers(name)) {
          checked += 1;
          const anchor = member.toLowerCase();
          if (page(`h3[id="${anchor}"]`).length !== 1) problems.push(`${folder}/${name}: no h3 #${anchor} for ${member}`);
          if (page(`[id="${anchor}-1"]`).length > 0) problems.push(`${folder}/${name}: a second #${anchor}-1`);
        }
      }
      expect(problems).toEqual([]);
      expect(checked).toBeGreaterThan(folder === 'classes' ? 15 : 100);
    });
  }
});
