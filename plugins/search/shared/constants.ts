/** Name of the meta tag through which every page learns the index asset's URL. */
export const indexMetaName = 'vision-search-index';
/** Records for the hosted index, written next to the site by the build. */
export const recordsFileName = 'search-records.json';
/**
 * The facet filters every search sends (the dialog, the search page, and the
 * MCP server's search_docs): this locale, the docs plugin's pages. Outer list AND, inner list OR.
 */
export const docsFacetFilters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
