import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { ConsentOptions } from '../../src/core/options';
import { defineTags, freshManager, waitForPart } from '../helpers/elements';
import { MANY_SERVICES, SERVICE_CATEGORIES } from '../helpers/many-services';

defineTags('consent-dialog');

const categories = SERVICE_CATEGORIES;
const MANY = MANY_SERVICES;

async function openDialog(options: ConsentOptions) {
  const { manager } = await freshManager({ consentCategories: [...categories], ...options });
  const el = await fixture<HTMLElement>(html`<consent-dialog></consent-dialog>`);
  manager.setIsPrivacyDialogOpen(true);
  await waitForPart(el, 'dialog');
  const dialog = el.shadowRoot!.querySelector('dialog')!;
  await waitUntil(() => dialog.dataset.state === 'open');
  await new Promise((resolve) => setTimeout(resolve, 300)); // colour transitions, for axe
  return { manager, el };
}

const inCategory = (el: HTMLElement, category: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[part~="category"][data-category="${category}"]`)!;

describe('the dialog lists the services', () => {
  it('under their category, collapsed with it, each with a labelled switch, description, cookies and link', async () => {
    const { manager, el } = await openDialog({ services: MANY });
    const marketing = inCategory(el, 'marketing');
    const list = marketing.querySelector<HTMLElement>('[part~="services"]')!;
    expect(list.hidden).to.equal(true);
    const title = marketing.querySelector<HTMLButtonElement>('[part~="category-title"]')!;
    expect(title.getAttribute('aria-controls')).to.contain(list.id);
    title.click();
    await waitUntil(() => !list.hidden, 'services not shown');
    const services = list.querySelectorAll('[part~="service"]');
    expect(services).to.have.length(10);
    const first = services[0];
    expect(first.querySelector('[part~="service-title"]')!.textContent).to.equal('Marketing vendor 0');
    expect(first.querySelector('[part~="service-description"]')!.textContent).to.equal('What marketing vendor 0 does.');
    expect(first.textContent).to.contain('_mar0');
    expect(first.querySelector('a')!.getAttribute('href')).to.equal('https://vendor-0.example/privacy');
    const toggle = first.querySelector<HTMLButtonElement>('[part~="service-switch"]')!;
    expect(toggle.getAttribute('role')).to.equal('switch');
    expect(toggle.getAttribute('aria-label')).to.equal('Allow Marketing vendor 0');
    expect(toggle.getAttribute('aria-checked')).to.equal('false');
    toggle.click();
    await waitUntil(() => toggle.getAttribute('aria-checked') === 'true', 'switch not on');
    expect(manager.getState().selectedServiceConsents['marketing-0']).to.equal(true);
    // Turning one service on turns its category on.
    const categorySwitch = marketing.querySelector<HTMLButtonElement>(
      '[part~="switch"]:not([part~="service-switch"])',
    )!;
    expect(categorySwitch.getAttribute('aria-checked')).to.equal('true');
    // The necessary category's services are shown on and locked.
    const necessary = inCategory(el, 'necessary');
    const locked = necessary.querySelector<HTMLButtonElement>('[part~="service-switch"]')!;
    expect(locked.getAttribute('aria-checked')).to.equal('true');
    expect(locked.getAttribute('aria-disabled')).to.equal('true');
    await expect(el).to.be.accessible();
  });

  it("a category's switch turns its services on and off", async () => {
    const { el } = await openDialog({ services: MANY });
    const measurement = inCategory(el, 'measurement');
    measurement.querySelector<HTMLButtonElement>('[part~="category-title"]')!.click();
    measurement.querySelector<HTMLButtonElement>('[part~="switch"]:not([part~="service-switch"])')!.click();
    await waitUntil(() =>
      [...measurement.querySelectorAll('[part~="service-switch"]')].every(
        (toggle) => toggle.getAttribute('aria-checked') === 'true',
      ),
    );
  });

  it('a site without services shows no service list', async () => {
    const { el } = await openDialog({});
    expect(el.shadowRoot!.querySelector('[part~="services"]')).to.equal(null);
  });
});
