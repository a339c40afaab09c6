/**
 * Every page of the production build is valid HTML, as the Nu HTML Checker
 * (the W3C's validator) reads it: all HTML files of `build/`, plus the pages
 * the hosted-search build renders differently (home, search page), in one Java
 * run (about 10 s). Errors fail with file, line and message; warnings are
 * printed only.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {defaultBuildDir, listFiles} from '../../model/builtSite';
import {checkHtmlFiles, formatNuMessage, type NuMessage} from '../../scripts/lib/nuHtmlChecker';

const hostedBuildDir = path.resolve(__dirname, '../../build-hosted');
const hostedPages = ['index.html', 'search/index.html'];

/** One page of each kind the site has; the check must reach them all. */
const pageTypes: Record<string, string> = {
  home: 'index.html',
  'guides index': 'docs/guides/index.html',
  'guide with tabs': 'docs/guides/devices/index.html',
  'guide with a Mermaid diagram': 'docs/guides/lifecycle/index.html',
  'largest guide': 'docs/guides/frame-processors-plugins-ios/index.html',
  'API index': 'docs/api/index.html',
  'interface page': 'docs/api/interfaces/CameraProps/index.html',
  'class page': 'docs/api/classes/Camera/index.html',
  'search page': 'search/index.html',
  '404 page': '404.html',
  'redirect of an old API URL': 'docs/api/functions/useCameraDevice/index.html',
  '/docs redirect': 'docs/index.html',
};

let checkedFiles: string[] = [];
let messages: NuMessage[] = [];

beforeAll(() => {
  const started = performance.now();
  checkedFiles = listFiles(defaultBuildDir).filter((file) => file.endsWith('.html'));
  // One run of the checker for both builds: the hosted pages by absolute path.
  const hostedFiles = existsSync(hostedBuildDir) ? hostedPages.map((page) => path.join(hostedBuildDir, page)) : [];
  const hostedPrefix = `${path.relative(defaultBuildDir, hostedBuildDir)}${path.sep}`;
  messages = checkHtmlFiles(defaultBuildDir, [...checkedFiles, ...hostedFiles]).map((message) =>
    message.file.startsWith(hostedPrefix) ? {...message, file: `build-hosted/${message.file.slice(hostedPrefix.length)}`} : message,
  );
  const hostedChecked = hostedFiles.length;
  const errors = messages.filter(({kind}) => kind === 'error').length;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Nu HTML Checker: ${checkedFiles.length} pages of build/ and ${hostedChecked} of build-hosted/ checked in ${seconds} s: ` +
      `${errors} errors, ${messages.length - errors} warnings`,
  );
  for (const warning of messages.filter(({kind}) => kind === 'warning')) console.log(`warning: ${formatNuMessage(warning)}`);
}, 300_000);

describe('valid HTML (Nu HTML Checker)', () => {
  it('checks one page of every page type, and every other page', () => {
    const missing = Object.entries(pageTypes).filter(([, file]) => !checkedFiles.includes(file));
    expect(missing, 'page types not found in build/').toEqual([]);
    expect(checkedFiles.length).toBeGreaterThan(100);
  });

  it('reports no error on any page', () => {
    const errors = messages.filter(({kind}) => kind === 'error').map(formatNuMessage);
    expect(errors).toEqual([]);
  });
});
