/**
 * Every page of both test builds paints before any script is fetched or run
 * (plugins/first-paint; ARCHITECTURE.md, "First paint first"): the HTML has no
 * script element with a source and no script preload; it ends with the list of
 * scripts to start, naming Docusaurus' runtime and main bundle (files of the
 * build) in that order and the analytics loader the gtag plugin would have put
 * in the head, and the start script, the same text on every page. A Docusaurus
 * upgrade that renders the gtag tag differently leaves it in the head, and this
 * test names the page.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {defaultBuildDir, listFiles} from '../../model/builtSite';
import {appScriptsOf} from '../../plugins/first-paint/template';

const builds = [defaultBuildDir, path.resolve(__dirname, '../../build-hosted')];
// Both test builds are made with a measurement id (package.json, build:test and build:test:hosted).
const analyticsLoader = /^https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=G-E2ETEST00$/;

describe.each(builds)('pages of %s', (buildDir) => {
  const pages = listFiles(buildDir).filter((file) => file.endsWith('.html'));

  it('is built', () => {
    expect(existsSync(buildDir)).toBe(true);
    expect(pages.length).toBeGreaterThan(50);
  });

  it('each page fetches no script before its first paint and starts the app and analytics after it', () => {
    const problems: string[] = [];
    const startScripts = new Set<string>();
    for (const file of pages) {
      const $ = load(readFileSync(path.join(buildDir, file), 'utf8'));
      // Redirect pages (plugins/url-redirects) are not the app's: they run nothing.
      if ($('#__docusaurus').length === 0) continue;
      const withSource = $('script[src]').length;
      if (withSource > 0) problems.push(`${file}: ${withSource} script element(s) with a source in the HTML`);
      if ($('link[rel=preload][as=script], link[rel=modulepreload]').length > 0) problems.push(`${file}: a script preload`);
      const [listBlock, startScript] = $('body').children().slice(-2).toArray();
      const lists = listBlock !== undefined && $(listBlock).is('script[type="application/json"]') ? appScriptsOf($.html(listBlock)) : undefined;
      if (lists === undefined || startScript === undefined || !$(startScript).is('script:not([src]):not([type])')) {
        problems.push(`${file}: the body does not end with the list of scripts and the start script`);
        continue;
      }
      startScripts.add($(startScript).html() ?? '');
      const names = lists.app.map((source) => path.basename(source));
      if (!/^runtime~main\.[0-9a-f]+\.js$/.test(names[0] ?? '') || !/^main\.[0-9a-f]+\.js$/.test(names[1] ?? ''))
        problems.push(`${file}: starts ${names.join(', ')}, not the runtime and then the main bundle`);
      for (const source of lists.app)
        if (!existsSync(path.join(buildDir, source))) problems.push(`${file}: starts ${source}, which the build does not have`);
      if (lists.async.length !== 1 || !analyticsLoader.test(lists.async[0]!))
        problems.push(`${file}: the analytics loader is not started after the paint (${JSON.stringify(lists.async)})`);
    }
    expect(problems).toEqual([]);
    expect(startScripts.size, 'one start script for every page (one hash in the CSP)').toBe(1);
  });
});
