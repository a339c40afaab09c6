/**
 * Code themes: prism-react-renderer's GitHub (light) and Dracula (dark), with
 * every token colour that fell below WCAG AA (4.5:1 on the block background)
 * replaced by a darker or lighter shade of the same hue.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

/** Token colours for the light theme, each at least 4.5:1 on #f6f8fa. */
const lightTokens: PrismTheme['styles'] = [
  {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#5c6670', fontStyle: 'italic'}},
  {types: ['namespace'], style: {opacity: 0.85}},
  {types: ['string', 'attr-value', 'char'], style: {color: '#b3145a'}},
  {types: ['punctuation', 'operator'], style: {color: '#393a34'}},
  {
    types: ['entity', 'url', 'symbol', 'number', 'boolean', 'variable', 'constant', 'property', 'regex', 'inserted'],
    style: {color: '#0f7672'},
  },
  {types: ['atrule', 'keyword', 'attr-name', 'selector'], style: {color: '#0a6aa1'}},
  {types: ['function', 'deleted', 'tag'], style: {color: '#b31d28'}},
  {types: ['function-variable', 'class-name', 'builtin'], style: {color: '#6f42c1'}},
  {types: ['tag', 'selector', 'keyword'], style: {color: '#00009f'}},
];

export const lightCodeTheme: PrismTheme = {...themes.github, styles: lightTokens};

/** Dracula's comment colour is 3.0:1 on its background; this one is 5.9:1. */
export const darkCodeTheme: PrismTheme = {
  ...themes.dracula,
  styles: themes.dracula.styles.map((rule) =>
    rule.types.includes('comment') ? {...rule, style: {...rule.style, color: '#9aa5ce'}} : rule,
  ),
};
