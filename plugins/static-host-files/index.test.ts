import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {inlineScriptsOf} from './index';
import {contentSecurityPolicy, headersFile, headersFor, matchesPattern, parseHeadersFile, robotsFile, scriptHash} from './policy';

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
