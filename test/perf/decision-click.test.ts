import { expect, waitUntil } from '@open-wc/testing';
import { dropInPage, shadowPart } from '../drop-in/page';

const frames = (win: Window, count: number) =>
  new Promise<void>((resolve) => {
    const next = (left: number) => (left ? win.requestAnimationFrame(() => next(left - 1)) : resolve());
    next(count);
  });

/** Issue 25: an Accept or Reject click answers with the banner hiding; the rest waits for the next paint (INP). */
describe('a decision click does no page-wide work in its task', () => {
  it('hides the banner in the click; the page turns live, scrolls and gets focus back after the next paint', async () => {
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
    // Still in the click's task: the banner is closing, the page untouched.
    expect(shadowPart(host, 'banner')!.closest('[data-state]')?.getAttribute('data-state')).to.equal('closed');
    expect(hidden).to.deep.equal(['hide']);
    expect(header.inert, 'inert released in the click').to.equal(true);
    expect(page.doc.documentElement.style.overflow).to.equal('hidden');
    expect(page.doc.activeElement?.id).to.not.equal('main');
    await frames(page.win, 2);
    await waitUntil(() => !header.inert, 'the page stayed inert', { timeout: 1000 });
    expect(page.doc.documentElement.style.overflow).to.equal('');
    await waitUntil(() => page.doc.activeElement?.id === 'main', 'focus not returned', { timeout: 1000 });
  });
});

describe('a decision click on the React banner does no page-wide work in its task either', () => {
  it('keeps the page held until after the next paint, through React\'s commit', async () => {
    const { fixture, html } = await import('@open-wc/testing');
    const { freshManager, part, waitForPart } = await import('../helpers/elements');
    await import('../../elements/index');
    await freshManager({ scrollLock: true });
    const outside = await fixture<HTMLElement>(html`<div><p id="outside">Page</p><consent-banner></consent-banner></div>`);
    const host = outside.querySelector('consent-banner')!;
    await waitForPart(host, 'banner');
    const page = outside.querySelector('#outside') as HTMLElement;
    await waitUntil(() => page.inert, 'the page is not inert');
    part(host, 'accept-button')!.click();
    // React commits the closed banner in a microtask of the click's task: still nothing released.
    await Promise.resolve();
    await Promise.resolve();
    expect(page.inert, 'inert released in the click').to.equal(true);
    expect(document.documentElement.style.overflow).to.equal('hidden');
    await waitUntil(() => !page.inert, 'the page stayed inert', { timeout: 1000 });
    expect(document.documentElement.style.overflow).to.equal('');
  });
});
