// @ts-check
/**
 * Bundler loader for @docsearch/react's modal (4.7.0), fixing two screens of
 * the spec that the shipped code never shows:
 *
 * 1. Error screen: DocSearch sets the status "error" when its client throws a
 *    RetryError, but the bundled autocomplete core resets every request's
 *    status to "idle" in a `finally`. We keep "error" when it was set.
 * 2. "Try searching for": the suggestions are merged with an object spread,
 *    which turns the array into an object without `length`, so the list is
 *    never shown. We merge them as an array.
 *
 * The build fails if the code no longer matches, so an upgrade cannot
 * silently drop a fix.
 */

/** @type {{name: string, pattern: RegExp, replacement: string}[]} */
const fixes = [
  {
    name: 'autocomplete status reset',
    pattern:
      /\.finally\(function\(\)\{(\w+)\("idle"\),(\w+)&&(\w+)\.environment\.clearTimeout\(\2\)\}\);return (\w+)\.pendingRequests/,
    replacement:
      '.finally(function(){"error"!==$4.getState().status&&$1("idle"),$2&&$3.environment.clearTimeout($2)});return $4.pendingRequests',
  },
  {
    name: 'search suggestions merge',
    pattern: /searchSuggestions:(\w+)\(\1\(\{\},(null!==\((\w+)=(\w+)\.context\.searchSuggestions\)&&void 0!==\3\?\3:\[\])\),Object\.keys\((\w+)\)\)/,
    replacement: 'searchSuggestions:Array.from(new Set([].concat($2,Object.keys($5))))',
  },
];

/**
 * @param {string} source
 * @returns {string}
 */
function fixDocSearchModal(source) {
  return fixes.reduce((code, {name, pattern, replacement}) => {
    if (!pattern.test(code)) {
      throw new Error(
        `docsearch-fixes: the ${name} was not found in @docsearch/react. ` +
          'Check whether the new version shows that screen by itself and update plugins/docsearch-fixes.',
      );
    }
    return code.replace(pattern, replacement);
  }, source);
}

/** @this {{cacheable?: () => void}} @param {string} source */
function loader(source) {
  this.cacheable?.();
  return fixDocSearchModal(source);
}

module.exports = loader;
module.exports.fixDocSearchModal = fixDocSearchModal;
