// CPU profile of the returning visit to a bench page at 4x CPU (run from the project root): self time per function,
// and the last profile saved in the temp folder for DevTools. node scripts/perf/returning-profile.mjs [page]
// On `ours` the core is served from dist/cdn/ and each of its functions is named by its source position (the source
// map), since the minified file is one line of mostly anonymous functions.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decideOnce, serveCore, startReturningBench } from './returning-page.mjs';
const { TraceMap, originalPositionFor } = await import('@jridgewell/trace-mapping');
const core = fs.readFileSync('dist/cdn/consent-elements.js', 'utf8');
const map = new TraceMap(fs.readFileSync('dist/cdn/consent-elements.js.map', 'utf8'));
/** A frame of the core by its source: `name src/core/x.ts:line`. */
const source = (f) => {
  const pos = originalPositionFor(map, { line: f.lineNumber + 1, column: f.columnNumber });
  return `${pos.name ?? f.functionName ?? '(anon)'} ${(pos.source ?? '?').replace(/.*\/src\//, 'src/')}:${pos.line}`;
};
const page = process.argv[2] ?? 'ours';
const { url, browser, close } = await startReturningBench();
const ctx = await browser.newContext();
if (page === 'ours') await serveCore(ctx, core);
await decideOnce(ctx, url, page);
const totals = {};
for (let i = 0; i < 3; i++) {
  const pg = await ctx.newPage();
  const cdp = await ctx.newCDPSession(pg);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await pg.goto(`${url}/anchors/${page}/dist/`, { waitUntil: 'load' });
  await pg.waitForTimeout(800);
  const { profile } = await cdp.send('Profiler.stop');
  if (i === 2) fs.writeFileSync(path.join(os.tmpdir(), `returning-${page}.cpuprofile`), JSON.stringify(profile));
  const dt = {};
  const { samples, timeDeltas, nodes } = profile;
  const byId = new Map(nodes.map((n) => [n.id, n]));
  samples.forEach((s, k) => {
    const n = byId.get(s);
    const f = n.callFrame;
    const key = f.url.endsWith('/consent-elements.js')
      ? source(f)
      : `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
    dt[key] = (dt[key] ?? 0) + (timeDeltas[k] ?? 0) / 1000;
  });
  for (const [k, v] of Object.entries(dt)) totals[k] = (totals[k] ?? 0) + v / 3;
  await pg.close();
}
const rows = Object.entries(totals)
  .filter(([k]) => !/^\(idle\)/.test(k))
  .sort((a, b) => b[1] - a[1])
  .slice(0, 40);
for (const [k, v] of rows) console.log(v.toFixed(1).padStart(7), k);
await close();
