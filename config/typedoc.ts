import type {TypeDocOptions} from 'typedoc';
import type {PluginOptions} from 'docusaurus-plugin-typedoc';
import {libraryPath as librarySource} from './library';
import {libraryVersion, repositoryUrl} from './site';

/**
 * The API reference, generated from the typings the library ships.
 * Output goes to docs/api (git-ignored) on every build and `start`.
 */
export const typedocOptions = {
  name: 'VisionCamera API',
  entryPoints: [`${librarySource}/src/index.ts`],
  tsconfig: 'typedoc/tsconfig.json',
  out: 'docs/api',
  // The peer dependencies (React Native, Skia, worklets) are not installed, so
  // type errors are expected; the shims in typedoc/shims keep names readable.
  skipErrorChecking: true,
  // The default pattern would exclude the entry point too: it lives in node_modules.
  excludeExternals: true,
  externalPattern: ['**/node_modules/!(react-native-vision-camera)/**'],
  excludeInternal: true,
  excludePrivate: true,
  excludeProtected: true,
  readme: 'none',
  // The page set of ARCHITECTURE.md ("The API reference"): classes and interfaces get pages, everything
  // else (hooks, type aliases, constants) lives on the index page.
  membersWithOwnFile: ['Class', 'Interface'],
  parametersFormat: 'table',
  // Every member heading carries an explicit id: its name in lower case.
  useCustomAnchors: true,
  customAnchorsFormat: 'curlyBrace',
  sanitizeComments: true,
  // Source links point at the released tag, not at whatever `main` is today.
  disableGit: true,
  basePath: librarySource,
  sourceLinkTemplate: `${repositoryUrl}/blob/v${libraryVersion}/package/src/{path}#L{line}`,
  // @platform, @note, @worklet and friends, descriptions: see each plugin.
  plugin: [
    './plugins/typedoc-tags/index.mjs',
    './plugins/typedoc-frontmatter/index.mjs',
    // The exported names, for the redirects of old API URLs.
    './plugins/url-redirects/typedoc.mjs',
    // Under an error class's `code`: its codes, each linked to its entry in the errors guide.
    './plugins/typedoc-error-codes/index.mjs',
    // "Explained in": the guides that link to each page and member.
    './plugins/api-backlinks/typedoc.mjs',
    // Comment headings that skip a level or repeat a member's id, made a valid outline.
    './plugins/typedoc-headings/index.mjs',
    // Platform labels on every member and a summary per page, from the native code (plugins/platform-facts).
    './plugins/platform-facts/typedoc.mjs',
    // "In v5" under every member and page, from the checked map of 4.7.3 to 5.x (plugins/v5-map).
    './plugins/v5-map/typedoc.mjs',
  ],
  sidebar: {autoConfiguration: true, pretty: true, typescript: false, deprecatedItemClassName: 'typedoc-sidebar-item-deprecated'},
  // Doc comments link to function parameters (`{@linkcode position}`). Those
  // resolve, but parameters have no page of their own: they render as inline code.
  validation: {rewrittenLink: false},
  treatWarningsAsErrors: true,
  logLevel: 'Warn',
} satisfies Partial<PluginOptions & TypeDocOptions>;
