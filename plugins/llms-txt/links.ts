/**
 * Where a link in a twin points. A twin is read away from the site (pasted
 * into a chat, concatenated into llms-full.txt), so every link becomes an
 * absolute URL of the HTML page it means, the same page the website links to.
 */
import path from 'node:path';
import {toSitePath} from '../library-docs-links/remark';

export interface LinkContext {
  /** The site's origin, e.g. `https://react-native-vision-camera.com` (siteConfig.url). */
  siteUrl: string;
  /** The page's source, relative to the site directory, POSIX style: `docs/guides/taking-photos.mdx`. */
  sourcePath: string;
  /** The page's permalink (with the base URL): `/docs/guides/taking-photos`. */
  permalink: string;
  /** Permalink of every doc by its source path (same form as `sourcePath`). */
  permalinkBySource: ReadonlyMap<string, string>;
}

const hasScheme = /^[a-z][a-z\d+.-]*:/i;

export function absoluteUrl(siteUrl: string, sitePath: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${sitePath}`;
}

/** The URL a twin shows for `url` as written in the page's source. */
export function rewriteUrl(url: string, context: LinkContext): string {
  const pageUrl = absoluteUrl(context.siteUrl, context.permalink);
  if (url.startsWith('#')) return `${pageUrl}${url}`;
  if (url.startsWith('//')) return url;
  if (hasScheme.test(url)) {
    // The library's comments link to its docs site, whose guides are ours (as on the website).
    const sitePath = toSitePath(url);
    return sitePath === undefined ? url : absoluteUrl(context.siteUrl, sitePath);
  }
  if (url.startsWith('/')) return absoluteUrl(context.siteUrl, url);

  const hashAt = url.indexOf('#');
  const filePart = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  if (/\.mdx?$/.test(filePart)) {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(context.sourcePath), decodeURI(filePart)));
    const permalink = context.permalinkBySource.get(target);
    if (permalink !== undefined) return `${absoluteUrl(context.siteUrl, permalink)}${hash}`;
  }
  // Anything else relative is read as the browser would, from the HTML page.
  return new URL(url, pageUrl).href;
}
