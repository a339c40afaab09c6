import type {PrismTheme} from 'prism-react-renderer';

/**
 * Code colours of the site, one theme per colour mode. Every token colour
 * reaches WCAG AA (4.5:1) against its block background, comments included,
 * which the stock GitHub and Dracula themes do not (their comments are near 3:1).
 */

/** Background of code blocks; custom.css uses the same values for inline code. */
const codeBackground = {light: '#f7f6fb', dark: '#211f2d'};

export const lightCodeTheme: PrismTheme = {
  plain: {color: '#24222e', backgroundColor: codeBackground.light},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#676279', fontStyle: 'italic'}},
    {types: ['punctuation', 'operator'], style: {color: '#4d4a5c'}},
    {types: ['keyword', 'atrule', 'important', 'selector'], style: {color: '#b1246a'}},
    {types: ['string', 'char', 'attr-value', 'regex', 'inserted', 'template-string'], style: {color: '#1c7338'}},
    {types: ['function', 'method'], style: {color: '#5b3fd1'}},
    {types: ['number', 'boolean', 'constant', 'symbol'], style: {color: '#a34700'}},
    {types: ['tag', 'property', 'variable', 'builtin'], style: {color: '#1e5fa8'}},
    {types: ['attr-name', 'parameter'], style: {color: '#8a4b00'}},
    {types: ['class-name', 'maybe-class-name', 'namespace'], style: {color: '#0f6e7a'}},
    {types: ['deleted'], style: {color: '#b1246a'}},
    {types: ['bold'], style: {fontWeight: 'bold'}},
    {types: ['italic'], style: {fontStyle: 'italic'}},
  ],
};

export const darkCodeTheme: PrismTheme = {
  plain: {color: '#e6e3f2', backgroundColor: codeBackground.dark},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#9c97b8', fontStyle: 'italic'}},
    {types: ['punctuation', 'operator'], style: {color: '#bdb8d3'}},
    {types: ['keyword', 'atrule', 'important', 'selector'], style: {color: '#ff8ac4'}},
    {types: ['string', 'char', 'attr-value', 'regex', 'inserted', 'template-string'], style: {color: '#9ee6a3'}},
    {types: ['function', 'method'], style: {color: '#c4b5ff'}},
    {types: ['number', 'boolean', 'constant', 'symbol'], style: {color: '#ffb86b'}},
    {types: ['tag', 'property', 'variable', 'builtin'], style: {color: '#8cc8ff'}},
    {types: ['attr-name', 'parameter'], style: {color: '#ffd28a'}},
    {types: ['class-name', 'maybe-class-name', 'namespace'], style: {color: '#7fe0e8'}},
    {types: ['deleted'], style: {color: '#ff8ac4'}},
    {types: ['bold'], style: {fontWeight: 'bold'}},
    {types: ['italic'], style: {fontStyle: 'italic'}},
  ],
};

/**
 * The themes the theme config hands to the code block: no colours. Tokens and blocks take theirs
 * from classes and the stylesheet of plugins/code-colours, built from the two themes above; colours
 * here would only write inline styles on every block, which that stylesheet overrides, and put both
 * themes in every page's main bundle.
 */
export const colourlessCodeTheme: PrismTheme = {plain: {}, styles: []};
