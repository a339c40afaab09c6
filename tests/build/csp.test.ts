/**
 * The Content-Security-Policy reaches visitors of hosts that ignore `_headers`
 * (GitHub Pages): every HTML page of both test builds carries exactly one
 * policy `<meta>`, before anything it governs, that allows each inline script
 * of that page by hash, and says what the `_headers` policy says, less the
 * directives a meta policy cannot carry.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {defaultBuildDir, listFiles} from '../../model/builtSite';

const hostedBuildDir = path.resolve(__dirname, '../../build-hosted');

/** Source expression of an inline script as browsers hash it. */
const sha256Source = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const directivesOf = (policy: string): Map<string, string[]> =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0] !== '')
      .map(([name, ...sources]) => [name!, sources]),
  );

/** The Content-Security-Policy line of `_headers` for every path. */
function headerPolicy(buildDir: string): string {
  const match = /^\/\*\n(?:\s+.*\n)*?\s+Content-Security-Policy:\s*(.+)$/m.exec(readFileSync(path.join(buildDir, '_headers'), 'utf8'));
  if (match === null) throw new Error(`${buildDir}/_headers has no Content-Security-Policy for /*`);
  return match[1]!.trim();
}

interface PagePolicy {
  file: string;
  policies: string[];
  /** Position of the first policy meta among the elements of the document, and of the first script, style or stylesheet. */
  policyPosition: number;
  firstGovernedPosition: number;
  inHead: boolean;
  inlineScripts: string[];
}

function pagePolicies(buildDir: string): PagePolicy[] {
  return listFiles(buildDir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const $ = load(readFileSync(path.join(buildDir, file), 'utf8'));
      const elements = $('*').toArray();
      const isPolicy = (element: (typeof elements)[number]) =>
        $(element).is('meta') && $(element).attr('http-equiv')?.toLowerCase() === 'content-security-policy';
      const policyElements = elements.filter(isPolicy);
      const governed = elements.findIndex((element) => $(element).is('script, style, link'));
      const inlineScripts = $('script:not([src])')
        .toArray()
        .filter((element) => /^(|text\/javascript|application\/javascript|module)$/.test($(element).attr('type') ?? ''))
        .map((element) => $(element).html() ?? '');
      return {
        file,
        policies: policyElements.map((element) => $(element).attr('content') ?? ''),
        policyPosition: policyElements.length > 0 ? elements.indexOf(policyElements[0]!) : -1,
        firstGovernedPosition: governed < 0 ? Infinity : governed,
        inHead: policyElements.every((element) => $(element).parent().is('head')),
        inlineScripts,
      };
    });
}

describe.each([
  ['build', defaultBuildDir],
  ['build-hosted', hostedBuildDir],
])('the policy in every page of %s/', (name, buildDir) => {
  it(`${name}/ exists`, () => {
    expect(existsSync(path.join(buildDir, 'index.html')), `run npm run build:test${name === 'build' ? '' : ':hosted'}`).toBe(true);
  });
  if (!existsSync(path.join(buildDir, 'index.html'))) return;

  const pages = pagePolicies(buildDir);
  const header = headerPolicy(buildDir);

  it('covers every kind of page: guides, API, search, 404 and the redirect pages', () => {
    const files = pages.map(({file}) => file);
    expect(files.length).toBeGreaterThan(100);
    for (const file of ['index.html', '404.html', 'search/index.html', 'docs/guides/index.html', 'docs/api/index.html']) expect(files).toContain(file);
    // plugins/url-redirects writes `/docs` and the old API paths.
    expect(readFileSync(path.join(buildDir, 'docs/index.html'), 'utf8')).toContain('id="redirect-target"');
    expect(pages.filter(({file}) => readFileSync(path.join(buildDir, file), 'utf8').includes('id="redirect-target"')).length).toBeGreaterThan(50);
  });

  it('gives each page exactly one policy meta, in <head>, before any script, style or stylesheet', () => {
    const wrong = pages.filter(
      ({policies, inHead, policyPosition, firstGovernedPosition}) => policies.length !== 1 || !inHead || policyPosition > firstGovernedPosition,
    );
    expect(wrong.map(({file, policies}) => `${file}: ${policies.length} policy metas`)).toEqual([]);
  });

  it('says what the _headers policy says, without frame-ancestors (a meta policy cannot carry it)', () => {
    const expected = new Map([...directivesOf(header)].filter(([directive]) => directive !== 'frame-ancestors'));
    expect(directivesOf(header).get('frame-ancestors')).toEqual(["'none'"]);
    for (const {file, policies} of pages) expect(directivesOf(policies[0] ?? ''), file).toEqual(expected);
  });

  it("allows every inline script of each page by its hash, and no script from anywhere ('unsafe-inline', other hosts)", () => {
    const unallowed: string[] = [];
    for (const {file, policies, inlineScripts} of pages) {
      const scriptSources = directivesOf(policies[0] ?? '').get('script-src') ?? [];
      for (const script of inlineScripts) {
        if (!scriptSources.includes(sha256Source(script))) unallowed.push(`${file}: ${script.slice(0, 60)}`);
      }
      const others = scriptSources.filter((source) => !/^'sha256-[A-Za-z0-9+/]+=*'$/.test(source) && source !== "'self'");
      expect(others.filter((source) => source !== 'https://www.googletagmanager.com'), file).toEqual([]);
    }
    expect(unallowed).toEqual([]);
    expect(pages.flatMap(({inlineScripts}) => inlineScripts).length).toBeGreaterThan(pages.length);
  });
});
