/**
 * Code colours that follow the colour mode in CSS (see tokenStyle.ts for why).
 *
 * Adds one small stylesheet to every page's head, built from config/prism.ts:
 * the plain text and background colour of code blocks per mode, and the rules
 * of the token classes that give a token its light or its dark colour. The
 * theme config's code themes are colourless (config/prism.ts), so the theme
 * writes no colours inline on a block: its `--prism-*` variables and the
 * `<pre>`'s colours come from here, and markup rendered in either mode shows
 * the right colours in both.
 */
import type {Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '../../config/prism';
import {tokenCss} from './shared/tokenStyle';

/** The stylesheet for the site's light and dark code themes; the token classes are numbered from the same themes. */
export function codeColourCss(): string {
  const plain = (theme: PrismTheme) =>
    `--code-plain-color:${theme.plain.color ?? 'inherit'};--code-plain-background:${theme.plain.backgroundColor ?? 'transparent'}`;
  return [
    `:root{${plain(lightCodeTheme)}}`,
    `[data-theme='dark']{${plain(darkCodeTheme)}}`,
    `.theme-code-block{--prism-color:var(--code-plain-color);--prism-background-color:var(--code-plain-background)}`,
    `.theme-code-block .prism-code{color:var(--prism-color);background-color:var(--prism-background-color)}`,
    // The token classes (tokenStyle.ts), numbered from config/prism.ts.
    tokenCss(),
  ].join('\n');
}

export default function codeColoursPlugin(): Plugin {
  return {
    name: 'code-colours',
    injectHtmlTags() {
      return {
        headTags: [{tagName: 'style', attributes: {'data-code-colours': ''}, innerHTML: codeColourCss()}],
      };
    },
  };
}
