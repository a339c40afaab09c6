/**
 * Every install command the site shows installs VisionCamera 4: npm's
 * `latest` is 5.x, a different API, so an unpinned `npm install
 * react-native-vision-camera` would give a reader code none of our examples
 * compile against. Read from the guides' source, every code block and line of
 * prose, and from the home page's command.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {installCommand, libraryVersion, packageName} from '../../config/site';

const guidesDir = path.resolve(__dirname, '../../docs/guides');

/** Each `npm install` / `npm i` / `yarn add` / `pnpm add` / `bun add` / `npx expo install` naming the package, with what follows it on the line. */
function installsOf(text: string): string[] {
  const pattern = /\b(?:npm (?:install|i|add)|yarn add|pnpm (?:add|install|i)|bun add|npx expo install|expo install)\b[^\n`]*/g;
  return (text.match(pattern) ?? []).filter((command) => new RegExp(`(^|\\s)${packageName}(@|\\s|$)`).test(command));
}

/** Whether every mention of the package in an install command pins a 4.x version. */
function pinsVersion4(command: string): boolean {
  const mentions = command.split(/\s+/).filter((word) => word === packageName || word.startsWith(`${packageName}@`));
  return mentions.every((word) => /@(\^|~)?4(\.|$)/.test(word));
}

describe('install commands', () => {
  it('recognises pinned and unpinned commands', () => {
    expect(installsOf('Run `npm install react-native-vision-camera` now.')).toEqual(['npm install react-native-vision-camera']);
    expect(pinsVersion4('npm install react-native-vision-camera')).toBe(false);
    expect(pinsVersion4('yarn add react-native-vision-camera@latest')).toBe(false);
    expect(pinsVersion4('npx expo install react-native-vision-camera@5.2.3')).toBe(false);
    expect(pinsVersion4('npm install react-native-vision-camera@4.7.3')).toBe(true);
    expect(pinsVersion4('npm i react-native-vision-camera@^4 react-native-worklets-core')).toBe(true);
    expect(installsOf('npm install react-native-vision-camera-face-detector@1')).toEqual([]);
  });

  it('the home page installs the documented version', () => {
    expect(libraryVersion).toMatch(/^4\./);
    expect(installsOf(installCommand)).toHaveLength(1);
    expect(pinsVersion4(installCommand)).toBe(true);
  });

  const guides = readdirSync(guidesDir).filter((file) => /\.mdx?$/.test(file));
  it.each(guides)('%s: every command that installs the library pins version 4', (file) => {
    const unpinned = installsOf(readFileSync(path.join(guidesDir, file), 'utf8')).filter((command) => !pinsVersion4(command));
    expect(unpinned, `docs/guides/${file}`).toEqual([]);
  });

  it('Getting Started shows the pinned command for npm, Yarn and Expo', () => {
    const commands = installsOf(readFileSync(path.join(guidesDir, 'index.mdx'), 'utf8'));
    for (const tool of ['npm install', 'yarn add', 'npx expo install']) {
      expect(commands.filter((command) => command.startsWith(tool) && pinsVersion4(command)).length, tool).toBeGreaterThan(0);
    }
  });
});
