import { expect, waitUntil } from '@open-wc/testing';
import { sleep } from '../helpers/environment';
import { dropInPage, shadowPart, type DropInPage } from '../drop-in/page';

const DAY = 86_400_000;
const PREVIOUS = { necessary: true, functionality: false, experience: false, measurement: true, marketing: false };
const record = (time: number, revision?: string | number) =>
  JSON.stringify({ consents: PREVIOUS, consentInfo: { time, type: 'custom' }, revision });
const TRACKER =
  '<script type="text/plain" data-category="measurement">window.__measured = (window.__measured || 0) + 1;</script>';
const manager = (page: DropInPage) => page.win.ConsentElements.getConsentManager();
const measured = (page: DropInPage) => (page.win as unknown as { __measured?: number }).__measured;

/** A page with the stored decision, a measurement script and the banner; resolves once the banner shows. */
async function pageWith(stored: string, config: object) {
  localStorage.setItem('privacy-consent-storage', stored);
  const page = await dropInPage({
    config: { consentCategories: ['necessary', 'measurement', 'marketing'], ...config },
    body: `<consent-banner></consent-banner>${TRACKER}`,
  });
  await manager(page).ready;
  return page;
}

async function expectAskedAgain(page: DropInPage, stored: string) {
  const state = manager(page).getState();
  expect(state.consentInfo, 'the decision no longer counts').to.equal(null);
  expect(state.showPopup).to.equal(true);
  expect(state.consents.measurement).to.equal(false);
  expect(manager(page).has('measurement')).to.equal(false);
  expect(state.selectedConsents, 'the previous choices are preselected').to.deep.equal(PREVIOUS);
  await waitUntil(() => shadowPart(page.doc.querySelector('consent-banner'), 'banner'), 'no banner', { timeout: 5000 });
  await sleep(100);
  expect(measured(page), 'the measurement script waits for a new decision').to.equal(undefined);
  expect(localStorage.getItem('privacy-consent-storage'), 'the old record stays as proof').to.equal(stored);
}

describe('compliance: revision and consentExpiryDays', () => {
  it('asks again when the decision is older than consentExpiryDays, from the previous choices', async () => {
    const stored = record(Date.now() - 31 * DAY);
    const page = await pageWith(stored, { consentExpiryDays: 30 });
    await expectAskedAgain(page, stored);
    // The dialog opens on the previous choices; saving them replaces the record and runs the script.
    manager(page).setIsPrivacyDialogOpen(true);
    expect(manager(page).getState().selectedConsents).to.deep.equal(PREVIOUS);
    await manager(page).saveConsents('custom');
    await waitUntil(() => measured(page) === 1, 'the script did not run after the new decision');
    const replaced = JSON.parse(localStorage.getItem('privacy-consent-storage')!);
    expect(replaced.consents).to.deep.equal(PREVIOUS);
    expect(replaced.consentInfo.time).to.be.greaterThan(Date.now() - 5000);
  });

  it('keeps a decision younger than the expiry (365 days by default)', async () => {
    const page = await pageWith(record(Date.now() - 364 * DAY), {});
    expect(manager(page).getState()).to.include({ showPopup: false });
    await waitUntil(() => measured(page) === 1, 'the measurement script did not run');
  });

  it('asks again when the revision changed, also through configure(), and stores the new revision', async () => {
    const stored = record(Date.now() - DAY, 1);
    const page = await pageWith(stored, { revision: '2' });
    await expectAskedAgain(page, stored);
    // Dialog view: the switches start from the previous choices.
    const dialog = page.doc.createElement('consent-dialog');
    page.doc.body.append(dialog);
    manager(page).setIsPrivacyDialogOpen(true);
    const switchOf = (name: string) => dialog.shadowRoot?.querySelector(`[part~="switch"][data-category="${name}"]`);
    await waitUntil(() => switchOf('measurement'), 'the dialog did not render', { timeout: 5000 });
    expect(switchOf('measurement')!.getAttribute('aria-checked')).to.equal('true');
    expect(switchOf('marketing')!.getAttribute('aria-checked')).to.equal('false');
    await manager(page).saveConsents('all');
    expect(JSON.parse(localStorage.getItem('privacy-consent-storage')!).revision).to.equal('2');
    await waitUntil(() => measured(page) === 1, 'the script did not run after the new decision');
    // A later policy change on the same page: the decision stops counting at once.
    await page.win.ConsentElements.configure({ revision: 3 });
    expect(manager(page).getState().consentInfo).to.equal(null);
    expect(manager(page).has('measurement')).to.equal(false);
    expect(manager(page).getState().showPopup).to.equal(true);
  });

  it('treats the same revision as a number or a string as the same', async () => {
    const page = await pageWith(record(Date.now() - DAY, 2), { revision: '2' });
    expect(manager(page).getState().showPopup).to.equal(false);
    expect(manager(page).has('measurement')).to.equal(true);
  });
});
