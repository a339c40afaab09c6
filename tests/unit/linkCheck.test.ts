import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {fileForUrlPath, urlPathOfHtmlFile} from '../../model/builtSite';
import {checkLinks, formatExternalLinks} from '../../scripts/lib/linkCheck';

const origin = 'https://docs.example.com';
let buildDir = '';

function write(file: string, body: string): void {
  const full = path.join(buildDir, file);
  mkdirSync(path.dirname(full), {recursive: true});
  writeFileSync(full, `<!doctype html><html><body>${body}</body></html>`);
}

beforeAll(() => {
  buildDir = mkdtempSync(path.join(tmpdir(), 'link-check-'));
  write('index.html', '<a href="/docs/guide">ok</a><a href="/docs/guide#setup">ok anchor</a><a href="/img/logo.svg">file</a>');
  write(
    'docs/guide/index.html',
    [
      '<h2 id="setup">Setup</h2><a href="#setup">self</a><a href="#missing">bad self</a>',
      '<a href="/docs/nowhere">bad path</a><a href="/docs/guide#gone">bad anchor</a>',
      '<a href="https://example.org/a" target="_blank" rel="noopener noreferrer">safe</a>',
      '<a href="https://example.org/b" target="_blank" rel="noopener">unsafe tab</a>',
      '<a href="http://example.org/c">plain http</a>',
      '<a href="mailto:someone@example.org">mail</a>',
      `<a href="${origin}/docs/guide#setup">absolute own origin</a>`,
      '<a href="../">relative up</a>',
    ].join(''),
  );
  mkdirSync(path.join(buildDir, 'img'), {recursive: true});
  writeFileSync(path.join(buildDir, 'img/logo.svg'), '<svg/>');
});

describe('built-site paths', () => {
  it('serves paths as a static host does', () => {
    expect(fileForUrlPath(buildDir, '/docs/guide')).toBe(path.join(buildDir, 'docs/guide/index.html'));
    expect(fileForUrlPath(buildDir, '/docs/guide/')).toBe(path.join(buildDir, 'docs/guide/index.html'));
    expect(fileForUrlPath(buildDir, '/img/logo.svg')).toBe(path.join(buildDir, 'img/logo.svg'));
    expect(fileForUrlPath(buildDir, '/docs/nowhere')).toBeUndefined();
    expect(urlPathOfHtmlFile('docs/guide/index.html')).toBe('/docs/guide');
    expect(urlPathOfHtmlFile('index.html')).toBe('/');
    expect(urlPathOfHtmlFile('404.html')).toBe('/404');
  });
});

describe('checkLinks', () => {
  it('reports each broken path, broken anchor, plain-http link and unsafe new tab, and nothing else', () => {
    const report = checkLinks(buildDir, origin);
    expect(report.problems.map(({page, href, problem}) => `${page} ${href} ${problem}`).sort()).toEqual(
      [
        '/docs/guide #missing no element with id "missing" on the target page',
        '/docs/guide /docs/nowhere no page or file at this path',
        '/docs/guide /docs/guide#gone no element with id "gone" on the target page',
        '/docs/guide https://example.org/b opens a new tab without rel="noopener noreferrer"',
        '/docs/guide http://example.org/c external link without https',
      ].sort(),
    );
    expect(report.pages).toBe(2);
  });

  it('lists external links with the pages that use them', () => {
    const report = checkLinks(buildDir, origin);
    expect([...report.external.keys()].sort()).toEqual([
      'http://example.org/c',
      'https://example.org/a',
      'https://example.org/b',
      'mailto:someone@example.org',
    ]);
    expect(formatExternalLinks(report)).toContain('- https://example.org/a (1 page: /docs/guide)');
  });
});
