import {describe, expect, it} from 'vitest';
import {darkCodeTheme, lightCodeTheme} from '../../config/prism';
import {codeColourCss} from './index';
import {styleInTheme, themeStyles, tokenStyle} from './tokenStyle';

describe('code colours', () => {
  it('gives a token the colour of each theme, merged over its types in order as prism-react-renderer does', () => {
    const keyword = lightCodeTheme.styles.find((entry) => entry.types.includes('keyword'))!.style.color;
    const darkKeyword = darkCodeTheme.styles.find((entry) => entry.types.includes('keyword'))!.style.color;
    expect(tokenStyle(['keyword'])).toEqual({'--token-light': keyword, '--token-dark': darkKeyword});
    // A later type wins: punctuation inside a tag is coloured as punctuation.
    const punctuation = lightCodeTheme.styles.find((entry) => entry.types.includes('punctuation'))!.style.color;
    expect(tokenStyle(['tag', 'punctuation'])?.['--token-light']).toBe(punctuation);
    expect(tokenStyle(['punctuation', 'tag'])?.['--token-light']).toBe(
      lightCodeTheme.styles.find((entry) => entry.types.includes('tag'))!.style.color,
    );
  });

  it('keeps the non-colour properties and gives plain tokens and unknown types no style', () => {
    expect(tokenStyle(['comment'])?.fontStyle).toBe('italic');
    expect(tokenStyle(['bold'])).toEqual({fontWeight: 'bold'});
    expect(tokenStyle(['plain'])).toBeUndefined();
    expect(tokenStyle(['no-such-type'])).toBeUndefined();
  });

  it('the two themes style the same types with the same non-colour properties (only colours may differ per mode)', () => {
    const types = new Set([...themeStyles.light.keys(), ...themeStyles.dark.keys()]);
    for (const type of types) {
      const {color: _light, ...lightRest} = styleInTheme(themeStyles.light, [type]);
      const {color: _dark, ...darkRest} = styleInTheme(themeStyles.dark, [type]);
      expect(darkRest, type).toEqual(lightRest);
    }
  });

  it('the stylesheet sets each mode plain colours from the themes and colours tokens by mode', () => {
    const css = codeColourCss(lightCodeTheme, darkCodeTheme);
    expect(css).toContain(
      `:root{--code-plain-color:${lightCodeTheme.plain.color};--code-plain-background:${lightCodeTheme.plain.backgroundColor}}`,
    );
    expect(css).toContain(
      `[data-theme='dark']{--code-plain-color:${darkCodeTheme.plain.color};--code-plain-background:${darkCodeTheme.plain.backgroundColor}}`,
    );
    expect(css).toContain(`.theme-code-block .token{color:var(--token-light)}`);
    expect(css).toContain(`[data-theme='dark'] .theme-code-block .token{color:var(--token-dark)}`);
  });
});
