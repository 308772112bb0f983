import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/entries/elements';
import { freshManager, part, waitForNoPart, waitForPart } from '../helpers/elements';
import { sleep } from '../helpers/environment';
import { chromiumOnly } from '../helpers/engine';

const settled = () => sleep(300);
const root = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('.root')!;

describe('all elements: accessibility, colour scheme, theming', () => {
  it('the banner passes axe in light, dark and RTL', async () => {
    const { manager } = await freshManager();
    const el = await fixture<HTMLElement>(html`<consent-banner></consent-banner>`);
    await waitForPart(el, 'banner');
    await settled();
    await expect(el).to.be.accessible();
    document.documentElement.classList.add('dark');
    await waitUntil(() => root(el).dataset.scheme === 'dark');
    await settled();
    await expect(el).to.be.accessible();
    await manager.setLanguage('he');
    await waitUntil(() => root(el).getAttribute('dir') === 'rtl');
    await expect(el).to.be.accessible();
  });

  it('follows the page dark class by default, or the forced and system schemes, and keeps the choice under "theme"', async () => {
    const { manager, localStorage } = await freshManager();
    const el = await fixture<HTMLElement>(html`<consent-banner disable-animation></consent-banner>`);
    const banner = await waitForPart(el, 'banner');
    expect(root(el).dataset.scheme).to.equal('light');
    const lightBg = getComputedStyle(banner).backgroundColor;
    document.documentElement.classList.add('dark');
    await waitUntil(() => root(el).dataset.scheme === 'dark');
    await settled();
    expect(getComputedStyle(banner).backgroundColor).to.not.equal(lightBg);
    manager.setColorScheme('light');
    await waitUntil(() => root(el).dataset.scheme === 'light');
    expect(localStorage.getItem('theme')).to.equal('light');
    manager.setColorScheme('system');
    await waitUntil(
      () => root(el).dataset.scheme === (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'),
    );
    manager.setColorScheme('dark');
    await waitUntil(() => root(el).dataset.scheme === 'dark');
  });

  it('applies custom properties and the theme option; no-style drops the styles but keeps the parts', async () => {
    await freshManager({ theme: { '--consent-accent': 'rgb(0, 128, 0)' } });
    const wrapper =
      await fixture<HTMLElement>(html`<div style="--consent-bg: rgb(255, 250, 240); --consent-radius: 0px">
      <consent-banner disable-animation></consent-banner></div>`);
    const el = wrapper.querySelector('consent-banner')!;
    const banner = await waitForPart(el, 'banner');
    expect(getComputedStyle(banner).backgroundColor).to.equal('rgb(255, 250, 240)');
    expect(getComputedStyle(banner).borderRadius).to.equal('0px');
    expect(getComputedStyle(part(el, 'accept-button')!).backgroundColor).to.equal('rgb(0, 128, 0)');
    el.setAttribute('no-style', '');
    await waitUntil(() => getComputedStyle(part(el, 'banner')!).position !== 'fixed', 'styles still applied');
    expect(part(el, 'accept-button')).to.exist;
  });

  it('styles are shared: one constructed sheet per element kind, adopted by every instance', async () => {
    await freshManager();
    const wrapper = await fixture<HTMLElement>(
      html`<div><consent-frame category="marketing"><p>a</p></consent-frame><consent-frame category="marketing"><p>b</p></consent-frame></div>`,
    );
    const [a, b] = [...wrapper.querySelectorAll('consent-frame')];
    await waitForPart(a!, 'placeholder');
    await waitForPart(b!, 'placeholder');
    expect(a!.shadowRoot!.adoptedStyleSheets.length).to.be.greaterThan(0);
    a!.shadowRoot!.adoptedStyleSheets.forEach((sheet, index) =>
      expect(sheet).to.equal(b!.shadowRoot!.adoptedStyleSheets[index]),
    );
  });

  it('applies properties set before the tag was defined', async () => {
    await freshManager();
    const el = document.createElement('consent-dialog-late') as HTMLElement & { variant?: string };
    el.variant = 'widget';
    document.body.append(el);
    const { ConsentDialogElement } = await import('../../elements/consent-dialog');
    customElements.define('consent-dialog-late', class extends ConsentDialogElement {});
    await waitForPart(el, 'dialog');
    expect(el.getAttribute('variant')).to.equal('widget');
    expect(el.shadowRoot!.querySelector('dialog')).to.equal(null);
    el.remove();
  });
});

describe('keyboard-only walkthrough', () => {
  chromiumOnly('sendKeys presses "Space", a key name only the Chromium launcher knows')(
    'Tab reaches each button in order, Space toggles switches, Escape closes, focus returns',
    async () => {
      const { manager } = await freshManager({ consentCategories: ['necessary', 'measurement'] });
      const wrapper = await fixture<HTMLElement>(
        html`<div><consent-banner></consent-banner><consent-dialog></consent-dialog></div>`,
      );
      const banner = wrapper.querySelector('consent-banner')!;
      const dialog = wrapper.querySelector('consent-dialog')!;
      await waitForPart(banner, 'banner');
      await waitUntil(() => banner.shadowRoot!.activeElement === part(banner, 'banner'), 'banner did not take focus');
      const order: string[] = [];
      for (let i = 0; i < 4; i++) {
        await sendKeys({ press: 'Tab' });
        order.push(banner.shadowRoot!.activeElement!.getAttribute('part')!);
      }
      expect(order).to.deep.equal(['reject-button', 'accept-button', 'customize-button', 'reject-button']);
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Tab' });
      expect(banner.shadowRoot!.activeElement!.getAttribute('part')).to.equal('customize-button');
      await sendKeys({ press: 'Enter' });
      await waitForPart(dialog, 'dialog');
      await waitUntil(() => dialog.shadowRoot!.activeElement?.getAttribute('part') === 'close-button', 'dialog focus');
      const visited: string[] = [];
      for (let i = 0; i < 8; i++) {
        await sendKeys({ press: 'Tab' });
        const active = dialog.shadowRoot!.activeElement!;
        visited.push(
          `${active.getAttribute('part')}${active.closest('[data-category]') ? `:${active.closest<HTMLElement>('[data-category]')!.dataset.category}` : ''}`,
        );
        if (
          active.getAttribute('part') === 'switch' &&
          active.closest<HTMLElement>('[data-category]')!.dataset.category === 'measurement'
        ) {
          await sendKeys({ press: 'Space' });
          await waitUntil(() => active.getAttribute('aria-checked') === 'true', 'Space did not toggle');
        }
      }
      expect(visited).to.deep.equal([
        'category-title:necessary',
        'switch:necessary',
        'category-title:measurement',
        'switch:measurement',
        'reject-button',
        'accept-button',
        'save-button',
        'close-button',
      ]);
      expect(manager.getState().selectedConsents.measurement).to.equal(true);
      await sendKeys({ press: 'Escape' });
      await waitForNoPart(dialog, 'dialog');
      expect(manager.getState().consents.measurement).to.equal(false);
    },
  );
});
