/**
 * Drops CSS for components this site never renders, to keep the one
 * stylesheet every page loads under the 20 KB (gzip) budget.
 *
 * - DocSearch's stylesheet carries the Ask AI screens, conversation history,
 *   Markdown answers and side panel (about 1 KB gzip). The site configures no
 *   Ask AI assistant, so the dialog never renders them.
 * - Infima styles components that Docusaurus uses only in the blog or not at
 *   all: numbered pagination, pills, avatars and button groups. There is no
 *   blog here; a build check (tests/build/unused-css.test.ts) fails if any
 *   page or script starts using one of these classes.
 */
import type {Plugin} from '@docusaurus/types';
import {pruneUnusedCss, type UnusedClasses} from './prune';

export const unusedClasses: UnusedClasses = {
  prefixes: [
    'DocSearch-AskAi',
    'DocSearch-Conversation',
    'DocSearch-CodeSnippet',
    'DocSearch-Markdown',
    'DocSearch-Menu',
    'DocSearch-NewConversationScreen',
    'DocSearch-Sidepanel',
    'DocSearch-ThreadDepthError',
  ],
  blocks: ['pagination', 'pills', 'avatar', 'button-group'],
};

export default function unusedCssPlugin(): Plugin {
  return {
    name: 'unused-css',
    configurePostCss(options) {
      options.plugins.push(pruneUnusedCss(unusedClasses));
      return options;
    },
  };
}
