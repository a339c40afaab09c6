/**
 * Where the documented library is installed, for the build and the checks
 * that read its shipped sources (TypeDoc, the platform facts, the error codes,
 * the code links, the tests). Node only: the site's pages import config/site.ts.
 */
import path from 'node:path';
import {packageName} from './site';

// `__dirname`, not `import.meta`: Playwright loads the tests that import this as CommonJS.
const siteDir = path.resolve(__dirname, '..');

/** The package's folder relative to the site (`node_modules/react-native-vision-camera`), as TypeDoc's options take it. */
export const libraryPath = `node_modules/${packageName}`;

/** The package's folder, absolute. */
export const libraryDir = path.join(siteDir, libraryPath);

/**
 * Whether a file the compiler read is one of the package's (its sources or typings), wherever a
 * program resolved it from: the check reads a path part, not a prefix.
 */
export function isLibraryFile(fileName: string): boolean {
  return path.normalize(fileName).includes(`${path.sep}${packageName}${path.sep}`);
}
