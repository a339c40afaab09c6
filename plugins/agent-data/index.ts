/**
 * Docusaurus plugin: after the build, writes `agent-data.json` beside the
 * pages, what the MCP server (mcp/) needs beyond the Markdown twins and the
 * search index (ARCHITECTURE.md, "Docs for coding agents"):
 *
 * - every docs page in sidebar order, with its twin's path;
 * - every API entry with its signature, doc comment, platform facts and guides (apiEntries.ts);
 * - every entry of the errors guide (errorEntries.ts).
 *
 * All of it comes from the sources the pages come from, in the same build.
 */
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {libraryVersion, packageName} from '../../config/site';
import {guideTitle} from '../api-backlinks/backlinks';
import {loadedDocsOf, siteRelativeSource} from '../llms-txt';
import {sidebarSections, type SidebarEntry} from '../llms-txt/llmsFiles';
import {markdownTwinPath} from '../llms-txt/shared/twinPath';
import {apiEntries, type GuidePage} from './apiEntries';
import {errorEntries} from './errorEntries';
import {agentDataFileName, agentDataFormat, type AgentData, type AgentPage} from './format';

const errorsGuideId = 'guides/errors';

export default function agentDataPlugin(context: LoadContext): Plugin {
  return {
    name: 'agent-data',
    async postBuild({outDir, siteConfig, plugins}) {
      const {docs, sidebars, twinOf} = loadedDocsOf(plugins, context.siteDir, siteConfig.url);
      const docById = new Map(docs.map((doc) => [doc.id, doc]));
      const sections = Object.values(sidebars).flatMap((sidebar) => sidebarSections(sidebar as SidebarEntry[]));
      const pages: AgentPage[] = [];
      for (const section of sections) {
        for (const {docId} of section.pages) {
          const doc = docById.get(docId);
          if (doc === undefined) continue;
          pages.push({
            path: doc.permalink,
            twin: markdownTwinPath(doc.permalink),
            title: doc.title,
            description: doc.description,
            section: section.heading,
          });
        }
      }
      const listed = new Set(pages.map((page) => page.path));
      for (const doc of docs) {
        if (!listed.has(doc.permalink))
          pages.push({
            path: doc.permalink,
            twin: markdownTwinPath(doc.permalink),
            title: doc.title,
            description: doc.description,
            section: 'Other pages',
          });
      }

      const docByPath = new Map(docs.map((doc) => [doc.permalink, doc]));
      const guides: GuidePage[] = [];
      for (const page of pages) {
        const doc = docByPath.get(page.path);
        if (doc === undefined || !doc.id.startsWith('guides/')) continue;
        const source = await readFile(path.join(context.siteDir, siteRelativeSource(doc.source)), 'utf8');
        guides.push({slug: doc.id.slice('guides/'.length), title: guideTitle(source), source, path: doc.permalink});
      }

      const errorsGuide = docById.get(errorsGuideId);
      if (errorsGuide === undefined) throw new Error(`[agent-data] The errors guide (${errorsGuideId}) is not among the docs.`);
      const errors = errorEntries(await twinOf(errorsGuide), errorsGuide.permalink);
      if (errors.length === 0) throw new Error('[agent-data] The errors guide has no entries (#### `code` headings).');
      const api = apiEntries(guides);

      const data: AgentData = {
        format: agentDataFormat,
        site: {title: siteConfig.title, url: siteConfig.url, packageName, libraryVersion},
        pages,
        api,
        errors,
      };
      const json = JSON.stringify(data);
      await writeFile(path.join(outDir, agentDataFileName), json);
      const members = api.filter((entry) => entry.kind !== 'class' && entry.kind !== 'interface').length;
      console.log(
        `[agent-data] ${agentDataFileName}: ${pages.length} pages, ` +
          `${api.length} API entries (${api.length - members} pages, ${members} members), ` +
          `${errors.length} error codes; ${(json.length / 1024).toFixed(0)} KB`,
      );
    },
  };
}
