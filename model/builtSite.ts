/**
 * Reading the production build as a static host serves it: which file answers
 * a URL path, and every HTML page with its parsed document. Shared by the link
 * checker, the budgets and the benchmark.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';

export const defaultBuildDir = path.resolve(__dirname, '../build');

/** Every file below `dir`, as paths relative to it with `/` separators. */
export function listFiles(dir: string): string[] {
  const files: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(dir, relative), {withFileTypes: true})) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else files.push(child);
    }
  };
  walk('');
  return files.sort();
}

/**
 * The file a static host serves for a URL path (no query, no hash), the way
 * `docusaurus serve` and GitHub Pages do: the file itself, `path.html`, or
 * `path/index.html`. `undefined` when nothing answers.
 */
export function fileForUrlPath(buildDir: string, urlPath: string): string | undefined {
  const clean = decodeURIComponent(urlPath).replace(/^\/+/, '');
  const candidates = [clean, `${clean.replace(/\/$/, '')}.html`, path.posix.join(clean, 'index.html')];
  for (const candidate of candidates) {
    const file = path.join(buildDir, candidate);
    if (candidate !== '' && existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

/** The URL path a built HTML file is served at (`docs/x/index.html` → `/docs/x`). */
export function urlPathOfHtmlFile(relativeFile: string): string {
  const withoutIndex = relativeFile.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return `/${withoutIndex}`;
}

export interface BuiltPage {
  /** Path of the file relative to the build directory. */
  file: string;
  /** URL path it is served at. */
  urlPath: string;
  $: CheerioAPI;
}

/** Every HTML page of the build, parsed. */
export function readPages(buildDir: string): BuiltPage[] {
  return listFiles(buildDir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({file, urlPath: urlPathOfHtmlFile(file), $: load(readFileSync(path.join(buildDir, file), 'utf8'))}));
}

/** URL paths of every `<loc>` in the build's `sitemap.xml`, in its order. */
export function sitemapPaths(buildDir: string): string[] {
  const xml = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
}
