/**
 * A page as the browser would show it with no script at all: every script
 * element the browser would run, and every hint that fetches a script, taken
 * out of the HTML. Data blocks (`application/ld+json`) stay, since the browser
 * only parses them. `npm run bench:lighthouse -- --without-scripts` serves pages
 * this way to measure the floor under a page's own tasks: the first style,
 * layout and paint that no script work can avoid (ARCHITECTURE.md, Performance).
 */
import {isExecutableScriptType} from '../../plugins/static-host-files/executableScript';

const scriptElement = /<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi;
const scriptHint = /<link\b[^>]*\brel=["']?(?:preload|modulepreload|prefetch)\b[^>]*>/gi;

/** The `type` attribute's value, or `undefined` when there is none. */
function scriptType(attributes: string): string | undefined {
  const match = /\btype=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  return match === null ? undefined : (match[1] ?? match[2] ?? match[3]);
}

export function withoutScripts(html: string): string {
  return html
    .replace(scriptElement, (element, attributes: string) => (isExecutableScriptType(scriptType(attributes)) ? '' : element))
    .replace(scriptHint, (hint) => (/\bas=["']?script\b/i.test(hint) || /\brel=["']?modulepreload\b/i.test(hint) ? '' : hint));
}
