/**
 * `npm run --silent mcp -- --site <build folder or site URL>`: the docs' MCP
 * server on stdio (README, "Docs for coding agents"). Reads the site once;
 * prints nothing but protocol messages on stdout, and one line on stderr when
 * it cannot start.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {createDocsServer} from './server';
import {openSite, SiteError} from './site';

const usage =
  'Usage: npm run --silent mcp -- --site <build folder or site URL>   (for example --site build, or --site https://react-native-vision-camera.com)';

function siteArgument(args: string[]): string {
  const at = args.findIndex((arg) => arg === '--site' || arg.startsWith('--site='));
  const value = at === -1 ? undefined : args[at].startsWith('--site=') ? args[at].slice('--site='.length) : args[at + 1];
  if (!value) throw new SiteError(`No site given. ${usage}`);
  return value;
}

async function main(): Promise<void> {
  const site = await openSite(siteArgument(process.argv.slice(2)));
  const {version} = JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as {version: string};
  const server = createDocsServer(site, version);
  await server.connect(new StdioServerTransport());
  console.error(
    `[mcp] ${site.data.site.title} ${site.data.site.libraryVersion} docs from ${site.where}: ` +
      `${site.data.pages.length} pages, ${site.data.api.length} API entries, ${site.data.errors.length} error codes`,
  );
}

main().catch((error: unknown) => {
  // One line that says what is wrong, never a stack trace.
  const message =
    error instanceof SiteError ? error.message : `The docs server stopped: ${error instanceof Error ? error.message : String(error)}`;
  console.error(`[mcp] ${message}`);
  process.exit(1);
});
