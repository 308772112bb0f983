import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import { defineTags, freshManager, part, waitForPart } from '../helpers/elements';
import { sleep } from '../helpers/environment';

defineTags('consent-frame');

describe('<consent-frame>', () => {
  it('shows the placeholder with the frame translations until granted, then its children', async () => {
    const { manager } = await freshManager();
    const el = await fixture<HTMLElement>(
      html`<consent-frame category="marketing"><p id="content">Video</p></consent-frame>`,
    );
    const placeholder = await waitForPart(el, 'placeholder');
    expect(part(el, 'placeholder-title')!.textContent).to.equal('Accept Marketing cookies to view this content');
    expect(part(el, 'placeholder-button')!.textContent).to.equal('Enable Marketing cookies');
    expect(el.querySelector('#content')!.assignedSlot).to.equal(null);
    expect(placeholder).to.exist;
    await expect(el).to.be.accessible();
    part(el, 'placeholder-button')!.click();
    expect(manager.getState().consents.marketing).to.equal(true);
    expect(manager.getState().consentInfo?.type).to.equal('custom');
    await waitUntil(() => el.querySelector('#content')!.assignedSlot !== null, 'children not slotted');
    expect(part(el, 'placeholder')).to.equal(null);
    expect(el.hasAttribute('granted')).to.equal(true);
  });

  it('parks an iframe child until granted, and never lets it fetch before', async () => {
    const { manager } = await freshManager();
    const url = `/mock-api/${Math.random().toString(36).slice(2)}/embed`;
    const el = await fixture<HTMLElement>(
      html`<consent-frame category="marketing"><iframe title="Video" style="border:0" data-src=${url} width="640" height="360"></iframe></consent-frame>`,
    );
    const iframe = el.querySelector('iframe')!;
    const placeholder = await waitForPart(el, 'placeholder');
    await sleep(50);
    expect(iframe.hasAttribute('src')).to.equal(false);
    expect(performance.getEntriesByName(new URL(url, location.href).href)).to.have.length(0);
    const before = placeholder.getBoundingClientRect();
    expect(before.width / before.height).to.be.closeTo(640 / 360, 0.02);
    await manager.setConsent('marketing', true);
    await waitUntil(() => iframe.getAttribute('src') === url, 'iframe not given its src');
    await waitUntil(() => iframe.assignedSlot !== null);
    const after = iframe.getBoundingClientRect();
    expect(after.height).to.be.closeTo(before.height, 2);
    manager.resetConsents();
    await waitUntil(() => !iframe.hasAttribute('src'), 'src not removed on revoke');
    expect(iframe.getAttribute('data-src')).to.equal(url);
  });

  it('stamps a <template> child only once granted', async () => {
    const { manager } = await freshManager();
    const el = await fixture<HTMLElement>(
      html`<consent-frame category="functionality"><template><span id="stamped">Map</span></template></consent-frame>`,
    );
    await waitForPart(el, 'placeholder');
    expect(el.querySelector('#stamped')).to.equal(null);
    await manager.setConsent('functionality', true);
    await waitUntil(() => el.querySelector('#stamped'), 'template not stamped');
  });

  it('uses a slot="placeholder" child instead of the default placeholder', async () => {
    await freshManager();
    const el = await fixture<HTMLElement>(
      html`<consent-frame category="marketing"><div slot="placeholder" id="mine">Custom</div><p>Video</p></consent-frame>`,
    );
    await waitUntil(() => el.querySelector('#mine')!.assignedSlot !== null, 'custom placeholder not slotted');
    expect(part(el, 'placeholder')!.checkVisibility()).to.equal(false);
  });

  for (const [what, markup] of [
    ['a missing', html`<consent-frame><p>x</p></consent-frame>`],
    ['an unknown', html`<consent-frame category="ads"><p>x</p></consent-frame>`],
  ] as const) {
    it(`reports ${what} category once, naming the element, and shows nothing`, async () => {
      await freshManager();
      const errors: CustomEvent[] = [];
      const onError = (event: Event) => errors.push(event as CustomEvent);
      document.addEventListener('consent-error', onError);
      const consoleError = sinon.stub(console, 'error');
      try {
        const el = await fixture<HTMLElement>(markup);
        await waitUntil(() => errors.length > 0, 'no consent-error');
        await sleep(30);
        expect(errors).to.have.length(1);
        expect(errors[0]!.detail.code).to.equal('CATEGORY_ERROR');
        expect(errors[0]!.detail.message).to.contain('<consent-frame');
        expect(consoleError.callCount).to.equal(1);
        expect(String(consoleError.firstCall.args[0])).to.contain('<consent-frame');
        expect(part(el, 'placeholder')).to.equal(null);
        expect(el.querySelector('p')!.assignedSlot).to.equal(null);
        expect(el.querySelector('p')!.checkVisibility()).to.equal(false);
      } finally {
        consoleError.restore();
        document.removeEventListener('consent-error', onError);
      }
    });
  }

  it('is accessible in dark and RTL', async () => {
    const { manager } = await freshManager();
    const el = await fixture<HTMLElement>(html`<consent-frame category="marketing"><p>Video</p></consent-frame>`);
    await waitForPart(el, 'placeholder');
    document.documentElement.classList.add('dark');
    await manager.setLanguage('ar');
    await waitUntil(() => el.shadowRoot!.querySelector('.root[dir="rtl"][data-scheme="dark"]'));
    await sleep(250);
    await expect(el).to.be.accessible();
  });

  it('mounts a page full of frames in later tasks, skips one removed before its turn, and keeps them all following the dark class', async () => {
    await freshManager();
    const page = await fixture<HTMLElement>(html`<div></div>`);
    const frames = Array.from({ length: 120 }, () => {
      const frame = document.createElement('consent-frame');
      frame.setAttribute('category', 'marketing');
      frame.innerHTML = '<p>Video</p>';
      return frame;
    });
    page.append(...frames);
    const removed = frames.pop()!;
    removed.remove();
    expect(
      frames.some((frame) => frame.shadowRoot!.childElementCount > 0),
      'mounted in the defining task',
    ).to.equal(false);
    await waitUntil(() => frames.every((frame) => part(frame, 'placeholder')), 'not every frame rendered', {
      timeout: 5000,
    });
    await sleep(30);
    expect(removed.shadowRoot!.childElementCount).to.equal(0);
    document.documentElement.classList.add('dark');
    await waitUntil(
      () => frames.every((frame) => frame.shadowRoot!.querySelector('.root[data-scheme="dark"]')),
      'not every frame turned dark',
    );
    page.append(removed);
    await waitForPart(removed, 'placeholder', 'a frame connected again did not render');
  });
});
