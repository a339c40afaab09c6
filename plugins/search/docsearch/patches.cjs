// @ts-check
/**
 * The three rewrites we apply to @docsearch/react (4.7.0) at bundle time.
 * The site's search button is our own (theme/SearchBar/SearchButton.tsx), so
 * the third one applies only if DocSearch's button is bundled again (its
 * `./button` entry or the root entry, which carries it).
 *
 * The package ships the same code several times: `dist/esm/DocSearchModal.js`
 * (the `./modal` entry), `dist/esm/DocSearchButton.js` (`./button`), and the
 * root entry `dist/esm/index.js` (and the UMD files), which carries its own
 * copy of both. `loader.cjs` therefore patches every file of the package that
 * holds the code (found by `marker`), and `guard.cjs` then refuses any
 * @docsearch module that holds the code unpatched, so no import path can
 * bring the unfixed modal back.
 *
 * Each patch says what upstream does, what we change, and how to tell that it
 * can go. Remove a patch when its `removeWhen` holds for the installed
 * version; until then a version whose code no longer matches fails the build.
 */

/**
 * @typedef {object} DocSearchPatch
 * @property {string} name  Short name, used in build errors.
 * @property {string} marker  A string only the code this patch fixes contains: a file holding it must be patched.
 * @property {RegExp} pattern  The upstream code, as minified in the published files.
 * @property {string} replacement  What the match becomes.
 * @property {RegExp} patched  Matches the rewritten code: the guard looks for it.
 * @property {string} upstream  What upstream does, and what a visitor sees because of it.
 * @property {string} change  What we change.
 * @property {string} removeWhen  How to know upstream fixed it.
 */

/** @type {DocSearchPatch[]} */
const patches = [
  {
    name: 'error status kept',
    marker: 'DocSearch-ErrorScreen',
    pattern: /\.finally\(function\(\)\{(\w+)\("idle"\),(\w+)&&(\w+)\.environment\.clearTimeout\(\2\)\}\);return (\w+)\.pendingRequests/,
    replacement:
      '.finally(function(){"error"!==$4.getState().status&&$1("idle"),$2&&$3.environment.clearTimeout($2)});return $4.pendingRequests',
    patched: /\.finally\(function\(\)\{"error"!==\w+\.getState\(\)\.status&&\w+\("idle"\)/,
    upstream:
      "DocSearch's `getSources` calls `setStatus('error')` when the search client throws an error named RetryError, then rethrows. " +
      'The autocomplete core bundled into the modal (@algolia/autocomplete-core 1.19, `onInput`) ends every request with ' +
      "`.finally(() => setStatus('idle'))`, which also runs after that rejection, so the status is back to idle before React " +
      'renders: the error screen ("Unable to fetch results") is never shown, and a failed search looks like an empty one.',
    change: 'The `finally` sets "idle" only when the status is not "error"; a successful answer still sets "idle" in its own `then`.',
    removeWhen:
      'Make the search client throw a RetryError (tests/e2e/search.spec.ts blocks the index request) with this patch removed: ' +
      'when the dialog shows "Unable to fetch results" by itself, drop it.',
  },
  {
    name: 'search suggestions merge',
    marker: 'DocSearch-NoResults-Prefill-List',
    pattern:
      /searchSuggestions:(\w+)\(\1\(\{\},(null!==\((\w+)=(\w+)\.context\.searchSuggestions\)&&void 0!==\3\?\3:\[\])\),Object\.keys\((\w+)\)\)/,
    replacement: 'searchSuggestions:Array.from(new Set([].concat($2,Object.keys($5))))',
    patched: /searchSuggestions:Array\.from\(new Set\(\[\]\.concat\(/,
    upstream:
      'The modal remembers the lvl0 titles of the results (e.g. "Guides") as `context.searchSuggestions`, for the ' +
      '"Try searching for" list of the no-results screen. It merges the old and new titles with an object spread ' +
      '(`{...previous, ...Object.keys(groups)}`), which turns the array into a plain object without `length`; the screen ' +
      'renders the list only when `searchSuggestions.length > 0`, so it never appears (and, with `length` undefined, the ' +
      'list is never updated again either).',
    change: 'Merge them as an array, without duplicates, so the no-results screen offers up to three of them.',
    removeWhen: 'When the installed DocSearchModal.js sets `searchSuggestions` to an array (the pattern no longer matches), drop it.',
  },
  {
    name: 'search button words',
    // The button's own prop, not its class names: our SearchButton uses those.
    marker: 'reactsToKey',
    pattern:
      /(\w+)\.createElement\("span",\{className:"DocSearch-Button-Keys"\},null!==(\w+)&&(\w+)&&\1\.createElement\(\1\.Fragment,null,\1\.createElement\((\w+),\{reactsToKey:(\w+)\},(\w+)\),\1\.createElement\(\4,\{reactsToKey:"k"\},"K"\)\)\)/,
    replacement:
      '" ",$1.createElement("span",{className:"DocSearch-Button-Keys"},null!==$2&&$3&&$1.createElement($1.Fragment,null,' +
      '$1.createElement($4,{reactsToKey:$5},$6)," ",$1.createElement($4,{reactsToKey:"k"},"K")))',
    patched:
      /" ",\w+\.createElement\("span",\{className:"DocSearch-Button-Keys"\}.*?\)," ",\w+\.createElement\(\w+,\{reactsToKey:"k"\},"K"\)/,
    upstream:
      'The search button renders "Search", "Ctrl" (or "⌘") and "K" as sibling elements with no whitespace between them, ' +
      'so its text reads "SearchCtrlK". No accessible name with spaces contains that, so the button fails WCAG 2.5.3 ' +
      "(label in name: axe's label-content-name-mismatch), whatever `buttonAriaLabel` says.",
    change:
      'Put a space before the key hints and one between the two keys; the flex layout does not render them, so the button looks the same.',
    removeWhen:
      'When the installed DocSearchButton.js separates the placeholder and the keys with whitespace (the button\'s textContent reads "Search Ctrl K"), drop it.',
  },
];

/**
 * Applies every patch whose code `source` holds. A file that holds a patch's
 * marker but not its pattern is a DocSearch we do not know: that throws.
 * @param {string} source
 * @param {string} [resource] File name, for the error message.
 * @returns {{code: string, applied: string[]}}
 */
function applyDocSearchPatches(source, resource = 'a @docsearch/react module') {
  const applied = [];
  let code = source;
  for (const patch of patches) {
    if (!code.includes(patch.marker)) continue;
    if (!patch.pattern.test(code)) {
      throw new Error(
        `search plugin: the DocSearch patch "${patch.name}" does not match ${resource}. ` +
          `Upstream: ${patch.upstream} Check it: ${patch.removeWhen} Then update plugins/search/docsearch/patches.cjs.`,
      );
    }
    code = code.replace(patch.pattern, patch.replacement);
    applied.push(patch.name);
  }
  return {code, applied};
}

/**
 * The patches a module's final code should have and does not: every patch
 * whose marker it holds, unless the rewritten code is there and the upstream
 * code is gone.
 * @param {string} code
 * @returns {string[]}
 */
function missingDocSearchPatches(code) {
  return patches
    .filter((patch) => code.includes(patch.marker) && (!patch.patched.test(code) || patch.pattern.test(code)))
    .map((patch) => patch.name);
}

module.exports = {patches, applyDocSearchPatches, missingDocSearchPatches};
