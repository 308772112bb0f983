import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { defineTags, freshManager, part, waitForNoPart, waitForPart } from '../helpers/elements';
import { chromiumOnly } from '../helpers/engine';
import { MemoryStorage } from '../helpers/environment';

defineTags('consent-dialog');

async function openDialog(options = {}) {
  const { manager, localStorage } = await freshManager({
    consentCategories: ['necessary', 'measurement', 'marketing'],
    ...options,
  });
  const el = await fixture<HTMLElement>(html`<consent-dialog></consent-dialog>`);
  manager.setIsPrivacyDialogOpen(true);
  const panel = await waitForPart(el, 'dialog');
  const dialog = el.shadowRoot!.querySelector('dialog')!;
  await waitUntil(() => dialog.dataset.state === 'open');
  await settled();
  return { manager, localStorage, el, panel, dialog };
}

/** Lets colour transitions finish, so axe measures the final colours. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 300));

const switches = (el: HTMLElement) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="switch"]')];

describe('<consent-dialog>', () => {
  it('opens for a returning visitor whose strings load only now (issue 35 item 1), without policies', async () => {
    const localStorage = new MemoryStorage();
    localStorage.setItem(
      'privacy-consent-storage',
      JSON.stringify({
        consents: { necessary: true, marketing: true },
        consentInfo: { time: Date.now(), type: 'all' },
      }),
    );
    const { manager } = await freshManager({ consentCategories: ['necessary', 'marketing'] }, { localStorage });
    expect(manager.getState().translations, 'a returning visit loads no strings').to.not.be.ok;
    const el = await fixture<HTMLElement>(html`<consent-dialog></consent-dialog>`);
    manager.setIsPrivacyDialogOpen(true);
    await waitForPart(el, 'dialog');
    const dialog = el.shadowRoot!.querySelector('dialog')!;
    await waitUntil(() => dialog.open, 'the dialog is in the tree but not shown');
    expect(getComputedStyle(dialog).display).to.not.equal('none');
  });

  it('renders nothing until the store opens it, then a native modal dialog labelled by its title', async () => {
    const { manager } = await freshManager();
    const el = await fixture<HTMLElement>(html`<consent-dialog></consent-dialog>`);
    expect(part(el, 'dialog')).to.equal(null);
    manager.setIsPrivacyDialogOpen(true);
    await waitForPart(el, 'dialog');
    const dialog = el.shadowRoot!.querySelector('dialog')!;
    expect(dialog.open).to.equal(true);
    expect(dialog.matches(':modal')).to.equal(true);
    const title = part(el, 'title')!;
    expect(title.textContent).to.equal('Privacy Settings');
    expect(dialog.getAttribute('aria-labelledby')).to.equal(title.id);
    for (const name of [
      'overlay',
      'header',
      'description',
      'close-button',
      'content',
      'footer',
      'reject-button',
      'accept-button',
      'save-button',
    ]) {
      expect(part(el, name), name).to.exist;
    }
    expect(part(el, 'save-button')!.textContent).to.equal('Save Settings');
  });

  it('is accessible open, in light, dark and RTL', async () => {
    const { el, manager, dialog } = await openDialog();
    await expect(el).to.be.accessible();
    document.documentElement.classList.add('dark');
    await waitUntil(() => el.shadowRoot!.querySelector('.root')!.getAttribute('data-scheme') === 'dark');
    await settled();
    await expect(el).to.be.accessible();
    await manager.setLanguage('he');
    await waitUntil(() => el.shadowRoot!.querySelector('.root')!.getAttribute('dir') === 'rtl');
    expect(dialog.open).to.equal(true);
    await settled();
    await expect(el).to.be.accessible();
  });

  it('lists one item per displayed category, necessary on and disabled', async () => {
    const { el } = await openDialog();
    const items = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="category"]')];
    expect(items.map((item) => item.dataset.category)).to.deep.equal(['necessary', 'measurement', 'marketing']);
    expect([...el.shadowRoot!.querySelectorAll('[part~="category-title"]')].map((t) => t.textContent)).to.deep.equal([
      'Strictly Necessary',
      'Analytics',
      'Marketing',
    ]);
    const [necessary, measurement] = switches(el);
    expect(necessary!.getAttribute('role')).to.equal('switch');
    expect(necessary!.getAttribute('aria-checked')).to.equal('true');
    expect(necessary!.getAttribute('aria-disabled')).to.equal('true');
    expect(measurement!.getAttribute('aria-checked')).to.equal('false');
    necessary!.click();
    expect(necessary!.getAttribute('aria-checked')).to.equal('true');
  });

  it('switches change selectedConsents only; Save stores the selection and closes', async () => {
    const { el, manager, localStorage } = await openDialog();
    const measurement = switches(el)[1]!;
    measurement.click();
    await waitUntil(() => measurement.getAttribute('aria-checked') === 'true');
    expect(manager.getState().selectedConsents.measurement).to.equal(true);
    expect(manager.getState().consents.measurement).to.equal(false);
    part(el, 'save-button')!.click();
    expect(manager.getState().consents).to.include({ measurement: true, marketing: false });
    expect(JSON.parse(localStorage.getItem('privacy-consent-storage')!).consentInfo.type).to.equal('custom');
    expect(manager.getState().isPrivacyDialogOpen).to.equal(false);
    await waitForNoPart(el, 'dialog');
  });

  it('Accept All and Reject All save and close', async () => {
    const first = await openDialog();
    part(first.el, 'accept-button')!.click();
    expect(first.manager.getState().consentInfo?.type).to.equal('all');
    await waitForNoPart(first.el, 'dialog');
    first.manager.setIsPrivacyDialogOpen(true);
    (await waitForPart(first.el, 'reject-button')).click();
    expect(first.manager.getState().consentInfo?.type).to.equal('necessary');
  });

  it('expands a category description from its title', async () => {
    const { el } = await openDialog();
    const title = el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="category-title"]')[1]!;
    const description = el.shadowRoot!.getElementById(title.getAttribute('aria-controls')!)!;
    expect(description.hidden).to.equal(true);
    title.click();
    await waitUntil(() => !description.hidden);
    expect(title.getAttribute('aria-expanded')).to.equal('true');
  });

  it('Escape, the close button and the overlay close it, with dialog events', async () => {
    const { el, manager } = await openDialog();
    const hidden = oneEvent(el, 'consent-dialog-hide');
    await sendKeys({ press: 'Escape' });
    await hidden;
    expect(manager.getState().isPrivacyDialogOpen).to.equal(false);
    expect(manager.hasConsented()).to.equal(false);
    const shown = oneEvent(el, 'consent-dialog-show');
    manager.setIsPrivacyDialogOpen(true);
    expect((await shown).composed).to.equal(true);
    (await waitForPart(el, 'close-button')).click();
    expect(manager.getState().isPrivacyDialogOpen).to.equal(false);
    await waitForNoPart(el, 'dialog');
    manager.setIsPrivacyDialogOpen(true);
    (await waitForPart(el, 'overlay')).click();
    expect(manager.getState().isPrivacyDialogOpen).to.equal(false);
  });

  it('fades for about 200 ms on close', async () => {
    const { el, manager, dialog } = await openDialog();
    manager.setIsPrivacyDialogOpen(false);
    await waitUntil(() => dialog.dataset.state === 'closed');
    expect(part(el, 'dialog')).to.exist;
    const start = performance.now();
    await waitForNoPart(el, 'dialog');
    // At least most of the fade; above it, room for a loaded machine (WebKit under xvfb-run: 729 ms measured).
    expect(performance.now() - start).to.be.within(100, 1500);
  });

  chromiumOnly('holds Shift down, which the WebDriver launcher cannot (it only presses or types)')(
    'traps focus with Tab and Shift+Tab, and returns focus to the opener',
    async () => {
      const { manager } = await freshManager();
      const wrapper = await fixture<HTMLElement>(
        html`<div><button id="opener">Cookie settings</button><consent-dialog></consent-dialog></div>`,
      );
      const el = wrapper.querySelector('consent-dialog')!;
      const opener = wrapper.querySelector<HTMLButtonElement>('#opener')!;
      opener.focus();
      manager.setIsPrivacyDialogOpen(true);
      const close = await waitForPart(el, 'close-button');
      await waitUntil(() => el.shadowRoot!.activeElement === close, 'close button not focused');
      await sendKeys({ down: 'Shift' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ up: 'Shift' });
      expect(el.shadowRoot!.activeElement?.getAttribute('part')).to.equal('save-button');
      await sendKeys({ press: 'Tab' });
      expect(el.shadowRoot!.activeElement).to.equal(close);
      await sendKeys({ press: 'Escape' });
      await waitForNoPart(el, 'dialog');
      expect(document.activeElement).to.equal(opener);
    },
  );

  it('shows the "Secured by" branding from the backend', async () => {
    const { el } = await openDialog({
      mode: 'custom',
      endpointHandlers: {
        showConsentBanner: () => ({
          showConsentBanner: true,
          jurisdiction: { code: 'GDPR', message: '' },
          location: {},
          branding: 'c15t',
        }),
      },
    });
    const link = part<HTMLAnchorElement>(el, 'branding')!;
    expect(link.textContent).to.equal('Secured by c15t');
    expect(link.rel).to.contain('noopener');
  });

  it('variant="widget" renders inline without overlay, at most 32rem wide', async () => {
    await freshManager();
    const el = await fixture<HTMLElement>(html`<consent-dialog variant="widget"></consent-dialog>`);
    const panel = await waitForPart(el, 'dialog');
    expect(el.shadowRoot!.querySelector('dialog')).to.equal(null);
    expect(part(el, 'overlay')).to.equal(null);
    expect(part(el, 'close-button')).to.equal(null);
    expect(getComputedStyle(panel).position).to.equal('relative');
    expect(getComputedStyle(panel).maxWidth).to.equal(
      `${32 * parseFloat(getComputedStyle(document.documentElement).fontSize)}px`,
    );
    await expect(el).to.be.accessible();
  });

  it('the modal is at most 28rem wide', async () => {
    const { panel } = await openDialog();
    expect(panel.getBoundingClientRect().width).to.be.at.most(28 * 16);
  });

  it('a closed dialog connected early still opens on the store, becomes a widget when told, and one removed first stays empty', async () => {
    const { manager } = await freshManager();
    const later = await fixture<HTMLElement>(html`<consent-dialog></consent-dialog>`);
    const removed = document.createElement('consent-dialog');
    document.body.append(removed);
    removed.remove();
    later.setAttribute('variant', 'widget');
    await waitForPart(later, 'dialog', 'the widget variant set after connecting did not render');
    expect(later.shadowRoot!.querySelector('dialog')).to.equal(null);
    manager.setIsPrivacyDialogOpen(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(removed.shadowRoot!.childElementCount).to.equal(0);
    document.body.append(removed);
    await waitForPart(removed, 'dialog', 'reconnected while open, the dialog did not render');
    removed.remove();
  });
});
