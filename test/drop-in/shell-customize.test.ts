import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { showBannerShells, type UiModule } from '../../src/drop-in/banner-shell';
import { sleep } from '../helpers/environment';
import { startManager } from '../helpers/manager';
import { shadowPart } from './page';

describe('drop-in: Customize on the banner without React', () => {
  it("keeps the banner, busy, until the dialog's code is there, then opens the dialog", async () => {
    const { manager } = await startManager();
    const host = await fixture<HTMLElement>(html`<consent-banner disable-animation></consent-banner>`);
    let arrive!: (ui: UiModule) => void;
    let dialogLoaded = false;
    const ui = new Promise<UiModule>((resolve) => (arrive = resolve));
    expect(showBannerShells(manager, document, () => ui)).to.equal(true);
    const customize = shadowPart(host, 'customize-button')!;
    customize.click();
    customize.click();
    await sleep(50);
    expect(customize.getAttribute('aria-busy')).to.equal('true');
    expect(manager.getState()).to.include({ showPopup: true, isPrivacyDialogOpen: false });
    arrive({ preloadDialog: async () => (dialogLoaded = true) });
    await waitUntil(() => manager.getState().isPrivacyDialogOpen, 'the dialog did not open');
    expect(dialogLoaded).to.equal(true);
    expect(manager.getState().showPopup).to.equal(false);
    expect(customize.hasAttribute('aria-busy')).to.equal(false);
  });

  it("stays when the dialog's view cannot load, and tries again on the next press", async () => {
    const { manager } = await startManager();
    const host = await fixture<HTMLElement>(html`<consent-banner disable-animation></consent-banner>`);
    let attempts = 0;
    showBannerShells(manager, document, async () => ({ preloadDialog: async () => ++attempts > 1 }));
    const customize = shadowPart(host, 'customize-button')!;
    customize.click();
    await waitUntil(() => attempts === 1 && !customize.hasAttribute('aria-busy'), 'still busy');
    expect(manager.getState()).to.include({ showPopup: true, isPrivacyDialogOpen: false });
    customize.click();
    await waitUntil(() => manager.getState().isPrivacyDialogOpen, 'the dialog did not open');
    expect(attempts).to.equal(2);
  });

  it('stays, still working, when the UI cannot load', async () => {
    const { manager } = await startManager();
    const host = await fixture<HTMLElement>(html`<consent-banner disable-animation></consent-banner>`);
    showBannerShells(manager, document, () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const customize = shadowPart(host, 'customize-button')!;
    customize.click();
    await waitUntil(() => !customize.hasAttribute('aria-busy'), 'still busy');
    expect(manager.getState()).to.include({ showPopup: true, isPrivacyDialogOpen: false });
    shadowPart(host, 'accept-button')!.click();
    await waitUntil(() => manager.getState().consentInfo?.type === 'all', 'the decision was not saved');
    await waitUntil(() => !shadowPart(host, 'banner'), 'the banner did not close');
  });
});
