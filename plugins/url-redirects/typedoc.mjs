// @ts-check
/**
 * TypeDoc plugin: writes `api-manifest.json` next to the generated pages, the
 * names this version of the library exports, grouped the way the library's
 * previous site gave them pages. plugins/url-redirects turns it into redirect
 * pages, so the old URLs follow the typings on every version bump instead of a
 * hand-kept list (ARCHITECTURE.md, "URL rules").
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {ReflectionKind, RendererEvent} from 'typedoc';

export const manifestFileName = 'api-manifest.json';

/** The previous site's folder for each kind of exported declaration. */
const folderOfKind = /** @type {const} */ ([
  [ReflectionKind.Class, 'classes'],
  [ReflectionKind.Interface, 'interfaces'],
  [ReflectionKind.Function, 'functions'],
  [ReflectionKind.TypeAlias, 'type-aliases'],
  [ReflectionKind.Variable, 'variables'],
]);

/**
 * @param {import('typedoc').ProjectReflection} project
 * @returns {Record<string, string[]>}
 */
export function manifestOf(project) {
  /** @type {Record<string, string[]>} */
  const manifest = {};
  for (const [kind, folder] of folderOfKind) {
    manifest[folder] = project
      .getChildrenByKind(kind)
      .map((reflection) => reflection.name)
      .sort();
  }
  return manifest;
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.renderer.on(RendererEvent.END, (event) => {
    const out = event.outputDirectory;
    mkdirSync(out, {recursive: true});
    writeFileSync(path.join(out, manifestFileName), `${JSON.stringify(manifestOf(event.project), null, 2)}\n`);
  });
}
