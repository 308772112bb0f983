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
  const variants = {
    nothing: () => {},
    baseURI: () => { sink = document.baseURI; },
    matcherFixed: () => { sink = m(T, 'http://127.0.0.1:1/'); },
    matcherBaseURI: () => { sink = m(T, document.baseURI); },
    slice: () => { sink = T.slice(8, 32); },
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
