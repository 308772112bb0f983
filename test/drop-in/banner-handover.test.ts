import { expect, waitUntil } from '@open-wc/testing';
import { sleep } from '../helpers/environment';
import { dropInPage, shadowPart, type DropInPage } from './page';

/** Counts the banner's events and the decisions, from before the drop-in runs. */
const countEvents = `<script>
  window.__events = [];
  for (const name of ['consent-banner-show', 'consent-banner-hide', 'consent-change']) {
    document.addEventListener(name, () => window.__events.push(name));
  }
</script>`;
const events = (page: DropInPage) => (page.win as unknown as { __events: string[] }).__events;
const count = (page: DropInPage, name: string) => events(page).filter((event) => event === name).length;
const BODY =
  '<header><a href="#x">Home</a></header><main><p>Article</p></main><consent-banner scroll-lock></consent-banner>';

/**
 * One controller binds both banners (src/ui/banner/banner-controller.ts): when React takes the drop-in's banner over,
 * its binding replaces the first one in the same task, so nothing the banner does to the page lapses or doubles.
 */
describe('drop-in: React taking the banner over', () => {
  it('keeps the page held (inert, scroll locked) through the hand-over, and one Accept lets go of it all once', async () => {
    const page = await dropInPage({ config: {}, head: countEvents, body: BODY });
    const host = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => shadowPart(host, 'banner'), 'no first paint', { timeout: 5000 });
    const header = page.doc.querySelector('header')!;
    expect(header.inert).to.equal(true);
    // Watch every frame of the hand-over: the page must never be live nor scrollable while the banner shows.
    const lapses: string[] = [];
    let watching = true;
    const watch = () => {
      if (!watching) return;
      if (!header.inert) lapses.push('inert');
      if (page.doc.documentElement.style.overflow !== 'hidden') lapses.push('scroll');
      page.win.requestAnimationFrame(watch);
    };
    watch();
    shadowPart(host, 'customize-button')!.dispatchEvent(new PointerEvent('pointerenter'));
    await waitUntil(
      () => page.win.customElements.get('consent-banner') && !host.hasAttribute('data-consent-shell'),
      'React did not take over',
      { timeout: 5000 },
    );
    await sleep(300);
    watching = false;
    expect(lapses, 'the page was released during the hand-over').to.deep.equal([]);
    expect(count(page, 'consent-banner-show')).to.equal(1);

    shadowPart(host, 'accept-button')!.click();
    await waitUntil(() => !header.inert, 'the page stayed inert', { timeout: 3000 });
    expect(page.doc.documentElement.style.overflow).to.equal('');
    await sleep(100);
    expect(count(page, 'consent-change'), 'one click decided once').to.equal(1);
    expect(count(page, 'consent-banner-hide')).to.equal(1);
  });

  it('an attribute changed on a showing React banner neither moves focus nor announces it again', async () => {
    const page = await dropInPage({ config: {}, head: countEvents, body: BODY });
    const host = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => shadowPart(host, 'banner'), 'no first paint', { timeout: 5000 });
    host.setAttribute('trap-focus', 'false');
    await waitUntil(() => !host.hasAttribute('data-consent-shell'), 'React did not take over', { timeout: 5000 });
    await waitUntil(() => !page.doc.querySelector('header')!.inert, 'no longer trapping, the page is live');
    shadowPart(host, 'accept-button')!.focus();
    host.setAttribute('trap-focus', '');
    await waitUntil(() => page.doc.querySelector('header')!.inert, 'trapping again, the page is inert');
    expect(host.shadowRoot!.activeElement?.getAttribute('part')).to.equal('accept-button');
    host.removeAttribute('scroll-lock');
    await waitUntil(() => page.doc.documentElement.style.overflow === '', 'the scroll lock was kept');
    shadowPart(host, 'accept-button')!.click();
    await sleep(100);
    expect(count(page, 'consent-banner-show')).to.equal(1);
    expect(count(page, 'consent-change'), 'one click decided once').to.equal(1);
    expect(count(page, 'consent-banner-hide')).to.equal(1);
  });
});
