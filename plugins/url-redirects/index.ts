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

export default function urlRedirectsPlugin(context: LoadContext): Plugin {
  return {
    name: 'url-redirects',
    async postBuild({outDir, siteConfig}) {
      const manifest = JSON.parse(readFileSync(manifestPath(context.siteDir), 'utf8')) as ApiManifest;
      let written = 0;
      for (const {from, to} of redirectsFor(manifest)) {
        const file = path.join(outDir, from, 'index.html');
        // On a case-insensitive disk `classes/camera` is `classes/Camera`:
        // the page itself answers there, and must not be overwritten.
        if (existsSync(file)) continue;
        mkdirSync(path.dirname(file), {recursive: true});
        writeFileSync(file, redirectPage(to, siteConfig.url));
        written += 1;
      }
      console.log(`[url-redirects] ${written} redirect pages`);
    },
  };
}
