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
import createRedirectPageContent from '@docusaurus/plugin-client-redirects/lib/createRedirectPageContent';
import {redirectScript} from '../url-redirects/page';
import {headersFile, robotsFile} from './policy';

export interface Options {
  analytics: boolean;
  algolia: boolean;
  /**
   * Targets of plugin-client-redirects. Its redirect pages carry an inline
   * script too, but they are written by a postBuild that runs alongside this
   * one, so their content is rendered here with that plugin's own template.
   */
  redirectTargets: string[];
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
      // Every HTML file, redirect pages of plugin-client-redirects included.
      const htmlFiles = readdirSync(outDir, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.html'));
      const inlineScripts = new Set<string>();
      for (const file of htmlFiles) {
        for (const script of inlineScriptsOf(readFileSync(path.join(outDir, file), 'utf8'))) inlineScripts.add(script);
      }
      for (const target of options.redirectTargets) {
        for (const script of inlineScriptsOf(createRedirectPageContent({toUrl: target}))) inlineScripts.add(script);
      }
      // plugins/url-redirects writes its pages alongside; they all carry this one script.
      inlineScripts.add(redirectScript);
      const {analytics, algolia} = options;
      writeFileSync(path.join(outDir, '_headers'), headersFile({inlineScripts: [...inlineScripts], analytics, algolia}));
      // Docusaurus has copied static/robots.txt into outDir already.
      const robotsPath = path.join(outDir, 'robots.txt');
      writeFileSync(robotsPath, robotsFile(readFileSync(robotsPath, 'utf8'), siteConfig.url));
    },
  };
}
