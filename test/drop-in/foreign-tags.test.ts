import { expect, waitUntil } from '@open-wc/testing';
import { dropInPage, shadowPart } from './page';

// Issue 22 item 13: another library owns our tags, or customElements.define is blocked.
const LOG =
  '<script>document.addEventListener("consent-error", (e) => (window.__log = [...(window.__log || []), e.detail.code + ": " + e.detail.message]));</script>';
const BODY = '<consent-banner></consent-banner><consent-dialog></consent-dialog>';
const errors = (page: { win: { __log?: string[] } }) => page.win.__log ?? [];

/** The accept button of whichever banner shows: in <consent-banner>, or in the element of our own beside it. */
function bannerButton(doc: Document, name: string): HTMLElement | null {
  for (const host of doc.querySelectorAll('consent-banner, body > div')) {
    const button = shadowPart(host, name);
    if (button) return button;
  }
  return null;
}

describe('tags we cannot own', function () {
  // WebKit under xvfb, with the whole suite running, once took over 5 s to show the banner here.
  this.timeout(40000);

  it('another library owns <consent-banner> and <consent-dialog>: named errors, a banner anyway, Customize keeps it', async () => {
    const page = await dropInPage({
      head: `${LOG}<script>for (const tag of ['consent-banner', 'consent-dialog']) customElements.define(tag, class extends HTMLElement {});</script>`,
      body: BODY,
    });
    await waitUntil(() => bannerButton(page.doc, 'accept-button'), 'no banner at all', { timeout: 15000 });
    expect(errors(page).filter((line) => line.includes('<consent-banner>'))).to.have.length(1);
    expect(errors(page)[0]).to.match(/^RENDER_ERROR: /);
    bannerButton(page.doc, 'customize-button')!.click();
    await waitUntil(() => errors(page).some((line) => line.includes('<consent-dialog>')), 'no error for the dialog', {
      timeout: 10000,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const manager = page.win.ConsentElements.getConsentManager();
    expect(manager.getState().showPopup).to.equal(true);
    bannerButton(page.doc, 'accept-button')!.click();
    expect(manager.getState().consentInfo?.type).to.equal('all');
  });

  for (const [name, stub] of [
    ['does nothing', 'customElements.define = () => {};'],
    ['throws', "customElements.define = () => { throw new DOMException('blocked', 'NotSupportedError'); };"],
  ]) {
    it(`customElements.define ${name}: each tag is reported, Customize keeps the banner and the visitor can decide`, async () => {
      const page = await dropInPage({ head: `${LOG}<script>${stub}</script>`, body: BODY });
      const banner = page.doc.querySelector('consent-banner')!;
      await waitUntil(() => shadowPart(banner, 'customize-button'), 'no banner', { timeout: 15000 });
      shadowPart(banner, 'customize-button')!.click();
      await waitUntil(() => errors(page).some((line) => line.includes('<consent-dialog>')), 'no error for the dialog', {
        timeout: 10000,
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(errors(page).every((line) => line.startsWith('RENDER_ERROR: '))).to.equal(true);
      expect(errors(page).some((line) => line.includes('<consent-banner>'))).to.equal(true);
      const manager = page.win.ConsentElements.getConsentManager();
      expect(manager.getState().showPopup).to.equal(true);
      shadowPart(banner, 'reject-button')!.click();
      expect(manager.getState().consentInfo?.type).to.equal('necessary');
    });
  }
});
