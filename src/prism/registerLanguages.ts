/**
 * Registers the extra Prism languages of the site config (bash, json, kotlin,
 * ruby, cmake, groovy, java) on prism-react-renderer's Prism, once, when the
 * first code block is about to render. plugins/lazy-prism explains why this
 * is not a client module.
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);
