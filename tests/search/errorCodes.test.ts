/**
 * Error codes typed into the search, on the built site: each code of the
 * 4.7.3 sources (model/errorCodes.ts) must put its own entry on the
 * errors guide first, however it is typed, and the start of a native message
 * must find the entry of its code.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {librarySource, nativeCodes, unionCodes} from '../../model/errorCodes';
import {loadBuiltIndex, searchPaths} from '../../scripts/lib/builtIndex';

const {index} = loadBuiltIndex();
const codes = [...new Set([...[...unionCodes().values()].flat(), ...nativeCodes().keys()])].sort();
/** The entry's anchor: the code in lower case, `/` as `-` (the errors guide's rule). */
const entryOf = (code: string) => `/docs/guides/errors#${code.toLowerCase().replace('/', '-')}`;
const top = (query: string, count: number) => searchPaths(index, query).slice(0, count);

describe('error codes in the search', () => {
  it('reads the codes from the sources', () => {
    expect(codes.length).toBeGreaterThanOrEqual(65);
    expect(codes).toContain('session/camera-not-ready');
  });

  it.each(codes)('%s puts its entry first', (code) => {
    expect(top(code, 1)).toEqual([entryOf(code)]);
  });

  const domainCodes = codes.filter((code) => code.includes('/'));
  const ids = domainCodes.map((code) => code.split('/')[1]);
  const uniqueIds = domainCodes.filter((code) => ids.filter((id) => id === code.split('/')[1]).length === 1);

  it.each(domainCodes)('%s in upper case and with spaces around the slash puts its entry first', (code) => {
    expect(top(code.toUpperCase(), 1)).toEqual([entryOf(code)]);
    expect(top(code.replace('/', ' / '), 1)).toEqual([entryOf(code)]);
  });

  it.each(uniqueIds.filter((code) => code.split('/')[1].includes('-')))('%s without its domain puts its entry first', (code) => {
    expect(top(code.split('/')[1], 1)).toEqual([entryOf(code)]);
  });

  // `CameraError("session", "camera-not-ready", "The Camera is not ready yet! …")` in the Android sources.
  const kotlin = readFileSync(path.join(librarySource, 'android/src/main/java/com/mrousavy/camera/core/CameraError.kt'), 'utf8');
  // Up to ten words, and only those before a placeholder (`$name`); at least five, or the start names no one code.
  const messages = [...kotlin.matchAll(/CameraError\(\s*"([\w-]+)",\s*"([\w-]+)",\s*"([^"$]+)/g)]
    .map(([, domain, id, message]) => ({code: `${domain}/${id}`, start: message.trim().split(/\s+/).slice(0, 10).join(' ')}))
    .filter(({start}) => start.split(' ').length >= 5);

  it('finds native messages in the sources', () => {
    expect(messages.length).toBeGreaterThanOrEqual(20);
  });

  it.each(messages)('the start of the message of $code ("$start") finds its entry in the top 3', ({code, start}) => {
    expect(top(start, 3)).toContain(entryOf(code));
  });
});
