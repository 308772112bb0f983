import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { dropInPage, shadowPart } from '../drop-in/page';
import { freshManager, part, waitForPart } from '../helpers/elements';

const frames = (win: Window, count: number) =>
  new Promise<void>((resolve) => {
    const next = (left: number) => (left ? win.requestAnimationFrame(() => next(left - 1)) : resolve());
    next(count);
  });

/**
 * Issue 25: an Accept or Reject click answers with the banner hiding and the page live; moving focus back, which
 * forces a style and layout at once, waits for the next paint (INP).
 */
describe('a decision click forces no layout in its task', () => {
  it('drop-in: hides the banner and frees the page in the click; focus comes back after the next paint', async () => {
    const page = await dropInPage({
      config: { scrollLock: true },
      body: '<header><a href="#x">Home</a></header><main id="main"><p>Article</p></main><consent-banner></consent-banner>',
    });
    const host = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => shadowPart(host, 'banner'), 'no banner', { timeout: 5000 });
    const header = page.doc.querySelector('header')!;
    expect(header.inert).to.equal(true);
    const hidden: string[] = [];
    host.addEventListener('consent-banner-hide', () => hidden.push('hide'));
    shadowPart(host, 'accept-button')!.click();
    // Still in the click's task.
    expect(shadowPart(host, 'banner')!.closest('[data-state]')?.getAttribute('data-state')).to.equal('closed');
    expect(hidden).to.deep.equal(['hide']);
    expect(header.inert, 'the page stays inert').to.equal(false);
    expect(page.doc.documentElement.style.overflow).to.equal('');
    expect(page.doc.activeElement?.id, 'focus moved in the click').to.not.equal('main');
    await frames(page.win, 2);
    await waitUntil(() => page.doc.activeElement?.id === 'main', 'focus not returned', { timeout: 1000 });
  });

  it("React banner: focus comes back after the next paint, not in React's commit inside the click's task", async () => {
    await import('../../src/entries/elements');
    await freshManager();
    const wrapper = await fixture<HTMLElement>(html`<div><button id="before">Before</button></div>`);
    const before = wrapper.querySelector<HTMLElement>('#before')!;
    before.focus();
    wrapper.insertAdjacentHTML('beforeend', '<consent-banner></consent-banner>');
    const host = wrapper.querySelector('consent-banner')!;
    await waitForPart(host, 'banner');
    await waitUntil(() => host.shadowRoot!.activeElement, 'the banner did not take focus');
    part(host, 'accept-button')!.click();
    await Promise.resolve();
    await Promise.resolve();
    expect(document.activeElement, 'focus moved in the click').to.not.equal(before);
    await waitUntil(() => document.activeElement === before, 'focus not returned', { timeout: 1000 });
  });
});
