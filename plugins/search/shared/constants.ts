/** Name of the meta tag through which every page learns the index asset's URL. */
export const indexMetaName = 'vision-search-index';
/** Records for the hosted index, written next to the site by the build. */
export const recordsFileName = 'search-records.json';
