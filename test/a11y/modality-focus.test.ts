import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/entries/elements';
import { freshManager, part, waitForNoPart, waitForPart } from '../helpers/elements';
import { sleep } from '../helpers/environment';
import { accessibilityNodes, deepActive, describeElement, shiftTab } from '../helpers/a11y';
import { chromiumOnly, failsIn } from '../helpers/engine';

const SNAPSHOT = 'the accessibility snapshot is read through CDP';
const HOLD_SHIFT = 'holds Shift down, which the WebDriver launcher cannot (it only presses or types)';

const inside = (host: Element) => {
  const active = deepActive();
  return !!active && (active === host || host.shadowRoot!.contains(active));
};
const expectFocusIn = (host: Element, step: string) =>
  expect(inside(host), `${step}: focus is on ${describeElement(deepActive())}`).to.equal(true);

/** A page with something focusable before and after the elements, and the banner added after `#before` has focus. */
async function pageWithBanner(attributes = '') {
  const wrapper = await fixture<HTMLElement>(html`<div>
    <button id="before">Before</button>
    <main id="main"><p>Article</p><button id="in-main">In main</button></main>
    <consent-dialog></consent-dialog>
    <button id="after">After</button>
  </div>`);
  const before = wrapper.querySelector<HTMLElement>('#before')!;
  before.focus();
  wrapper.insertAdjacentHTML('beforeend', `<consent-banner ${attributes}></consent-banner>`);
  const banner = wrapper.querySelector('consent-banner')!;
  await waitForPart(banner, 'banner');
  return { wrapper, before, banner, dialog: wrapper.querySelector('consent-dialog')! };
}

describe('a banner that traps focus is modal for real (WCAG 2.1.2, 2.4.3, 4.1.2)', () => {
  chromiumOnly(SNAPSHOT)('Shift+Tab first, Tab around, and from the page: focus never leaves the banner', async () => {
    await freshManager();
    const { banner, wrapper } = await pageWithBanner();
    await waitUntil(() => inside(banner), 'the banner did not take focus');
    await shiftTab();
    expect(deepActive()?.getAttribute('part'), 'Shift+Tab right after load').to.equal('customize-button');
    for (let i = 0; i < 5; i++) {
      await sendKeys({ press: 'Tab' });
      expectFocusIn(banner, `Tab ${i + 1}`);
    }
    for (let i = 0; i < 5; i++) {
      await shiftTab();
      expectFocusIn(banner, `Shift+Tab ${i + 1}`);
    }
    // Nothing outside can take focus by keyboard or script. Without the overlay the banner is not modal (issue 22),
    // so the page stays in the accessibility tree; with it (scroll-lock) the page is gone from it, as
    // test/a11y/banner-pointer-modality.test.ts checks.
    for (const id of ['before', 'in-main', 'after']) {
      wrapper.querySelector<HTMLElement>(`#${id}`)!.focus();
      expectFocusIn(banner, `focus() on #${id}`);
    }
    const names = (await accessibilityNodes()).map((node) => node.name);
    expect(names).to.include('Accept All');
    expect(names).to.include('Before');
    expect(names).to.include('In main');
  });

  chromiumOnly(SNAPSHOT)('the page is live again once the visitor decides', async () => {
    await freshManager();
    const { banner, wrapper } = await pageWithBanner();
    part(banner, 'reject-button')!.click();
    const after = wrapper.querySelector<HTMLElement>('#after')!;
    after.focus();
    expect(deepActive()).to.equal(after);
    expect((await accessibilityNodes()).map((node) => node.name)).to.include('Before');
  });

  it('without trap-focus it is a labelled region and the page stays reachable', async () => {
    await freshManager();
    const { banner, wrapper } = await pageWithBanner('trap-focus="false"');
    const card = part(banner, 'banner')!;
    expect(card.getAttribute('role')).to.equal('region');
    expect(card.hasAttribute('aria-modal')).to.equal(false);
    expect(banner.shadowRoot!.getElementById(card.getAttribute('aria-labelledby')!)!.textContent).to.equal(
      'We value your privacy',
    );
    const after = wrapper.querySelector<HTMLElement>('#after')!;
    after.focus();
    expect(deepActive()).to.equal(after);
  });
});

describe('focus after every action (WCAG 2.4.3)', () => {
  it('Accept with the keyboard: focus goes back where it was before the banner took it', async () => {
    const { manager } = await freshManager();
    const { banner, before } = await pageWithBanner();
    await waitUntil(() => inside(banner), 'the banner did not take focus');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(deepActive()?.getAttribute('part')).to.equal('accept-button');
    await sendKeys({ press: 'Enter' });
    expect(manager.getState().consentInfo?.type).to.equal('all');
    await waitUntil(() => deepActive() === before, `focus is on ${describeElement(deepActive())}`);
  });

  it('Reject when nothing had focus: focus goes to the main landmark, not <body>', async () => {
    await freshManager();
    const wrapper = await fixture<HTMLElement>(
      html`<div><main id="main"><p>Article</p></main><consent-banner></consent-banner></div>`,
    );
    const banner = wrapper.querySelector('consent-banner')!;
    await waitUntil(() => inside(banner), 'the banner did not take focus');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => deepActive()?.id === 'main', `focus is on ${describeElement(deepActive())}`);
  });

  failsIn(['firefox', 'webkit'], 'focus stays on Save outside Chromium; not yet investigated (issue 23)')(
    'Customize, then Save: the banner is gone, focus goes back where it was before the banner',
    async () => {
      const { manager } = await freshManager({ consentCategories: ['necessary', 'measurement'] });
      const { banner, dialog, before } = await pageWithBanner();
      part(banner, 'customize-button')!.focus();
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => deepActive()?.getAttribute('part') === 'close-button', 'the dialog did not take focus');
      part(dialog, 'save-button')!.focus();
      await sendKeys({ press: 'Enter' });
      expect(manager.getState().consentInfo?.type).to.equal('custom');
      await waitUntil(() => deepActive() === before, `focus is on ${describeElement(deepActive())}`);
      await waitForNoPart(dialog, 'dialog');
      expect(deepActive()).to.equal(before);
    },
  );

  for (const how of ['Escape', 'the close button'] as const) {
    chromiumOnly(HOLD_SHIFT)(
      `Customize, then ${how}: nothing decided, the visitor is back at the banner, on Customize`,
      async () => {
        const { manager } = await freshManager({ consentCategories: ['necessary', 'measurement'] });
        const { banner, dialog } = await pageWithBanner();
        part(banner, 'customize-button')!.focus();
        await sendKeys({ press: 'Enter' });
        await waitUntil(() => deepActive()?.getAttribute('part') === 'close-button', 'the dialog did not take focus');
        if (how === 'Escape') await sendKeys({ press: 'Escape' });
        else await sendKeys({ press: 'Enter' }); // on the close button
        await waitUntil(() => manager.getState().showPopup, 'the banner did not come back');
        expect(manager.getState().isPrivacyDialogOpen).to.equal(false);
        expect(manager.hasConsented()).to.equal(false);
        await waitUntil(
          () => deepActive()?.getAttribute('part') === 'customize-button' && inside(banner),
          `focus is on ${describeElement(deepActive())}`,
        );
        await waitForNoPart(dialog, 'dialog');
        expect(deepActive()?.getAttribute('part')).to.equal('customize-button');
        // Still a working, trapping banner.
        await shiftTab();
        expectFocusIn(banner, 'Shift+Tab after coming back');
      },
    );
  }

  it('a dialog opened from the page returns focus to its opener', async () => {
    const { manager } = await freshManager();
    manager.setShowPopup(false);
    const wrapper = await fixture<HTMLElement>(
      html`<div><button id="opener">Cookie settings</button><consent-dialog></consent-dialog></div>`,
    );
    const opener = wrapper.querySelector<HTMLElement>('#opener')!;
    opener.focus();
    manager.setIsPrivacyDialogOpen(true);
    const dialog = wrapper.querySelector('consent-dialog')!;
    await waitUntil(() => deepActive()?.getAttribute('part') === 'close-button', 'the dialog did not take focus');
    part(dialog, 'accept-button')!.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => deepActive() === opener, `focus is on ${describeElement(deepActive())}`);
  });

  it('"Enable … cookies" in a frame: focus on the revealed content, and the page does not jump', async () => {
    await freshManager();
    const wrapper = await fixture<HTMLElement>(html`<div>
      <div style="height: 900px">Text above</div>
      <consent-frame category="marketing"><iframe title="Video: a trip" width="320" height="180" style="border:0" srcdoc="<p>video</p>"></iframe></consent-frame>
      <div style="height: 900px">Text below</div>
    </div>`);
    const frame = wrapper.querySelector('consent-frame')!;
    const button = await waitForPart(frame, 'placeholder-button');
    button.scrollIntoView({ block: 'center' });
    await sleep(50);
    const scrolled = scrollY;
    button.focus();
    await sendKeys({ press: 'Enter' });
    const iframe = wrapper.querySelector('iframe')!;
    await waitUntil(() => deepActive() === iframe, `focus is on ${describeElement(deepActive())}`);
    expect(Math.abs(scrollY - scrolled), 'the page jumped').to.be.below(2);
    window.scrollTo(0, 0);
  });
});
