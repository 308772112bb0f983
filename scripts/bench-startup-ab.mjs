// The drop-in's start-up at 4x CPU, A/B: the shared bench's `ours` page (../shared/bench, built once with
// build-anchors.mjs) loaded with its assets from each given drop-in folder in turn, interleaved, and its `minimal`
// page. A first visit (empty storage) by default; `--returning` stores an "accept all" decision before the page
// runs. Per load: the longest task and the blocking time (long tasks' time over 50 ms), CDP script time, and on a
// first visit when the banner has a box. Finer than the bench's "banner visible", which is too noisy for 10 ms.
//   node scripts/bench-startup-ab.mjs [rounds] [--returning] before=/path/to/old/dist/cdn after=dist/cdn minimal
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { findChromium, CHROME_ARGS } from './find-chromium.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bench = process.env.BENCH_DIR ?? path.resolve(repo, '../shared/bench');
const { chromium } = await import(pathToFileURL(path.join(bench, 'node_modules/playwright-core/index.mjs')).href);
const { startServer } = await import(pathToFileURL(path.join(bench, 'server.mjs')).href);

const args = process.argv.slice(2);
const returning = args.includes('--returning');
const [rounds, ...specs] = args.filter((arg) => arg !== '--returning');
const variants = specs.map((spec) => {
  const [label, dir] = spec.split('=');
  return { label, dir: dir && path.resolve(dir) };
});
const TYPES = { '.css': 'text/css', '.json': 'application/json' };
const RECORD = { consents: { necessary: true, measurement: true, marketing: true }, consentInfo: { type: 'all' } };
const { url: base, close } = await startServer({ port: 0 });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROME_ARGS });

async function round({ dir }) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 1 });
  if (dir) {
    await context.route('**/anchors/ours/dist/assets/**', (route) => {
      const file = path.join(dir, new URL(route.request().url()).pathname.replace(/^.*\/assets\//, ''));
      if (!fs.existsSync(file)) return route.fulfill({ status: 404 });
      return route.fulfill({
        contentType: TYPES[path.extname(file)] ?? 'text/javascript',
        body: fs.readFileSync(file),
      });
    });
  }
  if (returning) {
    await context.addInitScript((record) => {
      const decision = { ...record, consentInfo: { ...record.consentInfo, time: Date.now() } };
      localStorage.setItem('privacy-consent-storage', JSON.stringify(decision));
    }, RECORD);
  }
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Performance.enable');
  await tab.addInitScript(() => {
    window.__tasks = [];
    new PerformanceObserver((list) => window.__tasks.push(...list.getEntries().map((e) => e.duration))).observe({
      type: 'longtask',
      buffered: true,
    });
    const banner = () =>
      document.querySelector('consent-banner')?.shadowRoot?.querySelector('[part~="banner"]') ??
      document.querySelector('#cb');
    const look = () => {
      if (banner()?.getBoundingClientRect().height > 0) window.__visible = performance.now();
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await tab.goto(`${base}/anchors/${dir ? 'ours' : 'minimal'}/dist/`, { waitUntil: 'load' });
  if (!returning) await tab.waitForFunction(() => window.__visible, null, { timeout: 15_000 }).catch(() => {});
  await tab.waitForTimeout(600);
  const { tasks, visible } = await tab.evaluate(() => ({ tasks: window.__tasks, visible: window.__visible }));
  const { metrics } = await cdp.send('Performance.getMetrics');
  await context.close();
  return {
    longest: Math.max(0, ...tasks),
    blocking: tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
    script: metrics.find((metric) => metric.name === 'ScriptDuration').value * 1000,
    visible: visible ?? NaN,
  };
}

const results = new Map(variants.map((variant) => [variant.label, []]));
for (let i = 0; i < Number(rounds || 12); i++) {
  for (const variant of i % 2 ? [...variants].reverse() : variants)
    results.get(variant.label).push(await round(variant));
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`4x CPU, ${returning ? 'returning' : 'first'} visit, medians (ms): longest task | TBT | script | visible`);
for (const [label, runs] of results) {
  const column = (key) =>
    median(runs.map((run) => run[key]))
      .toFixed(1)
      .padStart(7);
  console.log(label.padEnd(12), column('longest'), column('blocking'), column('script'), column('visible'));
}
await browser.close();
await close();
