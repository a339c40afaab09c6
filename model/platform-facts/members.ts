/**
 * The members of VisionCamera's public API, read from the typings the library
 * ships (node_modules/react-native-vision-camera/src/index.ts) with the
 * TypeScript compiler API, in the page set of the API reference: every
 * property, accessor and method of each exported class and interface (own and
 * inherited from the library's own types), and every other export (hooks,
 * functions, constants, type aliases), which lives on the index page.
 * Never read from the generated pages, so a member the reference drops is
 * still missing from its facts' point of view.
 */
import path from 'node:path';
import ts from 'typescript';
import {libraryDir} from '../../config/library';
import {typingsCompilerOptions} from '../library/typingsProgram';

// `__dirname`, not `import.meta`: Playwright loads the end-to-end tests that import this as CommonJS.
const siteDir = path.resolve(__dirname, '../..');
export {libraryDir};
const librarySrc = path.join(libraryDir, 'src') + path.sep;

type MemberKind = 'property' | 'method' | 'accessor' | 'function' | 'hook' | 'constant' | 'type';

export interface ApiMember {
  /** `CameraProps.fps`, `Camera.takePhoto`, `useCameraDevice`. */
  key: string;
  /** `interfaces/CameraProps`, `classes/Camera` or `index`: the page it is on. */
  page: string;
  /** The heading id on that page (the name in lower case). */
  anchor: string;
  /** The owning class or interface, or undefined for an index entry. */
  owner: string | undefined;
  name: string;
  kind: MemberKind;
  /** The `@platform` tag of its doc comment, when it has one (`iOS`, `iOS 12.0+`). */
  platformTag: string | undefined;
  /** The library source file that declares it, relative to the package (`src/types/Frame.ts`). */
  declaredIn: string;
}

/** The site path of an API entry: `/docs/api/classes/Camera#takephoto`, `/docs/api/#usecameradevice`, or a page without an anchor. */
export function apiEntryPath(page: string, anchor?: string): string {
  const pagePath = page === 'index' ? '/docs/api/' : `/docs/api/${page}`;
  return anchor === undefined ? pagePath : `${pagePath}#${anchor}`;
}

function isLibraryDeclaration(declaration: ts.Declaration): boolean {
  return path.normalize(declaration.getSourceFile().fileName).startsWith(librarySrc);
}

function hidden(declaration: ts.Declaration): boolean {
  const flags = ts.getCombinedModifierFlags(declaration);
  if (flags & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) return true;
  if (ts.isPropertyDeclaration(declaration) || ts.isMethodDeclaration(declaration) || ts.isGetAccessor(declaration)) {
    if (ts.isPrivateIdentifier(declaration.name)) return true;
  }
  return ts.getJSDocTags(declaration).some((tag) => tag.tagName.text === 'internal');
}

function platformTagOf(declaration: ts.Declaration): string | undefined {
  const tag = ts.getJSDocTags(declaration).find((candidate) => candidate.tagName.text === 'platform');
  if (tag === undefined) return undefined;
  const comment = typeof tag.comment === 'string' ? tag.comment : ts.getTextOfJSDocComment(tag.comment);
  return comment?.trim();
}

function relativeToLibrary(declaration: ts.Declaration): string {
  return path.relative(libraryDir, declaration.getSourceFile().fileName).split(path.sep).join('/');
}

function memberKind(declaration: ts.Declaration): MemberKind {
  if (ts.isMethodDeclaration(declaration) || ts.isMethodSignature(declaration)) return 'method';
  if (ts.isGetAccessor(declaration) || ts.isSetAccessor(declaration)) return 'accessor';
  return 'property';
}

function indexKind(name: string, declaration: ts.Declaration): MemberKind {
  if (ts.isTypeAliasDeclaration(declaration)) return 'type';
  if (ts.isFunctionDeclaration(declaration)) return /^use[A-Z]/.test(name) ? 'hook' : 'function';
  return 'constant';
}

/** A key's symbol and the library declaration that documents it, for what reads its signature and doc comment. */
export interface ApiDeclaration {
  symbol: ts.Symbol;
  declaration: ts.Declaration;
}

interface ReadApi {
  members: ApiMember[];
  checker: ts.TypeChecker;
  /** Member keys (`Camera.takePhoto`, `useCameraDevice`) and page names (`Camera`, `CameraProps`). */
  declarations: Map<string, ApiDeclaration>;
}

let cached: ReadApi | undefined;

/** Every member of the public API, sorted by key. Parsed once per process. */
export function apiMembers(): ApiMember[] {
  return readApi().members;
}

/** The compiler's view of every member and every class and interface page, from the same program as `apiMembers`. */
export function apiDeclarations(): {checker: ts.TypeChecker; declarations: Map<string, ApiDeclaration>} {
  const {checker, declarations} = readApi();
  return {checker, declarations};
}

function readApi(): ReadApi {
  if (cached) return cached;
  const program = ts.createProgram([path.join(libraryDir, 'src', 'index.ts')], {
    ...typingsCompilerOptions,
    // The peers' typings (typedoc/shims), as TypeDoc reads them: inherited members resolve the same way.
    paths: {
      'react-native': [path.join(siteDir, 'typedoc/shims/react-native.d.ts')],
      'react-native-worklets-core': [path.join(siteDir, 'typedoc/shims/react-native-worklets-core.d.ts')],
      'react-native-reanimated': [path.join(siteDir, 'typedoc/shims/react-native-reanimated.d.ts')],
      '@shopify/react-native-skia': [path.join(siteDir, 'typedoc/shims/react-native-skia.d.ts')],
      '@expo/config-plugins': [path.join(siteDir, 'typedoc/shims/expo-config-plugins.d.ts')],
    },
  });
  const checker = program.getTypeChecker();
  const entry = program.getSourceFile(path.join(libraryDir, 'src', 'index.ts'));
  const moduleSymbol = entry && checker.getSymbolAtLocation(entry);
  if (!moduleSymbol) throw new Error(`platform-facts: cannot read ${path.join(libraryDir, 'src', 'index.ts')}`);
  const members: ApiMember[] = [];
  const declarations = new Map<string, ApiDeclaration>();
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const declaration = symbol.declarations?.find(isLibraryDeclaration);
    if (!declaration || hidden(declaration)) continue;
    const name = exported.getName();
    const isClass = ts.isClassDeclaration(declaration);
    if (isClass || ts.isInterfaceDeclaration(declaration)) {
      const page = `${isClass ? 'classes' : 'interfaces'}/${name}`;
      declarations.set(name, {symbol, declaration});
      const instanceType = checker.getDeclaredTypeOfSymbol(symbol);
      const groups = [checker.getPropertiesOfType(instanceType)];
      // Static members sit on the class's constructor type.
      if (isClass)
        groups.push(
          checker
            .getPropertiesOfType(checker.getTypeOfSymbolAtLocation(symbol, declaration))
            .filter((property) => property.getName() !== 'prototype'),
        );
      for (const property of groups.flat()) {
        const memberDeclaration = property.declarations?.find(isLibraryDeclaration);
        if (!memberDeclaration || hidden(memberDeclaration)) continue;
        if (ts.isConstructorDeclaration(memberDeclaration)) continue;
        const memberName = property.getName();
        if (!declarations.has(`${name}.${memberName}`))
          declarations.set(`${name}.${memberName}`, {symbol: property, declaration: memberDeclaration});
        members.push({
          key: `${name}.${memberName}`,
          page,
          anchor: memberName.toLowerCase(),
          owner: name,
          name: memberName,
          kind: memberKind(memberDeclaration),
          platformTag: platformTagOf(memberDeclaration),
          declaredIn: relativeToLibrary(memberDeclaration),
        });
      }
      continue;
    }
    if (!declarations.has(name)) declarations.set(name, {symbol, declaration});
    members.push({
      key: name,
      page: 'index',
      anchor: name.toLowerCase(),
      owner: undefined,
      name,
      kind: indexKind(name, declaration),
      platformTag: platformTagOf(declaration),
      declaredIn: relativeToLibrary(declaration),
    });
  }
  // Overloads and a class's instance/static views can name a member twice.
  const unique = new Map(members.map((member) => [member.key, member]));
  cached = {members: [...unique.values()].sort((a, b) => a.key.localeCompare(b.key)), checker, declarations};
  return cached;
}
