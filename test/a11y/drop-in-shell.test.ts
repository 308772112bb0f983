import { expect, waitUntil } from '@open-wc/testing';
import { dropInPage, shadowPart } from '../drop-in/page';

const UI = /consent-elements-ui\.js$/;
const tab = (shiftKey: boolean) =>
  new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, composed: true, cancelable: true });

/** The drop-in's banner without React must be as modal, and hand focus back, as the React banner. */
describe('drop-in: the banner without React is modal for real and hands focus back', () => {
  it('with the overlay makes the page inert, and on Accept makes it live again, returns focus and announces, without React', async () => {
    const page = await dropInPage({
      config: {},
      body: '<header><a href="#x" id="link">Home</a></header><main id="main"><p>Article</p></main><consent-banner scroll-lock></consent-banner>',
    });
    const host = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => shadowPart(host, 'banner'), 'no banner', { timeout: 5000 });
    const banner = shadowPart(host, 'banner')!;
    expect(host.shadowRoot!.activeElement).to.equal(banner);
    expect(page.doc.querySelector('header')!.inert, 'the page outside is not inert').to.equal(true);
    expect(page.doc.querySelector('main')!.inert).to.equal(true);
    shadowPart(host, 'accept-button')!.click();
    await waitUntil(() => page.doc.activeElement?.id === 'main', `focus is on ${page.doc.activeElement?.localName}`, {
      timeout: 3000,
    });
    expect(page.doc.querySelector('header')!.inert).to.equal(false);
    const region = page.doc.querySelector('[role="status"]')!;
    await waitUntil(() => region.textContent === 'Your privacy choices have been saved.', 'not announced', {
      timeout: 3000,
    });
    expect(
      page.resources().some((path) => UI.test(path)),
      'React loaded',
    ).to.equal(false);
  });

  it('without the overlay leaves the page live for a pointer, keeps the keyboard in, and is not aria-modal (issue 22)', async () => {
    const page = await dropInPage({
      config: {},
      body: '<header><a href="#x" id="link">Home</a></header><main id="main"><p>Article</p></main><consent-banner></consent-banner>',
    });
    const host = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => shadowPart(host, 'banner'), 'no banner', { timeout: 5000 });
    const banner = shadowPart(host, 'banner')!;
    expect(banner.getAttribute('role')).to.equal('dialog');
    expect(banner.hasAttribute('aria-modal')).to.equal(false);
    const link = page.doc.getElementById('link')!;
    expect(link.closest('[inert]')).to.equal(null);
    link.focus();
    expect(host.shadowRoot!.activeElement, 'focus() from a script is taken back').to.not.equal(null);
    link.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    link.focus();
    expect(page.doc.activeElement, 'a pointer may take focus to the page').to.equal(link);
    link.dispatchEvent(tab(false));
    expect(host.shadowRoot!.activeElement?.getAttribute('part'), 'Tab from the page comes back').to.equal(
      'reject-button',
    );
  });

  it('Shift+Tab with the banner itself focused (right after load) goes to its last button, not out of it', async () => {
    const page = await dropInPage({
      config: {},
      body: '<main><a href="#x">Home</a></main><consent-banner></consent-banner>',
    });
    const host = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => shadowPart(host, 'banner'), 'no banner', { timeout: 5000 });
    const banner = shadowPart(host, 'banner')!;
    expect(host.shadowRoot!.activeElement).to.equal(banner);
    banner.dispatchEvent(tab(true));
    expect(host.shadowRoot!.activeElement?.getAttribute('part')).to.equal('customize-button');
    banner.focus();
    banner.dispatchEvent(tab(false));
    expect(host.shadowRoot!.activeElement?.getAttribute('part')).to.equal('reject-button');
  });
});
