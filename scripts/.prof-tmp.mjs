import http from 'node:http';
import * as esbuild from 'esbuild';
import { chromium } from 'playwright-core';
const b = await esbuild.build({ stdin: { contents: `export { installRequestBlocker } from './src/blockers/request-blocker'; export { createHostMatcher } from './src/blockers/host-rules';`, resolveDir: '/work/main', loader: 'ts' }, bundle: true, format: 'iife', globalName: 'CB', write: false });
const server = http.createServer((q, s) => { s.writeHead(200, {'content-type':'text/html'}); s.end('<title>x</title>'); });
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--js-flags=--expose-gc'], headless: true });
const page = await browser.newPage();
await page.goto(`http://127.0.0.1:${server.address().port}/`);
await page.addScriptTag({ content: b.outputFiles[0].text });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
await page.evaluate(() => { window.m = CB.createHostMatcher(); });
await cdp.send('Profiler.start');
const r = await page.evaluate(async () => {
  const R = ['https://www.google-analytics.com/g/collect', 'https://connect.facebook.net/signals/config',
      'https://static.hotjar.com/c/hotjar.js', 'https://api-iam.intercom.io/messenger/web/ping',
      'https://logx.optimizely.com/v1/events', 'https://bat.bing.com/action/0', 'https://cdn.segment.com/v1/projects',
      'https://securepubads.g.doubleclick.net/gampad/ads'];
  const N = 2000; const out = [];
  CB.installRequestBlocker({ matcher: m, isGranted: () => true });
  for (let round = 0; round < 40; round++) {
    const t0 = performance.now();
    for (let i=0;i<N;i++){ const c = new AbortController(); c.abort(); fetch(R[i & 7], {signal: c.signal}).catch(()=>{}); }
    out.push((performance.now()-t0)*1000/N);
    await new Promise((r) => setTimeout(r, 10)); gc();
  }
  return out.map((x) => x.toFixed(1)).join(' ');
});
const { profile } = await cdp.send('Profiler.stop');
console.log(r);
const self = new Map();
const dt = profile.timeDeltas; const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const counts = new Map();
for (const s of profile.samples) counts.set(s, (counts.get(s) ?? 0) + 1);
for (const [id, c] of counts) { const n = byId.get(id); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.slice(-20)}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`; self.set(k, (self.get(k) ?? 0) + c); }
console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 25));
await browser.close(); server.close();
