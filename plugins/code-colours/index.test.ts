import {describe, expect, it} from 'vitest';
import {darkCodeTheme, lightCodeTheme} from '../../config/prism';
import {codeColourCss} from './index';
import {styleInTheme, themeStyles, tokenClassName} from './shared/tokenStyle';

/** The colour a class name gives in one mode, read from the stylesheet as a browser would match it. */
function colourOf(className: string | undefined, mode: 'light' | 'dark'): string | undefined {
  const css = codeColourCss();
  const prefix = mode === 'light' ? 'tl' : 'td';
  const name = className?.split(' ').find((entry) => entry.startsWith(prefix));
  if (name === undefined) return undefined;
  const selector = mode === 'light' ? `.theme-code-block .${name}` : `[data-theme='dark'] .theme-code-block .${name}`;
  const rule = css.split('\n').find((line) => line.startsWith(`${selector}{`));
  return rule?.slice(selector.length).match(/^\{color:([^}]+)\}$/)?.[1];
}

const themeColour = (theme: typeof lightCodeTheme, type: string) => theme.styles.find((entry) => entry.types.includes(type))!.style.color;

describe('code colours', () => {
  it('gives a token the colour of each theme, merged over its types in order as prism-react-renderer does', () => {
    expect(colourOf(tokenClassName(['keyword']), 'light')).toBe(themeColour(lightCodeTheme, 'keyword'));
    expect(colourOf(tokenClassName(['keyword']), 'dark')).toBe(themeColour(darkCodeTheme, 'keyword'));
    // A later type wins: punctuation inside a tag is coloured as punctuation.
    expect(colourOf(tokenClassName(['tag', 'punctuation']), 'light')).toBe(themeColour(lightCodeTheme, 'punctuation'));
    expect(colourOf(tokenClassName(['punctuation', 'tag']), 'dark')).toBe(themeColour(darkCodeTheme, 'tag'));
    // Every type of either theme gets its own colours in both modes.
    for (const {types} of lightCodeTheme.styles) {
      for (const type of types) {
        expect(colourOf(tokenClassName([type]), 'light') ?? 'inherit', type).toBe(themeColour(lightCodeTheme, type) ?? 'inherit');
        expect(colourOf(tokenClassName([type]), 'dark') ?? 'inherit', type).toBe(themeColour(darkCodeTheme, type) ?? 'inherit');
      }
    }
  });

  it('keeps the non-colour properties as classes, and gives plain tokens and unknown types none', () => {
    const css = codeColourCss();
    const ruleOf = (name: string) => css.split('\n').find((line) => line.startsWith(`.theme-code-block .${name}{`));
    const extras = (className: string | undefined) =>
      (className ?? '')
        .split(' ')
        .filter((name) => name.startsWith('tx'))
        .map(ruleOf);
    expect(extras(tokenClassName(['comment']))).toEqual([expect.stringContaining('{font-style:italic}')]);
    expect(tokenClassName(['bold'])).toMatch(/^tx\d+$/);
    expect(extras(tokenClassName(['bold']))).toEqual([expect.stringContaining('{font-weight:bold}')]);
    expect(tokenClassName(['plain'])).toBeUndefined();
    expect(tokenClassName(['no-such-type'])).toBeUndefined();
  });

  it('the two themes style the same types with the same non-colour properties (only colours may differ per mode)', () => {
    const types = new Set([...themeStyles.light.keys(), ...themeStyles.dark.keys()]);
    for (const type of types) {
      const {color: _light, ...lightRest} = styleInTheme(themeStyles.light, [type]);
      const {color: _dark, ...darkRest} = styleInTheme(themeStyles.dark, [type]);
      expect(darkRest, type).toEqual(lightRest);
    }
  });

  it('the stylesheet sets each mode plain colours from the themes, and dark token colours win only in dark mode', () => {
    const css = codeColourCss();
    expect(css).toContain(
      `:root{--code-plain-color:${lightCodeTheme.plain.color};--code-plain-background:${lightCodeTheme.plain.backgroundColor}}`,
    );
    expect(css).toContain(
      `[data-theme='dark']{--code-plain-color:${darkCodeTheme.plain.color};--code-plain-background:${darkCodeTheme.plain.backgroundColor}}`,
    );
    const lines = css.split('\n');
    expect(lines.filter((line) => /\.td\d+\{/.test(line)).every((line) => line.startsWith(`[data-theme='dark'] `))).toBe(true);
    expect(lines.filter((line) => /\.tl\d+\{/.test(line)).every((line) => line.startsWith('.theme-code-block '))).toBe(true);
  });
});
