/**
 * The style of a highlighted code token in both colour modes at once.
 *
 * prism-react-renderer colours a token with an inline style from the theme of
 * the current mode, so markup rendered in one mode is wrong in the other: the
 * server's light colours showed on a dark page until the browser had loaded
 * Prism and tokenized every block again. Here a token carries its light and
 * its dark colour as custom properties, and the stylesheet of this plugin
 * (index.ts) picks one by `data-theme`: right from the first paint, and a
 * change of mode repaints nothing in React. See ARCHITECTURE.md, "Theme
 * wrappers and components".
 */
import type {CSSProperties} from 'react';
import type {PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '../../config/prism';

type TokenStyle = CSSProperties & {'--token-light'?: string; '--token-dark'?: string};

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

/**
 * The token's style for both modes: its colours as `--token-light` and
 * `--token-dark`, its other properties (italic, bold) as they are, the same in
 * both themes (a unit test holds that). Undefined when the token has no style
 * of its own.
 */
export function tokenStyle(types: readonly string[]): TokenStyle | undefined {
  if (types.length === 1 && types[0] === 'plain') return undefined;
  const {color: lightColor, ...rest} = styleInTheme(light, types);
  const {color: darkColor} = styleInTheme(dark, types);
  const style: TokenStyle = {...rest};
  if (lightColor !== undefined) style['--token-light'] = lightColor;
  if (darkColor !== undefined) style['--token-dark'] = darkColor;
  return Object.keys(style).length === 0 ? undefined : style;
}

/** Style maps of both themes, for the unit test that holds them to the same non-colour properties. */
export const themeStyles = {light, dark};
