/**
 * Holds the map to the sources on both sides: every 4.7.3 entry of the API
 * reference has exactly one entry, every 5.x name it cites exists in the pinned
 * 5.x typings as the kind the map says (resolved with the TypeScript compiler),
 * and every package it names is installed at its pinned version.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {typingsCompilerOptions} from '../../model/library/typingsProgram';
import {v5Packages} from '../../config/v5';
import {fates, refText, type Fate, type MapArea, type V5Package, type V5Ref} from './model';

export interface CheckInput {
  areas: readonly MapArea[];
  /** Every 4.7.3 key the map must cover: the members of the platform facts and the class and interface pages. */
  keys: readonly string[];
  /** Looks up a 5.x name; `v5Typings()` in production, a fake in tests. */
  resolve: (ref: V5Ref) => 'ok' | 'missing' | 'wrong-kind';
  /** The installed version of a package by its folder under node_modules, or undefined when it is not installed. */
  installedVersion: (folder: string) => string | undefined;
  /** The site's own devDependencies, which must pin each package exactly. */
  declared: Readonly<Record<string, string>>;
}

const kindWord = {value: 'a value', type: 'a type', member: 'a member'} as const;

/** Every problem, each naming the entry or package; empty when the map holds. */
export function checkMap({areas, keys, resolve, installedVersion, declared}: CheckInput): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  const wanted = new Set(keys);
  for (const area of areas) {
    for (const [key, entry] of Object.entries(area.entries)) {
      const where = `${key} (${area.id})`;
      if (seen.has(key)) problems.push(`${where}: also mapped in ${seen.get(key)}`);
      seen.set(key, area.id);
      if (!wanted.has(key)) problems.push(`${where}: not an entry of the 4.7.3 reference`);
      if (!fates.includes(entry.fate)) problems.push(`${where}: unknown fate "${String(entry.fate)}"`);
      if (entry.how.trim() === '') problems.push(`${where}: says nothing about what to do in 5.x`);
      if (/\]\(|https?:/.test(entry.how)) problems.push(`${where}: links belong to the guide's tables, not to "how"`);
      problems.push(...fateProblems(key, entry.fate, entry.v5).map((problem) => `${where}: ${problem}`));
      for (const ref of entry.v5) {
        const found = resolve(ref);
        if (found === 'missing') problems.push(`${where}: ${refText(ref)} does not exist in ${packageText(ref.package)}`);
        if (found === 'wrong-kind') problems.push(`${where}: ${refText(ref)} is not ${kindWord[ref.kind]} in ${packageText(ref.package)}`);
      }
    }
  }
  for (const key of keys) if (!seen.has(key)) problems.push(`${key}: missing from the map`);
  for (const [id, pkg] of Object.entries(v5Packages)) {
    const installed = installedVersion(pkg.installedAs);
    if (installed !== pkg.version)
      problems.push(`${pkg.name}: the map cites ${pkg.version}, node_modules/${pkg.installedAs} has ${installed ?? 'nothing'}`);
    const expected = pkg.installedAs === pkg.name ? pkg.version : `npm:${pkg.name}@${pkg.version}`;
    if (declared[pkg.installedAs] !== expected)
      problems.push(
        `${pkg.name} (${id}): package.json must declare "${pkg.installedAs}": "${expected}", it has ${JSON.stringify(declared[pkg.installedAs])}`,
      );
  }
  return problems;
}

function packageText(pkg: V5Package): string {
  return `${v5Packages[pkg].name}@${v5Packages[pkg].version}`;
}

function fateProblems(key: string, fate: Fate, refs: readonly V5Ref[]): string[] {
  const name = key.split('.').at(-1)!;
  const owner = key.includes('.') ? key.split('.')[0] : undefined;
  const sameName = (ref: V5Ref) => ref.name === name && (ref.kind === 'member') === (owner !== undefined);
  switch (fate) {
    case 'removed':
      return refs.length === 0 ? [] : ['a removed entry cites no 5.x name'];
    case 'unchanged':
      return refs.length === 1 && refs[0].package === 'core' && sameName(refs[0])
        ? []
        : ['an unchanged entry cites exactly its own name in the core package'];
    case 'renamed':
      return refs.length >= 1 && refs.every((ref) => ref.package === 'core') && !refs.some(sameName)
        ? []
        : ['a renamed entry cites its new name in the core package'];
    case 'moved':
      return refs.length >= 1 && refs.some((ref) => ref.package !== 'core') ? [] : ['a moved entry cites a name in another package'];
    case 'replaced':
      return refs.length >= 1 ? [] : ['a replaced entry cites what replaces it'];
  }
}

/** The compiler's view of the pinned 5.x typings, one program for all packages. */
export function v5Typings(nodeModules: string): (ref: V5Ref) => 'ok' | 'missing' | 'wrong-kind' {
  const entryOf = (pkg: V5Package) => {
    const folder = path.join(nodeModules, v5Packages[pkg].installedAs);
    const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as {types?: string};
    return path.join(folder, manifest.types ?? 'lib/index.d.ts');
  };
  const packages = Object.keys(v5Packages) as V5Package[];
  const entries = new Map(packages.map((pkg) => [pkg, entryOf(pkg)]));
  const program = ts.createProgram(
    [...entries.values()].filter((file) => existsSync(file)),
    {
      ...typingsCompilerOptions,
      // The companion packages import `react-native-vision-camera`: that is 5.2.3 here, never the 4.7.3 of the reference.
      paths: {'react-native-vision-camera': [entries.get('core')!]},
    },
  );
  const checker = program.getTypeChecker();
  const exportsOf = new Map<V5Package, Map<string, ts.Symbol>>();
  for (const [pkg, file] of entries) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    const symbols = new Map<string, ts.Symbol>();
    for (const exported of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
      symbols.set(exported.getName(), exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported);
    }
    exportsOf.set(pkg, symbols);
  }
  return (ref) => {
    const owner = exportsOf.get(ref.package)?.get(ref.kind === 'member' ? ref.owner : ref.name);
    if (!owner) return 'missing';
    if (ref.kind === 'value') return owner.flags & ts.SymbolFlags.Value ? 'ok' : 'wrong-kind';
    if (ref.kind === 'type') return owner.flags & ts.SymbolFlags.Type ? 'ok' : 'wrong-kind';
    if (!(owner.flags & ts.SymbolFlags.Type)) return 'wrong-kind';
    return checker.getPropertyOfType(checker.getDeclaredTypeOfSymbol(owner), ref.name) ? 'ok' : 'missing';
  };
}

/** The installed version of a package folder under `nodeModules`. */
export function installedVersionIn(nodeModules: string): (folder: string) => string | undefined {
  return (folder) => {
    const manifest = path.join(nodeModules, folder, 'package.json');
    return existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as {version?: string}).version : undefined;
  };
}
