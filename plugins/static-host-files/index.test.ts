import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {load} from 'cheerio';
import {afterEach, describe, expect, it} from 'vitest';
import {inlineScriptsOf, writeStaticHostFiles} from './index';
import {
  contentSecurityPolicy,
  headersFile,
  headersFor,
  matchesPattern,
  metaContentSecurityPolicy,
  parseHeadersFile,
  robotsFile,
  scriptHash,
  withPolicyMeta,
} from './policy';

describe('inline scripts of a page', () => {
  it('takes scripts that run and skips external scripts and data blocks', () => {
    const html =
      '<html><head><script>a()</script><script src="/x.js"></script>' +
      '<script type="application/ld+json">{"a":1}</script><script type="text/javascript">b()</script></head></html>';
    expect(inlineScriptsOf(html)).toEqual(['a()', 'b()']);
  });
});

describe('Content-Security-Policy', () => {
  it('hashes inline scripts as browsers do (SHA-256, base64)', () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it('allows only the site, the exact inline scripts, and the hosted services that are built in', () => {
    const local = contentSecurityPolicy({inlineScripts: ['a()', 'a()'], analytics: false, algolia: false});
    expect(local).toContain(`script-src 'self' ${scriptHash('a()')};`);
    expect(local).toContain("connect-src 'self';");
    expect(local).toContain("frame-ancestors 'none'");
    expect(local).toContain("object-src 'none'");
    expect(local).not.toContain('unsafe-eval');
    expect(local).not.toMatch(/script-src[^;]*unsafe-inline/);

    const hosted = contentSecurityPolicy({inlineScripts: [], analytics: true, algolia: true});
    expect(hosted).toContain('https://www.googletagmanager.com');
    expect(hosted).toMatch(/connect-src [^;]*https:\/\/\*\.algolia\.net/);
    expect(hosted).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
  });
});

describe('_headers file', () => {
  const rules = parseHeadersFile(headersFile({inlineScripts: ['a()'], analytics: false, algolia: false}));

  it('round-trips through the parser with security headers on every path', () => {
    const page = headersFor(rules, '/docs/guides');
    expect(page['Content-Security-Policy']).toContain(scriptHash('a()'));
    expect(page['X-Content-Type-Options']).toBe('nosniff');
    expect(page['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(page['Cache-Control']).toBeUndefined();
    expect(headersFor(rules, '/assets/js/main.1234abcd.js')['Cache-Control']).toContain('immutable');
  });

  it('matches path patterns', () => {
    expect(matchesPattern('/*', '/anything')).toBe(true);
    expect(matchesPattern('/assets/*', '/assets/css/a.css')).toBe(true);
    expect(matchesPattern('/assets/*', '/docs')).toBe(false);
    expect(matchesPattern('/exact', '/exact')).toBe(true);
    expect(matchesPattern('/exact', '/exact/more')).toBe(false);
  });
});

describe('robots.txt', () => {
  it('keeps the rules of static/robots.txt and names the sitemap of the configured site', () => {
    const rules = readFileSync(new URL('../../static/robots.txt', import.meta.url), 'utf8');
    const robots = robotsFile(rules, 'https://docs.example.com');
    expect(robots).toContain('User-agent: *\nAllow: /\n');
    expect(robots.endsWith('\n\nSitemap: https://docs.example.com/sitemap.xml\n')).toBe(true);
  });

  it('replaces a Sitemap line already in the rules, whatever its case', () => {
    expect(robotsFile('User-agent: *\nDisallow: /search\nsitemap: https://old.example/sitemap.xml\n', 'https://new.example')).toBe(
      'User-agent: *\nDisallow: /search\n\nSitemap: https://new.example/sitemap.xml\n',
    );
  });
});

/** The content of each CSP meta of a page, and where it stands among the elements of <head>. */
function policyMetas(html: string): Array<{content: string; index: number}> {
  const $ = load(html);
  return $('head > *')
    .toArray()
    .map((element, index) => ({element, index}))
    .filter(({element}) => $(element).is('meta') && $(element).attr('http-equiv')?.toLowerCase() === 'content-security-policy')
    .map(({element, index}) => ({content: $(element).attr('content') ?? '', index}));
}

/** Index, among the elements of <head>, of the first script, style or stylesheet (Infinity when none). */
function firstGovernedIndex(html: string): number {
  const $ = load(html);
  const index = $('head > *')
    .toArray()
    .findIndex((element) => $(element).is('script, style, link'));
  return index < 0 ? Infinity : index;
}

/** The policy without one directive. */
const without = (policy: string, directive: string): string =>
  policy
    .split('; ')
    .filter((part) => !part.startsWith(`${directive} `))
    .join('; ');

describe('the policy as a <meta>', () => {
  const inputs = {inlineScripts: ['a()', 'b()'], analytics: true, algolia: true};

  it('is the header policy without the directives a meta cannot carry', () => {
    const header = contentSecurityPolicy(inputs);
    expect(header).toContain("frame-ancestors 'none'");
    expect(metaContentSecurityPolicy(inputs)).toBe(without(header, 'frame-ancestors'));
    expect(metaContentSecurityPolicy(inputs)).not.toMatch(/frame-ancestors|report-uri|sandbox/);
  });

  it('goes first in <head>, after the charset, before the first script, style and link', () => {
    const minified =
      '<!doctype html><html lang=en><head><meta charset=UTF-8><meta name=generator content="Docusaurus"><title>T</title>' +
      '<link rel=preconnect href=https://www.googletagmanager.com><script>a()</script><link rel=stylesheet href=/a.css></head><body>b</body></html>';
    const page = withPolicyMeta(minified, metaContentSecurityPolicy(inputs));
    expect(
      page.startsWith('<!doctype html><html lang=en><head><meta charset=UTF-8><meta http-equiv="Content-Security-Policy" content="'),
    ).toBe(true);
    expect(policyMetas(page)).toEqual([{content: metaContentSecurityPolicy(inputs), index: 1}]);
    expect(firstGovernedIndex(page)).toBeGreaterThan(1);
    // Everything else is byte for byte what it was.
    expect(page.replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*">/, '')).toBe(minified);
  });

  it('goes right after <head> when no charset comes first, and replaces a policy meta already there', () => {
    const page =
      '<html><head lang="en">\n<script>a()</script><meta http-equiv=content-security-policy content="default-src *"></head><body></body></html>';
    const withPolicy = withPolicyMeta(page, "default-src 'self'");
    expect(withPolicy).toBe(
      `<html><head lang="en"><meta http-equiv="Content-Security-Policy" content="default-src 'self'">\n<script>a()</script></head><body></body></html>`,
    );
  });

  it('refuses a page with no <head>', () => {
    expect(() => withPolicyMeta('<p>no head</p>', "default-src 'self'")).toThrow(/No <head>/);
  });
});

describe('the postBuild on a site folder', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, {recursive: true, force: true});
  });

  function site(files: Record<string, string>): string {
    const outDir = mkdtempSync(path.join(tmpdir(), 'static-host-files-'));
    folders.push(outDir);
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(outDir, file)), {recursive: true});
      writeFileSync(path.join(outDir, file), text);
    }
    return outDir;
  }

  const page = (script: string) => `<!doctype html><html><head><meta charset=UTF-8><script>${script}</script></head><body></body></html>`;

  it('gives every page, redirect pages written later by other plugins included, one policy that allows every inline script', async () => {
    const redirectHtml = '<!DOCTYPE html>\n<html>\n  <head>\n    <meta charset="UTF-8">\n  </head>\n  <script>go()</script>\n</html>';
    const outDir = site({
      'index.html': page('home()'),
      '404.html': page('notFound()'),
      'docs/guides/index.html': page('home()'),
      'robots.txt': 'User-agent: *\nAllow: /\n',
    });
    const redirectFile = path.join(outDir, 'docs/index.html');
    // Another plugin's postBuild writes its page while this one runs, in two steps.
    const laterWriter = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 60));
      writeFileSync(redirectFile, redirectHtml.slice(0, 20));
      await new Promise((resolve) => setTimeout(resolve, 60));
      writeFileSync(redirectFile, redirectHtml);
    })();
    await writeStaticHostFiles({
      outDir,
      siteUrl: 'https://docs.example.com',
      analytics: false,
      algolia: false,
      pendingPages: [{file: redirectFile, html: redirectHtml}],
    });
    await laterWriter;

    const header = headersFor(parseHeadersFile(readFileSync(path.join(outDir, '_headers'), 'utf8')), '/')['Content-Security-Policy']!;
    for (const script of ['home()', 'notFound()', 'go()']) expect(header).toContain(scriptHash(script));
    for (const file of ['index.html', '404.html', 'docs/guides/index.html', 'docs/index.html']) {
      const html = readFileSync(path.join(outDir, file), 'utf8');
      expect(policyMetas(html), file).toEqual([{content: without(header, 'frame-ancestors'), index: 1}]);
      expect(firstGovernedIndex(html), file).toBeGreaterThan(1);
    }
    // The redirect page is the other plugin's page, plus the policy.
    expect(readFileSync(redirectFile, 'utf8').replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*">/, '')).toBe(
      redirectHtml,
    );
    expect(readFileSync(path.join(outDir, 'robots.txt'), 'utf8')).toContain('Sitemap: https://docs.example.com/sitemap.xml');
  });

  it('fails the build when a page it waits for never comes', async () => {
    const outDir = site({'index.html': page('home()'), 'robots.txt': ''});
    const pending = {file: path.join(outDir, 'docs/index.html'), html: page('go()')};
    await expect(
      writeStaticHostFiles({
        outDir,
        siteUrl: 'https://x.example',
        analytics: false,
        algolia: false,
        pendingPages: [pending],
        timeoutMs: 100,
      }),
    ).rejects.toThrow(/docs\/index\.html was not written/);
  });
});
