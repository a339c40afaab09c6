// @ts-check
/**
 * TypeDoc plugin: teaches TypeDoc the TSDoc tags that VisionCamera's doc
 * comments use beyond the standard set, so they render instead of warning.
 * It adds to TypeDoc's own defaults (read at runtime), which a config file
 * could only do by importing a second copy of TypeDoc.
 */
import {Application} from 'typedoc';

/** Block tags with content, shown as their own section (`#### Platform`). */
export const extraBlockTags = /** @type {const} */ (['@platform', '@note', '@method']);
/** Tags without content that mark a declaration (`@worklet`, `@component`). */
export const extraModifierTags = /** @type {const} */ (['@worklet', '@component']);

/**
 * @param {readonly string[]} current
 * @param {readonly string[]} extra
 * @returns {string[]}
 */
export function withTags(current, extra) {
  return [...new Set([...current, ...extra])];
}

/** @param {Application} app */
export function load(app) {
  app.on(Application.EVENT_BOOTSTRAP_END, () => {
    app.options.setValue('blockTags', withTags(app.options.getValue('blockTags'), extraBlockTags));
    app.options.setValue('modifierTags', withTags(app.options.getValue('modifierTags'), extraModifierTags));
  });
}
