import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './lib/chromium';
import {serveBuild} from './serve-static';
const dir = process.argv[2] ?? 'build';
const pages = (process.argv[3] ?? '/docs/guides/frame-processors-plugins-ios').split(',');
const runs = Number(process.argv[4] ?? 3);
(async () => {
  const server = await serveBuild(dir);
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  for (const p of pages) for (let r = 0; r < runs; r++) {
    const context = await browser.newContext({viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true});
    const page = await context.newPage();
    await page.route(/^https?:\/\/(?!localhost)/, (route) => route.abort());
    if (process.env.NOCSS) await page.route(/\.css$/, (route) => route.fulfill({status: 200, contentType: 'text/css', body: 'body{margin:0}'}));
    if (process.env.FONTS) await page.route(/\.css$/, async (route) => { const res = await route.fetch(); const body = (await res.text()).replace(/font-family-monospace:[^;]*;/, `font-family-monospace:${process.env.FONTS};`); await route.fulfill({response: res, body}); });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    const events: any[] = [];
    cdp.on('Tracing.dataCollected', (e: any) => events.push(...e.value));
    await cdp.send('Tracing.start', {categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents'});
    await page.goto(`${server.url}${p}`, {waitUntil: 'load'});
    await page.waitForTimeout(3000);
    const done = new Promise((res) => cdp.once('Tracing.tracingComplete', res));
    await cdp.send('Tracing.end'); await done;
    const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
    const tid = main?.tid, pid = main?.pid;
    const mainEv = events.filter((e) => e.tid === tid && e.pid === pid && e.ph === 'X');
    const tasks = mainEv.filter((e) => e.name === 'RunTask' && e.dur > 50000).sort((a, b) => a.ts - b.ts);
    const t0 = events.find((e) => e.name === 'navigationStart')?.ts ?? tasks[0]?.ts;
    const out: string[] = [];
    for (const t of tasks) {
      const kids = mainEv.filter((e) => e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e !== t && e.name !== 'RunTask');
      const by = new Map<string, number>();
      for (const k of kids) if (['ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'EvaluateScript', 'FunctionCall', 'v8.compile', 'PrePaint', 'Layerize', 'HitTest', 'ParseAuthorStyleSheet', 'TimerFire', 'EventDispatch', 'RunMicrotasks', 'v8.evaluateModule', 'ScheduleStyleRecalculation', 'MajorGC', 'MinorGC', 'V8.GC_MC_BACKGROUND'].includes(k.name)) by.set(k.name, (by.get(k.name) ?? 0) + k.dur);
      const url = kids.find((k) => k.name === 'EvaluateScript' || k.name === 'FunctionCall')?.args?.data?.url ?? kids.find(k=>k.name==='FunctionCall')?.args?.data?.functionName ?? '';
      out.push(`@${((t.ts - t0) / 1000).toFixed(0)} ${(t.dur / 1000).toFixed(0)}ms [${[...by].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([n, d]) => `${n}:${(d / 1000).toFixed(0)}`).join(' ')}] ${String(url).split('/').pop()}`);
    }
    if (process.env.LAYOUTS) for (const t of tasks.slice(0, 2)) for (const k of mainEv.filter((e) => e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && (e.name === 'Layout' || e.name === 'UpdateLayoutTree') && e.dur > 3000)) out.push(`   ${k.name} ${(k.dur / 1000).toFixed(0)}ms ${JSON.stringify(k.args?.beginData ?? k.args?.elementCount ?? k.args)?.slice(0, 200)}`);
    console.log(p, 'run', r + 1, '\n  ' + out.join('\n  '));
    await context.close();
  }
  await browser.close(); await server.close();
})();
