// @ts-check
/**
 * TypeDoc plugin: checks the map of 4.7.3 to 5.x against both typings, prints
 * its counts per fate, and writes the "In v5" line (lines.ts) under every
 * member and page of the generated API reference. A problem of the map, or an
 * entry without a line, fails the build (ARCHITECTURE.md, "The way to v5").
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {createJiti} from 'jiti';
import {MarkdownPageEvent} from 'typedoc-plugin-markdown';

const pluginDir = path.dirname(fileURLToPath(import.meta.url));
const jiti = createJiti(import.meta.url);
/** @type {typeof import('./load.ts')} */
const {mapProblems, fateCounts, mapEntries, keyOfAnchor} = await jiti.import(path.join(pluginDir, 'load.ts'));
/** @type {typeof import('./lines.ts')} */
const {withV5Lines} = await jiti.import(path.join(pluginDir, 'lines.ts'));

/** @param {import('typedoc').Application} app */
export function load(app) {
  let checked = false;
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (page.contents === undefined) return;
    if (!checked) {
      const problems = mapProblems();
      if (problems.length > 0) throw new Error(`v5-map: ${problems.length} problem(s) in plugins/v5-map:\n${problems.join('\n')}`);
      console.log(fateCounts());
      checked = true;
    }
    const pageKey = page.url.replace(/\.mdx?$/, '');
    const {markdown, unmapped} = withV5Lines(page.contents, pageKey, (anchor) => keyOfAnchor(pageKey, anchor), mapEntries());
    if (unmapped.length > 0) throw new Error(`v5-map: ${page.url} has entries without an "In v5" line: ${unmapped.join(', ')}`);
    page.contents = markdown;
  });
}
