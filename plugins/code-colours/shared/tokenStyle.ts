/**
 * The look of a highlighted code token in both colour modes at once, as
 * class names.
 *
 * prism-react-renderer colours a token with an inline style from the theme of
 * the current mode, so markup rendered in one mode is wrong in the other: the
 * server's light colours showed on a dark page until the browser had loaded
 * Prism and tokenized every block again. Here a token carries one class for
 * its light colour and one for its dark colour, and the stylesheet of this
 * plugin (index.ts, built by `tokenCss` below) applies one by `data-theme`:
 * right from the first paint, and a change of mode repaints nothing in React.
 *
 * Classes, not inline styles: a style attribute on each of a guide's
 * thousands of tokens was a third of its HTML, and an element with an inline
 * style is parsed and styled on its own. See ARCHITECTURE.md, "Theme wrappers
 * and components".
 */
import type {CSSProperties} from 'react';
import type {PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '../../../config/prism';

/** Style by token type, as prism-react-renderer builds it: later theme entries win, `plain` has no background. */
function styleByType(theme: PrismTheme): Map<string, CSSProperties> {
  const byType = new Map<string, CSSProperties>([['plain', {...theme.plain, backgroundColor: undefined}]]);
  for (const {types, style} of theme.styles) {
    for (const type of types) byType.set(type, {...byType.get(type), ...style});
  }
  return byType;
}

const light = styleByType(lightCodeTheme);
const dark = styleByType(darkCodeTheme);

/** A token's style in one theme: the styles of its types merged in order, as prism-react-renderer does. */
export function styleInTheme(byType: Map<string, CSSProperties>, types: readonly string[]): CSSProperties {
  return Object.assign({}, ...types.map((type) => byType.get(type)));
}

/** A CSS declaration from a React style entry: `fontStyle`, `italic` → `font-style:italic`. */
function declaration(property: string, value: unknown): string {
  return `${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${String(value)}`;
}

/** Every value a theme can give a token's colour, numbered for the class names; "inherit" when a type has none. */
function colourTable(byType: Map<string, CSSProperties>): string[] {
  return ['inherit', ...new Set([...byType.values()].flatMap(({color}) => (color === undefined ? [] : [color])))];
}

const lightColours = colourTable(light);
const darkColours = colourTable(dark);
/** Every other declaration (italic, bold) of either theme, numbered for the class names. */
const otherDeclarations = [
  ...new Set(
    [...light.values(), ...dark.values()].flatMap(({color: _color, backgroundColor: _background, ...rest}) =>
      Object.entries(rest)
        .filter(([, value]) => value !== undefined)
        .map(([property, value]) => declaration(property, value)),
    ),
  ),
];

/**
 * The token's classes for both modes: `tl<n>` for its light colour, `td<n>`
 * for its dark colour, `tx<n>` for each other property (italic, bold), which
 * the two themes share (a unit test holds that). Undefined when the token
 * has no style of its own.
 */
export function tokenClassName(types: readonly string[]): string | undefined {
  if (types.length === 1 && types[0] === 'plain') return undefined;
  const {color: lightColour, backgroundColor: _background, ...rest} = styleInTheme(light, types);
  const {color: darkColour} = styleInTheme(dark, types);
  const classes: string[] = [];
  if (lightColour !== undefined || darkColour !== undefined) {
    classes.push(`tl${lightColours.indexOf(lightColour ?? 'inherit')}`, `td${darkColours.indexOf(darkColour ?? 'inherit')}`);
  }
  for (const [property, value] of Object.entries(rest)) {
    if (value !== undefined) classes.push(`tx${otherDeclarations.indexOf(declaration(property, value))}`);
  }
  return classes.length === 0 ? undefined : classes.join(' ');
}

/**
 * The rules behind the classes: light colours apply unless the page is dark
 * (also with scripts off, when no `data-theme` is set), dark colours win in
 * dark mode by a more specific selector.
 */
export function tokenCss(): string {
  return [
    ...lightColours.map((colour, index) => `.theme-code-block .tl${index}{color:${colour}}`),
    ...darkColours.map((colour, index) => `[data-theme='dark'] .theme-code-block .td${index}{color:${colour}}`),
    ...otherDeclarations.map((rule, index) => `.theme-code-block .tx${index}{${rule}}`),
  ].join('\n');
}

/** Style maps of both themes, for the unit test that holds them to the same non-colour properties. */
export const themeStyles = {light, dark};
