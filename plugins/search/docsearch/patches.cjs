// @ts-check
/**
 * Bundler loader for @docsearch/react's search button (4.7.0). The button
 * shows "Search", "Ctrl" and "K" as adjacent elements with no space between
 * them, so its text reads "SearchCtrlK", which no accessible name can contain
 * (WCAG 2.5.3, label in name). This puts a space between the words; flex
 * layout does not render it, so the button looks the same.
 *
 * The build fails if the code no longer matches.
 */

const keysPattern =
  /(\w+)\.createElement\("span",\{className:"DocSearch-Button-Keys"\},null!==(\w+)&&(\w+)&&\1\.createElement\(\1\.Fragment,null,\1\.createElement\((\w+),\{reactsToKey:(\w+)\},(\w+)\),\1\.createElement\(\4,\{reactsToKey:"k"\},"K"\)\)\)/;

const keysReplacement =
  '" ",$1.createElement("span",{className:"DocSearch-Button-Keys"},null!==$2&&$3&&$1.createElement($1.Fragment,null,$1.createElement($4,{reactsToKey:$5},$6)," ",$1.createElement($4,{reactsToKey:"k"},"K")))';

/** @param {string} source @returns {string} */
function fixDocSearchButton(source) {
  if (!keysPattern.test(source)) {
    throw new Error(
      'docsearch-fixes: the key hints of the search button were not found in @docsearch/react. ' +
        'Check whether its text still runs together and update plugins/docsearch-fixes/button-loader.cjs.',
    );
  }
  return source.replace(keysPattern, keysReplacement);
}

/** @this {{cacheable?: () => void}} @param {string} source */
function loader(source) {
  this.cacheable?.();
  return fixDocSearchButton(source);
}

module.exports = loader;
module.exports.fixDocSearchButton = fixDocSearchButton;
