import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { deepActive, describeElement, forcedColors, pixelDifference, screenshotOf } from '../helpers/a11y';
import { defineTags, freshManager, part, waitForPart } from '../helpers/elements';
import { sleep } from '../helpers/environment';
import { describeChromiumOnly } from '../helpers/engine';
import { MANY_SERVICES, SERVICE_CATEGORIES } from '../helpers/many-services';

defineTags('consent-dialog');

// The dialog with 5 categories of 10 services, as a keyboard, a 400% zoom and forced colours use it.

async function openDialog() {
  const { manager } = await freshManager({ consentCategories: [...SERVICE_CATEGORIES], services: MANY_SERVICES });
  const el = await fixture<HTMLElement>(html`<consent-dialog disable-animation></consent-dialog>`);
  manager.setIsPrivacyDialogOpen(true);
  await waitForPart(el, 'dialog');
  await waitUntil(() => el.shadowRoot!.querySelector('dialog')?.dataset.state === 'open');
  return { manager, el };
}
const inCategory = (el: HTMLElement, name: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[part~="category"][data-category="${name}"]`)!;
const serviceSwitches = (scope: ParentNode) => [...scope.querySelectorAll<HTMLElement>('[part~="service-switch"]')];

/** Presses Tab until `target` has focus (bounded), asserting that focus stays inside the dialog meanwhile. */
async function tabTo(el: HTMLElement, target: HTMLElement, most = 80) {
  for (let step = 0; step < most && deepActive() !== target; step++) {
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.contains(deepActive()), `focus left the dialog: ${describeElement(deepActive())}`).to.equal(
      true,
    );
  }
  expect(deepActive(), `never reached ${describeElement(target)}`).to.equal(target);
}

describe('the dialog with 5 × 10 services, by keyboard', () => {
  it('expands a category, toggles one of its services with Space, saves: focus where the visitor is at each step', async () => {
    const { manager, el } = await openDialog();
    const marketing = inCategory(el, 'marketing');
    const title = marketing.querySelector<HTMLElement>('[part~="category-title"]')!;
    await tabTo(el, title);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => title.getAttribute('aria-expanded') === 'true', 'Enter did not expand the category');
    expect(deepActive(), 'focus stays on the disclosure').to.equal(title);
    // Collapsed categories' services are out of the tab order: the next stops are this category's.
    const third = serviceSwitches(marketing)[2];
    await tabTo(el, third, 12);
    await sendKeys({ press: ' ' }); // Space by its character: Firefox's BiDi keyboard knows no "Space"
    await waitUntil(() => third.getAttribute('aria-checked') === 'true', 'Space did not toggle the service');
    expect(deepActive(), 'focus stays on the switch').to.equal(third);
    expect(manager.getState().selectedServiceConsents['marketing-2']).to.equal(true);
    const save = part(el, 'save-button')!;
    await tabTo(el, save);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => !manager.getState().isPrivacyDialogOpen, 'Enter on Save did not close the dialog');
    const { serviceConsents, consents } = manager.getState();
    expect(consents.marketing).to.equal(true);
    expect(serviceConsents['marketing-2']).to.equal(true);
    expect(serviceConsents['marketing-1']).to.equal(false);
  });

  it('a collapsed category keeps its services out of the tab order', async () => {
    const { el } = await openDialog();
    const hidden = serviceSwitches(el.shadowRoot!).filter((toggle) => toggle.offsetParent === null);
    expect(hidden.length, 'all 50 lists start collapsed').to.equal(50);
    await tabTo(el, part(el, 'save-button')!);
    for (const toggle of hidden) expect(deepActive()).not.to.equal(toggle);
  });
});

describe('the dialog with 5 × 10 services, each category counted', () => {
  /** The text of the elements the category's switch is described by (the count among them). */
  const description = (el: HTMLElement, toggle: HTMLElement) =>
    toggle
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => el.shadowRoot!.getElementById(id)?.textContent ?? '')
      .join(' ');

  it('says how many of its services are allowed, collapsed too, and describes its switch with it', async () => {
    const { manager, el } = await openDialog();
    const marketing = inCategory(el, 'marketing');
    const categorySwitch = marketing.querySelector<HTMLElement>('[part~="switch"][data-category="marketing"]')!;
    expect(marketing.textContent).to.contain('Services allowed: 0/10');
    expect(description(el, categorySwitch)).to.contain('Services allowed: 0/10');
    const count = [...marketing.querySelectorAll<HTMLElement>('p')].find((p) => p.textContent!.includes('0/10'))!;
    expect(count.offsetParent, 'the count shows while the category is collapsed').to.not.equal(null);
    manager.setSelectedServiceConsent('marketing-2', true);
    manager.setSelectedServiceConsent('marketing-5', true);
    await waitUntil(() => description(el, categorySwitch).includes('Services allowed: 2/10'), 'count not updated');
    // The switch is on while 8 services are refused: the count is what tells them apart from all 10 allowed.
    expect(categorySwitch.getAttribute('aria-checked')).to.equal('true');
    expect(inCategory(el, 'necessary').textContent).to.contain('Services allowed: 10/10');
    categorySwitch.click();
    await waitUntil(() => description(el, categorySwitch).includes('Services allowed: 0/10'), 'count not reset');
  });
});

const VIEWPORT = 'setViewport resizes the page through the Chromium launcher; Firefox over BiDi hangs on it';

describeChromiumOnly(VIEWPORT)('the dialog with 5 × 10 services at 400% zoom (320 × 256) and phone width', () => {
  afterEach(() => setViewport({ width: 800, height: 600 }));

  for (const [width, height] of [
    [320, 256],
    [375, 667],
  ] as const) {
    it(`${width}×${height}: every service of an expanded category can be reached, nothing scrolls sideways`, async () => {
      await setViewport({ width, height });
      const { el } = await openDialog();
      const marketing = inCategory(el, 'marketing');
      marketing.querySelector<HTMLElement>('[part~="category-title"]')!.click();
      await waitUntil(() => serviceSwitches(marketing)[0].offsetParent !== null);
      await sleep(50);
      const card = part(el, 'dialog')!.getBoundingClientRect();
      const content = part(el, 'content')!;
      expect(content.scrollWidth, 'the list scrolls sideways').to.be.at.most(content.clientWidth + 1);
      for (const service of marketing.querySelectorAll<HTMLElement>('[part~="service"]')) {
        const toggle = service.querySelector<HTMLElement>('[part~="service-switch"]')!;
        toggle.scrollIntoView({ block: 'nearest' });
        const box = toggle.getBoundingClientRect();
        const label = service.dataset.service;
        expect(box.height, `${label}: no height`).to.be.above(0);
        expect(box.left >= card.left - 1 && box.right <= card.right + 1, `${label}: outside the card`).to.equal(true);
        expect(box.top >= -1 && box.bottom <= innerHeight + 1, `${label}: cannot be scrolled into view`).to.equal(true);
        const title = service.querySelector<HTMLElement>('[part~="service-title"]')!.getBoundingClientRect();
        expect(title.right, `${label}: its name runs under the switch`).to.be.at.most(box.left + 1);
      }
    });
  }
});

describeChromiumOnly('forced-colours emulation and screenshots go through CDP')(
  'the services in forced colours',
  () => {
    before(() => forcedColors(true));
    after(() => forcedColors(false));

    it('a service switch looks different on and off', async () => {
      const { el } = await openDialog();
      const marketing = inCategory(el, 'marketing');
      marketing.querySelector<HTMLElement>('[part~="category-title"]')!.click();
      const toggle = serviceSwitches(marketing)[0];
      await waitUntil(() => toggle.offsetParent !== null);
      toggle.scrollIntoView({ block: 'nearest' }); // a screenshot is of the window: the switch must be in it
      await sleep(100);
      const off = await screenshotOf(toggle, 0, 'forced-service-switch-off');
      toggle.click();
      await waitUntil(() => toggle.getAttribute('aria-checked') === 'true');
      toggle.blur();
      await sleep(100);
      const on = await screenshotOf(toggle, 0, 'forced-service-switch-on');
      const { box } = await pixelDifference(on, off);
      expect(box, 'on and off look (nearly) the same').to.be.above(toggle.offsetWidth * toggle.offsetHeight * 0.2);
    });
  },
);
