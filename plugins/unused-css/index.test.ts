import postcss from 'postcss';
import {describe, expect, it} from 'vitest';
import unusedCssPlugin, {unusedClasses} from './index';
import {pruneUnusedCss, unusedSelectorPattern} from './prune';

const sample = {prefixes: ['DocSearch-AskAi'], blocks: ['pagination', 'pills']};

async function prune(css: string): Promise<string> {
  const result = await postcss([pruneUnusedCss(sample)]).process(css, {from: undefined});
  return result.css;
}

describe('unusedSelectorPattern', () => {
  const pattern = unusedSelectorPattern(sample);

  it('matches classes that start with a prefix', () => {
    expect(pattern.test('.DocSearch-AskAiScreen-Body p')).toBe(true);
    expect(pattern.test('.DocSearch-Hit')).toBe(false);
  });

  it('matches a block with its elements and modifiers, not a longer block name', () => {
    expect(pattern.test('.pagination')).toBe(true);
    expect(pattern.test('.pagination__item:hover')).toBe(true);
    expect(pattern.test('.pagination--sm .pagination__link')).toBe(true);
    expect(pattern.test('.pagination-nav__link')).toBe(false);
    expect(pattern.test('.pills')).toBe(true);
    expect(pattern.test('.pillsBox')).toBe(false);
  });
});

describe('pruneUnusedCss', () => {
  it('removes rules whose every selector is unused and keeps the rest', async () => {
    const css = await prune('.pagination{margin:0}.pagination-nav{display:grid}.DocSearch-Hit{color:red}');
    expect(css).toBe('.pagination-nav{display:grid}.DocSearch-Hit{color:red}');
  });

  it('drops only the unused selectors of a shared rule', async () => {
    const css = await prune('.pills__item,.tabs__item{cursor:pointer}');
    expect(css).toBe('.tabs__item{cursor:pointer}');
  });

  it('removes at-rules left empty, innermost first, and keeps keyframes', async () => {
    const css = await prune(
      '@media (max-width:768px){@supports (display:grid){.DocSearch-AskAiScreen{padding:0}}}@keyframes fade{from{opacity:0}to{opacity:1}}',
    );
    expect(css).toBe('@keyframes fade{from{opacity:0}to{opacity:1}}');
  });
});

describe('unused-css plugin', () => {
  it('adds its PostCSS plugin after the ones Docusaurus configures', () => {
    const plugin = unusedCssPlugin();
    const existing = {postcssPlugin: 'autoprefixer'};
    const options = plugin.configurePostCss!({plugins: [existing]});
    expect(options.plugins).toHaveLength(2);
    expect(options.plugins[0]).toBe(existing);
    expect((options.plugins[1] as {postcssPlugin: string}).postcssPlugin).toBe('unused-css');
  });

  it('never prunes components the site renders', () => {
    const pattern = unusedSelectorPattern(unusedClasses);
    const rendered = [
      '.DocSearch-Hit',
      '.DocSearch-Dropdown',
      '.DocSearch-Modal',
      '.pagination-nav__link',
      '.tabs__item',
      '.badge',
      '.hero__title',
    ];
    expect(rendered.filter((selector) => pattern.test(selector))).toEqual([]);
  });
});
