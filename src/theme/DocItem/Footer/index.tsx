/**
 * The doc footer (tags, edit link, last update): none of it is on this site,
 * so the theme's footer and the components it imports stay out of every docs
 * page's bundle; a page that has any of it fails the build
 * (src/theme/unusedDocFeature.ts).
 */
import type {ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {assertUnusedDocFeature} from '@site/src/theme/unusedDocFeature';

export default function DocItemFooter(): ReactNode {
  const {editUrl, lastUpdatedAt, lastUpdatedBy, tags} = useDoc().metadata;
  assertUnusedDocFeature(
    'tags, an edit link or a last update',
    tags.length > 0 || Boolean(editUrl || lastUpdatedAt || lastUpdatedBy),
    'DocItem/Footer',
  );
  return null;
}
