// The Accept click's INP at 4x CPU, A/B: the shared bench's `ours` page (../shared/bench, built once with
// build-anchors.mjs) loaded with its assets from each given drop-in folder in turn, interleaved, and its `minimal`
// page. A real mouse click (arriving with the press, as the bench clicks); Event Timing gives the interaction's
// duration (the bench's "click INP"), the click's handlers, the input delay and the presentation delay.
//   node scripts/bench-click-ab.mjs [rounds] before=/path/to/old/dist/cdn after=dist/cdn minimal
import { interleave, openBench, parseVariants, variantContext } from './bench-ab.mjs';

const [rounds, ...specs] = process.argv.slice(2);
const variants = parseVariants(specs);
const { browser, base, close } = await openBench();

async function round({ dir }) {
  const context = await variantContext(browser, { dir });
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

await interleave(
  variants,
  Number(rounds || 9),
  round,
  '4x CPU, medians: click INP | click handlers | input delay | presentation delay (ms)',
  ['inp', 'handlers', 'delay', 'presentation'],
);
await close();
