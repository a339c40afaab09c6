import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {brokenCodeLinks, codeLinkHrefs} from './index';

function page(outDir: string, route: string, html: string): void {
  const dir = path.join(outDir, route);
  mkdirSync(dir, {recursive: true});
  writeFileSync(path.join(dir, 'index.html'), html);
}

describe('the check after the build', () => {
  it('names every code link whose page or anchor the build did not make, quoted or minified', () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'code-links-'));
    page(outDir, 'docs/api', '<h3 id=usecameradevice>useCameraDevice()</h3>');
    page(outDir, 'docs/api/classes/Camera', '<h3 id="takephoto">takePhoto()</h3>');
    page(
      outDir,
      'docs/guides/x',
      [
        '<a class=code-link href=/docs/api/#usecameradevice aria-describedby=a-s0>useCameraDevice</a>',
        '<a class="code-link" href="/docs/api/classes/Camera#takephoto">takePhoto</a>',
        '<a class=code-link href=/docs/api/#usecameradevicez>x</a>',
        '<a class=code-link href=/docs/api/classes/Kamera>Kamera</a>',
      ].join(''),
    );
    expect(brokenCodeLinks(outDir, codeLinkHrefs(outDir, ['/docs/guides/x', '/docs/api/']))).toEqual([
      '/docs/guides/x: /docs/api/#usecameradevicez (no such anchor)',
      '/docs/guides/x: /docs/api/classes/Kamera (no such page)',
    ]);
  });
});
