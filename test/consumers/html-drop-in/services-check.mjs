// services.html from the packed drop-in: the frame's placeholder names its service and its button allows that one
// service (a custom decision, its category granted with only it on); the other service's parked script waits.
import assert from 'node:assert/strict';
import { EMBED } from '../shared-checks.mjs';

/** @param {{ page: import('playwright-core').Page, requests: string[], url: string }} context */
export async function checkServices({ page, requests, url }) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  requests.length = 0;
  await page.goto(new URL('services.html', url).href);
  const frame = page.locator('consent-frame[service="youtube"]');
  const button = frame.locator('[part~="placeholder-button"]');
  await button.waitFor({ state: 'visible', timeout: 10_000 });
  assert.match(await frame.locator('[part~="placeholder"]').innerText(), /YouTube/, 'the placeholder names it');
  await page.locator('consent-banner [part~="banner"]').waitFor({ state: 'visible', timeout: 5_000 });
  assert.ok(!requests.some((target) => target.startsWith(EMBED)), 'the embed waits for its service');

  await button.click();
  await page.waitForFunction(() => window.__consentChanges?.length === 1, null, { timeout: 5_000 });
  const [change] = await page.evaluate(() => window.__consentChanges);
  assert.deepEqual(change.services, { youtube: true, plausible: false }, 'consent-change carries the services');
  assert.equal(change.consents.marketing, true, "the service's category is granted with it");
  assert.equal(change.consents.measurement, false);
  await page.waitForFunction((embed) => document.querySelector('consent-frame iframe')?.src === embed, EMBED, {
    timeout: 5_000,
  });
  const state = await page.evaluate(() => {
    const { consentInfo, serviceConsents } = window.ConsentElements.getConsentManager().getState();
    return { type: consentInfo?.type, serviceConsents };
  });
  assert.deepEqual(state, { type: 'custom', serviceConsents: { youtube: true, plausible: false } });
  assert.equal(await page.evaluate(() => window.analyticsStarted), undefined, "Plausible's script still waits");
}
