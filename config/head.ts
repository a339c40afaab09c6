import type {HtmlTagObject} from '@docusaurus/types';

/** Brand colour of the browser UI (address bar, task switcher): the logo's tile. */
const themeColor = {light: '#5b3fd1', dark: '#1a1140'};

/**
 * Icons and the web manifest, for every page. The SVG icon is the site's
 * `favicon` setting; the ICO carries a `sizes` hint so that browsers which
 * understand SVG icons keep the SVG. The raster files are rendered from
 * static/img/logo.svg by scripts/render-artwork.mjs.
 */
export const headTags: HtmlTagObject[] = [
  {tagName: 'link', attributes: {rel: 'icon', href: '/favicon.ico', sizes: '16x16 32x32 48x48'}},
  {tagName: 'link', attributes: {rel: 'apple-touch-icon', href: '/apple-touch-icon.png', sizes: '180x180'}},
  {tagName: 'link', attributes: {rel: 'manifest', href: '/manifest.webmanifest'}},
  {tagName: 'meta', attributes: {name: 'theme-color', content: themeColor.light, media: '(prefers-color-scheme: light)'}},
  {tagName: 'meta', attributes: {name: 'theme-color', content: themeColor.dark, media: '(prefers-color-scheme: dark)'}},
];
