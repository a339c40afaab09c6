// @ts-check
/**
 * Bundler loader for the builds of @docsearch/react (4.7.0), which bundle zod.
 * When the dialog opens, zod probes whether it may compile code with
 * `new Function("")` to pick a faster parser. Our Content-Security-Policy has
 * no 'unsafe-eval', so the probe throws, zod falls back to its plain parser,
 * and the browser reports a CSP violation (and logs an error) on every page
 * where the dialog is used. This answers "no" without trying: the same parser,
 * no violation.
 *
 * The build fails if the probe is no longer found, so an upgrade is looked at.
 */

const probe = 'try{return new Function(""),!0}catch(e){return!1}';

/** @param {string} source @returns {string} */
function skipEvalProbe(source) {
  if (!source.includes(probe)) {
    throw new Error(
      "static-host-files: zod's eval probe was not found in @docsearch/react. " +
        'Check whether it still calls new Function (a CSP violation) and update plugins/static-host-files/no-eval-probe-loader.cjs.',
    );
  }
  return source.split(probe).join('return!1');
}

/** @this {{cacheable?: () => void}} @param {string} source */
function loader(source) {
  this.cacheable?.();
  return skipEvalProbe(source);
}

module.exports = loader;
module.exports.skipEvalProbe = skipEvalProbe;
