/**
 * The page template (Docusaurus' public `ssrTemplate` option): the stock one,
 * except how the app's scripts start (ARCHITECTURE.md, "First paint first").
 *
 * Stock Docusaurus puts `<script defer>` in the head. The browser then fetches
 * the app's scripts (about 115 KB gzip) alongside the HTML and the stylesheet,
 * sharing a slow phone's bandwidth with them, and runs them as soon as the HTML
 * is parsed, often before it has rendered anything: the first style, layout and
 * paint wait for the download and the evaluation. Here a small script at the
 * end of the body adds the same scripts, in order, once the browser reports the
 * first contentful paint of the parsed page (it is then on screen). A page in a
 * background tab paints nothing, so it adds them at once. Nothing else changes: same scripts, same order, same
 * hydration; the page's text and links work before it, as they always did.
 *
 * When the last script has loaded or failed, the document gets the event
 * `appScriptsSettled`; the wrong-base-URL banner (plugins/base-url-banner)
 * checks then whether the app ran.
 */

/** Dispatched on `document` once the last app script has run or failed to load. */
export const appScriptsSettled = 'app-scripts-settled';

/**
 * Adds the app's scripts (`sources`, run in order) and the head's async scripts
 * (`asyncSources`, analytics) after the first paint; its source text is inlined in every page.
 */
function startAppScripts(sources: string[], asyncSources: string[], settledEvent: string): void {
  let started = false;
  function start() {
    if (started) return;
    started = true;
    asyncSources.forEach(function (source) {
      const script = document.createElement('script');
      script.src = source;
      document.head.appendChild(script);
    });
    let last: HTMLScriptElement | undefined;
    sources.forEach(function (source) {
      const script = document.createElement('script');
      script.src = source;
      // Dynamic scripts are async by default; these keep their order (runtime, then main).
      script.async = false;
      document.head.appendChild(script);
      last = script;
    });
    function settled() {
      document.dispatchEvent(new Event(settledEvent));
    }
    if (last === undefined) return settled();
    last.addEventListener('load', settled);
    last.addEventListener('error', settled);
  }
  // A hidden tab paints nothing: start now, or as soon as the tab is hidden.
  if (document.visibilityState === 'hidden') return start();
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') start();
  });
  // The first contentful paint is reported once it is on screen; a frame callback comes
  // before its frame is even drawn. Without paint timing: the task after the next frame.
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0) {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length > 0) setTimeout(start, 0);
    }).observe({type: 'paint', buffered: true});
  } else {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  // Should the browser never report a paint, the page still comes alive.
  setTimeout(start, 10000);
}

/**
 * An async script among the head tags (the gtag plugin's loader): it never had to run before the
 * paint, but a slow phone fetches it beside the HTML. It is taken out of the head and added with the
 * app's scripts; tests/build/first-paint.test.ts fails if a plugin's tag stops matching.
 */
const asyncHeadScript = /<script async(?:="")? src="([^"]+)"><\/script>/g;

const appScriptList = '<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>';
const startScript = `(${startAppScripts.toString()})(${appScriptList}, <%~ JSON.stringify(lateScripts) %>, ${JSON.stringify(appScriptsSettled)});`;

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
    <%~ it.headTags.replace(new RegExp('${asyncHeadScript.source.replace(/\\/g, '\\\\')}', 'g'), (tag, source) => { lateScripts.push(source); return ''; }) %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${startScript}</script>
  </body>
</html>
`;
