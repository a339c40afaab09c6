/**
 * The security headers of the site, as a static host (Netlify, Cloudflare
 * Pages) reads them from `_headers`, and the same Content-Security-Policy as
 * the `<meta>` of every page, for hosts that ignore `_headers` (GitHub Pages).
 * Pure functions, unit-tested beside.
 */
import {createHash} from 'node:crypto';

export interface PolicyInputs {
  /** Text of every inline `<script>` that runs (data blocks such as JSON-LD excluded). */
  inlineScripts: string[];
  /** Google Analytics is built in (GTAG_MEASUREMENT_ID). */
  analytics: boolean;
  /** The dialog and search page query Algolia (hosted mode). */
  algolia: boolean;
}

const googleAnalytics = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};
const algoliaHosts = ['https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io'];

/** CSP source expression for an inline script: its SHA-256, as browsers compute it. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The directives of the site's Content-Security-Policy, the one source of both
 * the `_headers` header and the `<meta>` every page carries: scripts only from
 * the site itself (plus gtag when analytics is on) and the exact inline scripts
 * Docusaurus writes; styles may be inline because React style attributes,
 * DocSearch and Mermaid's SVG need them.
 */
function policyDirectives({inlineScripts, analytics, algolia}: PolicyInputs): Array<[string, string[]]> {
  const hashes = [...new Set(inlineScripts.map(scriptHash))].sort();
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes, ...(analytics ? googleAnalytics.script : [])]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...(analytics ? googleAnalytics.img : [])]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...(analytics ? googleAnalytics.connect : []), ...(algolia ? algoliaHosts : [])]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
}

const serialise = (directives: Array<[string, string[]]>): string =>
  directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');

/** The policy as the `Content-Security-Policy` header sends it. */
export function contentSecurityPolicy(inputs: PolicyInputs): string {
  return serialise(policyDirectives(inputs));
}

/**
 * Directives a policy delivered by `<meta http-equiv>` may not carry: browsers
 * ignore them there (and warn), so only the header sends them. Clickjacking
 * protection (`frame-ancestors`) therefore reaches only visitors of hosts that
 * read `_headers`.
 */
const metaIgnoredDirectives: readonly string[] = ['frame-ancestors', 'report-uri', 'sandbox'];

/**
 * The policy every HTML page carries in `<meta http-equiv="Content-Security-Policy">`,
 * for hosts that send no headers of ours (GitHub Pages): the header policy
 * without the directives a meta policy cannot carry. One policy for every
 * page, so that a host sending both enforces the same rules twice.
 */
export function metaContentSecurityPolicy(inputs: PolicyInputs): string {
  return serialise(policyDirectives(inputs).filter(([name]) => !metaIgnoredDirectives.includes(name)));
}

const policyMetaPattern = /<meta\s[^>]*http-equiv=["']?content-security-policy["']?[^>]*>/gi;
const headOpenPattern = /<head(\s[^>]*)?>/i;
const leadingCharsetPattern = /^\s*<meta\s+charset=["']?[\w-]+["']?\s*\/?>/i;

/**
 * The page with the policy as its `<meta>`, first in `<head>` after the
 * charset declaration, so that it governs every script, style and link that
 * follows. A policy meta already in the page is replaced. String surgery, not a
 * DOM round-trip: the bytes of inline scripts (and so their hashes) stay as
 * they were.
 */
export function withPolicyMeta(html: string, policy: string): string {
  const headEnd = html.search(/<\/head>/i);
  if (headEnd < 0) throw new Error('No <head> to put the Content-Security-Policy in');
  const withoutPolicy = html.slice(0, headEnd).replace(policyMetaPattern, '') + html.slice(headEnd);
  const head = headOpenPattern.exec(withoutPolicy);
  if (head === null) throw new Error('No <head> to put the Content-Security-Policy in');
  let insertAt = head.index + head[0].length;
  const charset = leadingCharsetPattern.exec(withoutPolicy.slice(insertAt));
  if (charset !== null) insertAt += charset[0].length;
  const attribute = policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${attribute}">`;
  return withoutPolicy.slice(0, insertAt) + meta + withoutPolicy.slice(insertAt);
}

/** The `_headers` file: security headers on every path, long caching for hashed assets. */
export function headersFile(inputs: PolicyInputs): string {
  return [
    '# Written by plugins/static-host-files at build time (Netlify / Cloudflare Pages format).',
    '/*',
    `  Content-Security-Policy: ${contentSecurityPolicy(inputs)}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  X-Frame-Options: DENY',
    '  Permissions-Policy: camera=(), microphone=(), geolocation=()',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n');
}

/**
 * `static/robots.txt` with its Sitemap line set to this site's sitemap: the
 * rules are ours to edit, the origin comes from `SITE_URL` at build time.
 */
export function robotsFile(rules: string, siteUrl: string): string {
  const kept = rules
    .split('\n')
    .filter((line) => !/^\s*sitemap\s*:/i.test(line))
    .join('\n')
    .trimEnd();
  return `${kept}\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/** Parses a `_headers` file into pattern → headers, in file order. */
export function parseHeadersFile(text: string): Array<{pattern: string; headers: Record<string, string>}> {
  const rules: Array<{pattern: string; headers: Record<string, string>}> = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({pattern: line.trim(), headers: {}});
      continue;
    }
    const separator = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule === undefined || separator < 0) throw new Error(`Bad _headers line: ${line}`);
    rule.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return rules;
}

/** Whether a `_headers` path pattern (`/*`, `/assets/*`, `/exact`) matches a URL path. */
export function matchesPattern(pattern: string, urlPath: string): boolean {
  if (pattern.endsWith('*')) return urlPath.startsWith(pattern.slice(0, -1));
  return urlPath === pattern;
}

/** Headers for a URL path: every matching rule, later rules winning. */
export function headersFor(rules: ReturnType<typeof parseHeadersFile>, urlPath: string): Record<string, string> {
  return Object.assign({}, ...rules.filter(({pattern}) => matchesPattern(pattern, urlPath)).map(({headers}) => headers));
}
