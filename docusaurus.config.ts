import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {readAlgoliaSettings, readAnalyticsId, readSiteUrl} from './config/env';
import {footer} from './config/footer';
import {headTags} from './config/head';
import {navbar} from './config/navbar';
import {colourlessCodeTheme} from './config/prism';
import {announcementBar, siteDescription, siteKeywords, socialCard} from './config/metadata';
import {authorName} from './config/site';
import {typedocOptions} from './config/typedoc';
import libraryDocsLinks from './plugins/library-docs-links/remark';
import compatibilityTables from './plugins/compatibility-tables/remark';
import exampleNeeds from './plugins/example-needs/remark';
import remarkCodeLinks from './plugins/code-links/remark';
import remarkV5MapTables from './plugins/v5-map/remark';
import {diagramThemes} from './plugins/static-diagrams/diagrams';
import remarkStaticDiagrams from './plugins/static-diagrams/remark';
import recmaSplitMdxContent from './plugins/split-mdx-content/recma';
import {ssrTemplate} from './plugins/first-paint/template';
import {docsFacetFilters} from './plugins/search/shared/constants';

// Build modes, all read from the environment (ARCHITECTURE.md, "Build modes").
const isCI = Boolean(process.env.CI);
const algolia = readAlgoliaSettings(process.env);
const hasAlgolia = algolia !== undefined;
const analyticsId = readAnalyticsId(process.env);

export default {
  title: 'VisionCamera',
  tagline: 'The powerful, high-performance camera library for React Native',
  favicon: 'img/logo.svg',
  headTags,
  url: readSiteUrl(process.env),
  baseUrl: '/',
  titleDelimiter: '|',
  // Replaced by plugins/base-url-banner, which uses our own words (ARCHITECTURE.md, "Local plugins").
  baseUrlIssueBanner: false,
  // The app's scripts run after the first paint, not before it (ARCHITECTURE.md, "First paint first").
  ssrTemplate,
  noIndex: false,
  trailingSlash: undefined,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  i18n: {defaultLocale: 'en', locales: ['en'], localeConfigs: {en: {direction: 'ltr', htmlLang: 'en'}}},
  future: {
    // Rspack + SWC: same output, about five times faster to build (ARCHITECTURE.md, "Rspack via @docusaurus/faster").
    // The v4 storage namespacing stays off: the storage keys are fixed (ARCHITECTURE.md, "Storage keys").
    faster: true,
    v4: {
      // Required by Faster's worker threads; changes no visible behaviour.
      removeLegacyPostBuildHeadAttribute: true,
      siteStorageNamespacing: false,
    },
  },
  markdown: {
    mermaid: true,
    // Generated API pages are plain CommonMark (.md); our guides are MDX.
    format: 'detect',
    hooks: {onBrokenMarkdownLinks: 'throw'},
  },
  themes: ['@docusaurus/theme-mermaid'],
  clientModules: [
    './src/clientModules/prefetchPolicy.ts',
    './src/clientModules/scrollableTables.ts',
    './src/clientModules/memberAnchorCase.ts',
  ],
  plugins: [
    ['docusaurus-plugin-typedoc', typedocOptions],
    // Search records and index, the dialog and the /search page, the DocSearch patches.
    ['./plugins/search/index.ts', {mode: hasAlgolia ? 'algolia' : 'local'}],
    './plugins/base-url-banner/index.ts',
    // With ssrTemplate: the app's scripts start once the first paint is on screen (see the plugin).
    './plugins/first-paint/index.ts',
    './plugins/lazy-prism/index.ts',
    // tslib's one helper the main bundle calls, not all of tslib (see the plugin).
    './plugins/lean-tslib/index.ts',
    // The scripts a page load runs are compiled as they stream in, off the main thread (see the plugin).
    './plugins/compile-hints/index.ts',
    // Code colours of both modes in CSS, so code markup is right in either (see the plugin).
    './plugins/code-colours/index.ts',
    // Library names in code blocks link to their API entries, with a popup (see the plugin).
    './plugins/code-links/index.ts',
    './plugins/unused-css/index.ts',
    ['./plugins/static-host-files/index.ts', {analytics: analyticsId !== undefined, algolia: hasAlgolia}],
    ['./plugins/llms-txt/index.ts', {summary: siteDescription}],
    // agent-data.json: the API entries, error codes and pages the MCP server (mcp/) answers from.
    './plugins/agent-data/index.ts',
    './plugins/raw-source/index.ts',
    './plugins/url-redirects/index.ts',
    './plugins/not-found-suggestions/index.ts',
  ],
  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
          lastVersion: 'current',
          versions: {current: {label: 'Next'}},
          showLastUpdateTime: false,
          // Diagrams rendered ahead of time become static images (ARCHITECTURE.md, "Static diagrams").
          beforeDefaultRemarkPlugins: [remarkStaticDiagrams],
          // The Markdown twins run these too (plugins/llms-txt), so generated tables are in both.
          // remarkCodeLinks: library names in code blocks link to their API entries (ARCHITECTURE.md, "Code links").
          // remarkV5MapTables: the upgrade guide's tables of the map of 4.7.3 to 5.x (ARCHITECTURE.md, "The way to v5").
          remarkPlugins: [libraryDocsLinks, compatibilityTables, remarkV5MapTables, exampleNeeds, remarkCodeLinks],
          // A page's content renders in parts, so hydration can yield between them (see the plugin).
          recmaPlugins: [recmaSplitMdxContent],
        },
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {changefreq: 'weekly', priority: 1, ignorePatterns: ['/tags/**', '/docs/tags/**'], filename: 'sitemap.xml'},
        gtag: analyticsId ? {trackingID: analyticsId, anonymizeIP: false} : undefined,
      } satisfies Preset.Options,
    ],
  ],
  themeConfig: {
    image: socialCard.path,
    metadata: [
      {name: 'author', content: authorName},
      {name: 'keywords', content: siteKeywords.join(', ')},
      {name: 'description', content: siteDescription},
      {property: 'og:type', content: 'website'},
      {property: 'og:title', content: 'VisionCamera'},
      {property: 'og:description', content: siteDescription},
      {property: 'og:image:width', content: String(socialCard.width)},
      {property: 'og:image:height', content: String(socialCard.height)},
      {property: 'og:image:alt', content: socialCard.alt},
    ],
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true},
    announcementBar,
    navbar,
    footer,
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    prism: {
      theme: colourlessCodeTheme,
      darkTheme: colourlessCodeTheme,
      additionalLanguages: ['bash', 'json', 'kotlin', 'ruby', 'cmake', 'groovy', 'java'],
    },
    // The client renderer draws only diagrams not yet rendered to static SVG, with the same themes.
    mermaid: {theme: {...diagramThemes}},
    algolia: {
      // Without hosted settings the same dialog is answered by the local
      // index (plugins/search); these values name it.
      appId: algolia?.appId ?? 'LOCAL',
      apiKey: algolia?.apiKey ?? 'local-search',
      indexName: algolia?.indexName ?? 'vision-camera-docs',
      // Contextual search is off; the filters are fixed: this locale, these docs.
      contextualSearch: false,
      searchParameters: {facetFilters: docsFacetFilters},
      searchPagePath: 'search',
    },
  } satisfies Preset.ThemeConfig,
  customFields: {hasAlgolia, isCI},
} satisfies Config;
