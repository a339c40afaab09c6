/**
 * Which library symbol each name of a guide's code stands for, resolved by the
 * TypeScript compiler in the snippet program (model/examples/snippets.ts). One
 * resolver for the code links (plugins/code-links/resolve.ts; ARCHITECTURE.md,
 * "Code links") and for the members a screen example uses
 * (scripts/examples/needs.ts; "Examples declare what they need"): the two
 * differ only in the options below.
 *
 * A local that shadows a library name resolves to the local and is not the
 * library's; an import resolves through its alias to what it imports.
 */
import ts from 'typescript';
import {isLibraryFile} from '../../config/library';

export function isLibraryDeclaration(declaration: ts.Declaration): boolean {
  return isLibraryFile(declaration.getSourceFile().fileName);
}

/** The symbol a node names, through an import's alias to what it imports. */
export function symbolAt(checker: ts.TypeChecker, node: ts.Node): ts.Symbol | undefined {
  const symbol = checker.getSymbolAtLocation(node);
  return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** Where the callers read a name differently. */
export interface NameOptions {
  /**
   * `{zoom}` where the library's props are expected: the prop it fills ('property': the example
   * uses the prop), or nothing ('value': the reader reads the value it names, not the prop).
   */
  shorthand: 'property' | 'value';
}

/** A name that stands for a library symbol at its spot. */
export interface LibraryName {
  name: ts.Identifier;
  /** The library's symbol (for a prop of `<Camera>`, the property of the mapped props type). */
  symbol: ts.Symbol;
  /** Its first declaration in the library. */
  declaration: ts.Declaration;
  /** The type it is read from: the props or object type expected at a key, the expression before `.name`. */
  ownerType?: ts.Type;
}

function librarySymbolAt(checker: ts.TypeChecker, name: ts.Identifier, options: NameOptions): Omit<LibraryName, 'name'> | undefined {
  const parent = name.parent;
  if (ts.isShorthandPropertyAssignment(parent) && options.shorthand === 'value') return undefined;
  let symbol: ts.Symbol | undefined;
  let ownerType: ts.Type | undefined;
  if ((ts.isJsxAttribute(parent) || ts.isPropertyAssignment(parent) || ts.isShorthandPropertyAssignment(parent)) && parent.name === name) {
    // `<Camera zoom={…}>`, `{zoom: value}`: the name's own symbol is the literal's; the prop is a property of the
    // expected type, without `undefined` when it fills an optional parameter (`takePhoto({flash})`).
    const expected = checker.getContextualType(parent.parent as ts.Expression);
    if (expected) {
      ownerType = checker.getNonNullableType(expected);
      symbol = checker.getPropertyOfType(checker.getApparentType(ownerType), name.text);
    }
    symbol ??= symbolAt(checker, name);
  } else {
    symbol = symbolAt(checker, name);
    if (ts.isPropertyAccessExpression(parent) && parent.name === name)
      ownerType = checker.getNonNullableType(checker.getTypeAtLocation(parent.expression));
  }
  if (symbol === undefined) return undefined;
  // A prop of `<Camera>` is a property of a mapped type (Readonly<CameraProps>): its root is CameraProps' own.
  for (const root of [symbol, ...checker.getRootSymbols(symbol)]) {
    const declaration = root.declarations?.find(isLibraryDeclaration);
    if (declaration !== undefined) return {symbol: root, declaration, ownerType};
  }
  return undefined;
}

/** Every name under `node` that stands for a library symbol, in source order. */
export function libraryNamesIn(checker: ts.TypeChecker, node: ts.Node, options: NameOptions): LibraryName[] {
  const names: LibraryName[] = [];
  const visit = (child: ts.Node): void => {
    if (ts.isIdentifier(child)) {
      const found = librarySymbolAt(checker, child, options);
      if (found !== undefined) names.push({name: child, ...found});
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return names;
}

/**
 * A library symbol's key by the type that declares it (`CameraProps.zoom`, `Camera.takePhoto`,
 * `TemporaryFile.path` for `photo.path`), or its export name (`useCameraDevice`); the platform
 * facts are keyed so. undefined for what is neither (a parameter, the package itself).
 */
export function declaringKey(symbol: ts.Symbol): string | undefined {
  for (const declaration of symbol.declarations ?? []) {
    if (!isLibraryDeclaration(declaration) || ts.isSourceFile(declaration)) continue;
    const owner = declaration.parent;
    if ((ts.isInterfaceDeclaration(owner) || ts.isClassDeclaration(owner)) && owner.name) return `${owner.name.text}.${symbol.name}`;
    if (ts.isSourceFile(owner) || ts.isVariableDeclarationList(owner) || ts.isVariableDeclaration(declaration)) return symbol.name;
    if (ts.isFunctionDeclaration(declaration) || ts.isTypeAliasDeclaration(declaration)) return symbol.name;
  }
  return undefined;
}
