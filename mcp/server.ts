/**
 * The MCP server over a loaded site (ARCHITECTURE.md, "Docs for coding
 * agents"): four tools and one resource per page, answered by answers.ts.
 */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {getApi, getError, getPage, pageResources, searchDocs, searchLimits, type Answer} from './answers';
import type {Site} from './site';

const serverName = 'vision-camera-docs';

function result(answer: Answer) {
  return {content: [{type: 'text' as const, text: answer.text}], ...(answer.isError ? {isError: true} : {})};
}

/** Read-only, answers from the built site alone: no side effects, the same input gets the same answer. */
const readOnly = {readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false};

export function createDocsServer(site: Site, version: string): McpServer {
  const {packageName, libraryVersion, url} = site.data.site;
  const server = new McpServer(
    {name: serverName, title: `${site.data.site.title} ${libraryVersion} docs`, version},
    {
      instructions: [
        `The documentation of ${packageName} ${libraryVersion} (VisionCamera 4) from ${url}: guides, the API reference with each member's platforms, and every error code.`,
        `npm's latest ${packageName} is 5.x, a redesign with a different API; these answers are about version 4 only. Check the app's package.json before applying them.`,
        'Use search_docs for a task or a question, get_api for a name (takePhoto, CameraProps.fps), get_error for an error code, get_page for a whole page.',
      ].join(' '),
    },
  );

  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description:
        `Searches the ${packageName} ${libraryVersion} docs with the site's own search (the same hits as Ctrl+K on the site): ` +
        'titles, URLs with anchors and snippets, best first. Takes words, API names or error codes.',
      inputSchema: {
        query: z.string().describe('What to look for: a task in words, an API name, an error code or a message.'),
        limit: z
          .number()
          .int()
          .min(1)
          .max(searchLimits.max)
          .optional()
          .describe(`How many hits (1–${searchLimits.max}, default ${searchLimits.default}).`),
      },
      annotations: readOnly,
    },
    async ({query, limit}) => result(await searchDocs(site, query, limit)),
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a docs page',
      description:
        'Returns a docs page as Markdown (its Markdown twin). Takes its path or URL: /docs/guides/taking-photos, guides/taking-photos, /docs/api/classes/Camera, or the page URL with an anchor.',
      inputSchema: {path: z.string().describe('The page path (/docs/…) or its URL on the site.')},
      annotations: readOnly,
    },
    async ({path}) => result(await getPage(site, path)),
  );

  server.registerTool(
    'get_api',
    {
      title: 'Look up an API entry',
      description:
        `Returns an entry of the ${packageName} ${libraryVersion} API reference: its signature, the first paragraph of its doc comment, ` +
        'the platforms it works on (iOS, Android) and what it needs, the guides that explain it, and what it became in VisionCamera 5.x ("In v5"). ' +
        'Takes a hook, function, class, interface, member or type: takePhoto, useCameraDevice, CameraProps.fps, Frame#toArrayBuffer.',
      inputSchema: {name: z.string().describe('The name: takePhoto, CameraProps.fps, Frame#toArrayBuffer, Camera.')},
      annotations: readOnly,
    },
    ({name}) => result(getApi(site, name)),
  );

  server.registerTool(
    'get_error',
    {
      title: 'Explain an error code',
      description:
        "Returns the errors guide's entry for an error code: platforms, what raises it, its message and what to do. " +
        "Takes the code as the site's search does: session/camera-not-ready, camera-not-ready, SESSION / CAMERA-NOT-READY, " +
        "an error's `[code]: message` text, or the start of a native message.",
      inputSchema: {code: z.string().describe('The code (session/camera-not-ready) or an error message.')},
      annotations: readOnly,
    },
    ({code}) => result(getError(site, code)),
  );

  for (const page of pageResources(site)) {
    server.registerResource(
      page.name,
      page.uri,
      {title: page.title, description: page.description, mimeType: 'text/markdown'},
      async (uri) => ({contents: [{uri: uri.href, mimeType: 'text/markdown', text: await site.twin(page.twin)}]}),
    );
  }
  return server;
}
