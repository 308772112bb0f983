// The Accept click's INP at 4x CPU, A/B: the shared bench's `ours` page (../shared/bench, built once with
// build-anchors.mjs) loaded with its assets from each given drop-in folder in turn, interleaved, and its `minimal`
// page. A real mouse click (arriving with the press, as the bench clicks); Event Timing gives the interaction's
// duration (the bench's "click INP"), the click's handlers, the input delay and the presentation delay.
//   node scripts/bench-click-ab.mjs [rounds] before=/path/to/old/dist/cdn after=dist/cdn minimal
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { findChromium, CHROME_ARGS } from './find-chromium.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bench = process.env.BENCH_DIR ?? path.resolve(repo, '../shared/bench');
const { chromium } = await import(pathToFileURL(path.join(bench, 'node_modules/playwright-core/index.mjs')).href);
const { startServer } = await import(pathToFileURL(path.join(bench, 'server.mjs')).href);

const [rounds, ...specs] = process.argv.slice(2);
const variants = specs.map((spec) => {
  const [label, dir] = spec.split('=');
  return { label, dir: dir && path.resolve(dir) };
});
const TYPES = { '.css': 'text/css', '.json': 'application/json' };
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
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await tab.addInitScript(() => {
    window.__events = [];
    const observer = new PerformanceObserver((list) => window.__events.push(...list.getEntries()));
    observer.observe({ type: 'event', durationThreshold: 0, buffered: true });
    addEventListener('pointerdown', (event) => (window.__down = event.timeStamp), true);
  });
  await tab.goto(`${base}/anchors/${dir ? 'ours' : 'minimal'}/dist/`, { waitUntil: 'load' });
  const accept = dir
    ? tab.locator('consent-banner').locator('[part~="accept-button"]')
    : tab.locator('button', { hasText: /accept/i }).first();
  await accept.waitFor({ state: 'visible', timeout: 15_000 });
  await tab.waitForTimeout(1000);
  const box = await accept.boundingBox();
  await tab.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await tab.waitForTimeout(600);
  const result = await tab.evaluate(() => {
    const names = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click'];
    const entries = window.__events.filter((e) => e.startTime >= window.__down - 1 && names.includes(e.name));
    const find = (name) => entries.find((e) => e.name === name);
    const last = entries.at(-1);
    return {
      inp: Math.max(0, ...entries.map((e) => e.duration)),
      handlers: find('click') ? find('click').processingEnd - find('click').processingStart : 0,
      delay: find('pointerdown') ? find('pointerdown').processingStart - find('pointerdown').startTime : 0,
      presentation: last ? last.startTime + last.duration - last.processingEnd : 0,
    };
  });
  await context.close();
  return result;
}

const results = new Map(variants.map((variant) => [variant.label, []]));
for (let i = 0; i < Number(rounds || 9); i++) {
  for (const variant of i % 2 ? [...variants].reverse() : variants)
    results.get(variant.label).push(await round(variant));
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log('4x CPU, medians: click INP | click handlers | input delay | presentation delay (ms)');
for (const [label, runs] of results) {
  const column = (key) =>
    median(runs.map((run) => run[key]))
      .toFixed(1)
      .padStart(6);
  console.log(label.padEnd(12), column('inp'), column('handlers'), column('delay'), column('presentation'));
}
await browser.close();
await close();
