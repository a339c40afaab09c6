/**
 * The route-change progress bar without nprogress.
 *
 * The classic theme shows nprogress's bar when a client-side navigation takes
 * over 200 ms, from a client module that puts nprogress (about 1.4 KB gzip)
 * into every page's main bundle. In the browser bundle that module is
 * replaced by `client/routeProgress.ts`: the same bar (the theme's
 * `#nprogress` styles, its 200 ms delay) drawn by a few lines of ours.
 * ARCHITECTURE.md, Performance.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {browserAlias} from '../lib/browserAlias';

/** The client module of @docusaurus/theme-classic that shows the bar. */
export function themeProgressModule(): string {
  return path.join(path.dirname(require.resolve('@docusaurus/theme-classic')), 'nprogress');
}

export const routeProgressModule = path.join(__dirname, 'client', 'routeProgress.ts');

export default function progressBarPlugin(): Plugin {
  return {
    name: 'progress-bar',
    configureWebpack: browserAlias(themeProgressModule(), routeProgressModule),
  };
}
