/**
 * The HTML of a redirect page, for static hosts with no server rules (GitHub
 * Pages). A meta refresh works without JavaScript; the script, the same on
 * every page so one CSP hash allows it, goes first and keeps the visitor's
 * query and, when the target names no member, the visitor's anchor
 * (`/docs/api/interfaces/cameraprops#fps` → `…/CameraProps#fps`).
 */

const redirectLinkId = 'redirect-target';

export const redirectScript =
  `(function(){var a=document.getElementById('${redirectLinkId}');var u=new URL(a.getAttribute('href'),location.href);` +
  `if(!u.hash&&location.hash)u.hash=location.hash;if(location.search)u.search=location.search;location.replace(u.href)})()`;

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * @param to site path of the target, with its anchor
 * @param siteUrl origin of the deployed site, for the canonical link
 */
export function redirectPage(to: string, siteUrl: string): string {
  const target = escapeHtml(to);
  const canonical = escapeHtml(new URL(to.split('#')[0]!, siteUrl).href);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<title>Moved to ${target} | VisionCamera</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${canonical}">
<meta http-equiv="refresh" content="0; url=${target}">
</head>
<body>
<p>This page has moved to <a id="${redirectLinkId}" href="${target}">${target}</a>.</p>
<script>${redirectScript}</script>
</body>
</html>
`;
}
