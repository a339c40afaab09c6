import type {Footer} from '@docusaurus/theme-common';
import {authorName, authorUrl, discordUrl, discussionsUrl, exampleAppUrl, repositoryUrl, socialUrl} from './site';

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Docs',
      items: [
        {label: 'Guides', to: 'docs/guides'},
        {label: 'API', to: 'docs/api'},
        {label: 'Example App', href: exampleAppUrl},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'Discord', href: discordUrl},
        {label: 'GitHub Discussions', href: discussionsUrl},
        {label: 'X (Twitter)', href: socialUrl},
      ],
    },
    {
      title: 'More',
      items: [
        {label: 'GitHub', href: repositoryUrl},
        {label: authorName, href: authorUrl},
      ],
    },
  ],
  copyright: `Copyright © ${new Date().getFullYear()} ${authorName}. Documentation built with Docusaurus.`,
} satisfies Footer;
