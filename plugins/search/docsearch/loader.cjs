// @ts-check
/**
 * Bundler loader run over every file of @docsearch/react: applies the patches
 * of ./patches.cjs to the files that hold the code they fix (the modal and
 * the button exist in more than one file), and leaves the others alone.
 */
const {applyDocSearchPatches} = require('./patches.cjs');

/** @this {{cacheable?: () => void, addDependency?: (file: string) => void, resourcePath?: string}} @param {string} source */
function loader(source) {
  this.cacheable?.();
  // A change to the patches invalidates cached results.
  this.addDependency?.(require.resolve('./patches.cjs'));
  return applyDocSearchPatches(source, this.resourcePath).code;
}

module.exports = loader;
