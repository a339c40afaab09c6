/**
 * Writes a static redirect page for every old or lower-cased URL the site
 * answers, and for `/docs` (redirects.ts decides which and where), after each
 * build. They are plain files, not routes: no sitemap entry, no search record,
 * no twin. (`/docs` was plugin-client-redirects' page, whose template is not
 * valid HTML: no title, a script outside head and body.)
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {redirectPage} from './page';
import {redirectsFor, type ApiManifest} from './redirects';

export const manifestPath = (siteDir: string): string => path.join(siteDir, 'docs', 'api', 'api-manifest.json');

/**
 * Every redirect page with its file and HTML. plugins/static-host-files reads
 * this list too: it hashes their script and adds its policy once they exist.
 */
export function redirectPagesFor(siteDir: string, outDir: string, siteUrl: string): Array<{file: string; html: string}> {
  const manifest = JSON.parse(readFileSync(manifestPath(siteDir), 'utf8')) as ApiManifest;
  return redirectsFor(manifest).map(({from, to}) => ({file: path.join(outDir, from, 'index.html'), html: redirectPage(to, siteUrl)}));
}

export default function urlRedirectsPlugin(context: LoadContext): Plugin {
  return {
    name: 'url-redirects',
    async postBuild({outDir, siteConfig}) {
      let written = 0;
      for (const {file, html} of redirectPagesFor(context.siteDir, outDir, siteConfig.url)) {
        // On a case-insensitive disk `classes/camera` is `classes/Camera`:
        // the page itself answers there, and must not be overwritten.
        if (existsSync(file)) continue;
        mkdirSync(path.dirname(file), {recursive: true});
        writeFileSync(file, html);
        written += 1;
      }
      console.log(`[url-redirects] ${written} redirect pages`);
    },
  };
}
