/**
 * Which of the guides' code blocks is a complete example, and the key it is
 * known by on its page. Shared by the example check (screens.ts, needs.ts)
 * and the remark plugin that shows each example's "Works on / Needs" line
 * (plugins/example-needs/remark.ts), so both find the same blocks. No heavy imports:
 * the site's build loads it.
 */

import {isV5Block} from '../markdown';

/** Renders a `<Camera>`, directly or through an animated wrapper (`createAnimatedComponent(Camera)`, the zooming guide). */
const rendersCamera = (code: string): boolean => /<Camera\b/.test(code) || /createAnimatedComponent\(\s*Camera\s*\)/.test(code);

/** The component a block exports (`export function Name`, `export default function Name`). */
export const screenComponentOf = (code: string): string | undefined => /^export (?:default )?function ([A-Z]\w*)/m.exec(code)?.[1];

/** A tsx/ts block that exports a component rendering a `<Camera>`: a screen a reader can paste (opt-outs aside). */
export const isScreenExample = (block: {lang: string; code: string}): boolean =>
  (block.lang === 'tsx' || block.lang === 'ts') && rendersCamera(block.code) && screenComponentOf(block.code) !== undefined;

/** The platform of a native block's language. */
export const nativeLanguages: Readonly<Record<string, 'iOS' | 'Android' | 'iOS · Android'>> = {
  swift: 'iOS',
  objectivec: 'iOS',
  'objective-c': 'iOS',
  objc: 'iOS',
  kotlin: 'Android',
  java: 'Android',
  groovy: 'Android',
  gradle: 'Android',
  cmake: 'Android',
  cpp: 'iOS · Android',
  'c++': 'iOS · Android',
};

export const titleOf = (meta: string): string | undefined => /(?:^|\s)title="([^"]+)"/.exec(meta)?.[1];

/**
 * The key a block is found by on its page: a screen by its component (`screen:BrightnessMeter`), a native
 * block by its title (`title:AverageLumaPlugin.swift`) or, untitled, by its place among the page's blocks of
 * that language (`lang:kotlin#2`, counting every block of the language). Other blocks have none.
 */
export function blockKeyOf(block: {lang: string; meta: string; code: string}, nthOfLanguage: number): string | undefined {
  if (isV5Block(block.meta)) return undefined;
  if (isScreenExample(block)) return `screen:${screenComponentOf(block.code)}`;
  if (!(block.lang in nativeLanguages)) return undefined;
  const title = titleOf(block.meta);
  return title === undefined ? `lang:${block.lang}#${nthOfLanguage}` : `title:${title}`;
}
