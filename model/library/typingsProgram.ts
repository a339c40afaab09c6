/**
 * Compiler options for reading a package's typings as declarations (no emit, no
 * checking of the package's own dependencies): the 4.7.3 reference's members
 * (model/platform-facts/members.ts) and the 5.x names of the map
 * (plugins/v5-map/check.ts) are read the same way.
 */
import ts from 'typescript';

export const typingsCompilerOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
};
