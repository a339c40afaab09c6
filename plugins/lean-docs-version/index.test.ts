import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {configureWebpackOf} from '../lib/configureWebpackOf';
import leanDocsVersionPlugin, {versionPropsFile} from './index';

const require = createRequire(import.meta.url);
const {stripVersionDocs} = require('./strip.cjs') as {stripVersionDocs: (source: string) => string};

const versionProps = {
  version: {
    pluginId: 'default',
    version: 'current',
    docsSidebars: {visionSidebar: [{type: 'link', href: '/docs/guides', label: 'Getting Started', docId: 'guides/index'}]},
    docs: {'guides/index': {id: 'guides/index', title: 'Getting Started', description: 'Install it.', sidebar: 'visionSidebar'}},
  },
};

describe('lean-docs-version plugin', () => {
  it('keeps the sidebars and every other field, and empties the map of docs', () => {
    const stripped = JSON.parse(stripVersionDocs(JSON.stringify(versionProps)));
    expect(stripped).toEqual({version: {...versionProps.version, docs: {}}});
  });

  it('refuses a file that is not a docs version prop', () => {
    expect(() => stripVersionDocs(JSON.stringify({docs: {}}))).toThrow(/not a docs version prop/);
  });

  it('matches the props files of the docs plugin only', () => {
    expect(versionPropsFile.test('/site/.docusaurus/docusaurus-plugin-content-docs/default/p/docs-175.json')).toBe(true);
    expect(versionPropsFile.test('C:\\site\\.docusaurus\\docusaurus-plugin-content-docs\\default\\p\\docs-175.json')).toBe(true);
    expect(versionPropsFile.test('/site/.docusaurus/docusaurus-plugin-content-docs/default/site-docs-guides-index-mdx-1a2.json')).toBe(
      false,
    );
    expect(versionPropsFile.test('/site/.docusaurus/docusaurus-plugin-content-pages/default/p/index-a7b.json')).toBe(false);
  });

  it('applies to the server bundle as to the browser one', () => {
    const plugin = leanDocsVersionPlugin();
    expect(configureWebpackOf(plugin, true)).toEqual(configureWebpackOf(plugin, false));
  });
});
