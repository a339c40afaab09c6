import {describe, expect, it} from 'vitest';
import {renderLlmsFullTxt, renderLlmsTxt, sidebarSections, type PageSummary, type SidebarEntry} from './llmsFiles';

// The shape of sidebars.ts once the docs plugin has loaded it.
const sidebar: SidebarEntry[] = [
  {
    type: 'category',
    label: 'Guides',
    items: [
      {type: 'doc', id: 'guides/index', label: 'Getting Started'},
      {
        type: 'category',
        label: 'Capturing',
        items: [
          {type: 'doc', id: 'guides/taking-photos'},
          {type: 'doc', id: 'guides/recording-videos'},
        ],
      },
    ],
  },
  {
    type: 'category',
    label: 'API',
    link: {type: 'doc', id: 'api/index'},
    items: [
      {type: 'doc', id: 'api/index', label: 'Overview'},
      {type: 'category', label: 'Classes', items: [{type: 'doc', id: 'api/classes/Camera', label: 'Camera'}]},
      {type: 'link'},
    ],
  },
];

describe('sidebarSections', () => {
  it('groups pages by category path in sidebar order, each page once', () => {
    expect(sidebarSections(sidebar)).toEqual([
      {heading: 'Guides', pages: [{docId: 'guides/index', label: 'Getting Started'}]},
      {
        heading: 'Guides: Capturing',
        pages: [
          {docId: 'guides/taking-photos', label: undefined},
          {docId: 'guides/recording-videos', label: undefined},
        ],
      },
      {heading: 'API', pages: [{docId: 'api/index', label: 'Overview'}]},
      {heading: 'API: Classes', pages: [{docId: 'api/classes/Camera', label: 'Camera'}]},
    ]);
  });

  it('lists a category’s linked page under the category’s label when it is not also an item', () => {
    const sections = sidebarSections([
      {type: 'category', label: 'API', link: {type: 'doc', id: 'api/index'}, items: [{type: 'doc', id: 'api/x'}]},
    ]);
    expect(sections).toEqual([
      {
        heading: 'API',
        pages: [
          {docId: 'api/index', label: 'API'},
          {docId: 'api/x', label: undefined},
        ],
      },
    ]);
  });
});

describe('renderLlmsTxt', () => {
  const pages = new Map<string, PageSummary>([
    ['guides/index', {title: 'Getting Started', description: 'Install it.', twinUrl: 'https://site.test/docs/guides.md'}],
    [
      'guides/taking-photos',
      {title: 'Taking Photos', description: 'Capture\nphotos.', twinUrl: 'https://site.test/docs/guides/taking-photos.md'},
    ],
    ['api/classes/Camera', {title: 'Class: Camera', description: '', twinUrl: 'https://site.test/docs/api/classes/Camera.md'}],
  ]);

  it('follows the llms.txt layout: title, summary, sections of link lines with descriptions', () => {
    const text = renderLlmsTxt({
      title: 'VisionCamera',
      summary: 'The camera library.',
      fullTextUrl: 'https://site.test/llms-full.txt',
      sections: sidebarSections(sidebar),
      pages,
    });
    expect(text).toBe(
      [
        '# VisionCamera',
        '',
        '> The camera library.',
        '',
        'Each link below leads to the Markdown version of a page: its URL is the page URL with `.md` added. All pages in one file: <https://site.test/llms-full.txt>.',
        '',
        '## Guides',
        '',
        '- [Getting Started](https://site.test/docs/guides.md): Install it.',
        '',
        '## Guides: Capturing',
        '',
        '- [Taking Photos](https://site.test/docs/guides/taking-photos.md): Capture photos.',
        '',
        '## API: Classes',
        '',
        '- [Camera](https://site.test/docs/api/classes/Camera.md)',
        '',
      ].join('\n'),
    );
  });
});

describe('renderLlmsFullTxt', () => {
  it('puts the header first and separates the pages with rules', () => {
    expect(renderLlmsFullTxt('VisionCamera', 'The camera library.', ['# A\n\nText a.\n', '# B\n\nText b.\n'])).toBe(
      '# VisionCamera\n\n> The camera library.\n\n---\n\n# A\n\nText a.\n\n---\n\n# B\n\nText b.\n',
    );
  });
});
