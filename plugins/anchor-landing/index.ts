/**
 * A link to a part of a page lands exactly on it (ARCHITECTURE.md, Performance).
 *
 * Blocks of a docs page far from the screen are skipped by the browser at
 * estimated heights (src/css/custom.css); the blocks above a link's target must
 * be rendered for the target's place to be exact. Every page gets a small
 * script at the end of its body, so it runs once the article is parsed and
 * before the page's bundles: for the browser's own fragment scrolls (a page
 * opened with a hash, and, until hydration, a table-of-contents link) it
 * renders the blocks down to the target (`client/blocksAboveAnchor.ts`, whose
 * source it inlines) and scrolls to the target again, now at its real place
 * (the browser scrolled to it as parsed, or before its `hashchange` event,
 * with the blocks above at their estimated heights); once the app has
 * hydrated, a change of fragment is a route update, left to the client module
 * (`client/anchorLanding.ts`), which does the same for every landing made by
 * script and finds members linked in their own case.
 * A mark set by script rather than CSS's `:target`: a selector that looks at
 * every later sibling of every block cost each style update of a long page.
 * With JavaScript off no script marks anything, so no block is skipped
 * (`noJavaScriptStyle`, in a `<noscript>`): the page renders whole, as it
 * would without the skipping, and a fragment lands where it should.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {renderBlocksAboveAnchor} from './client/blocksAboveAnchor';

/** The inline script: the function's own source, run for the current fragment and on each change of it. */
export function anchorBlocksScript(): string {
  return [
    '(function () {',
    `var renderBlocksAboveAnchor = ${renderBlocksAboveAnchor.toString()};`,
    'function land() {',
    'var id = null;',
    'try { id = location.hash.length > 1 ? decodeURIComponent(location.hash.slice(1)) : null; } catch (error) {}',
    // The browser scrolled before the blocks above were rendered: once they are, the target is scrolled to again.
    'var target = renderBlocksAboveAnchor(document, id);',
    'if (target !== null) target.scrollIntoView();',
    '}',
    'land();',
    // Once the app has hydrated, the client module lands every change of the fragment (a route update).
    "addEventListener('hashchange', function () { if (document.documentElement.getAttribute('data-has-hydrated') !== 'true') land(); });",
    '})();',
  ].join('\n');
}

/** Without JavaScript: every block of the article rendered (the skipping rule is in src/css/custom.css). */
export const noJavaScriptStyle = '<style>.theme-doc-markdown > * { content-visibility: visible !important; }</style>';

export default function anchorLandingPlugin(): Plugin {
  return {
    name: 'anchor-landing',
    getClientModules() {
      return [path.join(__dirname, 'client', 'anchorLanding.ts')];
    },
    injectHtmlTags() {
      return {
        headTags: [{tagName: 'noscript', innerHTML: noJavaScriptStyle}],
        postBodyTags: [{tagName: 'script', innerHTML: anchorBlocksScript()}],
      };
    },
  };
}
