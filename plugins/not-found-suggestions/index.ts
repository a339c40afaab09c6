/**
 * Build side of the not-found page's suggestions: the URL and title of every
 * docs page, written as a data module that only the not-found page imports
 * (client/Suggestions.tsx), so no other page pays for it.
 */
import type {Plugin} from '@docusaurus/types';
import type {PageEntry} from './client/rank';

interface LoadedDocs {
  loadedVersions: {docs: {permalink: string; title: string; unlisted?: boolean}[]}[];
}

export default function notFoundSuggestionsPlugin(): Plugin {
  return {
    name: 'not-found-suggestions',
    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedDocs | undefined;
      const pages: PageEntry[] = (docs?.loadedVersions ?? []).flatMap((version) =>
        version.docs.filter((doc) => !doc.unlisted).map((doc) => ({url: doc.permalink, title: doc.title})),
      );
      await actions.createData('pages.json', JSON.stringify(pages));
    },
  };
}
