/**
 * The page template (Docusaurus' public `ssrTemplate` option): the stock one,
 * except how the app's scripts start (ARCHITECTURE.md, "First paint first").
 *
 * Stock Docusaurus puts `<script defer>` in the head. The browser then fetches
 * the app's scripts (about 115 KB gzip) alongside the HTML and the stylesheet,
 * sharing a slow phone's bandwidth with them, and runs them as soon as the HTML
 * is parsed, often before it has rendered anything: the first style, layout and
 * paint wait for the download and the evaluation. This template writes no
 * script element; it lists the app's scripts, and the head's async ones (the
 * analytics loader, cut out of the head tags), in a data block
 * (`<script type="application/json" id="app-scripts">`) that the start script
 * (startScript.ts, put last by the plugin) reads once the first paint is on
 * screen. Same scripts, same order, same hydration. Checks and benchmarks read
 * the lists with `appScriptsOf()`.
 *
 * The site config, this template included, is shipped in every page's main
 * bundle: the template stays short, without indentation.
 */

/** The id of the data block that lists the scripts the start script adds. */
export const appScriptsId = 'app-scripts';

/** What the data block holds: the app's scripts, run in order, and the head's async scripts (analytics). */
export interface AppScripts {
  app: string[];
  async: string[];
}

/** The lists of a built page's data block, or undefined when it has none (a redirect page). */
export function appScriptsOf(html: string): AppScripts | undefined {
  const block = new RegExp(`<script type="?application/json"? id="?${appScriptsId}"?>([^<]*)</script>`).exec(html);
  return block === null ? undefined : (JSON.parse(block[1]!) as AppScripts);
}

/**
 * An async script among the head tags (the gtag plugin's loader): it never had to run before the
 * paint, but a slow phone fetches it beside the HTML. It is taken out of the head and added with the
 * app's scripts; tests/build/first-paint.test.ts fails if a plugin's tag stops matching.
 */
const asyncHeadScript = /<script async(?:="")? src="([^"]+)"><\/script>/g;

// The lists, written by the template: `<` cannot occur in them (paths and URLs, JSON-escaped).
const appScriptsBlock =
  `<script type="application/json" id="${appScriptsId}">` +
  "<%~ JSON.stringify({app: it.scripts.map((script) => it.baseUrl + script), async: lateScripts}).replace(/</g, '\\\\u003c') %>" +
  '</script>';

export const ssrTemplate = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <% const lateScripts = []; %>
    <%~ it.headTags.replace(new RegExp('${asyncHeadScript.source.replace(/\\/g, '\\\\')}', 'g'), (tag, source) => { lateScripts.push(source.replace(/&amp;/g, '&')); return ''; }) %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    ${appScriptsBlock}
    <%~ it.postBodyTags %>
  </body>
</html>
`.replace(/^\s+/gm, '');
