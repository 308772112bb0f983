// A/B of drop-in cores on the bench page `ours`, returning visit at 4x CPU (run from the project root, after
// build-anchors ours): node scripts/perf/returning-ab.mjs A.js B.js [C.js ...] [rounds]. Each file replaces
// assets/consent-elements.js.
// The page's assets/consent-elements.js is replaced by each file (page.route); chunks come from anchors/ours.
import fs from 'node:fs';
import { returningVisit, startReturningBench } from './returning-page.mjs';
const args = process.argv.slice(2);
const files = args.filter((arg) => !/^\d+$/.test(arg));
const rounds = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 5);
const { url, browser, close } = await startReturningBench();
const res = files.map(() => []);
const init = () => {
  window.__t = {};
  window.__lt = [];
  const q = (window.__benchGated = window.__benchGated || []);
  const push = q.push;
  q.push = function (...a) {
    window.__t.gated ??= performance.now();
    return push.apply(this, a);
  };
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) window.__lt.push(e.duration);
  }).observe({ type: 'longtask', buffered: true });
};
for (let r = 0; r < rounds; r++)
  for (let v = 0; v < files.length; v++) {
    const m = await returningVisit(browser, url, {
      core: fs.readFileSync(files[v]),
      init,
      read: () => ({
        gated: window.__t.gated,
        lt: window.__lt,
        banner: !!document.querySelector('consent-banner')?.shadowRoot?.querySelector('[part~=banner]:not([hidden])'),
      }),
    });
    res[v].push(m);
  }
const med = (a) => {
  const s = [...a].sort((x, y) => x - y);
  return s[Math.floor((s.length - 1) / 2)];
};
files.forEach((f, v) =>
  console.log(
    f,
    'gated med',
    med(res[v].map((m) => m.gated)).toFixed(0),
    'all',
    res[v].map((m) => Math.round(m.gated)).join(','),
    'longest',
    res[v].map((m) => Math.round(Math.max(0, ...m.lt))).join(','),
  ),
);
await close();
