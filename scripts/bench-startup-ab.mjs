// The drop-in's start-up at 4x CPU, A/B: the shared bench's `ours` page (../shared/bench, built once with
// build-anchors.mjs) loaded with its assets from each given drop-in folder in turn, interleaved, and its `minimal`
// page. A first visit (empty storage) by default; `--returning` stores an "accept all" decision before the page
// runs. Per load: the longest task and the blocking time (long tasks' time over 50 ms), CDP script time, and on a
// first visit when the banner has a box. Finer than the bench's "banner visible", which is too noisy for 10 ms.
//   node scripts/bench-startup-ab.mjs [rounds] [--returning] before=/path/to/old/dist/cdn after=dist/cdn minimal
import { interleave, openBench, parseVariants, variantContext } from './bench-ab.mjs';

const args = process.argv.slice(2);
const returning = args.includes('--returning');
const [rounds, ...specs] = args.filter((arg) => arg !== '--returning');
const variants = parseVariants(specs);
const RECORD = { consents: { necessary: true, measurement: true, marketing: true }, consentInfo: { type: 'all' } };
const { browser, base, close } = await openBench();

async function round({ dir }) {
  const context = await variantContext(browser, { dir });
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

await interleave(
  variants,
  Number(rounds || 12),
  round,
  `4x CPU, ${returning ? 'returning' : 'first'} visit, medians (ms): longest task | TBT | script | visible`,
  ['longest', 'blocking', 'script', 'visible'],
);
await close();
