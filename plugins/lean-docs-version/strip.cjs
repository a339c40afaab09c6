// @ts-check
/**
 * What the docs plugin's data in the bundles keeps (see ./index.ts): the
 * version's route props lose the map of every doc's title and description,
 * which only the theme's DocCard reads (through `useDocById`); the global
 * data loses each version's list of docs, which only the navbar's doc and
 * version items and the version banner read. The site renders none of them.
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

/** @param {Record<string, unknown>} version */
function withoutDocs(version) {
  return Object.fromEntries(Object.entries(version).filter(([field]) => field !== 'docs'));
}

/**
 * @param {string} source the JSON of the site's global data
 * @returns {string}
 */
function stripGlobalDocs(source) {
  const globalData = JSON.parse(source);
  const instances = globalData['docusaurus-plugin-content-docs'];
  if (instances === null || typeof instances !== 'object') {
    throw new Error('lean-docs-version: the global data holds no docs plugin data');
  }
  const docsData = Object.fromEntries(
    Object.entries(instances).map(([id, data]) => {
      if (!Array.isArray(data?.versions)) throw new Error(`lean-docs-version: the docs plugin "${id}" has no versions in the global data`);
      // No `docs` at all: a component that starts reading it fails the build.
      return [id, {...data, versions: data.versions.map(withoutDocs)}];
    }),
  );
  return JSON.stringify({...globalData, 'docusaurus-plugin-content-docs': docsData});
}

/** @this {{cacheable?: () => void, getOptions: () => {file: 'version props' | 'global data'}}} @param {string} source */
function loader(source) {
  this.cacheable?.();
  return this.getOptions().file === 'global data' ? stripGlobalDocs(source) : stripVersionDocs(source);
}

module.exports = loader;
module.exports.stripVersionDocs = stripVersionDocs;
module.exports.stripGlobalDocs = stripGlobalDocs;
