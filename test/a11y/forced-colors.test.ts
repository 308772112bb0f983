import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/entries/elements';
import { freshManager, part, waitForPart } from '../helpers/elements';
import { sleep } from '../helpers/environment';
import { forcedColors, pixelDifference, screenshotOf } from '../helpers/a11y';
import { describeChromiumOnly } from '../helpers/engine';

/** A focused and an unfocused control must differ on screen: the focus ring survives forced colours. */
async function focusRingShows(control: HTMLElement, previous: HTMLElement) {
  previous.focus();
  await sendKeys({ press: 'Tab' }); // keyboard focus, so :focus-visible applies
  await waitUntil(() => control.matches(':focus-visible'), `${control.getAttribute('part')} was not reached with Tab`);
  await sleep(50);
  const name = control.getAttribute('part')!;
  const focused = await screenshotOf(control, 6, `forced-${name}-focused`);
  control.blur();
  await sleep(50);
  const unfocused = await screenshotOf(control, 6, `forced-${name}-unfocused`);
  // A ring around the control (outline), not only a changed edge: at least a 1 px line around most of it.
  const { ring } = await pixelDifference(focused, unfocused, 6);
  const perimeter = 2 * (control.offsetWidth + control.offsetHeight);
  expect(ring, `${name}: no focus ring around it in forced colours`).to.be.above(perimeter * 0.8);
}

describeChromiumOnly('forced-colours emulation and screenshots go through CDP')(
  'forced colours (Windows high contrast)',
  () => {
    before(() => forcedColors(true));
    after(() => forcedColors(false));

    it('is emulated', () => {
      expect(matchMedia('(forced-colors: active)').matches).to.equal(true);
    });

    it('a switch looks different on and off, and focus rings show on the switch and the dialog buttons', async () => {
      const { manager } = await freshManager({ consentCategories: ['necessary', 'measurement'] });
      const el = await fixture<HTMLElement>(html`<consent-dialog disable-animation></consent-dialog>`);
      manager.setIsPrivacyDialogOpen(true);
      await waitForPart(el, 'dialog');
      const toggle = el.shadowRoot!.querySelector<HTMLElement>('[part~="switch"][data-category="measurement"]')!;
      await sleep(100);
      const off = await screenshotOf(toggle, 0, 'forced-switch-off');
      toggle.click();
      await waitUntil(() => toggle.getAttribute('aria-checked') === 'true');
      toggle.blur();
      await sleep(100);
      const on = await screenshotOf(toggle, 0, 'forced-switch-on');
      // The thumb moves and changes colour: a good part of the switch changes, not a few edge pixels.
      const { box } = await pixelDifference(on, off);
      expect(box, 'on and off look (nearly) the same').to.be.above(toggle.offsetWidth * toggle.offsetHeight * 0.2);
      const title = el.shadowRoot!.querySelector<HTMLElement>(
        '[data-category="measurement"] [part~="category-title"]',
      )!;
      await focusRingShows(toggle, title);
      await focusRingShows(part(el, 'save-button')!, part(el, 'accept-button')!);
    });

    it('focus rings show on the banner buttons', async () => {
      await freshManager();
      const el = await fixture<HTMLElement>(
        html`<consent-banner disable-animation trap-focus="false"></consent-banner>`,
      );
      await waitForPart(el, 'banner');
      await focusRingShows(part(el, 'accept-button')!, part(el, 'reject-button')!);
      await focusRingShows(part(el, 'customize-button')!, part(el, 'accept-button')!);
    });

    it('a focus ring shows on the frame button', async () => {
      await freshManager();
      const wrapper = await fixture<HTMLElement>(
        html`<div><button>before</button><consent-frame category="marketing"><p>Video</p></consent-frame></div>`,
      );
      const frame = wrapper.querySelector('consent-frame')!;
      await focusRingShows(await waitForPart(frame, 'placeholder-button'), wrapper.querySelector('button')!);
    });
  },
);
