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

const guides = (label: string, slugs: string[]) => ({
  type: 'category' as const,
  label,
  collapsed: false,
  items: slugs.map((slug) => `guides/${slug}`),
});

/** One sidebar for all docs, in learning order: guides first, then the API. */
export default {
  visionSidebar: [
    {
      type: 'category',
      label: 'Guides',
      collapsible: false,
      items: [
        {type: 'doc', id: 'guides/index', label: 'Getting Started'},
        'guides/compatibility',
        'guides/upgrading-to-v5',
        guides('The Camera', ['devices', 'lifecycle', 'formats', 'preview']),
        guides('Capturing', ['taking-photos', 'recording-videos', 'code-scanning']),
        guides('Camera Controls', ['zooming', 'focusing', 'exposure', 'hdr', 'stabilization', 'orientation', 'location']),
        guides('Frame Processors', [
          'frame-processors',
          'frame-processors-interacting',
          'frame-processors-tips',
          'pixel-formats',
          'skia-frame-processors',
        ]),
        guides('Frame Processor Plugins', [
          'frame-processors-plugins-overview',
          'frame-processors-plugins-ios',
          'frame-processors-plugins-android',
          'frame-processors-plugins-cpp',
          'frame-processors-plugins-final',
          'frame-processor-plugins-community',
        ]),
        guides('Shipping Your App', ['performance', 'errors', 'troubleshooting', 'mocking', 'shadowlens']),
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
