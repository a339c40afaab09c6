/**
 * The banner of an old or unreleased docs version: this site has one version,
 * shown without a banner, so the theme's banner stays out of every docs page's
 * bundle; a version with a banner fails the build
 * (src/theme/unusedDocFeature.ts).
 */
import type {ReactNode} from 'react';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {assertUnusedDocFeature} from '@site/src/theme/unusedDocFeature';

export default function DocVersionBanner(): ReactNode {
  assertUnusedDocFeature('a version banner', Boolean(useDocsVersion().banner), 'DocVersionBanner');
  return null;
}
