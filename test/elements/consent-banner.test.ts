import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { defineTags, freshManager, part, waitForNoPart, waitForPart } from '../helpers/elements';
import { sleep } from '../helpers/environment';

defineTags('consent-banner');

describe('<consent-banner>', () => {
  it('renders the spec texts and parts, and is accessible', async () => {
    await freshManager();
    const el = await fixture<HTMLElement>(html`<consent-banner></consent-banner>`);
    const banner = await waitForPart(el, 'banner');
    expect(part(el, 'title')!.textContent).to.equal('We value your privacy');
    expect(part(el, 'description')!.textContent).to.not.equal('');
    expect(part(el, 'reject-button')!.textContent).to.equal('Reject All');
    expect(part(el, 'accept-button')!.textContent).to.equal('Accept All');
    expect(part(el, 'customize-button')!.textContent).to.equal('Customize');
    expect(part(el, 'actions')).to.exist;
    expect(banner.getAttribute('role')).to.equal('dialog');
    // Issue 22: modal (aria-modal, the page inert) only with the overlay; test/a11y/banner-pointer-modality.test.ts.
    expect(banner.hasAttribute('aria-modal')).to.equal(false);
    await waitUntil(() => getComputedStyle(banner).opacity === '1', 'banner did not finish fading in');
    await expect(el).to.be.accessible();
  });

  it('Accept All saves and closes after the animation', async () => {
    const { manager, localStorage } = await freshManager({ consentCategories: ['measurement', 'marketing'] });
    const el = await fixture<HTMLElement>(html`<consent-banner></consent-banner>`);
    (await waitForPart(el, 'accept-button')).click();
    expect(manager.getState().consents).to.include({ measurement: true, marketing: true });
    expect(JSON.parse(localStorage.getItem('privacy-consent-storage')!).consentInfo.type).to.equal('all');
    await sleep(50);
    expect(part(el, 'banner'), 'stays for the fade').to.exist;
    await waitForNoPart(el, 'banner');
  });

  it('Reject All keeps only necessary', async () => {
    const { manager } = await freshManager();
    const el = await fixture<HTMLElement>(html`<consent-banner disable-animation></consent-banner>`);
    (await waitForPart(el, 'reject-button')).click();
    expect(manager.getState().consentInfo?.type).to.equal('necessary');
    await waitForNoPart(el, 'banner');
  });

  it('Customize closes the banner and opens the dialog', async () => {
    const { manager } = await freshManager();
    const el = await fixture<HTMLElement>(html`<consent-banner></consent-banner>`);
    (await waitForPart(el, 'customize-button')).click();
    // Painted without React (issue 25), the banner stays until the dialog's view is there, then hands over to it.
    await waitUntil(() => manager.getState().isPrivacyDialogOpen, 'the dialog did not open', { timeout: 10000 });
    expect(manager.getState()).to.include({ showPopup: false, isPrivacyDialogOpen: true });
    expect(manager.hasConsented()).to.equal(false);
  });

  it('fires consent-banner-show and consent-banner-hide from the element', async () => {
    const { manager } = await freshManager();
    manager.setShowPopup(false);
    const el = await fixture<HTMLElement>(html`<consent-banner></consent-banner>`);
    setTimeout(() => manager.setShowPopup(true));
    const shown = await oneEvent(el, 'consent-banner-show');
    expect(shown.bubbles && shown.composed).to.equal(true);
    setTimeout(() => manager.setShowPopup(false));
    await oneEvent(el, 'consent-banner-hide');
  });

  it('hides at once with disable-animation', async () => {
    const { manager } = await freshManager();
    const el = await fixture<HTMLElement>(html`<consent-banner disable-animation></consent-banner>`);
    await waitForPart(el, 'banner');
    manager.setShowPopup(false);
    await sleep(30);
    expect(part(el, 'banner')).to.equal(null);
  });

  it('shows nothing once a decision is stored', async () => {
    const { manager } = await freshManager();
    await manager.saveConsents('all');
    const el = await fixture<HTMLElement>(html`<consent-banner></consent-banner>`);
    await sleep(30);
    expect(part(el, 'banner')).to.equal(null);
  });

  it('is placed bottom-left, bottom-right in RTL, within 440px, at z-index 999999998', async () => {
    await freshManager();
    const el = await fixture<HTMLElement>(html`<consent-banner disable-animation></consent-banner>`);
    const banner = await waitForPart(el, 'banner');
    await waitUntil(() => banner.dataset.state === 'open');
    const box = banner.getBoundingClientRect();
    const style = getComputedStyle(banner);
    expect(style.position).to.equal('fixed');
    expect(style.zIndex).to.equal('999999998');
    expect(box.width).to.be.at.most(440);
    expect(box.left).to.be.below(innerWidth / 2);
    expect(Math.round(innerHeight - box.bottom)).to.equal(16);
    await (await import('../../src/page/singleton')).getConsentManager().setLanguage('ar');
    await waitUntil(() => banner.getBoundingClientRect().right > innerWidth / 2);
    expect(Math.round(innerWidth - banner.getBoundingClientRect().right)).to.equal(16);
    await expect(el).to.be.accessible();
  });

  it('with scroll-lock shows the overlay and stops page scrolling until hidden', async () => {
    const { manager } = await freshManager();
    const el = await fixture<HTMLElement>(html`<consent-banner scroll-lock disable-animation></consent-banner>`);
    const overlay = await waitForPart(el, 'overlay');
    // Issue 22: the card's own layer (it comes after the overlay), no calc() on z-index.
    expect(getComputedStyle(overlay).zIndex).to.equal('999999998');
    await waitUntil(() => getComputedStyle(document.documentElement).overflow === 'hidden', 'page still scrolls');
    await manager.saveConsents('all');
    await waitForNoPart(el, 'overlay');
    expect(document.documentElement.style.overflow).to.equal('');
  });

  it('undoes the scroll lock when removed from the page', async () => {
    await freshManager({ scrollLock: true });
    const el = await fixture<HTMLElement>(html`<consent-banner></consent-banner>`);
    await waitForPart(el, 'overlay');
    await waitUntil(() => document.documentElement.style.overflow === 'hidden', 'page still scrolls');
    el.remove();
    await waitUntil(() => document.documentElement.style.overflow === '');
  });

  it('follows attribute removal and the "false" value', async () => {
    await freshManager({ scrollLock: false });
    const el = await fixture<HTMLElement>(html`<consent-banner scroll-lock></consent-banner>`);
    await waitForPart(el, 'overlay');
    el.setAttribute('scroll-lock', 'false');
    await waitForNoPart(el, 'overlay');
    el.setAttribute('scroll-lock', '');
    await waitForPart(el, 'overlay');
    el.removeAttribute('scroll-lock');
    await waitForNoPart(el, 'overlay');
  });

  it('without trap-focus is a labelled region', async () => {
    await freshManager();
    const el = await fixture<HTMLElement>(html`<consent-banner trap-focus="false"></consent-banner>`);
    const banner = await waitForPart(el, 'banner');
    expect(banner.getAttribute('role')).to.equal('region');
    expect(banner.hasAttribute('aria-modal')).to.equal(false);
  });

  it('keeps focus inside with trap-focus (Tab and Shift+Tab wrap)', async () => {
    await freshManager();
    const el = await fixture<HTMLElement>(html`<consent-banner></consent-banner>`);
    const banner = await waitForPart(el, 'banner');
    await waitUntil(() => el.shadowRoot!.activeElement === banner, 'banner not focused');
    const customize = part<HTMLButtonElement>(el, 'customize-button')!;
    const reject = part<HTMLButtonElement>(el, 'reject-button')!;
    customize.focus();
    customize.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, composed: true, cancelable: true }),
    );
    expect(el.shadowRoot!.activeElement).to.equal(reject);
    reject.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, composed: true, cancelable: true }),
    );
    expect(el.shadowRoot!.activeElement).to.equal(customize);
  });
});
