import { expect, waitUntil } from '@open-wc/testing';
import { sleep } from '../helpers/environment';
import { cspPage } from './csp-page';
import { shadowPart } from './page';

const SCRIPT_TAGS = ['head-classic', 'head-defer', 'head-async', 'head-module', 'body-end'];
const POLICIES = ['none', 'nonce', 'self'];

/**
 * The page has a `<consent-frame category="marketing">` with the embed, a managed script and a parked script for
 * marketing. Nothing of them may be requested before consent (the server's log says so), and after it every one is
 * requested and runs, with no CSP violation on the way (the nonce reached what the product inserts).
 */
async function embedWaitsForConsent(query: Record<string, string>) {
  const page = await cspPage(query);
  const manager = page.win.ConsentElements.getConsentManager();
  await manager.ready;
  const frame = page.doc.querySelector('consent-frame')!;
  await waitUntil(() => shadowPart(frame, 'placeholder-button'), 'no placeholder', { timeout: 5000 });
  await sleep(300);
  expect(await page.requested(), 'requested before consent').to.deep.equal([]);
  await manager.setConsent('marketing', true);
  await waitUntil(async () => (await page.requested()).length === 3, 'not requested after consent', { timeout: 5000 });
  expect([...(await page.requested())].sort()).to.deep.equal(['embed.html', 'managed.js', 'parked.js']);
  await waitUntil(() => page.win.__ran?.length === 2, 'the scripts did not run', { timeout: 3000 });
  expect(page.win.__violations ?? []).to.deep.equal([]);
}

describe('embeds inside <consent-frame> wait for consent, whatever the script tag and the CSP', () => {
  for (const script of SCRIPT_TAGS) {
    for (const csp of POLICIES) {
      it(`<iframe data-src>, ${script}, CSP ${csp}`, () => embedWaitsForConsent({ script, csp, embed: 'parked' }));
    }
  }

  // The lazy pattern is withheld only by a classic script in <head>, which hides undefined frames' content at once.
  for (const csp of POLICIES) {
    it(`<iframe loading="lazy" src>, head-classic, CSP ${csp}`, () =>
      embedWaitsForConsent({ script: 'head-classic', csp, embed: 'lazy' }));
  }
});
