/**
 * The errors guide's entries, one per error code, cut from the guide's
 * Markdown twin (plugins/llms-txt): each `#### \`domain/code\`` heading and
 * what follows it up to the next heading. The anchor is the guide's rule
 * (plugins/typedoc-error-codes: `errorCodeAnchor`).
 */
import {errorCodeAnchor} from '../typedoc-error-codes/errorCodes';
import type {ErrorEntry} from './format';

/** A level-4 heading that is one code span (`#### \`session/camera-not-ready\``). */
const entryHeading = /^#### `([^`\s]+)`\s*$/;
const anyHeading = /^#{1,6} /;

/**
 * @param twin the errors guide's Markdown twin
 * @param pagePath the guide's path (`/docs/guides/errors`)
 */
export function errorEntries(twin: string, pagePath: string): ErrorEntry[] {
  const entries: ErrorEntry[] = [];
  let current: {code: string; lines: string[]} | undefined;
  let inFence = false;
  const close = () => {
    if (current === undefined) return;
    const markdown = current.lines.join('\n').trim();
    entries.push({code: current.code, path: `${pagePath}#${errorCodeAnchor(current.code)}`, markdown});
    current = undefined;
  };
  for (const line of twin.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? null : entryHeading.exec(line);
    if (!inFence && (heading || anyHeading.test(line))) close();
    if (heading) current = {code: heading[1], lines: []};
    current?.lines.push(line);
  }
  close();
  return entries;
}
