// The demo declares its vendors as services (demo/index.html): the article's video frame allows YouTube and nothing
// else of marketing, and the vendors' panel shows each service's signal as it follows the choice.
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

const signals = (page) =>
  page
    .locator('.service-signals tbody tr')
    .evaluateAll((rows) => Object.fromEntries(rows.map((row) => [row.dataset.service, row.dataset.signal])));
const state = (page) =>
  page.evaluate(() => {
    const { consents, serviceConsents } = window.ConsentElements.getConsentManager().getState();
    return { marketing: consents.marketing, services: serviceConsents };
  });

describe('the demo, service by service', () => {
  it("allows YouTube alone from the video's placeholder; the panel shows each service's signal", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${demo.url}?country=DE`);
    const frame = page.locator('consent-frame[service="youtube"]');
    const button = frame.locator('[part~="placeholder-button"]');
    await button.waitFor({ timeout: 10_000 });
    assert.match(await frame.locator('[part~="placeholder"]').innerText(), /YouTube/, 'the placeholder names it');

    await page.locator('.vendor-panel summary').click();
    await page.waitForFunction(() => document.querySelectorAll('.service-signals tbody tr').length === 4);
    assert.deepEqual(await signals(page), {
      posthog: 'denied',
      clarity: 'denied',
      'meta-pixel': 'denied',
      'microsoft-ads': 'denied',
    });

    await button.click();
    await frame.locator('iframe[src="/embed/video.html"]').waitFor({ state: 'attached', timeout: 10_000 });
    const after = await state(page);
    assert.equal(after.marketing, true, 'its category is granted with only this service on');
    assert.equal(after.services.youtube, true);
    assert.equal(after.services['meta-pixel'], false);
    assert.equal(after.services['microsoft-ads'], false);
    assert.deepEqual(await signals(page), {
      posthog: 'denied',
      clarity: 'denied',
      'meta-pixel': 'denied',
      'microsoft-ads': 'denied',
    });
    const metaGranted = () =>
      page.evaluate(() =>
        (window.__vendorCalls ?? []).some(
          ([vendor, ...call]) => vendor === 'meta-pixel' && /grant/.test(JSON.stringify(call)),
        ),
      );
    assert.equal(await metaGranted(), false, 'Meta was not told to grant: only YouTube was allowed');

    await page.evaluate(() => window.ConsentElements.getConsentManager().saveConsents('all'));
    await page.waitForFunction(() => document.querySelector('.service-signals [data-signal="denied"]') === null);
    assert.equal(await metaGranted(), true, 'Accept All reaches every service');
    await context.close();
  });
});
