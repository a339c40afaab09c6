/**
 * A route registry (`.docusaurus/registry.js`) as Docusaurus writes it, from
 * chunk name → module name pairs; for the unit tests of the plugins that read
 * or rewrite it (route-chunk-scripts reads the same format, and its test
 * checks that format against Docusaurus' own writer).
 */
export function registrySource(entries: [chunkName: string, moduleName: string][]): string {
  const entry = ([chunk, module]: [string, string]) =>
    `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;
  return ['export default {', ...entries.map(entry), '};', ''].join('\n');
}
