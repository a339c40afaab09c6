// @ts-check
/**
 * TypeDoc plugin: adds "Explained in" lines to the generated API pages (see
 * backlinks.ts), from the guides as they are when TypeDoc runs (every build
 * and every `npm start`), in sidebar order.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {createJiti} from 'jiti';
import {MarkdownPageEvent} from 'typedoc-plugin-markdown';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// TypeDoc loads this file with Node's own import; jiti loads the TypeScript it shares with the rest of the build.
const jiti = createJiti(import.meta.url);
/** @type {typeof import('./backlinks.ts')} */
const {collectBacklinks, guideTitle, withBacklinks} = await jiti.import(path.join(siteDir, 'plugins', 'api-backlinks', 'backlinks.ts'));

/**
 * Guide slugs in the order of the sidebar (sidebars.ts), which is the order
 * readers meet them.
 * @returns {Promise<string[]>}
 */
async function guideSlugsInSidebarOrder() {
  /** @type {Record<string, unknown[]>} */
  const sidebars = await jiti.import(path.join(siteDir, 'sidebars.ts'), {default: true});
  /** @type {string[]} */
  const slugs = [];
  /** @param {unknown} item */
  const walk = (item) => {
    if (typeof item === 'string') {
      if (item.startsWith('guides/')) slugs.push(item.slice('guides/'.length));
      return;
    }
    if (item && typeof item === 'object') {
      const {type, id, items} = /** @type {{type?: string, id?: string, items?: unknown[]}} */ (item);
      if (type === 'doc' && id?.startsWith('guides/')) slugs.push(id.slice('guides/'.length));
      items?.forEach(walk);
    }
  };
  Object.values(sidebars).forEach((items) => items.forEach(walk));
  return [...new Set(slugs)];
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  /** @type {{backlinks: import('./backlinks.ts').Backlinks, titles: Map<string, string>} | undefined} */
  let state;
  app.renderer.preRenderAsyncJobs.push(async () => {
    const slugs = await guideSlugsInSidebarOrder();
    const guides = slugs.map((slug) => {
      const source = readFileSync(path.join(siteDir, 'docs', 'guides', `${slug}.mdx`), 'utf8');
      return {slug, title: guideTitle(source), source};
    });
    state = {backlinks: collectBacklinks(guides), titles: new Map(guides.map(({slug, title}) => [slug, title]))};
  });
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (page.contents === undefined || state === undefined) return;
    const pageKey = page.url.replace(/\.mdx?$/, '');
    page.contents = withBacklinks(page.contents, pageKey, state.backlinks, state.titles);
  });
}
