import {describe, expect, it} from 'vitest';
import type {DocusaurusConfig, LoadContext} from '@docusaurus/types';
import {configureWebpackOf} from '../lib/configureWebpackOf';
import leanSiteConfigPlugin, {browserSiteConfig, buildOnlyFields, siteConfigRequest} from './index';

const siteConfig = {
  title: 'VisionCamera',
  url: 'https://example.com',
  baseUrl: '/',
  themeConfig: {navbar: {title: 'VisionCamera'}},
  future: {experimental_router: 'browser'},
  customFields: {hasAlgolia: false},
  plugins: [['docusaurus-plugin-typedoc', {entryPoints: ['src/index.ts']}]],
  presets: [['classic', {}]],
  markdown: {mermaid: true},
  headTags: [{tagName: 'meta', attributes: {}}],
  onBrokenLinks: 'throw',
} as unknown as DocusaurusConfig;

describe('lean-site-config plugin', () => {
  it('gives the browser every field but the build-only ones', () => {
    const browser = browserSiteConfig(siteConfig);
    expect(Object.keys(browser).sort()).toEqual(['baseUrl', 'customFields', 'future', 'themeConfig', 'title', 'url']);
    expect(browser.themeConfig).toBe(siteConfig.themeConfig);
    for (const field of buildOnlyFields) expect(browser).not.toHaveProperty(field);
  });

  it('names the module core imports the config from', () => {
    expect(siteConfigRequest.test('@generated/docusaurus.config')).toBe(true);
    expect(siteConfigRequest.test('@generated/docusaurus.config.mjs')).toBe(false);
  });

  it('leaves the server bundle alone', () => {
    const plugin = leanSiteConfigPlugin({siteConfig} as LoadContext);
    expect(configureWebpackOf(plugin, true)).toEqual({});
  });
});
