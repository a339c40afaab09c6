// @ts-check
/**
 * TypeDoc plugin: under the `code` member of each error class page (CameraRuntimeError, CameraCaptureError), the
 * list of the codes its typings allow, each linked to its entry in the errors guide (see errorCodes.ts). Derived
 * from the `code` type at every build, so a code added to a union gets its link, and the build's link check fails
 * until the guide has its entry.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {createJiti} from 'jiti';
import {ReflectionKind, RendererEvent} from 'typedoc';
import {MarkdownPageEvent} from 'typedoc-plugin-markdown';

const pluginDir = path.dirname(fileURLToPath(import.meta.url));
// TypeDoc loads this file with Node's own import; jiti loads the TypeScript beside it.
const jiti = createJiti(import.meta.url);
/** @type {typeof import('./errorCodes.ts')} */
const {errorClassesOf, withErrorCodeList} = await jiti.import(path.join(pluginDir, 'errorCodes.ts'));

/** @param {import('typedoc').Application} app */
export function load(app) {
  /** @type {Map<string, import('./errorCodes.ts').CodeGroup[]>} */
  let errorClasses = new Map();
  app.renderer.on(RendererEvent.BEGIN, (event) => {
    errorClasses = errorClassesOf(event.project, ReflectionKind.Class);
  });
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    const model = /** @type {import('typedoc').Reflection} */ (page.model);
    if (page.contents === undefined || !model.kindOf(ReflectionKind.Class)) return;
    const groups = errorClasses.get(model.name);
    if (groups !== undefined) page.contents = withErrorCodeList(page.contents, groups, page.url);
  });
}
