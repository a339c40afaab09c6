// @ts-check
/**
 * Bundler loader for Docusaurus' generated route registry, browser bundle
 * only (see ./index.ts): each entry's module name, the second item of
 * `[() => import("<module>"), "<module>", require.resolveWeak("<module>")]`,
 * becomes an empty string. The import and the weak module id stay.
 */

const moduleName = /(\s*"[^"]+": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "[^"]+"\), )"[^"]+"(, require\.resolveWeak\()/g;

/** @param {string} source */
function stripModuleNames(source) {
  let entries = 0;
  const stripped = source.replace(moduleName, (_match, before, after) => {
    entries += 1;
    return `${before}""${after}`;
  });
  if (entries === 0) throw new Error('lean-registry: no registry entry found; has the format of .docusaurus/registry.js changed?');
  return stripped;
}

/** @this {{cacheable?: () => void}} @param {string} source */
function loader(source) {
  this.cacheable?.();
  return stripModuleNames(source);
}

module.exports = loader;
module.exports.stripModuleNames = stripModuleNames;
