/**
 * Registers the extra Prism languages of the site config (bash, json, kotlin,
 * ruby, cmake, groovy, java) on prism-react-renderer's Prism, once, when the
 * first code block is about to be tokenized. plugins/lazy-prism explains why
 * this is not a client module; registering costs a walk over every grammar
 * per language, which a page whose blocks keep their server markup never
 * needs (src/theme/CodeBlock/Content).
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

let registered = false;

export function registerLanguages(): void {
  if (registered) return;
  registered = true;
  prismIncludeLanguages(Prism);
}
