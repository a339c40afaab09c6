/**
 * The start script (ARCHITECTURE.md, "First paint first"): inlined at the end
 * of every page by the first-paint plugin, it adds the scripts the page
 * template listed (template.ts) once the first contentful paint is on screen.
 * It lives in a plugin's tags rather than in the template because the site
 * config, template included, is part of every page's main bundle.
 */
import type {AppScripts} from './template';
import {appScriptsId} from './template';

/** Dispatched on `document` once the last app script has run or failed to load. */
export const appScriptsSettled = 'app-scripts-settled';

/**
 * Adds the scripts of the data block once the first contentful paint is on screen. Its source
 * text is inlined in every page, so it runs in whatever browser a reader has: each step that a
 * browser may lack has a way around it, and nothing can keep the page from coming alive.
 */
function startAppScripts(listId: string, settledEvent: string): void {
  let started = false;
  function start() {
    if (started) return;
    started = true;
    const lists = JSON.parse(document.getElementById(listId)!.textContent!) as AppScripts;
    function add(source: string, inOrder: boolean): HTMLScriptElement {
      const script = document.createElement('script');
      script.src = source;
      // Dynamic scripts are async by default; the app's keep their order (runtime, then main).
      script.async = !inOrder;
      return document.head.appendChild(script);
    }
    lists.async.forEach(function (source) {
      add(source, false);
    });
    const last = lists.app.map(function (source) {
      return add(source, true);
    })[lists.app.length - 1];
    function settled() {
      document.dispatchEvent(new Event(settledEvent));
    }
    if (last === undefined) return settled();
    last.addEventListener('load', settled);
    last.addEventListener('error', settled);
  }
  function afterNextFrame() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  // Should the browser never report a paint, the page still comes alive: a second after the
  // load (a browser that hides paint timing), at the latest after 10 s.
  setTimeout(start, 10000);
  window.addEventListener('load', function () {
    setTimeout(start, 1000);
  });
  // A hidden tab paints nothing: start now, or as soon as the tab is hidden.
  if (document.visibilityState === 'hidden') return start();
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') start();
  });
  // The first contentful paint is reported once it is on screen; a frame callback comes
  // before its frame is even drawn. Without paint timing: the task after the next frame.
  const types = (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') < 0) return afterNextFrame();
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length > 0) setTimeout(start, 0);
    }).observe({type: 'paint', buffered: true});
  } catch {
    afterNextFrame();
  }
}

export const startScript = `(${startAppScripts.toString()})(${JSON.stringify(appScriptsId)}, ${JSON.stringify(appScriptsSettled)});`;
