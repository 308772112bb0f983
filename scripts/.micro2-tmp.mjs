import http from 'node:http';
import { chromium } from 'playwright-core';
const server = http.createServer((q, s) => { s.writeHead(200, {'content-type':'text/html'}); s.end('<title>x</title>'); });
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--js-flags=--expose-gc'], headless: true });
const page = await browser.newPage();
await page.goto(`http://127.0.0.1:${server.address().port}/`);
const r = await page.evaluate(async () => {
  'use strict';
  const nf = window.fetch;
  const makeBurst = () => new Function('f', 'calls', `const t0 = performance.now(); for (let i = 0; i < calls; i++) { const c = new AbortController(); c.abort(); f('/x', { signal: c.signal }).catch(() => {}); } return ((performance.now() - t0) * 1000) / calls;`);
  const variants = {
    native: nf,
    reflect: function (input) { return Reflect.apply(nf, this, arguments); },
    apply: function (input) { return nf.apply(this, arguments); },
    call: function (input) { return arguments.length === 2 ? nf.call(this, input, arguments[1]) : Reflect.apply(nf, this, arguments); },
    direct: function (input, init) { return nf(input, init); },
  };
  const cases = Object.entries(variants).map(([k, f]) => ({ k, f, b: makeBurst() }));
  const res = {};
  for (let round = 0; round < 25; round++) for (const { k, f, b } of cases) {
    const t = b(f, 2000);
    if (round >= 3) (res[k] ??= []).push(t);
    await new Promise((r) => setTimeout(r, 10)); gc(); await new Promise((r) => setTimeout(r, 0));
  }
  return Object.fromEntries(Object.entries(res).map(([k, v]) => [k, v.sort((a,b)=>a-b)[v.length>>1].toFixed(3)]));
});
console.log(r);
await browser.close(); server.close();
