/**
 * The early-keys script as it goes into each page: its own file stays readable
 * and testable; the page gets it without the comment lines and indentation.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

const captureEarlyKeysFile = path.join(__dirname, 'captureEarlyKeys.js');

export function earlyKeysInlineScript(): string {
  return readFileSync(captureEarlyKeysFile, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//'))
    .join('\n');
}
