/**
 * The notice above every docs page: these pages document VisionCamera 4.7.3,
 * while npm's current release is 5.x, a redesign (ARCHITECTURE.md, "The way to
 * v5"). It takes the place of the theme's version banner, which speaks of this
 * site's own docs versions (there is one, so the theme would show nothing); a
 * version of ours with a banner still fails the build (src/theme/unusedDocFeature.ts).
 * Server-rendered, so it is in place before the first paint and never shifts the page.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {assertUnusedDocFeature} from '@site/src/theme/unusedDocFeature';
import {libraryVersion} from '@site/config/site';
import {v5Packages, v5SiteUrl} from '@site/config/v5';

export default function DocVersionBanner(): ReactNode {
  assertUnusedDocFeature('a version banner', Boolean(useDocsVersion().banner), 'DocVersionBanner');
  return (
    <div className="theme-doc-version-banner v4-notice" role="note" aria-label="Version">
      These pages document <strong>VisionCamera {libraryVersion}</strong>. npm&apos;s current release is {v5Packages.core.version}, a
      redesign: see <Link to="/docs/guides/upgrading-to-v5">Upgrading to v5</Link> or the <Link href={v5SiteUrl}>VisionCamera 5 docs</Link>.
    </div>
  );
}
