// Browser assertions every consumer fixture shares: what a visitor of the built app must see and what the page must
// never request early. `page` is a Playwright page whose non-loopback requests the runner logs in `requests`.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

export const EMBED = 'https://www.youtube-nocookie.com/embed/VIDEO';
const TAGS = ['consent-banner', 'consent-dialog', 'consent-frame'];

/**
 * Tags defined, banner shows, frame content withheld, Accept All saves, consent-change fires, the frame loads.
 * `before` and `after` add a fixture's own assertions once the banner shows and once the decision is applied.
 */
export async function checkConsentFlow({ page, requests }, { before = async () => {}, after = async () => {} } = {}) {
  await page.waitForFunction((tags) => tags.every((tag) => customElements.get(tag)), TAGS, { timeout: 10_000 });
  const accept = page.locator('consent-banner [part~="accept-button"]');
  await accept.waitFor({ state: 'visible', timeout: 10_000 });
  const frame = page.locator('consent-frame iframe');
  assert.equal(await frame.getAttribute('src'), null, 'the embed has no src before consent');
  assert.ok(!requests.some((url) => url.startsWith(EMBED)), 'the embed was requested before consent');
  await before();

  await accept.click();
  await page.waitForFunction(() => window.__consentChanges?.length === 1, null, { timeout: 5_000 });
  const [change] = await page.evaluate(() => window.__consentChanges);
  assert.equal(change.consents.marketing, true, 'consent-change carries the granted marketing category');
  await page.locator('consent-banner [part~="banner"]').waitFor({ state: 'detached', timeout: 5_000 });
  const loaded = (embed) => document.querySelector('consent-frame iframe')?.src === embed;
  await page.waitForFunction(loaded, EMBED, { timeout: 5_000 });
  for (let i = 0; i < 50 && !requests.some((url) => url.startsWith(EMBED)); i++) await page.waitForTimeout(100);
  assert.ok(
    requests.some((url) => url.startsWith(EMBED)),
    'the embed loads once granted',
  );
  await after();
}

/** Installed before any page script: records every consent-change. */
export const RECORD_EVENTS = () => {
  window.__consentChanges = [];
  document.addEventListener('consent-change', (event) => window.__consentChanges.push(event.detail));
};

const README = new URL('../../README.md', import.meta.url);
const SECTIONS = { html: ['## Quick start: plain HTML', 'html'], esm: ['## Quick start: ESM', 'js'] };

/** The README's quick start (`html` or `esm`) appears verbatim in the fixture's `file`. */
export function checkQuickStart(kind, file) {
  const [heading, language] = SECTIONS[kind];
  const readme = readFileSync(README, 'utf8');
  const section = readme.slice(readme.indexOf(heading));
  const block = section.match(new RegExp('```' + language + '\\n([\\s\\S]*?)```'))?.[1];
  assert.ok(block, `README has a ${kind} quick start`);
  assert.ok(readFileSync(file, 'utf8').includes(block), `${file} holds the README's ${kind} quick start verbatim`);
}
