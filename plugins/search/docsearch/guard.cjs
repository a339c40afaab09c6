// @ts-check
/**
 * Bundler loader that runs last over every @docsearch module the bundle
 * resolves, whatever the import (`@docsearch/react`, `/modal`, `/button`, a
 * UMD file, another copy in node_modules): a module that holds code one of
 * ./patches.cjs fixes must reach the bundle with that fix, or the build fails.
 * It checks the code it is given, not which rule matched, so narrowing the
 * patch rule or dropping a patch is caught.
 */
const {missingDocSearchPatches} = require('./patches.cjs');

/** @param {string} code @param {string} resource */
function assertDocSearchPatched(code, resource) {
  const missing = missingDocSearchPatches(code);
  if (missing.length > 0) {
    throw new Error(
      `search plugin: ${resource} holds DocSearch code without the patch${missing.length > 1 ? 'es' : ''} ` +
        `${missing.map((name) => `"${name}"`).join(', ')}. Every copy of the modal and button the bundle resolves must be patched: ` +
        'see plugins/search/docsearch/patches.cjs and the rules in plugins/search/index.ts.',
    );
  }
}

/** @this {{cacheable?: () => void, addDependency?: (file: string) => void, resourcePath?: string}} @param {string} source */
function guard(source) {
  this.cacheable?.();
  // A change to the patches invalidates cached results.
  this.addDependency?.(require.resolve('./patches.cjs'));
  assertDocSearchPatched(source, this.resourcePath ?? 'a @docsearch module');
  return source;
}

module.exports = guard;
module.exports.assertDocSearchPatched = assertDocSearchPatched;
