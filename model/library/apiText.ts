/**
 * How a library symbol reads as text: its signature as the TypeScript compiler
 * prints it, and its doc comment's first paragraph or sentence as plain text.
 * Shared by the code links' popups (plugins/code-links) and the agents' API
 * data (plugins/agent-data), so an assistant and a reader see the same words.
 * Build side only: it takes the compiler's checker.
 */
import ts from 'typescript';

const formatFlags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

/** The first paragraph of a doc comment as plain text: no inline tags' braces, no Markdown marks, one line. */
export function firstParagraph(text: string): string {
  // A blank line or a list always ends a paragraph.
  return (
    (text.trim().split(/\n\s*\n|\n\s*(?:[-*+]|\d+\.)\s/)[0] ?? '')
      .replace(/\{@link(?:code|plain)?\s+([^}|\s]+)(?:[\s|]+([^}]*))?\}/g, (_, target: string, label?: string) => label?.trim() || target)
      // Markdown of the comment, as text: headings' marks, emphasis, code spans, links.
      .replace(/^\s*#+\s*/gm, '')
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      .replace(/(\*\*|__|`)/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The doc comment's first sentence as plain text, at most `maxLength` characters. */
export function firstSentence(text: string, maxLength = 220): string {
  const plain = firstParagraph(text);
  const match = /^(.+?[.!?])(?=\s+[A-Z`*[(]|$)/.exec(plain);
  const sentence = match ? match[1] : plain;
  return sentence.length > maxLength ? `${sentence.slice(0, maxLength - 1).trimEnd()}…` : sentence;
}

/** The doc comment of a symbol as the compiler reads it (inline tags as written). */
export function docCommentOf(checker: ts.TypeChecker, symbol: ts.Symbol): string {
  return ts.displayPartsToString(symbol.getDocumentationComment(checker));
}

/** One line, at most `maxLength` characters (no limit when undefined). */
function clip(text: string, maxLength: number | undefined): string {
  // An optional parameter says `| undefined` already (`filter?: DeviceFilter`); the checker sometimes spells it out.
  const oneLine = text.replace(/\s+/g, ' ').replace(/(\w\?: [^()?]*?) \| undefined(?=[,)])/g, (whole: string, optional: string) =>
    // Only when the match is that one parameter's type, not the next parameter's too.
    /, \w+: /.test(optional) ? whole : optional,
  );
  return maxLength !== undefined && oneLine.length > maxLength ? `${oneLine.slice(0, maxLength - 1).trimEnd()}…` : oneLine;
}

/** The call this name is the callee of (`useX(…)`, `camera.takePhoto(…)`), if any. */
function callOf(name: ts.Identifier): ts.CallLikeExpression | undefined {
  let callee: ts.Node = name;
  if (ts.isPropertyAccessExpression(name.parent) && name.parent.name === name) callee = name.parent;
  const parent = callee.parent;
  if ((ts.isCallExpression(parent) || ts.isNewExpression(parent)) && parent.expression === callee) return parent;
  return undefined;
}

export interface SignatureOptions {
  /** The name as written in code: a call there shows the overload it picks, a name its type at that spot. */
  at?: ts.Identifier;
  /** Longer signatures end in `…`; none when undefined. */
  maxLength?: number;
}

/**
 * The signature shown for a symbol under `label` (`Camera.takePhoto`): as the
 * compiler sees it at a name in code (`at`), or as declared.
 */
export function signatureOf(
  checker: ts.TypeChecker,
  symbol: ts.Symbol,
  declaration: ts.Declaration,
  label: string,
  {at, maxLength}: SignatureOptions = {},
): string {
  const call = at ? callOf(at) : undefined;
  const resolved = call ? checker.getResolvedSignature(call) : undefined;
  if (resolved) {
    // The overload the call picked; a generic one as instantiated there (`runAtTargetFps(…): string | undefined`),
    // any other as declared (the call's own view adds `| undefined` to optional parameters and optional calls).
    const chosen = resolved.declaration;
    const shown =
      chosen && !ts.isJSDocSignature(chosen) && (chosen.typeParameters?.length ?? 0) === 0
        ? (checker.getSignatureFromDeclaration(chosen) ?? resolved)
        : resolved;
    return clip(`${label}${checker.signatureToString(shown, shown === resolved ? undefined : chosen, formatFlags)}`, maxLength);
  }
  if (ts.isClassDeclaration(declaration)) return `class ${symbol.getName()}`;
  if (ts.isInterfaceDeclaration(declaration)) return `interface ${symbol.getName()}`;
  if (ts.isTypeAliasDeclaration(declaration)) {
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    return clip(
      `type ${symbol.getName()} = ${checker.typeToString(type, declaration, formatFlags | ts.TypeFormatFlags.InTypeAlias)}`,
      maxLength,
    );
  }
  const type = at ? checker.getTypeOfSymbolAtLocation(symbol, at) : checker.getTypeOfSymbol(symbol);
  const signatures = checker.getSignaturesOfType(type, ts.SignatureKind.Call);
  const isFunctionLike = ts.isFunctionDeclaration(declaration) || ts.isMethodDeclaration(declaration) || ts.isMethodSignature(declaration);
  if (signatures.length > 0 && isFunctionLike) {
    const more = signatures.length > 1 ? ` (+${signatures.length - 1} overload${signatures.length > 2 ? 's' : ''})` : '';
    return clip(`${label}${checker.signatureToString(signatures[0], declaration, formatFlags)}${more}`, maxLength);
  }
  const optional = symbol.flags & ts.SymbolFlags.Optional ? '?' : '';
  const shown = optional ? checker.getNonNullableType(checker.getTypeOfSymbol(symbol)) : checker.getTypeOfSymbol(symbol);
  const keyword = ts.isVariableDeclaration(declaration) ? 'const ' : '';
  return clip(`${keyword}${label}${optional}: ${checker.typeToString(shown, declaration, formatFlags)}`, maxLength);
}
