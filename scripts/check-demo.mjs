// End-to-end check of the demo in two browser contexts: a visitor's decision appears on their own
// "Your consent receipts" page, a second browser (another visitor) sees none of it, and no page receives
// IP addresses or user agents. Run after `npm run build`; exits 1 on failure.
import { chromium } from 'playwright-core';
import { startDemoServer } from '../demo/server.mjs';
import { CHROME_ARGS, findChromium } from './find-chromium.mjs';

const WAIT_MS = 15_000;
const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

const demo = await startDemoServer({ port: 0, database: 'memory', quiet: true });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROME_ARGS });
const watchdog = setTimeout(() => {
  console.error('check-demo: timed out');
  process.exit(2);
}, 120_000);
try {
  const visitor = await browser.newContext();
  const bodies = [];
  const page = await visitor.newPage();
  page.on('response', async (response) => {
    if (response.url().includes('/api/')) bodies.push(await response.text().catch(() => ''));
  });
  await page.goto(`${demo.url}?country=DE`);
  await page.locator('consent-banner').locator('[part~="accept-button"]').click({ timeout: WAIT_MS });
  await page.waitForFunction(
    () => JSON.parse(localStorage.getItem('consent-elements-receipts') ?? '[]').length > 0,
    null,
    { timeout: WAIT_MS },
  );
  await page.goto(`${demo.url}receipts.html`);
  const rows = page.locator('[data-receipts] tbody tr');
  await rows.first().waitFor({ timeout: WAIT_MS });
  check((await rows.count()) === 1, 'the visitor sees exactly their one decision');
  check((await rows.first().textContent()).includes('marketing'), 'the receipt lists the granted purposes');

  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(`${demo.url}receipts.html`);
  await stranger.locator('[data-receipts] .notice:not(:has-text("Loading"))').waitFor({ timeout: WAIT_MS });
  check((await stranger.locator('[data-receipts] tbody tr').count()) === 0, 'a second browser sees no receipts');
  const unlisted = await stranger.evaluate(
    async () => (await fetch('/api/receipts', { method: 'POST', body: '{}' })).status,
  );
  check(unlisted === 400 || unlisted === 200, 'the receipts API answers an empty query without listing anyone');
  const leaked = bodies.some((body) => /ipAddress|userAgent|Mozilla\/|HeadlessChrome/.test(body));
  check(!leaked, 'no API answer carries an IP address or user agent');
} finally {
  clearTimeout(watchdog);
  await browser.close();
  await demo.close();
}
console.log(`check-demo: ${failures.length ? `${failures.length} failed` : 'all passed'}`);
process.exit(failures.length ? 1 : 0);
