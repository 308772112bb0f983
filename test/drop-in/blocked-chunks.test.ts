import { expect, waitUntil } from '@open-wc/testing';
import { sleep } from '../helpers/environment';
import { dropInPage, shadowPart, STORED_RECORD, type DropInPage } from './page';

/** The drop-in served from a dist/ in which `file` cannot load (test/server/dist-without.mjs). */
const without = (file: string) => `/dist-without/${file}/consent-elements.js`;

/** Records consent-error events and anything thrown into the page. */
const recordErrors = `<script>
  window.__log = []; window.__uncaught = [];
  document.addEventListener('consent-error', (e) => window.__log.push(e.detail.message));
  addEventListener('error', (e) => window.__uncaught.push(String(e.message)));
  addEventListener('unhandledrejection', (e) => window.__uncaught.push(String(e.reason)));
</script>`;
const config = { consentCategories: ['necessary', 'measurement', 'marketing'] };
const errors = (page: DropInPage) => page.win.__log!;
const uncaught = (page: DropInPage) => (page.win as unknown as { __uncaught: string[] }).__uncaught;

describe('drop-in: a chunk that cannot load', () => {
  it('without the UI chunk, Customize reports it and the banner stays, still deciding', async () => {
    const page = await dropInPage({
      config,
      head: recordErrors,
      body: '<consent-banner></consent-banner><consent-dialog></consent-dialog>',
      src: without('consent-elements-ui.js'),
    });
    const banner = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => shadowPart(banner, 'customize-button'), 'no banner', { timeout: 5000 });
    const customize = shadowPart(banner, 'customize-button')!;
    customize.click();
    await waitUntil(() => errors(page).includes('Failed to load the consent-elements UI'), 'not reported', {
      timeout: 5000,
    });
    await waitUntil(() => !customize.hasAttribute('aria-busy'), 'still busy');
    expect(page.win.ConsentElements.getConsentManager().getState()).to.include({
      showPopup: true,
      isPrivacyDialogOpen: false,
    });
    shadowPart(banner, 'accept-button')!.click();
    expect(JSON.parse(localStorage.getItem('privacy-consent-storage')!).consentInfo.type).to.equal('all');
    await sleep(100);
    expect(uncaught(page)).to.deep.equal([]);
  });

  it("without the dialog's view and with the views loaded early (a frame), the banner stays", async () => {
    // Issue 35 (11): a partial deploy leaves dialog.js out; the frame has loaded React and the views already.
    const page = await dropInPage({
      config,
      head: recordErrors,
      body: `<consent-banner></consent-banner><consent-dialog></consent-dialog>
        <consent-frame category="marketing"><iframe data-src="about:blank" title="t"></iframe></consent-frame>`,
      src: without('dialog.js'),
    });
    const banner = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => page.win.customElements.get('consent-banner'), 'the views did not load', { timeout: 5000 });
    await waitUntil(() => shadowPart(banner, 'customize-button'), 'no banner', { timeout: 5000 });
    shadowPart(banner, 'customize-button')!.click();
    await waitUntil(() => errors(page).includes('Failed to load the consent dialog view'), 'not reported', {
      timeout: 5000,
    });
    await sleep(300);
    expect(shadowPart(banner, 'banner'), 'the banner is gone').to.exist;
    const manager = page.win.ConsentElements.getConsentManager();
    expect(manager.getState()).to.include({ showPopup: true, isPrivacyDialogOpen: false });
    shadowPart(banner, 'reject-button')!.click();
    await waitUntil(() => manager.hasConsented(), 'Reject All did not decide');
    expect(uncaught(page)).to.deep.equal([]);
  });

  it('a settings link whose dialog view cannot load gives the visitor the banner to decide', async () => {
    localStorage.setItem('privacy-consent-storage', STORED_RECORD);
    const page = await dropInPage({
      config,
      head: recordErrors,
      body: `<consent-banner></consent-banner><consent-dialog></consent-dialog>
        <button type="button" data-consent-action="open-dialog">Cookie settings</button>`,
      src: without('dialog.js'),
    });
    page.doc.querySelector<HTMLButtonElement>('[data-consent-action]')!.click();
    await waitUntil(() => errors(page).includes('Failed to load the consent dialog view'), 'not reported', {
      timeout: 5000,
    });
    const banner = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => shadowPart(banner, 'reject-button'), 'no way to withdraw', { timeout: 5000 });
    shadowPart(banner, 'reject-button')!.click();
    const manager = page.win.ConsentElements.getConsentManager();
    await waitUntil(() => !manager.has('marketing'), 'the withdrawal did not take');
  });

  it("without the dialog's view, Customize reports it and the banner stays", async () => {
    const page = await dropInPage({
      config,
      head: recordErrors,
      body: '<consent-banner></consent-banner><consent-dialog></consent-dialog>',
      src: without('dialog.js'),
    });
    const banner = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => shadowPart(banner, 'customize-button'), 'no banner', { timeout: 5000 });
    shadowPart(banner, 'customize-button')!.click();
    await waitUntil(() => errors(page).includes('Failed to load the consent dialog view'), 'not reported', {
      timeout: 5000,
    });
    await sleep(100);
    expect(shadowPart(banner, 'banner'), 'the banner is gone').to.exist;
    expect(page.win.ConsentElements.getConsentManager().getState().isPrivacyDialogOpen).to.equal(false);
    expect(uncaught(page)).to.deep.equal([]);
  });

  it("without the frame's view, frames report it and keep their content parked", async () => {
    const page = await dropInPage({
      config,
      head: recordErrors,
      src: without('frame.js'),
      body: '<consent-frame category="marketing"><p id="embed">Player</p></consent-frame>',
    });
    await waitUntil(() => errors(page).includes('Failed to load the consent frame view'), 'not reported', {
      timeout: 5000,
    });
    expect(page.doc.getElementById('embed')!.getClientRects()).to.have.length(0);
    expect(uncaught(page)).to.deep.equal([]);
  });
});
