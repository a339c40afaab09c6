import type {ThemeConfig} from '@docusaurus/preset-classic';
import {appStoreUrl, playStoreUrl} from './site';

export const siteDescription =
  'Documentation of VisionCamera, the high-performance camera library for React Native: photos, videos, code scanning and frame processors on iOS and Android.';

export const siteKeywords = [
  'react-native',
  'camera',
  'react-native-vision-camera',
  'vision camera',
  'frame processors',
  'qr code scanner',
  'barcode',
  'video recording',
  'ios',
  'android',
];

/** The og:image, rendered from static/img/social-card.svg by scripts/render-artwork.mjs. */
export const socialCard = {
  path: 'img/social-card.png',
  width: 1200,
  height: 630,
  alt: 'VisionCamera: the powerful, high-performance camera library for React Native. npm install react-native-vision-camera',
};

export const announcementBar = {
  // Changing the id would reset a stored dismissal; this bar cannot be dismissed anyway.
  id: 'shadowlens',
  content:
    'See VisionCamera at work in <b>ShadowLens</b>, a camera app built with it: ' +
    `get it on the <a target="_blank" rel="noopener noreferrer" href="${appStoreUrl}">App Store</a> ` +
    `or <a target="_blank" rel="noopener noreferrer" href="${playStoreUrl}">Google Play</a>.`,
  // The darkest brand shade with white text: 10.9:1 contrast.
  backgroundColor: '#3b2699',
  textColor: '#ffffff',
  isCloseable: false,
} satisfies ThemeConfig['announcementBar'];
