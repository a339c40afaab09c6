// @ts-check
/**
 * What the docs version's route data keeps: everything but the map of every
 * doc's title and description, which only the theme's DocCard reads
 * (through `useDocById`) and this site never renders (see ./index.ts).
 */

/**
 * @param {string} source the JSON of a docs version's route props
 * @returns {string}
 */
function stripVersionDocs(source) {
  const props = JSON.parse(source);
  const version = props?.version;
  if (version === null || typeof version !== 'object' || !('docs' in version) || !('docsSidebars' in version)) {
    throw new Error('lean-docs-version: this is not a docs version prop (expected version.docs and version.docsSidebars)');
  }
  return JSON.stringify({...props, version: {...version, docs: {}}});
}

/** @this {{cacheable?: () => void}} @param {string} source */
function loader(source) {
  this.cacheable?.();
  return stripVersionDocs(source);
}

module.exports = loader;
module.exports.stripVersionDocs = stripVersionDocs;
