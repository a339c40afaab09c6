/**
 * Docusaurus plugin: after the build, writes the docs in the forms tools read,
 * from the same sources as the HTML pages:
 *
 * - a Markdown twin of every docs page next to it (`markdownTwinPath`),
 * - `llms.txt`: title, summary and a link to every twin, grouped as the sidebar,
 * - `llms-full.txt`: every twin in sidebar order, in one file.
 *
 * Pages, titles, descriptions and the sidebar come from the docs plugin's
 * loaded content; each page's text is read from its source file (the
 * generated API pages exist by then: TypeDoc writes them before loading).
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent, DocMetadata} from '@docusaurus/plugin-content-docs';
import type {PluggableList} from 'unified';
import {absoluteUrl, rewriteUrl} from './links';
import {renderLlmsFullTxt, renderLlmsTxt, sidebarSections, type PageSummary, type SidebarEntry} from './llmsFiles';
import {toMarkdownTwin} from './transform';
import {markdownTwinPath} from './shared/twinPath';

export interface LlmsTxtOptions {
  /** The one-paragraph summary under the title of both files. */
  summary: string;
}

export const llmsTxtFileName = 'llms.txt';
export const llmsFullTxtFileName = 'llms-full.txt';

/** `@site/docs/guides/x.mdx` → `docs/guides/x.mdx`. */
export function siteRelativeSource(source: string): string {
  return source.replace(/^@site\//, '');
}

type LoadedPlugin = {name: string; options: {id?: string; remarkPlugins?: PluggableList}; content: unknown};

/** The docs plugin's current version, its remark plugins, and the twin of any of its pages. */
export interface LoadedDocs {
  docs: DocMetadata[];
  sidebars: Record<string, unknown>;
  /** The page's Markdown twin, made as the HTML page is made (same remark plugins). */
  twinOf(doc: DocMetadata): Promise<string>;
}

export function loadedDocsOf(plugins: readonly LoadedPlugin[], siteDir: string, siteUrl: string): LoadedDocs {
  // One docs version exists ("current"); it is the one the site shows.
  const docsPlugin = docsPluginOf(plugins);
  const [version] = (docsPlugin.content as LoadedContent).loadedVersions;
  // The same remark plugins as the HTML pages, so generated content (the compatibility tables) is in the twins.
  const remarkPlugins = docsPlugin.options.remarkPlugins ?? [];
  const docs: DocMetadata[] = version.docs;
  const permalinkBySource = new Map(docs.map((doc) => [siteRelativeSource(doc.source), doc.permalink]));
  return {
    docs,
    sidebars: version.sidebars,
    async twinOf(doc) {
      const sourcePath = siteRelativeSource(doc.source);
      return toMarkdownTwin({
        source: await readFile(path.join(siteDir, sourcePath), 'utf8'),
        format: sourcePath.endsWith('.mdx') ? 'mdx' : 'md',
        title: doc.title,
        description: doc.description,
        pageUrl: absoluteUrl(siteUrl, doc.permalink),
        rewriteUrl: (url) => rewriteUrl(url, {siteUrl, sourcePath, permalink: doc.permalink, permalinkBySource}),
        remarkPlugins,
        sourceFile: path.join(siteDir, sourcePath),
      });
    },
  };
}

function docsPluginOf(plugins: readonly LoadedPlugin[]): LoadedPlugin {
  const docsPlugin = plugins.find(
    (plugin) => plugin.name === 'docusaurus-plugin-content-docs' && (plugin.options.id ?? 'default') === 'default',
  );
  if (!docsPlugin) throw new Error('[llms-txt] The docs plugin is not loaded.');
  return docsPlugin;
}

export default function llmsTxtPlugin(context: LoadContext, options: LlmsTxtOptions): Plugin {
  return {
    name: 'llms-txt',
    async postBuild({outDir, siteConfig, plugins}) {
      const {docs, sidebars, twinOf} = loadedDocsOf(plugins, context.siteDir, siteConfig.url);
      const outputFileOf = (sitePath: string): string => path.join(outDir, sitePath.slice(siteConfig.baseUrl.length));

      const twins = new Map<string, string>();
      const pages = new Map<string, PageSummary>();
      for (const doc of docs) {
        const twin = await twinOf(doc);
        const twinPath = markdownTwinPath(doc.permalink);
        await mkdir(path.dirname(outputFileOf(twinPath)), {recursive: true});
        await writeFile(outputFileOf(twinPath), twin);
        twins.set(doc.id, twin);
        pages.set(doc.id, {title: doc.title, description: doc.description, twinUrl: absoluteUrl(siteConfig.url, twinPath)});
      }

      const sections = Object.values(sidebars).flatMap((sidebar) => sidebarSections(sidebar as SidebarEntry[]));
      const listed = new Set(sections.flatMap((section) => section.pages.map((page) => page.docId)));
      // A page outside the sidebar is still a page: list it last rather than lose it.
      const unlisted = docs.filter((doc) => !listed.has(doc.id)).map((doc) => ({docId: doc.id}));
      if (unlisted.length > 0) sections.push({heading: 'Other pages', pages: unlisted});

      const fullTextPath = `${siteConfig.baseUrl}${llmsFullTxtFileName}`;
      const llmsTxt = renderLlmsTxt({
        title: siteConfig.title,
        summary: options.summary,
        fullTextUrl: absoluteUrl(siteConfig.url, fullTextPath),
        sections,
        pages,
      });
      const orderedTwins = sections.flatMap((section) => section.pages.flatMap((page) => twins.get(page.docId) ?? []));
      const llmsFullTxt = renderLlmsFullTxt(siteConfig.title, options.summary, orderedTwins);
      await writeFile(outputFileOf(`${siteConfig.baseUrl}${llmsTxtFileName}`), llmsTxt);
      await writeFile(outputFileOf(fullTextPath), llmsFullTxt);
      const kb = (text: string): string => `${(Buffer.byteLength(text) / 1024).toFixed(0)} KB`;
      console.log(`[llms-txt] ${twins.size} Markdown twins; ${llmsTxtFileName} ${kb(llmsTxt)}, ${llmsFullTxtFileName} ${kb(llmsFullTxt)}`);
    },
  };
}
