/**
 * Fails the build when a page needs a docs feature whose theme component this
 * site leaves out of its bundles (ARCHITECTURE.md, "Performance").
 *
 * Every docs page loads the theme's version banner and badge and its doc
 * footer (tags, edit link, last update), though this site has one version, no
 * tags, no edit links and no update dates. The replacements render what the
 * theme renders in that case, nothing; if a page ever has the feature, the
 * server render throws here and the build names the component to restore.
 */
export function assertUnusedDocFeature(feature: string, used: boolean, component: string): void {
  if (used) {
    throw new Error(
      `This page has ${feature}, which this site does not render: restore the theme's ${component} (remove src/theme/${component}).`,
    );
  }
}
