// The demo's news page as a visitor sees it, in Chromium at phone (375 px) and desktop (1280 px) widths: the strip
// says one thing about the banner, from the one source that decides (the page's `policies`); it stays compact on a
// phone; the vendors' panel waits to be opened and fits the screen; the analytics notice covers no content.
//   node --test test/demo/   (after `npm run build`)
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { chromium } from 'playwright-core';
import { CHROME_ARGS, findChromium } from '../../scripts/find-chromium.mjs';
import { startDemoServer } from '../../demo/server.mjs';

let demo;
let browser;
before(async () => {
  demo = await startDemoServer({ port: 0, database: 'memory', quiet: true });
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROME_ARGS });
});
after(async () => {
  await browser?.close();
  await demo?.close();
});

/** The news page for a visitor from `country`, once the strip shows the policy in force. */
async function open(country, width) {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 740 : 800 } });
  const page = await context.newPage();
  await page.goto(`${demo.url}?country=${country}`);
  await page.waitForFunction(
    () => !/checking/.test(document.querySelector('[data-policy]')?.textContent ?? 'checking'),
  );
  await page.locator('.vendor-panel').waitFor({ state: 'attached' });
  return page;
}
const stripText = (page) => page.locator('.demo-strip').evaluate((strip) => strip.innerText.replace(/\s+/g, ' '));

describe('the demo strip', () => {
  for (const width of [375, 1280]) {
    it(`tells one story per country, from the page's policies (${width} px)`, async () => {
      const japan = await open('JP', width);
      const text = await stripText(japan);
      assert.match(text, /no banner/i);
      assert.match(text, /policies/, 'names the source that decides');
      assert.doesNotMatch(text, /APPI|banner required|Jurisdiction/, text);
      await japan.context().close();

      const california = await open('US&region=CA', width);
      const californian = await stripText(california);
      assert.match(californian, /opt-out notice/);
      assert.doesNotMatch(californian, /No regulation|not required/, californian);
      await california.locator('consent-banner').locator('[part~="reject-button"]').waitFor({ timeout: 10_000 });
      await california.context().close();
    });

    it(`keeps the vendors' panel closed, fitting the screen once opened (${width} px)`, async () => {
      const page = await open('DE', width);
      assert.equal(await page.locator('.vendor-panel').evaluate((panel) => panel.open), false, 'closed at first');
      await page.locator('.vendor-panel summary').click();
      const list = page.locator('.vendor-panel ol');
      await list.locator('li').first().waitFor();
      const box = await list.boundingBox();
      assert.ok(box.x >= 0 && box.x + box.width <= width, `inside the ${width} px screen: ${JSON.stringify(box)}`);
      const clipped = await list.evaluate((ol) => ol.scrollWidth > ol.clientWidth);
      assert.equal(clipped, false, 'no call is cut off at the side');
      await page.context().close();
    });
  }

  it('shows "Analytics loaded" in the strip, over no content', async () => {
    const page = await open('DE', 375);
    await page.locator('consent-banner').locator('[part~="accept-button"]').click({ timeout: 10_000 });
    const badge = page.locator('.analytics-badge');
    await badge.waitFor({ timeout: 10_000 });
    const inStrip = await badge.evaluate((element) => Boolean(element.closest('.demo-strip')));
    const position = await badge.evaluate((element) => getComputedStyle(element).position);
    assert.ok(inStrip, 'in the demo strip');
    assert.notEqual(position, 'fixed');
    await page.context().close();
  });

  it('is compact on a phone: the country picker on one row, the strip at most 100 px tall', async () => {
    const page = await open('DE', 375);
    const { height } = await page.locator('.demo-strip').boundingBox();
    assert.ok(height <= 100, `the strip is ${height} px tall`);
    const rows = await page
      .locator('.demo-strip [data-country]')
      .evaluateAll((links) => new Set(links.map((link) => Math.round(link.getBoundingClientRect().top))).size);
    assert.equal(rows, 1, 'the country choices sit on one row');
    const names = await page
      .locator('.demo-strip [data-country]')
      .evaluateAll((links) => links.map((l) => l.ariaLabel));
    assert.deepEqual(names, ['Germany', 'California', 'United States (no state law)', 'Japan', 'No country sent']);
    await page.context().close();
  });
});
