// @ts-check
/**
 * TypeDoc plugin: writes the platform labels (labels.ts) into the generated
 * API pages, from the facts of memberFacts() (index.ts), on every build and
 * every `npm start`. A member heading without facts fails the build: nothing
 * is dropped silently (ARCHITECTURE.md, "Platform facts").
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {createJiti} from 'jiti';
import {MarkdownPageEvent} from 'typedoc-plugin-markdown';

const pluginDir = path.dirname(fileURLToPath(import.meta.url));
// TypeDoc loads this file with Node's own import; jiti loads the TypeScript it shares with the tests.
const jiti = createJiti(import.meta.url);
/** @type {typeof import('../../model/platform-facts/derive.ts')} */
const {memberFacts, ruleChanges} = await jiti.import(path.join(pluginDir, '../../model/platform-facts/derive.ts'));
/** @type {typeof import('./labels.ts')} */
const {withPlatformLabels} = await jiti.import(path.join(pluginDir, 'labels.ts'));

/** @param {import('typedoc').Application} app */
export function load(app) {
  /** @type {ReturnType<typeof memberFacts> | undefined} */
  let facts;
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (page.contents === undefined) return;
    if (facts === undefined) {
      facts = memberFacts();
      // What the derivation rules (rules.ts) change against the first pass alone: one line per build.
      console.log(
        `[platform-facts] ${facts.size} members; the derivation rules change the label, Needs or note of ${ruleChanges().length}`,
      );
    }
    const pageKey = page.url.replace(/\.mdx?$/, '');
    const {markdown, unlabelled} = withPlatformLabels(page.contents, pageKey, facts);
    if (unlabelled.length > 0) {
      throw new Error(
        `platform-facts: ${page.url} has members without platform facts: ${unlabelled.join(', ')} (model/platform-facts/facts.ts)`,
      );
    }
    page.contents = markdown;
  });
}
