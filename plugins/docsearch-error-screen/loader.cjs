// @ts-check
/**
 * Bundler loader for @docsearch/react's modal. DocSearch sets the status
 * "error" when its client throws a RetryError, but the bundled autocomplete
 * core resets every request's status to "idle" in a `finally`, so the error
 * screen never renders. This keeps "error" when it was set. The build fails
 * if the code no longer matches, so an upgrade cannot silently drop the fix.
 */

const pattern =
  /\.finally\(function\(\)\{(\w+)\("idle"\),(\w+)&&(\w+)\.environment\.clearTimeout\(\2\)\}\);return (\w+)\.pendingRequests/;

/**
 * @param {string} source
 * @returns {string}
 */
function keepErrorStatus(source) {
  if (!pattern.test(source)) {
    throw new Error(
      'docsearch-error-screen: the autocomplete status reset was not found in @docsearch/react. ' +
        'Check whether the new version shows the error screen by itself and update plugins/docsearch-error-screen.',
    );
  }
  return source.replace(
    pattern,
    '.finally(function(){"error"!==$4.getState().status&&$1("idle"),$2&&$3.environment.clearTimeout($2)});return $4.pendingRequests',
  );
}

/** @this {{cacheable?: () => void}} @param {string} source */
function loader(source) {
  this.cacheable?.();
  return keepErrorStatus(source);
}

module.exports = loader;
module.exports.keepErrorStatus = keepErrorStatus;
