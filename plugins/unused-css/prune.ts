/**
 * A PostCSS plugin that drops selectors for components this site never
 * renders. Docusaurus bundles every stylesheet into the one file each page
 * loads, so unused rules cost every visitor bytes on the first visit.
 */
import type {AtRule, Plugin, Rule} from 'postcss';

/** Class names (without the dot) whose rules the site does not need. */
export interface UnusedClasses {
  /**
   * Every class that starts with one of these is unused
   * (`DocSearch-AskAi` covers `.DocSearch-AskAiScreen-Body`).
   */
  prefixes: readonly string[];
  /**
   * BEM blocks that are unused with all their elements and modifiers
   * (`pagination` covers `.pagination__item` and `.pagination--sm`, but not
   * the different block `.pagination-nav`).
   */
  blocks: readonly string[];
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A test for selectors that name at least one unused class. */
export function unusedSelectorPattern({prefixes, blocks}: UnusedClasses): RegExp {
  const alternatives = [
    ...prefixes.map((prefix) => `\\.${escape(prefix)}`),
    // The block itself (not followed by more of a name), or its __element / --modifier.
    ...blocks.map((block) => `\\.${escape(block)}(?:__|--|(?![\\w-]))`),
  ];
  return new RegExp(alternatives.join('|'));
}

function insideKeyframes(rule: Rule): boolean {
  const parent = rule.parent;
  return parent?.type === 'atrule' && /keyframes$/i.test((parent as AtRule).name);
}

/**
 * A selector that names an unused class can never match, so it is removed
 * from its list; a rule left with no selector is removed, and so is an
 * at-rule (`@media`) left empty.
 */
export function pruneUnusedCss(unused: UnusedClasses): Plugin {
  const pattern = unusedSelectorPattern(unused);
  return {
    postcssPlugin: 'unused-css',
    OnceExit(root) {
      root.walkRules((rule) => {
        if (insideKeyframes(rule)) return;
        const kept = rule.selectors.filter((selector) => !pattern.test(selector));
        if (kept.length === 0) rule.remove();
        else if (kept.length < rule.selectors.length) rule.selectors = kept;
      });
      // Innermost first, so an at-rule holding only emptied at-rules goes too.
      const atRules: AtRule[] = [];
      root.walkAtRules((atRule) => {
        atRules.push(atRule);
      });
      for (const atRule of atRules.reverse()) {
        if (atRule.nodes !== undefined && atRule.nodes.length === 0) atRule.remove();
      }
    },
  };
}
