/**
 * Keeps the build-only part of the site config out of the browser bundle.
 *
 * Docusaurus serializes the whole site config into every page's main bundle,
 * though the browser reads only part of it (title, URLs, theme config, custom
 * fields, future flags). The plugin list with its options (the whole TypeDoc
 * configuration), the presets, the Markdown options, the head tags and the
 * build's error policies are read only while building, by Node.js: about
 * 1.5 KB gzip of every page's first load. In the browser bundle only,
 * `@generated/docusaurus.config` is replaced by the same config without those
 * fields (ARCHITECTURE.md, Performance); the server render keeps the whole
 * config, so a field the browser needed would show as a hydration error in
 * the end-to-end tests.
 */
import path from 'node:path';
import type {DocusaurusConfig, LoadContext, Plugin} from '@docusaurus/types';

/** Fields of the site config that only the build reads. */
export const buildOnlyFields = [
  'plugins',
  'presets',
  'themes',
  'markdown',
  'headTags',
  'clientModules',
  'staticDirectories',
  'scripts',
  'stylesheets',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
] as const satisfies readonly (keyof DocusaurusConfig)[];

/** The site config the browser gets. */
export function browserSiteConfig(siteConfig: DocusaurusConfig): Partial<DocusaurusConfig> {
  const fields: ReadonlySet<string> = new Set(buildOnlyFields);
  return Object.fromEntries(Object.entries(siteConfig).filter(([field]) => !fields.has(field)));
}

/** The module core's browser code imports the site config from. */
export const siteConfigRequest = /^@generated\/docusaurus\.config$/;

export default function leanSiteConfigPlugin(context: LoadContext): Plugin {
  let browserConfigFile: string | undefined;
  return {
    name: 'lean-site-config',
    async contentLoaded({actions}) {
      // The same serialization as core's generated module, less the build-only fields.
      const source = `export default ${JSON.stringify(browserSiteConfig(context.siteConfig), null, 2)};\n`;
      browserConfigFile = path.resolve(await actions.createData('siteConfig.mjs', source));
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      // The server render reads the whole config.
      if (isServer) return {};
      if (browserConfigFile === undefined) throw new Error('lean-site-config: the browser config was not written');
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {plugins: [new NormalModuleReplacementPlugin(siteConfigRequest, browserConfigFile)]};
    },
  };
}
