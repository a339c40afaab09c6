import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {afterEach, describe, expect, it, vi} from 'vitest';
import staticArticlePlugin, {runtimeModule} from './index';
import recmaStaticArticle from './recma';

const siteDir = '/site';
const mdxLoader = path.join('/site/node_modules/@docusaurus/mdx-loader/lib/index.js');
const splitPlugin = () => () => undefined;
/** The docs plugin's test for partials, as its loader options carry it. */
const isMDXPartial = (file: string) => path.basename(file).startsWith('_');

function docsRule() {
  return {
    test: /\.mdx?$/i,
    include: [path.join(siteDir, 'docs') + path.sep],
    use: [{loader: mdxLoader, options: {recmaPlugins: [splitPlugin], isMDXPartial, crossCompilerCache: new Map(), processors: {}}}],
  };
}
const otherRule = {test: /\.css$/, use: [{loader: 'css-loader', options: {}}]};

function configure(isServer: boolean) {
  const plugin = staticArticlePlugin({siteDir} as LoadContext);
  const config = {module: {rules: [otherRule, docsRule()]}};
  (plugin.configureWebpack as (config: unknown, isServer: boolean) => unknown)(config, isServer);
  return config.module.rules as {resourceQuery?: unknown; use: {options: Record<string, unknown>}[]}[];
}

describe('static-article plugin', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('compiles a page for the browser with its static blocks, and the same file with the query whole', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const [other, whole, page] = configure(false);
    expect(other).toBe(otherRule);
    expect(whole!.resourceQuery).toEqual(/static-article=full/);
    expect(whole!.use[0]!.options.recmaPlugins).toEqual([splitPlugin]);
    expect(page!.resourceQuery).toEqual({not: [/static-article=full/]});
    // After split-mdx-content, so the parts are the server's.
    expect(page!.use[0]!.options.recmaPlugins).toEqual([splitPlugin, [recmaStaticArticle, {runtimeModule, isPartial: isMDXPartial}]]);
    expect(page!.use[0]!.options.processors).toBeUndefined();
    for (const rule of [whole!, page!]) expect(rule.use[0]!.options.crossCompilerCache).toBeUndefined();
  });

  it('compiles every page whole for the server, each compilation on its own', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const rules = configure(true);
    expect(rules).toHaveLength(2);
    expect(rules[1]!.resourceQuery).toBeUndefined();
    expect(rules[1]!.use[0]!.options.recmaPlugins).toEqual([splitPlugin]);
    expect(rules[1]!.use[0]!.options.crossCompilerCache).toBeUndefined();
  });

  it('changes nothing for the development server, which renders in the browser', () => {
    vi.stubEnv('NODE_ENV', 'development');
    const rules = configure(false);
    expect(rules).toHaveLength(2);
    expect(rules[1]!.use[0]!.options.crossCompilerCache).toBeInstanceOf(Map);
  });

  it('fails the build when the docs plugin has no MDX rule to split', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const plugin = staticArticlePlugin({siteDir} as LoadContext);
    const configureWebpack = plugin.configureWebpack as (config: unknown, isServer: boolean) => unknown;
    expect(() => configureWebpack({module: {rules: [otherRule]}}, false)).toThrow(/no MDX rule/);
    const withoutPartialTest = docsRule();
    delete (withoutPartialTest.use[0]!.options as {isMDXPartial?: unknown}).isMDXPartial;
    expect(() => configureWebpack({module: {rules: [withoutPartialTest]}}, false)).toThrow(/no isMDXPartial/);
  });
});
