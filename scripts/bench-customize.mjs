// What the first visit's React-free banner costs when the visitor does want the dialog: React, the elements and the
// dialog's view load only then. Clicks Customize with a real mouse in headless Chromium at 1x and 4x CPU and reports
// the time from the press to the dialog on screen (and the longest task meanwhile), twice: clicked at once (as a tap
// does: the pointer arrives with the press) and after pointing at the button for 300 ms (the hover prefetches).
//   npm run build && node scripts/bench-customize.mjs [rounds=7]
import { startBenchPage } from './bench-page.mjs';

const ROUNDS = Number(process.argv[2] ?? 7);
const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Customize</title>
<script type="application/json" id="consent-config">{"mode":"offline","consentCategories":["necessary","measurement","marketing"]}</script>
<script defer src="/consent-elements.js"></script></head>
<body><h1>Article</h1><p>Some text.</p><consent-banner></consent-banner><consent-dialog></consent-dialog></body></html>`;

const { url, openTab, close } = await startBenchPage('bench-customize', page);

async function round(cpu, hoverMs) {
  const { context, tab } = await openTab(cpu);
  await tab.addInitScript(() => addEventListener('pointerdown', () => (window.__down = performance.now()), true));
  await tab.goto(url);
  const customize = tab.locator('consent-banner').locator('[part~="customize-button"]');
  await customize.waitFor({ timeout: 10_000 });
  await tab.waitForTimeout(500);
  const box = await customize.boundingBox();
  await tab.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  if (hoverMs) await tab.waitForTimeout(hoverMs);
  await tab.mouse.down();
  await tab.mouse.up();
  const result = await tab.evaluate(
    () =>
      new Promise((resolve) => {
        const poll = () => {
          const dialog = document.querySelector('consent-dialog')?.shadowRoot?.querySelector('[part~="dialog"]');
          if (!dialog || dialog.getBoundingClientRect().height === 0) return requestAnimationFrame(poll);
          const shownAt = performance.now();
          const longest = Math.max(
            0,
            ...window.__tasks.filter(([start, d]) => start + d > window.__down).map(([, d]) => d),
          );
          const bytes = performance.getEntriesByType('resource').reduce((sum, entry) => sum + entry.encodedBodySize, 0);
          resolve({ ms: shownAt - window.__down, longest, bytes });
        };
        poll();
      }),
  );
  await context.close();
  return result;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`Customize → dialog on screen, ${ROUNDS} rounds, medians (min–max)`);
console.log(
  '| CPU | pointer | press → dialog shown | longest task meanwhile | bytes loaded by then (gzip) |\n|---|---|---|---|---|',
);
for (const cpu of [1, 4]) {
  for (const hoverMs of [0, 300]) {
    const runs = [];
    for (let i = 0; i < ROUNDS; i++) runs.push(await round(cpu, hoverMs));
    const range = (key, digits = 0) =>
      `${median(runs.map((r) => r[key])).toFixed(digits)} (${Math.min(...runs.map((r) => r[key])).toFixed(digits)}–${Math.max(...runs.map((r) => r[key])).toFixed(digits)})`;
    console.log(
      `| ${cpu}× | ${hoverMs ? `pointed at it ${hoverMs} ms first` : 'pressed at once'} | ${range('ms')} ms | ${range('longest')} ms | ${(median(runs.map((r) => r.bytes)) / 1024).toFixed(1)} KB |`,
    );
  }
}
await close();
