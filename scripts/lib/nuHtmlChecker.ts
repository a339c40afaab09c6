/**
 * Runs the Nu HTML Checker (the `vnu-jar` package, a Java program) over many
 * HTML files in one JVM run and returns its messages per file. Java comes from
 * the machine: `.ci/run` installs a JDK when `java` is missing.
 */
import {spawnSync} from 'node:child_process';
import {fileURLToPath} from 'node:url';
import {createRequire} from 'node:module';
import path from 'node:path';

const require = createRequire(__filename);
const vnuJar = require.resolve('vnu-jar/build/dist/vnu.jar');

/**
 * Dropped so the report stays readable:
 * - notes about markup that is valid and that the minifier writes on purpose
 *   (`<br/>`): informational only, thousands of them;
 * - the checker's own reading of each page's CSP meta: it opens pages as
 *   `file:` URLs, where `'self'` matches nothing, so it reports every
 *   stylesheet, script and image of every page as blocked, and a JSON-LD data
 *   block as an inline script. The policy is checked where it applies, in
 *   Chromium (tests/e2e/csp.meta.spec.ts) and on the built pages (tests/build/csp.test.ts).
 */
const ignoredInfo = '.*(Trailing slash on void elements has no effect|violates Content Security Policy).*';

export interface NuMessage {
  /** The checked file, relative to the folder it was looked up from. */
  file: string;
  line: number | undefined;
  /** `error` (fails the check) or `warning`. */
  kind: 'error' | 'warning';
  message: string;
  extract: string | undefined;
}

interface VnuJsonMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  firstLine?: number;
  message: string;
  extract?: string;
}

/**
 * The JVM for one short batch run: the serial collector and the first-tier
 * compiler only, which halve the checker's time and CPU on two cores (every
 * page of the site: 17 → 10 s, 29 → 11 s of CPU); the first-tier compiler's
 * deeper frames need a larger thread stack than the default.
 */
const jvmOptions = ['-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-Xss8m'];

/**
 * Checks `files` (paths relative to `dir`, or absolute) as HTML documents, in
 * one run of the checker. Throws when Java or the checker cannot run, so a
 * missing tool is never a pass.
 */
export function checkHtmlFiles(dir: string, files: string[]): NuMessage[] {
  const result = spawnSync(
    'java',
    [...jvmOptions, '-jar', vnuJar, '--format', 'json', '--exit-zero-always', '--filterpattern', ignoredInfo, ...files],
    {
      cwd: dir,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  if (result.error) throw new Error(`The Nu HTML Checker needs Java (java -jar ${vnuJar}): ${result.error.message}`);
  if (result.status !== 0) throw new Error(`The Nu HTML Checker failed (exit ${result.status}): ${result.stderr.slice(0, 2000)}`);
  // The JSON report goes to standard error.
  const report = JSON.parse(result.stderr) as {messages: VnuJsonMessage[]};
  return report.messages.flatMap((message): NuMessage[] => {
    const isError = message.type === 'error' || message.type === 'non-document-error';
    const isWarning = message.type === 'info' && message.subType === 'warning';
    if (!isError && !isWarning) return [];
    const file = message.url?.startsWith('file:') ? path.relative(dir, fileURLToPath(message.url)) : (message.url ?? '(no file)');
    return [
      {
        file,
        line: message.lastLine ?? message.firstLine,
        kind: isError ? 'error' : 'warning',
        message: message.message,
        extract: message.extract,
      },
    ];
  });
}

/** One line per message: `file:line: message`. */
export function formatNuMessage({file, line, message}: NuMessage): string {
  return `${file}:${line ?? '?'}: ${message}`;
}
