import { expect, waitUntil } from '@open-wc/testing';
import { dropInPage, shadowPart, STORED_RECORD } from './page';

// Issue 35 (1): a returning visitor's settings link must open a dialog that shows, whatever the options.
const categories = ['necessary', 'measurement', 'marketing'];
const body = `<consent-banner></consent-banner><consent-dialog></consent-dialog>
  <button type="button" data-consent-action="open-dialog">Cookie settings</button>`;
const policies = [{ id: 'world', match: { fallback: true }, model: 'opt-in' }];
// A decision as c15t 1.x and our earlier versions stored it: no fields beyond consents and consentInfo.
const EARLIER = JSON.stringify({
  consents: { necessary: true, measurement: true, marketing: true },
  consentInfo: { time: Date.now() - 86_400_000, type: 'all' },
});

async function reopen(config: object, stored: string) {
  localStorage.setItem('privacy-consent-storage', stored);
  const page = await dropInPage({ config, body });
  page.doc.querySelector<HTMLButtonElement>('[data-consent-action="open-dialog"]')!.click();
  const host = page.doc.querySelector('consent-dialog')!;
  const dialog = () => host.shadowRoot?.querySelector('dialog') ?? null;
  await waitUntil(() => dialog()?.open, 'the settings did not open', { timeout: 5000 });
  expect(getComputedStyle(dialog()!).display).to.not.equal('none');
  expect(shadowPart(host, 'dialog')!.getBoundingClientRect().height).to.be.above(0);
  return { page, host };
}

describe('a returning visitor reopens the settings (drop-in)', () => {
  it('offline, without policies (the README quick start)', async () => {
    await reopen({ mode: 'offline', consentCategories: categories }, STORED_RECORD);
  });

  it('with policies', async () => {
    await reopen({ mode: 'offline', consentCategories: categories, policies }, STORED_RECORD);
  });

  it('with a decision stored by an earlier version, and can withdraw it', async () => {
    const { page, host } = await reopen({ mode: 'offline', consentCategories: categories }, EARLIER);
    shadowPart(host, 'reject-button')!.click();
    const manager = page.win.ConsentElements.getConsentManager();
    await waitUntil(() => !manager.has('marketing'), 'the withdrawal did not take', { timeout: 3000 });
    await waitUntil(() => !host.shadowRoot?.querySelector('dialog')?.open, 'the dialog stayed', { timeout: 3000 });
  });
});
