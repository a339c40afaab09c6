import type {Navbar} from '@docusaurus/theme-common';
import {exampleAppUrl, repositoryUrl, shadowLensUrl} from './site';

export const navbar = {
  title: 'VisionCamera',
  logo: {
    alt: 'VisionCamera logo',
    src: 'img/logo.svg',
    width: 32,
    height: 32,
  },
  hideOnScroll: false,
  items: [
    {to: 'docs/guides', label: 'Guides', position: 'left', activeBasePath: 'docs/guides'},
    {to: 'docs/api', label: 'API', position: 'left', activeBasePath: 'docs/api'},
    {href: exampleAppUrl, label: 'Example App', position: 'left'},
    {href: shadowLensUrl, label: 'ShadowLens', position: 'left'},
    {href: repositoryUrl, label: 'GitHub', position: 'right', 'aria-label': 'GitHub repository'},
  ],
} satisfies Partial<Navbar>;
