import { expect, waitUntil } from '@open-wc/testing';
import { sleep } from '../helpers/environment';
import { cspPage } from './csp-page';
import { shadowPart } from './page';

const wait = (condition: () => unknown, message: string) => waitUntil(condition, message, { timeout: 5000 });

describe("Trusted Types (require-trusted-types-for 'script')", () => {
  for (const csp of ['none', 'nonce']) {
    it(`with "trusted-types consent-elements" (CSP ${csp}): managed and parked scripts run through it`, async () => {
      const page = await cspPage({ script: 'head-classic', csp, embed: 'parked', tt: 'allowed' });
      const manager = page.win.ConsentElements.getConsentManager();
      await manager.ready;
      await wait(() => shadowPart(page.doc.querySelector('consent-frame'), 'placeholder-button'), 'no placeholder');
      await manager.setConsent('marketing', true);
      await wait(() => page.win.__ran?.length === 2, 'the scripts did not run');
      expect([...page.win.__ran!].sort()).to.deep.equal(['managed.js', 'parked.js']);
      expect([...(await page.requested())].sort()).to.deep.equal(['embed.html', 'managed.js', 'parked.js']);
      expect(page.win.__violations ?? []).to.deep.equal([]);
    });
  }

  it('a refused policy is a consent-error naming the directive, and the scripts are tried again later', async () => {
    const page = await cspPage({ script: 'head-classic', csp: 'none', embed: 'parked', tt: 'refused' });
    const manager = page.win.ConsentElements.getConsentManager();
    await manager.ready;
    const errors: Array<{ code: string; message: string }> = [];
    page.doc.addEventListener('consent-error', (event) => errors.push((event as CustomEvent).detail));
    await manager.setConsent('marketing', true);
    await wait(() => errors.length === 2, 'no consent-error for the managed and the parked script');
    for (const error of errors) {
      expect(error.code).to.equal('SCRIPT_ERROR');
      expect(error.message).to.contain('trusted-types consent-elements');
    }
    await sleep(200);
    expect(page.win.__ran ?? []).to.deep.equal([]);
    expect(await page.requested()).to.deep.equal(['embed.html']);
    expect(page.doc.querySelector('script[data-category]')!.getAttribute('type')).to.equal('text/plain');

    // The page allows scripts later (its own default policy): the next consent change runs both.
    type TrustedTypes = { createPolicy(name: string, rules: object): unknown };
    const types = (page.win as unknown as { trustedTypes: TrustedTypes }).trustedTypes;
    types.createPolicy('default', { createScript: (text: string) => text, createScriptURL: (url: string) => url });
    await manager.setConsent('marketing', false);
    await manager.setConsent('marketing', true);
    await wait(() => page.win.__ran?.length === 2, 'the scripts were not tried again');
    expect(errors).to.have.length(2);
  });
});
