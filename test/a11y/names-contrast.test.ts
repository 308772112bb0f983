import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/entries/elements';
import { freshManager, part, waitForPart } from '../helpers/elements';
import { sleep } from '../helpers/environment';
import { accessibilityNodes, announced, contrast } from '../helpers/a11y';
import { chromiumOnly } from '../helpers/engine';

const CATEGORIES = ['necessary', 'measurement', 'marketing'] as const;

async function openDialog(options = {}) {
  const { manager } = await freshManager({ consentCategories: [...CATEGORIES], ...options });
  manager.setShowPopup(false);
  const el = await fixture<HTMLElement>(html`<consent-dialog disable-animation></consent-dialog>`);
  manager.setIsPrivacyDialogOpen(true);
  await waitForPart(el, 'dialog');
  return { manager, el };
}

const toggle = (el: Element, name: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[part~="switch"][data-category="${name}"]`)!;

describe('what a screen reader hears (WCAG 4.1.2, 4.1.3)', () => {
  chromiumOnly('the accessibility snapshot is read through CDP')(
    "each switch has its own name, not its accordion button's, and is described by the category description",
    async () => {
      const { el } = await openDialog();
      const nodes = await accessibilityNodes();
      const switches = nodes.filter((node) => node.role === 'switch');
      expect(switches.map((node) => node.name)).to.deep.equal([
        'Allow Strictly Necessary',
        'Allow Analytics',
        'Allow Marketing',
      ]);
      const buttons = nodes.filter((node) => node.role === 'button').map((node) => node.name);
      for (const node of switches) expect(buttons, `a button is named "${node.name}" too`).to.not.include(node.name);
      const analytics = switches.find((node) => node.name === 'Allow Analytics')!;
      expect(analytics.description).to.equal(
        'Count visits and measure how the site is used, so we can find and fix what does not work well.',
      );
      expect(switches[0]!.description).to.match(/^Always active /);
      expect(toggle(el, 'measurement').getAttribute('aria-describedby')).to.be.a('string');
    },
  );

  it('the necessary switch says "Always active" in text and is drawn at full strength', async () => {
    const { el } = await openDialog();
    const necessary = el.shadowRoot!.querySelector<HTMLElement>('[part~="category"][data-category="necessary"]')!;
    expect(necessary.textContent).to.contain('Always active');
    const always = [...necessary.querySelectorAll('span')].find((span) => span.textContent === 'Always active')!;
    expect(always.checkVisibility()).to.equal(true);
    expect(getComputedStyle(toggle(el, 'necessary')).opacity).to.equal('1');
    expect(toggle(el, 'necessary').getAttribute('aria-checked')).to.equal('true');
  });

  it("the live region says the choice was saved, from the banner and from the dialog, in the visitor's language", async () => {
    const { manager } = await freshManager();
    const el = await fixture<HTMLElement>(html`<consent-banner></consent-banner>`);
    (await waitForPart(el, 'accept-button')).click();
    await announced('Your privacy choices have been saved.');
    await manager.setLanguage('de');
    const dialog = await fixture<HTMLElement>(html`<consent-dialog></consent-dialog>`);
    manager.setIsPrivacyDialogOpen(true);
    (await waitForPart(dialog, 'save-button')).click();
    await announced('Ihre Datenschutzeinstellungen wurden gespeichert.');
    expect(document.querySelector('[role="status"]')!.getAttribute('lang')).to.equal('de');
  });

  it("the live region says a frame's content is shown; the placeholder names what it holds", async () => {
    await freshManager();
    const el = await fixture<HTMLElement>(
      html`<consent-frame category="marketing"><iframe title="Video: a night train" style="border:0" srcdoc="<p>v</p>"></iframe></consent-frame>`,
    );
    const placeholder = await waitForPart(el, 'placeholder');
    expect(placeholder.textContent).to.contain('Video: a night train');
    expect(placeholder.getAttribute('role')).to.equal('group');
    expect(placeholder.getAttribute('aria-label'), 'the placeholder is not named after its content').to.equal(
      'Video: a night train',
    );
    await expect(el).to.be.accessible();
    part(el, 'placeholder-button')!.click();
    await announced('Marketing content is now shown.');
  });
});

describe('contrast of the switches (WCAG 1.4.11: 3:1)', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`off and on, in the ${scheme} theme: track and border against the panel, thumb against the track`, async () => {
      if (scheme === 'dark') document.documentElement.classList.add('dark');
      const { el } = await openDialog();
      await waitUntil(() => el.shadowRoot!.querySelector<HTMLElement>('.root')!.dataset.scheme === scheme);
      await sleep(300); // colour transitions
      const panel = getComputedStyle(part(el, 'dialog')!).backgroundColor;
      for (const name of ['measurement', 'necessary']) {
        const control = toggle(el, name);
        const track = getComputedStyle(control);
        const thumb = getComputedStyle(control.querySelector('.thumb')!).backgroundColor;
        const state = `${name} (${control.getAttribute('aria-checked') === 'true' ? 'on' : 'off'})`;
        if (name === 'measurement') {
          expect(contrast(track.backgroundColor, panel), `${state} track / panel`).to.be.at.least(3);
          expect(contrast(track.borderTopColor, panel), `${state} border / panel`).to.be.at.least(3);
        }
        expect(contrast(thumb, track.backgroundColor), `${state} thumb / track`).to.be.at.least(3);
      }
    });
  }
});

describe('axe with the new markup', () => {
  it('the dialog passes axe in light, dark and RTL', async () => {
    const { manager, el } = await openDialog();
    await sleep(250);
    await expect(el).to.be.accessible();
    document.documentElement.classList.add('dark');
    await sleep(250);
    await expect(el).to.be.accessible();
    await manager.setLanguage('ar');
    await waitUntil(() => el.shadowRoot!.querySelector('.root')!.getAttribute('dir') === 'rtl');
    await expect(el).to.be.accessible();
  });
});
