/**
 * A small head manager for the browser in place of react-helmet-async.
 *
 * Docusaurus writes every page's title, meta tags, links and `<html>`
 * attributes through react-helmet-async, in the server render (which writes
 * them into the HTML) and in the browser (which changes them as the visitor
 * navigates). In the browser it was about 5 KB gzip of every page's main
 * bundle with its dependencies (deep comparison, prop types, invariants),
 * for what `./client` does in a fraction: the same rules for which `<Head>`
 * wins (headState.ts), the same `data-rh` marks (applyHead.ts), so the tags
 * the server wrote are kept as they are. The server bundle keeps the real
 * package, which renders the HTML. ARCHITECTURE.md, Performance.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {browserAlias} from '../lib/browserAlias';

export const browserHeadModule = path.join(__dirname, 'client', 'index.tsx');

export default function leanHeadPlugin(): Plugin {
  return {
    name: 'lean-head',
    // The package's entry only, as Docusaurus imports it (`{Helmet}`, `{HelmetProvider}`).
    configureWebpack: browserAlias('react-helmet-async', browserHeadModule),
  };
}
