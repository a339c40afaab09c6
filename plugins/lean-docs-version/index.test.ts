import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {configureWebpackOf} from '../lib/configureWebpackOf';
import leanDocsVersionPlugin, {versionPropsFile} from './index';

const require = createRequire(import.meta.url);
const {stripVersionDocs, stripGlobalDocs} = require('./strip.cjs') as {
  stripVersionDocs: (source: string) => string;
  stripGlobalDocs: (source: string) => string;
};

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

  it("drops each version's list of docs from the global data, and keeps the rest", () => {
    const version = {name: 'current', label: 'Next', isLast: true, path: '/docs', mainDocId: 'guides/index'};
    const globalData = {
      'docusaurus-plugin-content-docs': {
        default: {path: '/docs', versions: [{...version, docs: [{id: 'guides/index', path: '/docs/guides'}]}]},
      },
      'other-plugin': {default: {a: 1}},
    };
    expect(JSON.parse(stripGlobalDocs(JSON.stringify(globalData)))).toEqual({
      'docusaurus-plugin-content-docs': {default: {path: '/docs', versions: [version]}},
      'other-plugin': {default: {a: 1}},
    });
    expect(() => stripGlobalDocs(JSON.stringify({'other-plugin': {}}))).toThrow(/no docs plugin data/);
  });

  it('applies to the server bundle as to the browser one, on the version props and the global data', () => {
    const plugin = leanDocsVersionPlugin({generatedFilesDir: '/site/.docusaurus'} as LoadContext);
    const rulesOf = (isServer: boolean) => (configureWebpackOf(plugin, isServer) as {module: {rules: unknown[]}}).module.rules;
    expect(rulesOf(true)).toBe(rulesOf(false));
    type Rule = {test: RegExp | ((file: string) => boolean); use: {options: {file: string}}[]};
    const [props, global] = (configureWebpackOf(plugin, false) as {module: {rules: Rule[]}}).module.rules;
    expect(props?.use[0]?.options).toEqual({file: 'version props'});
    expect(global?.use[0]?.options).toEqual({file: 'global data'});
    expect(props?.test).toBe(versionPropsFile);
    const matchesGlobal = global?.test as (file: string) => boolean;
    expect(matchesGlobal(path.join('/site/.docusaurus', 'globalData.json'))).toBe(true);
    expect(matchesGlobal('/site/.docusaurus/registry.js')).toBe(false);
  });
});
