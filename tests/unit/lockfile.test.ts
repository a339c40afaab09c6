import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';

// `npm ci` refuses a lockfile whose recorded version no longer satisfies a
// dependency's spec. A spec that is a dist-tag ("latest") changes meaning
// whenever the package publishes, so the same lockfile breaks a clean install
// weeks later. Every such spec must be fixed by an entry in `overrides`.

type LockEntry = {
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
};

const root = new URL('../../', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  overrides?: Record<string, unknown>;
};
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as {
  packages: Record<string, LockEntry>;
};

/** A spec naming a dist-tag rather than a version, range, URL or alias. */
function isDistTag(spec: string): boolean {
  return /^[a-z][a-z0-9._-]*$/i.test(spec) && !/^(npm|file|git|link|workspace|https?):/.test(spec);
}

describe('package-lock.json', () => {
  it('pins every dependency that a package asks for by dist-tag', () => {
    const unpinned: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      const specs = {...entry.dependencies, ...entry.optionalDependencies};
      for (const [name, spec] of Object.entries(specs)) {
        if (isDistTag(spec) && typeof pkg.overrides?.[name] !== 'string') {
          unpinned.push(`${path || '(root)'} → ${name}@${spec}`);
        }
      }
    }
    expect(unpinned).toEqual([]);
  });

  it('records exactly the version that each string override pins', () => {
    const mismatched: string[] = [];
    for (const [name, version] of Object.entries(pkg.overrides ?? {})) {
      if (typeof version !== 'string' || !/^\d+\.\d+\.\d+$/.test(version)) continue;
      for (const [path, entry] of Object.entries(lock.packages)) {
        if (path.endsWith(`node_modules/${name}`) && entry.version !== version) {
          mismatched.push(`${path}: ${entry.version} (override ${version})`);
        }
      }
    }
    expect(mismatched).toEqual([]);
  });
});
