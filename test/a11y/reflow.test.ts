import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../src/entries/elements';
import { freshManager, part, waitForPart } from '../helpers/elements';
import { sleep } from '../helpers/environment';
import { describeChromiumOnly } from '../helpers/engine';

const VIEWPORT = 'setViewport resizes the page through the Chromium launcher; Firefox over BiDi hangs on it';

const ALL = ['necessary', 'functionality', 'experience', 'measurement', 'marketing'] as const;

/** The nearest ancestor (across shadow roots) that scrolls vertically, or null. */
function scroller(element: Element): Element | null {
  for (let node: Element | null = element.parentElement ?? (element.getRootNode() as ShadowRoot).host ?? null; node;) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node;
    node = node.parentElement ?? ((node.getRootNode() as ShadowRoot).host as Element | undefined) ?? null;
  }
  return null;
}

/** Brought into view the way a visitor scrolls (inside its scrolling box), the element shows whole in the window. */
function reachable(element: Element, label: string) {
  element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  const box = element.getBoundingClientRect();
  expect(box.height, `${label} has no height`).to.be.above(0);
  expect(box.top, `${label} starts above the window`).to.be.at.least(-1);
  expect(box.bottom, `${label} ends below the window`).to.be.at.most(innerHeight + 1);
  expect(box.left, `${label} starts left of the window`).to.be.at.least(-1);
  expect(box.right, `${label} ends right of the window`).to.be.at.most(innerWidth + 1);
}

function insideOf(element: Element, container: Element, label: string) {
  const box = element.getBoundingClientRect();
  const card = container.getBoundingClientRect();
  expect(box.top >= card.top - 1 && box.bottom <= card.bottom + 1, `${label} is outside the card`).to.equal(true);
}

describeChromiumOnly(VIEWPORT)('reflow at 400% zoom (WCAG 1.4.10)', () => {
  afterEach(() => setViewport({ width: 800, height: 600 }));

  for (const [width, height] of [
    [320, 256],
    [320, 200],
    [568, 320],
  ] as const) {
    it(`the dialog at ${width}x${height}: the list has height, every switch and button can be reached`, async () => {
      await setViewport({ width, height });
      const { manager } = await freshManager({ consentCategories: [...ALL] });
      const el = await fixture<HTMLElement>(html`<consent-dialog disable-animation></consent-dialog>`);
      manager.setIsPrivacyDialogOpen(true);
      const card = await waitForPart(el, 'dialog');
      await sleep(50);
      const content = part(el, 'content')!;
      expect(content.clientHeight, 'the category list is squeezed to nothing').to.be.above(0);
      const box = card.getBoundingClientRect();
      expect(box.top >= -1 && box.bottom <= innerHeight + 1, 'the card is taller than the window').to.equal(true);
      const switches = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="switch"]')];
      expect(switches).to.have.length(ALL.length);
      for (const name of ['title', 'close-button', 'description', 'reject-button', 'accept-button', 'save-button']) {
        reachable(part(el, name)!, name);
        insideOf(part(el, name)!, card, name);
      }
      for (const control of switches) {
        reachable(control, `switch ${control.dataset.category}`);
        insideOf(control, card, `switch ${control.dataset.category}`);
      }
      reachable(part(el, 'footer')!, 'footer');
      insideOf(part(el, 'footer')!, card, 'footer');
      // Not everything fits: what does not is in a box that scrolls, so there is something to scroll.
      expect(scroller(switches.at(-1)!), 'no scrolling box holds the list').to.not.equal(null);
    });
  }

  for (const [width, height] of [
    [320, 256],
    [320, 200],
    [568, 320],
  ] as const) {
    it(`the banner at ${width}x${height}: fits the window and scrolls, its title and buttons can be reached`, async () => {
      await setViewport({ width, height });
      await freshManager();
      const el = await fixture<HTMLElement>(html`<consent-banner disable-animation></consent-banner>`);
      const banner = await waitForPart(el, 'banner');
      await waitUntil(() => getComputedStyle(banner).opacity === '1');
      const box = banner.getBoundingClientRect();
      expect(box.top, 'the banner starts above the window').to.be.at.least(-1);
      expect(box.bottom).to.be.at.most(innerHeight + 1);
      for (const name of ['title', 'description', 'reject-button', 'accept-button', 'customize-button']) {
        reachable(part(el, name)!, name);
        insideOf(part(el, name)!, banner, name);
      }
    });
  }
});
