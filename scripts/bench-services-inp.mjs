// The dialog with many services (issue 37: 5 categories of 10 services each): the Interaction to Next Paint of each
// step a visitor takes, in headless Chromium at 1x and 4x CPU, measured by the page's own Event Timing entries (the
// longest event of each interaction, as INP counts it; Chromium reports none under 16 ms, shown as "< 16").
// Steps: Customize on the banner (the dialog's view loads on demand: the time until it shows is given too), expanding
// a category, toggling one of its services, and opening the dialog again from the page once its view is loaded.
//   npm run build && node scripts/bench-services-inp.mjs [rounds=5]
import { startBenchPage } from './bench-page.mjs';

const ROUNDS = Number(process.argv[2] ?? 5);
// How long the pointer rests on Customize before the press: 0 is a tap; 300 a mouse, whose hover prefetches the view.
const HOVER_MS = Number(process.env.BENCH_HOVER_MS ?? 0);
const CATEGORIES = ['functionality', 'experience', 'measurement', 'marketing', 'necessary'];
const services = CATEGORIES.flatMap((category) =>
  Array.from({ length: 10 }, (_, n) => ({
    id: `${category}-${n + 1}`,
    category,
    name: `${category[0].toUpperCase()}${category.slice(1)} vendor ${n + 1}`,
    description: `What ${category} vendor ${n + 1} does with the data it collects, in one sentence or two.`,
    cookies: [`_${category.slice(0, 3)}${n + 1}`, `/^_${category.slice(0, 3)}${n + 1}_/`],
    privacyPolicy: `https://vendor-${n + 1}.example/privacy`,
  })),
);
const WITHOUT = process.env.BENCH_NO_SERVICES === '1'; // the same page without services, to compare
const config = {
  mode: 'offline',
  consentCategories: ['necessary', ...CATEGORIES.slice(0, 4)],
  services: WITHOUT ? [] : services,
};
const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Services</title>
<script type="application/json" id="consent-config">${JSON.stringify(config)}</script>
<script defer src="/consent-elements.js"></script></head>
<body><h1>Article</h1><p>Some text.</p><button id="settings" type="button">Privacy settings</button>
<consent-banner></consent-banner><consent-dialog></consent-dialog>
<script>document.getElementById('settings').onclick = () => ConsentElements.getConsentManager().setIsPrivacyDialogOpen(true);</script>
</body></html>`;

const { url, openTab, close } = await startBenchPage('bench-services-inp', page);

/** Clicks `locator` with a real mouse; resolves with the interaction's INP (its longest event entry) in ms. */
async function interact(tab, locator, hoverMs = 0) {
  if (hoverMs) {
    await locator.hover();
    await tab.waitForTimeout(hoverMs);
  }
  await tab.evaluate(() => (window.__events = []));
  await locator.click();
  // Event Timing entries arrive after the next paint; two frames and a short wait let them land.
  await tab.waitForTimeout(300);
  return tab.evaluate(() => Math.max(0, ...window.__events.filter((e) => e.interactionId).map((e) => e.duration)));
}

const shown = (tab) =>
  tab.waitForFunction(() => {
    const dialog = document.querySelector('consent-dialog')?.shadowRoot?.querySelector('[part~="dialog"]');
    return dialog && dialog.getBoundingClientRect().height > 0;
  });

async function round(cpu) {
  const { context, tab } = await openTab(cpu);
  await tab.addInitScript(() => {
    window.__events = [];
    new PerformanceObserver((list) => window.__events.push(...list.getEntries())).observe({
      type: 'event',
      durationThreshold: 16,
      buffered: true,
    });
  });
  await tab.goto(url);
  const dialog = tab.locator('consent-dialog');
  const customize = tab.locator('consent-banner').locator('[part~="customize-button"]');
  await customize.waitFor({ timeout: 10_000 });
  await tab.waitForTimeout(300);
  await tab.evaluate(() => {
    addEventListener('pointerdown', () => (window.__down = performance.now()), { capture: true, once: true });
    const poll = () => {
      const dialog = document.querySelector('consent-dialog')?.shadowRoot?.querySelector('[part~="dialog"]');
      if (dialog && dialog.getBoundingClientRect().height > 0) window.__shownAt = performance.now();
      else requestAnimationFrame(poll);
    };
    poll();
  });
  const open = await interact(tab, customize, HOVER_MS);
  await shown(tab);
  const openShown = await tab.evaluate(() => window.__shownAt - window.__down);
  const marketing = dialog.locator('[part~="category"][data-category="marketing"]');
  const expand = await interact(tab, marketing.locator('[part~="category-title"]'));
  const toggle = await interact(
    tab,
    WITHOUT
      ? marketing.locator('[part~="switch"]')
      : marketing.locator('[part~="service-switch"][data-service="marketing-3"]'),
  );
  await tab.keyboard.press('Escape');
  await tab.waitForFunction(() => !document.querySelector('consent-dialog')?.shadowRoot?.querySelector('dialog[open]'));
  const reopen = await interact(tab, tab.locator('#settings'));
  await shown(tab);
  await context.close();
  return { open, openShown, expand, toggle, reopen };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => (value < 16 ? '< 16' : value.toFixed(0));
console.log(`Dialog with 5 × 10 services: INP per step, ${ROUNDS} rounds, median (max), ms`);
console.log('| CPU | Customize | … dialog shown after | expand a category | toggle a service | reopen from the page |');
console.log('|---|---|---|---|---|---|');
const worst = {};
for (const cpu of [1, 4]) {
  const runs = [];
  for (let i = 0; i < ROUNDS; i++) runs.push(await round(cpu));
  const cell = (key) => {
    const values = runs.map((run) => run[key]);
    worst[`${key}@${cpu}`] = Math.max(...values);
    return `${ms(median(values))} (${ms(Math.max(...values))})`;
  };
  console.log(
    `| ${cpu}× | ${cell('open')} | ${cell('openShown')} | ${cell('expand')} | ${cell('toggle')} | ${cell('reopen')} |`,
  );
}
await close();
const over = ['open', 'expand', 'toggle', 'reopen'].filter((key) => worst[`${key}@4`] > 100);
if (over.length) console.log(`Over 100 ms at 4×: ${over.join(', ')}`);
