/**
 * `npm run check:links`: checks every link and anchor of the production build
 * (run `npm run build` first) and writes the external-link report to
 * test-results/external-links.md. Exits non-zero on any problem.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import {readSiteUrl} from '../config/env';
import {defaultBuildDir} from '../model/builtSite';
import {checkLinks, formatExternalLinks} from './lib/linkCheck';

const report = checkLinks(defaultBuildDir, readSiteUrl(process.env));
mkdirSync('test-results', {recursive: true});
writeFileSync('test-results/external-links.md', formatExternalLinks(report));
console.log(
  `${report.pages} pages (${report.redirectPages} redirect pages), ${report.internalLinks} internal links, ${report.anchorsChecked} anchors, ` +
    `${report.external.size} external URLs (listed in test-results/external-links.md)`,
);
for (const {page, href, problem} of report.problems) console.log(`✗ ${page}: ${href}: ${problem}`);
console.log(`${report.problems.length} problem${report.problems.length === 1 ? '' : 's'}`);
process.exit(report.problems.length > 0 ? 1 : 0);
