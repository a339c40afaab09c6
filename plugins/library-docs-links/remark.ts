/**
 * Remark plugin: the library's doc comments link to its documentation site
 * (https://react-native-vision-camera.com/docs/guides/…). These guides live
 * here, so such links become site-relative and the build checks them like any
 * other link. Anchors are dropped: ours are named after our own headings.
 */

const libraryDocsOrigin = 'https://react-native-vision-camera.com';

interface Node {
  type: string;
  url?: string;
  children?: Node[];
}

/** The site path for a link to the library's docs site, or `undefined` for any other URL. */
export function toSitePath(url: string): string | undefined {
  if (url !== libraryDocsOrigin && !url.startsWith(`${libraryDocsOrigin}/`)) return undefined;
  const path = url.slice(libraryDocsOrigin.length).split('#')[0].replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

function rewrite(node: Node): void {
  if ((node.type === 'link' || node.type === 'definition') && node.url) {
    node.url = toSitePath(node.url) ?? node.url;
  }
  node.children?.forEach(rewrite);
}

export default function libraryDocsLinks() {
  return (tree: Node): void => rewrite(tree);
}
