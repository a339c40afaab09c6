/**
 * No secret reaches the repository or the built site. The hosted-search test
 * build runs with a fake admin key in its environment
 * (`npm run build:test:hosted`): it must not appear anywhere in the output.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {defaultBuildDir, listFiles} from '../../model/builtSite';

const repoRoot = path.resolve(__dirname, '../..');
const hostedBuildDir = path.join(repoRoot, 'build-hosted');
/** The fake admin key package.json gives the hosted test build. */
const fakeAdminKey = /ALGOLIA_ADMIN_API_KEY=(\w+)/.exec(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'))?.[1];

/** Shapes of credentials: Algolia keys (32 hex), admin-key assignments, private keys, GitHub and Google tokens. */
const secretShapes: Array<[string, RegExp]> = [
  // Not a content hash in a bundled file's name (assets/images/name-<32 hex>.svg, from Docusaurus's file loader).
  ['32-character hex key (Algolia key shape)', /(?<![0-9a-f])[0-9a-f]{32}(?![0-9a-f]|\.(?:svg|png|jpe?g|gif|webp|avif|ico|woff2?|ttf)\b)/i],
  ['admin key assignment', /admin[_-]?(api[_-]?)?key["']?\s*[:=]\s*["'][^"']{8,}/i],
  ['private key block', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['GitHub token', /\bgh[pousr]_[A-Za-z0-9]{30,}/],
  ['Google API key', /\bAIza[0-9A-Za-z_-]{35}\b/],
];

const textFilesByDir = new Map<string, Array<{name: string; text: string}>>();

/** The text files of a build with their contents, read once per build. */
function textFiles(dir: string): Array<{name: string; text: string}> {
  let files = textFilesByDir.get(dir);
  if (files === undefined) {
    files = listFiles(dir)
      .filter((file) => /\.(html|js|css|json|xml|txt|md|webmanifest|svg)$/.test(file) || file === '_headers')
      .map((file) => ({name: file, text: readFileSync(path.join(dir, file), 'utf8')}));
    textFilesByDir.set(dir, files);
  }
  return files;
}

function findSecrets(files: Array<{name: string; text: string}>): string[] {
  const found: string[] = [];
  for (const {name, text} of files) {
    for (const [label, shape] of secretShapes) {
      const match = shape.exec(text);
      if (match) found.push(`${name}: ${label}: ${match[0].slice(0, 40)}`);
    }
  }
  return found;
}

describe('secrets', () => {
  it('the hosted test build was given a fake admin key to leak', () => {
    expect(fakeAdminKey).toMatch(/^[0-9a-f]{32}$/);
    expect(existsSync(path.join(hostedBuildDir, 'index.html'))).toBe(true);
  });

  it.each([
    ['build', defaultBuildDir],
    ['build-hosted', hostedBuildDir],
  ])('%s holds no admin key and nothing shaped like a credential', (_name, dir) => {
    const files = textFiles(dir);
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter(({text}) => fakeAdminKey !== undefined && text.includes(fakeAdminKey)).map(({name}) => name)).toEqual([]);
    expect(findSecrets(files)).toEqual([]);
  });

  it('the repository holds nothing shaped like a credential (the fake key in package.json aside)', () => {
    const tracked = execFileSync('git', ['ls-files'], {cwd: repoRoot, encoding: 'utf8'})
      .split('\n')
      .filter((file) => file !== '' && file !== 'package-lock.json' && !/\.(png|ico|jpg|woff2?)$/.test(file))
      .filter((file) => existsSync(path.join(repoRoot, file)));
    const files = tracked.map((file) => ({name: file, text: readFileSync(path.join(repoRoot, file), 'utf8')}));
    const found = findSecrets(files).filter((entry) => !(entry.startsWith('package.json:') && fakeAdminKey && entry.includes(fakeAdminKey)));
    expect(found).toEqual([]);
  });

  it('analytics ids come only from the environment: the built site holds only the test id', () => {
    const ids = new Set<string>();
    for (const {text} of textFiles(defaultBuildDir)) {
      for (const match of text.matchAll(/\bG-[A-Z0-9]{6,}\b/g)) ids.add(match[0]);
    }
    expect([...ids]).toEqual(['G-E2ETEST00']);
  });
});
