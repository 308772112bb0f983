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
const r = await page.evaluate(async () => {
  const m = CB.createHostMatcher();
  const T = 'https://www.google-analytics.com/g/collect?v=2&tid=G-XXXX';
  const N = 2000;
  let sink;
  const loop = (fn) => { const t0 = performance.now(); for (let i=0;i<N;i++){ fn(); } return (performance.now()-t0)*1000/N; };
  const withFetch = (fn) => { const t0 = performance.now(); for (let i=0;i<N;i++){ fn(); const c = new AbortController(); c.abort(); fetch('/x', {signal: c.signal}).catch(()=>{}); } return (performance.now()-t0)*1000/N; };
  const settle = async () => { await new Promise((r) => setTimeout(r, 10)); gc(); await new Promise((r) => setTimeout(r, 0)); };
  const map = new Map(Object.entries({ 'google-analytics.com': 'measurement', ...Object.fromEntries(Array.from({length: 270}, (_, i) => ['h' + i + '.example.com', 'marketing'])) }));
  const scan = (url) => { let end = 8; for (; end < url.length; end++) { const c = url.charCodeAt(end); if (c === 47) break; } return end; };
  const variants = {
    nothing: () => {},
    scan: () => { sink = scan(T); },
    scanSlice: () => { sink = T.slice(8, scan(T)); },
    mapGetConst: () => { sink = map.get('google-analytics.com'); },
    mapGetSlice: () => { sink = map.get(T.slice(12, 32)); },
    mapGet2Slices: () => { const h = T.slice(8, 32); sink = map.get(h) ?? map.get(h.slice(4)); },
    startsWith: () => { sink = T.startsWith('https://'); },
    matcherFixed: () => { sink = m(T, 'http://127.0.0.1:1/'); },
  };
  const res = {};
  for (let round = 0; round < 15; round++) for (const [k, v] of Object.entries(variants)) {
    (res[k + ' alone'] ??= []).push(loop(v)); await settle();
    (res[k + ' +fetch'] ??= []).push(withFetch(v)); await settle();
  }
  return Object.fromEntries(Object.entries(res).map(([k, v]) => [k, v.sort((a,b)=>a-b)[v.length>>1].toFixed(3)]));
});
console.log(r);
await browser.close(); server.close();
