// Which of the drop-in core's bytes a returning visit to the bench page `ours` runs: V8 block coverage mapped through
// the source map, per source file (not run, run). Run from the project root after npm run build.
import fs from 'node:fs';
import { decideOnce, serveCore, startReturningBench } from './returning-page.mjs';
const { TraceMap, originalPositionFor } = await import('@jridgewell/trace-mapping');
const core = fs.readFileSync('dist/cdn/consent-elements.js', 'utf8');
const map = new TraceMap(fs.readFileSync('dist/cdn/consent-elements.js.map', 'utf8'));
const { url, browser, close } = await startReturningBench();
const ctx = await browser.newContext();
await serveCore(ctx, core);
await decideOnce(ctx, url);
const pg = await ctx.newPage();
const cdp = await ctx.newCDPSession(pg);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: true });
await pg.goto(`${url}/anchors/ours/dist/`, { waitUntil: 'load' });
await pg.waitForTimeout(1500);
const { result } = await cdp.send('Profiler.takePreciseCoverage');
const script = result.find((s) => s.url.endsWith('/consent-elements.js'));
// Per byte: executed (1) or not (0); nested ranges override outer ones, in order.
const hit = new Uint8Array(core.length).fill(0);
for (const fn of script.functions) for (const r of fn.ranges) hit.fill(r.count > 0 ? 1 : 0, r.startOffset, r.endOffset);
// Line/column of each offset (the core is a few lines).
const lineStarts = [0];
for (let i = 0; i < core.length; i++) if (core[i] === '\n') lineStarts.push(i + 1);
const bySource = {};
let line = 0;
for (let i = 0; i < core.length; i += 1) {
  while (line + 1 < lineStarts.length && lineStarts[line + 1] <= i) line++;
  if (i % 1 !== 0) continue;
  const pos = originalPositionFor(map, { line: line + 1, column: i - lineStarts[line] });
  const src = (pos.source ?? '(none)').replace(/.*\/src\//, 'src/');
  const row = (bySource[src] ??= [0, 0]);
  row[hit[i]]++;
}
const total = [0, 0];
for (const r of Object.values(bySource)) {
  total[0] += r[0];
  total[1] += r[1];
}
console.log(`core ${core.length} B raw: run ${total[1]}, not run ${total[0]}`);
for (const [src, [cold, hot]] of Object.entries(bySource)
  .sort((a, b) => b[1][0] - a[1][0])
  .slice(0, 45))
  console.log(String(cold).padStart(6), String(hot).padStart(6), src);
await close();
