/**
 * First paint first (ARCHITECTURE.md): with the page template of template.ts,
 * which lists the app's scripts instead of loading them, this plugin puts the
 * start script at the end of every page's body.
 */
import type {Plugin} from '@docusaurus/types';
import {startScript} from './startScript';

export default function firstPaintPlugin(): Plugin {
  return {
    name: 'first-paint',
    injectHtmlTags() {
      return {postBodyTags: [{tagName: 'script', innerHTML: startScript}]};
    },
  };
}
