/**
 * Writes the files a static host reads next to the site: `_headers` (security
 * headers with a Content-Security-Policy that allows exactly the inline
 * scripts of this build) and `robots.txt` (static/robots.txt with this site's
 * sitemap), and puts the same policy as a `<meta>` in every HTML page, for
 * hosts that ignore `_headers` (GitHub Pages, where the site deploys).
 */
import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {setTimeout as sleep} from 'node:timers/promises';
import {load} from 'cheerio';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {redirectPagesFor} from '../url-redirects';
import {isExecutableScriptType} from './executableScript';
import {headersFile, metaContentSecurityPolicy, robotsFile, withPolicyMeta, type PolicyInputs} from './policy';

export interface Options {
  analytics: boolean;
  algolia: boolean;
}

/** A page another plugin's postBuild writes while this one runs, with the exact HTML it writes. */
export interface PendingPage {
  file: string;
  html: string;
}

export function inlineScriptsOf(html: string): string[] {
  const $ = load(html);
  return $('script:not([src])')
    .filter((_, element) => isExecutableScriptType($(element).attr('type')))
    .map((_, element) => $(element).html() ?? '')
    .get();
}

const hasPolicyMeta = (html: string): boolean => /<meta\s[^>]*http-equiv=["']?content-security-policy/i.test(html);

/**
 * Waits until another plugin has written a page in full, then gives it the
 * policy. Docusaurus runs every postBuild at once, so the redirect pages of
 * plugins/url-redirects may not exist yet, or be half written, when this one
 * starts. A page that already has the policy (on a
 * case-insensitive disk, the real page url-redirects did not overwrite) is
 * left as it is.
 */
async function addPolicyWhenWritten({file, html}: PendingPage, policy: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const written = existsSync(file) ? await readFile(file, 'utf8') : undefined;
    if (written !== undefined && hasPolicyMeta(written)) return;
    if (written === html) {
      writeFileSync(file, withPolicyMeta(written, policy));
      return;
    }
    if (Date.now() > deadline)
      throw new Error(`[static-host-files] ${file} was not written within ${timeoutMs} ms: it carries no Content-Security-Policy`);
    await sleep(20);
  }
}

export interface StaticHostFilesInputs extends Omit<PolicyInputs, 'inlineScripts'> {
  outDir: string;
  siteUrl: string;
  /** Pages other plugins write during postBuild (their inline scripts are allowed, their HTML gets the policy). */
  pendingPages: PendingPage[];
  timeoutMs?: number;
}

/** The work of the postBuild, on a given output folder (unit-tested beside). */
export async function writeStaticHostFiles({
  outDir,
  siteUrl,
  pendingPages,
  analytics,
  algolia,
  timeoutMs = 60_000,
}: StaticHostFilesInputs): Promise<void> {
  // One policy for every page: the hashes of every inline script of the build.
  // Pending pages count as they will be written, whether or not they are yet.
  const pendingFiles = new Set(pendingPages.map(({file}) => path.resolve(file)));
  const pages = readdirSync(outDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.resolve(outDir, file))
    .filter((file) => !pendingFiles.has(file))
    .map((file) => ({file, html: readFileSync(file, 'utf8')}));
  const inlineScripts = new Set<string>();
  for (const {html} of [...pages, ...pendingPages]) {
    for (const script of inlineScriptsOf(html)) inlineScripts.add(script);
  }
  const policyInputs: PolicyInputs = {inlineScripts: [...inlineScripts], analytics, algolia};
  writeFileSync(path.join(outDir, '_headers'), headersFile(policyInputs));

  const metaPolicy = metaContentSecurityPolicy(policyInputs);
  for (const {file, html} of pages) writeFileSync(file, withPolicyMeta(html, metaPolicy));
  await Promise.all(pendingPages.map((page) => addPolicyWhenWritten(page, metaPolicy, timeoutMs)));

  // Docusaurus has copied static/robots.txt into outDir already.
  const robotsPath = path.join(outDir, 'robots.txt');
  writeFileSync(robotsPath, robotsFile(readFileSync(robotsPath, 'utf8'), siteUrl));
}

/** The builds of @docsearch/react that bundle zod and its eval probe (see no-eval-probe-loader.cjs). */
export const evalProbeModulePattern = /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/](DocSearchModal|Sidepanel|index)\.js$/;

export default function staticHostFilesPlugin(context: LoadContext, options: Options): Plugin {
  return {
    name: 'static-host-files',
    configureWebpack() {
      return {module: {rules: [{test: evalProbeModulePattern, use: [{loader: path.join(__dirname, 'no-eval-probe-loader.cjs')}]}]}};
    },
    async postBuild({outDir, siteConfig}) {
      // The redirect pages of plugins/url-redirects (`/docs` included), as that plugin writes them.
      const pendingPages = redirectPagesFor(context.siteDir, outDir, siteConfig.url);
      await writeStaticHostFiles({outDir, siteUrl: siteConfig.url, pendingPages, analytics: options.analytics, algolia: options.algolia});
    },
  };
}
