/**
 * The "Version: …" badge: this site has one version, shown without a badge,
 * so the theme's badge stays out of every docs page's bundle; a version with a
 * badge fails the build (src/theme/unusedDocFeature.ts).
 */
import type {ReactNode} from 'react';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {assertUnusedDocFeature} from '@site/src/theme/unusedDocFeature';

export default function DocVersionBadge(): ReactNode {
  assertUnusedDocFeature('a version badge', useDocsVersion().badge, 'DocVersionBadge');
  return null;
}
