import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * The API part of the sidebar is written by docusaurus-plugin-typedoc at build
 * time (docs/api/typedoc-sidebar.cjs). It does not exist before the first
 * build or `start`, so a missing file means an empty list rather than a crash.
 */
function loadApiSidebar(): SidebarsConfig[string] {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require('./docs/api/typedoc-sidebar.cjs');
  } catch {
    return [];
  }
}

export default {
  visionSidebar: [
    {
      type: 'category',
      label: 'Guides',
      collapsible: false,
      items: [
        {type: 'doc', id: 'guides/index', label: 'Getting Started'},
        {
          type: 'category',
          label: 'Frame Processors',
          collapsed: false,
          items: ['guides/frame-processors-plugins-android', 'guides/frame-processors-plugins-cpp'],
        },
      ],
    },
    {
      type: 'category',
      label: 'API',
      collapsed: false,
      link: {type: 'doc', id: 'api/index'},
      items: [{type: 'doc', id: 'api/index', label: 'Overview'}, ...(loadApiSidebar() as [])],
    },
  ],
} satisfies SidebarsConfig;
