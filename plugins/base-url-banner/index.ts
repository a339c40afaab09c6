/**
 * Our banner for a misconfigured base URL: "Your site did not load
 * properly." Docusaurus has its own (with other words) which we turn off
 * (`baseUrlIssueBanner: false`). Same detection: if the app bundle never ran
 * (`window.docusaurus` missing once the app's scripts have loaded or failed,
 * which plugins/first-paint announces), the assets were not found where the
 * configured base URL says they are.
 *
 * The built-in banner's component stays in every page's main bundle even when
 * turned off (it renders nothing); both bundles get an empty one instead.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {appScriptsSettled} from '../first-paint/startScript';

export const bannerTitle = 'Your site did not load properly.';
export const bannerId = 'base-url-issue-banner';

/** The inline script; it builds the banner with DOM calls (no HTML strings). */
export function bannerScript(baseUrl: string): string {
  const texts = {
    title: bannerTitle,
    reason: 'A common reason is a wrong baseUrl in docusaurus.config.ts.',
    configured: `Configured baseUrl: ${baseUrl}`,
    suggestion: 'This page suggests: ',
  };
  return `document.addEventListener(${JSON.stringify(appScriptsSettled)}, function () {
  if (typeof window.docusaurus !== 'undefined') return;
  var t = ${JSON.stringify(texts)};
  var banner = document.createElement('div');
  banner.id = ${JSON.stringify(bannerId)};
  banner.setAttribute('role', 'alert');
  banner.style.cssText = 'border:4px solid #b00020;background:#fff3cd;color:#1c1e21;margin:16px;padding:16px;font:16px/1.5 system-ui,sans-serif';
  var path = window.location.pathname;
  [[t.title, 'font-weight:700;font-size:24px;margin:0 0 8px'], [t.reason], [t.configured], [t.suggestion + (path.slice(-1) === '/' ? path : path + '/')]].forEach(function (line) {
    var p = document.createElement('p');
    p.textContent = line[0];
    p.style.cssText = line[1] || 'margin:0 0 4px';
    banner.appendChild(p);
  });
  document.body.prepend(banner);
});`;
}

/** The built-in banner's component, as core's App imports it. */
export const builtInBannerFile = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]BaseUrlIssueBanner[\\/]index\.js$/;
export const noBannerModule = path.join(__dirname, 'client', 'noBuiltInBanner.ts');

export default function baseUrlBannerPlugin(context: LoadContext): Plugin {
  if (context.siteConfig.baseUrlIssueBanner) {
    throw new Error('base-url-banner: set baseUrlIssueBanner to false; this plugin shows the banner (and removes the built-in one)');
  }
  return {
    name: 'base-url-banner',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {plugins: [new NormalModuleReplacementPlugin(builtInBannerFile, noBannerModule)]};
    },
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: bannerScript(context.siteConfig.baseUrl)}]};
    },
  };
}
