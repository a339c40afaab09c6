import {describe, expect, it} from 'vitest';
import {withoutScripts} from '../../scripts/lib/withoutScripts';

describe('withoutScripts', () => {
  it('takes out inline, external, deferred and module scripts, whatever their quoting', () => {
    const html = [
      '<head><meta charset=UTF-8><script>window.a=1</script>',
      '<script src=/assets/js/main.js defer></script>',
      '<script type="module" src="/m.js"></script>',
      "<script type='text/javascript'>b()</script>",
      '<SCRIPT>c()</SCRIPT ></head><body><p>Text</p></body>',
    ].join('');
    expect(withoutScripts(html)).toBe('<head><meta charset=UTF-8></head><body><p>Text</p></body>');
  });

  it('keeps data blocks, which the browser never runs', () => {
    const data = '<script data-rh=true type=application/ld+json>{"@type":"WebPage"}</script>';
    expect(withoutScripts(`<head>${data}<script>x()</script></head>`)).toBe(`<head>${data}</head>`);
  });

  it('takes out hints that fetch scripts and keeps the others', () => {
    const kept = '<link rel=preload href=/styles.css as=style><link rel=stylesheet href=/styles.css>';
    const html = `${kept}<link rel=preload href=/main.js as=script><link rel="modulepreload" href="/m.js"><link rel=prefetch href=/chunk.js as=script>`;
    expect(withoutScripts(html)).toBe(kept);
  });

  it('leaves a page with no script unchanged', () => {
    const html = '<!doctype html><html><head><title>T</title></head><body><pre>&lt;script&gt;</pre></body></html>';
    expect(withoutScripts(html)).toBe(html);
  });
});
