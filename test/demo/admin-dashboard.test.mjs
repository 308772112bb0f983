// The consent statistics dashboard in Chromium (after `npm run build`): decisions made through the demo's banner
// by six visitors appear on /admin/consent-stats after signing in, in charts and tables, at phone width.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { chromium } from 'playwright-core';
import { CHROME_ARGS, findChromium } from '../../scripts/find-chromium.mjs';
import { startDemoServer } from '../../demo/server.mjs';

const TOKEN = 'dashboard-test-token-0123456789';
const WAIT_MS = 20_000;
let demo;
let browser;
before(async () => {
  demo = await startDemoServer({ port: 0, database: 'pglite-memory', quiet: true, adminToken: TOKEN });
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROME_ARGS });
});
after(async () => {
  await browser?.close();
  await demo?.close();
});

/** One visitor (a browser context of its own) decides on the demo's banner. */
async function decide(part) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${demo.url}?country=DE`);
    await page.locator('consent-banner').locator(`[part~="${part}"]`).click({ timeout: WAIT_MS });
    await page.waitForFunction(
      () => JSON.parse(localStorage.getItem('consent-elements-receipts') ?? '[]').length > 0,
      null,
      { timeout: WAIT_MS },
    );
  } finally {
    await context.close();
  }
}

describe('consent statistics dashboard', () => {
  it("shows the banner's real decisions after signing in, usable at phone width", async () => {
    for (let visitor = 0; visitor < 5; visitor++) await decide('accept-button');
    await decide('reject-button');

    const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${demo.url}admin/consent-stats`);
    await page.getByLabel('Admin token').fill(TOKEN);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForSelector('body[data-loaded]', { timeout: WAIT_MS });

    const summary = await page.locator('#summary').innerText();
    assert.match(summary, /Decisions\s+6\b/);
    assert.match(summary, /Accept all\s+83\.3 %/);
    assert.match(summary, /Necessary only\s+<5/);
    // The tables sit in closed <details>: their text, not what is rendered.
    // Each chart is drawn (SVG, hidden from assistive technology) and has its table.
    for (const id of ['series', 'categories', 'policies']) {
      assert.equal(await page.locator(`#${id}-chart[aria-hidden="true"] svg`).count(), 1, `${id} chart`);
      assert.equal(await page.locator(`#${id}-table table caption`).count(), 1, `${id} table`);
    }
    const today = new Date().toISOString().slice(0, 10);
    const row = page.locator('#series-table tbody tr', { has: page.locator(`th:text-is("${today}")`) });
    assert.deepEqual(await row.locator('td').allTextContents(), ['6', '5', '<5', '<5']);
    const marketing = page.locator('#categories-table tbody tr', { has: page.locator('th:text-is("marketing")') });
    assert.deepEqual(await marketing.locator('td').allTextContents(), ['5', '83.3 %']);
    // Nothing is wider than the phone's screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page is ${overflow}px wider than the screen`);
    // Another period: none of these decisions fall in it.
    await page.selectOption('select[name="days"]', 'custom');
    await page.fill('input[name="from"]', '2020-01-01');
    await page.fill('input[name="to"]', '2020-01-31');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForFunction(() => document.getElementById('status').textContent.startsWith('2020-01-01'));
    assert.match(await page.locator('#summary').innerText(), /Decisions\s+<5/);
    assert.deepEqual(errors, []);
    await page.close();
  });
});
