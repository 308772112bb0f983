// services.html: per-service consent through consent-elements/react from the tarball (src/services.tsx).
import assert from 'node:assert/strict';
import { EMBED } from '../shared-checks.mjs';

/** @param {{ page: import('playwright-core').Page, url: string }} context */
export async function checkServices({ page, url }) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear()); // the app's Accept All is not this page's decision
  await page.goto(new URL('services.html', url).href);
  const output = page.locator('#services');
  const frame = page.locator('consent-frame[service="youtube"]');
  const button = frame.locator('[part~="placeholder-button"]');
  await button.waitFor({ state: 'visible', timeout: 10_000 });
  assert.match(await frame.locator('[part~="placeholder"]').innerText(), /YouTube/, 'the placeholder names it');
  assert.deepEqual(JSON.parse(await output.textContent()), { youtube: false, meta: false, maps: false });

  await button.click();
  await page.waitForFunction((embed) => document.querySelector('consent-frame iframe')?.src === embed, EMBED, {
    timeout: 5_000,
  });
  await page.waitForFunction(() => JSON.parse(document.querySelector('#services').textContent).youtube === true);
  assert.deepEqual(JSON.parse(await output.textContent()), { youtube: true, meta: false, maps: false });

  await page.locator('#allow-maps').click();
  await page.waitForFunction(() => JSON.parse(document.querySelector('#services').textContent).maps === true);
  assert.deepEqual(JSON.parse(await output.textContent()), { youtube: true, meta: false, maps: true });
}
