/**
 * Writes the files a static host reads next to the site: `_headers` (security
 * headers with a Content-Security-Policy that allows exactly the inline
 * scripts of this build) and `robots.txt` (static/robots.txt with this site's
 * sitemap).
 */
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import type {Plugin} from '@docusaurus/types';
import {redirectScript} from '../url-redirects/page';
import {headersFile, robotsFile} from './policy';

export interface Options {
  analytics: boolean;
  algolia: boolean;
}

/** Script types a browser executes (no type, or a JavaScript one). */
const executableType = (type: string | undefined) => type === undefined || type === '' || /^(text|application)\/javascript$|^module$/.test(type);

export function inlineScriptsOf(html: string): string[] {
  const $ = load(html);
  return $('script:not([src])')
    .filter((_, element) => executableType($(element).attr('type')))
    .map((_, element) => $(element).html() ?? '')
    .get();
}

export default function staticHostFilesPlugin(_context: unknown, options: Options): Plugin {
  return {
    name: 'static-host-files',
    async postBuild({outDir, siteConfig}) {
      // Every HTML file Docusaurus wrote.
      const htmlFiles = readdirSync(outDir, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.html'));
      const inlineScripts = new Set<string>();
      for (const file of htmlFiles) {
        for (const script of inlineScriptsOf(readFileSync(path.join(outDir, file), 'utf8'))) inlineScripts.add(script);
      }
      // plugins/url-redirects writes its pages (`/docs` included) alongside; they all carry this one script.
      inlineScripts.add(redirectScript);
      const {analytics, algolia} = options;
      writeFileSync(path.join(outDir, '_headers'), headersFile({inlineScripts: [...inlineScripts], analytics, algolia}));
      // Docusaurus has copied static/robots.txt into outDir already.
      const robotsPath = path.join(outDir, 'robots.txt');
      writeFileSync(robotsPath, robotsFile(readFileSync(robotsPath, 'utf8'), siteConfig.url));
    },
  };
}
