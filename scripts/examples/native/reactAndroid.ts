/**
 * React Native's own Android classes (ReactPackage, ReactApplicationContext, …)
 * that the guides' Kotlin and Java blocks import, looked up in the installed
 * react-native package's ReactAndroid sources, so a misspelled React import
 * fails like a misspelled VisionCamera one.
 */
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {nodeModules, readText} from './library';

const reactAndroidSources = path.join(nodeModules, 'react-native', 'ReactAndroid', 'src', 'main', 'java');

/** Does `com.facebook.react.bridge.ReactMethod` (or a nested `Outer.Inner`) exist in ReactAndroid? */
export function reactAndroidHasClass(fqName: string): boolean {
  const parts = fqName.split('.');
  for (let split = parts.length - 1; split > 0; split--) {
    const dir = path.join(reactAndroidSources, ...parts.slice(0, split));
    const [outer, ...nested] = parts.slice(split);
    if (!existsSync(dir) || !/^[A-Z]/.test(outer)) continue;
    const files = readdirSync(dir).filter((name) => /\.(java|kt)$/.test(name));
    const declaring = files.filter(
      (name) =>
        name.replace(/\.\w+$/, '') === outer ||
        new RegExp(`\\b(class|interface|object)\\s+${outer}\\b`).test(readText(path.join(dir, name))),
    );
    if (declaring.length === 0) continue;
    if (nested.length === 0) return true;
    return declaring.some((name) =>
      nested.every((inner) => new RegExp(`\\b(class|interface|object)\\s+${inner}\\b`).test(readText(path.join(dir, name)))),
    );
  }
  return false;
}
