/**
 * The Chromium the tests and benchmarks drive: Playwright cannot download
 * browsers on our machines, so Debian's (or CHROMIUM_PATH) is used when there,
 * with the flags that keep it quiet and off the network.
 */
import {existsSync} from 'node:fs';

export const chromiumPath: string | undefined =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
