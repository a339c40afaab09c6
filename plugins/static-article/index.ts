/**
 * Docs pages hydrate without the content of their plain blocks
 * (ARCHITECTURE.md, Performance, "Static article").
 *
 * The docs plugin's MDX rule is split in the browser bundle: a page's module
 * (`@site/docs/….mdx`, what the route loads) is compiled with `recma.ts`,
 * which keeps only the element of each block that is plain markup, and the
 * same file requested with `?static-article=full` is compiled as MDX compiles
 * it, for pages the browser renders itself. The server bundle compiles every
 * page whole: it writes the HTML those elements adopt.
 *
 * Docusaurus compiles each MDX file once for both bundles (its cross-compiler
 * cache hands the browser's result to the server); the two bundles now
 * compile a page differently, so the docs rule compiles each on its own.
 * Only production builds: the development server renders in the browser,
 * with nothing to hydrate.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import recmaStaticArticle, {fullContentQuery, type StaticArticleOptions} from './recma';

export const runtimeModule = path.join(__dirname, 'client', 'staticArticle.tsx');
export const hydrationStateModule = path.join(__dirname, 'client', 'hydrationState.ts');

interface LoaderItem {
  loader: string;
  options: Record<string, unknown> & {recmaPlugins?: unknown[]};
}

interface Rule {
  include?: unknown;
  use?: unknown;
  [key: string]: unknown;
}

/** The docs plugin's MDX rule: Docusaurus' MDX loader, for files in the docs folder. */
export function isDocsMdxRule(rule: unknown, docsDir: string): rule is Rule & {use: [LoaderItem]} {
  if (typeof rule !== 'object' || rule === null) return false;
  const {include, use} = rule as Rule;
  const loader = Array.isArray(use) && use.length === 1 ? (use[0] as Partial<LoaderItem>) : undefined;
  return (
    typeof loader?.loader === 'string' &&
    loader.loader.includes(`${path.sep}mdx-loader${path.sep}`) &&
    Array.isArray(include) &&
    include.some((folder) => typeof folder === 'string' && path.resolve(folder) === path.resolve(docsDir))
  );
}

export default function staticArticlePlugin(context: LoadContext): Plugin {
  const docsDir = path.join(context.siteDir, 'docs');
  return {
    name: 'static-article',
    getClientModules: () => [hydrationStateModule],
    configureWebpack(config, isServer) {
      if (process.env.NODE_ENV !== 'production') return {};
      const rules = (config.module?.rules ?? []) as unknown[];
      const index = rules.findIndex((rule) => isDocsMdxRule(rule, docsDir));
      if (index === -1) throw new Error('static-article: the docs plugin has no MDX rule for the docs folder');
      const rule = rules[index] as Rule & {use: [LoaderItem]};
      const [item] = rule.use;
      const wholeOptions = {...item.options, crossCompilerCache: undefined};
      if (isServer) {
        rules[index] = {...rule, use: [{...item, options: wholeOptions}]};
        return {};
      }
      const {isMDXPartial} = item.options;
      if (typeof isMDXPartial !== 'function') throw new Error("static-article: the docs plugin's MDX rule has no isMDXPartial test");
      const staticOptions = {
        ...wholeOptions,
        // Docusaurus made this rule's MDX processors from its options; these options need their own.
        processors: undefined,
        recmaPlugins: [
          ...(item.options.recmaPlugins ?? []),
          [
            recmaStaticArticle,
            {runtimeModule, isPartial: isMDXPartial as StaticArticleOptions['isPartial']} satisfies StaticArticleOptions,
          ],
        ],
      };
      const fullQuery = new RegExp(fullContentQuery);
      rules.splice(
        index,
        1,
        {...rule, resourceQuery: fullQuery, use: [{...item, options: wholeOptions}]},
        {...rule, resourceQuery: {not: [fullQuery]}, use: [{...item, options: staticOptions}]},
      );
      return {};
    },
  };
}
