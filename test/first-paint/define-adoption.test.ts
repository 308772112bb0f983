import { expect, waitUntil } from '@open-wc/testing';
import { renderConsentBanner } from '../../src/server/render-consent-banner';
import { defineTags, freshManager, part } from '../helpers/elements';
import { sleep } from '../helpers/environment';

/** The painted banner as a server sends it, parsed by the browser (declarative shadow root), then connected. */
function paint(markup: string, before?: (host: HTMLElement) => void): HTMLElement {
  const holder = document.createElement('div');
  holder.className = 'painted';
  holder.setHTMLUnsafe(markup);
  const host = holder.querySelector('consent-banner')!;
  before?.(host);
  document.body.append(holder);
  return host;
}

const events: string[] = [];
for (const name of ['consent-banner-show', 'consent-banner-hide'])
  document.addEventListener(name, () => events.push(name));
const define = async () => defineTags('consent-banner');

/** `define` (the ESM elements) adopts a painted banner: bound at once without React (React comes for Customize). */
describe('first paint: define adopts the painted banner', () => {
  beforeEach(() => events.splice(0));
  afterEach(() => document.querySelectorAll('.painted').forEach((holder) => holder.remove()));

  it('binds the painted card without React, announces it once, and answers its buttons', async () => {
    await freshManager();
    const host = paint(renderConsentBanner());
    const card = part(host, 'banner');
    await define();
    await waitUntil(() => !host.hasAttribute('data-consent-painted'), 'not adopted', { timeout: 3000 });
    expect(part(host, 'banner') === card, 'the painted card, bound as it is').to.equal(true);
    expect(host.shadowRoot!.activeElement === card, 'focus moved into the banner').to.equal(true);
    expect(events).to.deep.equal(['consent-banner-show']);
    // define paints and binds the banner without React (elements/paint-until-views.ts): no second root.
    expect(host.shadowRoot!.querySelectorAll('.root')).to.have.length(1);
    expect(events, 'announced once').to.deep.equal(['consent-banner-show']);
    part(host, 'accept-button')!.click();
    await waitUntil(() => events.includes('consent-banner-hide'), 'not hidden', { timeout: 3000 });
  });

  it("React takes the focused painted banner over styled: no button fades in from the browser's default look", async () => {
    const { manager } = await freshManager();
    const host = paint(renderConsentBanner());
    const takenOver = new Promise<string[]>((resolve) => {
      // Read in the microtask after React's commit, before any frame: what a visitor sees next.
      new MutationObserver((_records, observer) => {
        if (host.hasAttribute('data-consent-shell')) return;
        observer.disconnect();
        const buttons = [...host.shadowRoot!.querySelectorAll('button')];
        resolve(
          buttons.flatMap((button) =>
            button
              .getAnimations()
              .map((animation) => `${button.getAttribute('part')}: ${(animation as CSSTransition).transitionProperty}`),
          ),
        );
      }).observe(host, { attributes: true, attributeFilter: ['data-consent-shell'] });
    });
    await define();
    await waitUntil(() => !host.hasAttribute('data-consent-painted'), 'not adopted', { timeout: 3000 });
    expect(host.shadowRoot!.activeElement === part(host, 'banner'), 'focus in the painted banner').to.equal(true);
    // define paints without React; a change only the view renders (here the language) brings React, which takes over.
    void manager.setLanguage('de');
    expect(await takenOver, 'transitions started by the takeover').to.deep.equal([]);
    expect(getComputedStyle(part(host, 'accept-button')!).backgroundColor).to.equal('rgb(29, 78, 216)');
    expect(host.shadowRoot!.activeElement === part(host, 'banner'), 'focus stayed on the card').to.equal(true);
  });

  it('answers a click recorded before any script ran', async () => {
    const { manager } = await freshManager();
    paint(renderConsentBanner(), (host) => host.setAttribute('data-consent-pending', 'accept-button'));
    await define();
    await waitUntil(() => manager.getState().consentInfo, 'the early click was lost', { timeout: 3000 });
    expect(manager.getState().consentInfo!.type).to.equal('all');
  });

  it('clears a painted banner when the store needs none (a decision the server did not see)', async () => {
    const { manager } = await freshManager();
    await manager.saveConsents('necessary');
    await define();
    const host = paint(renderConsentBanner());
    await waitUntil(() => host.shadowRoot!.childNodes.length === 0, 'still painted', { timeout: 3000 });
    expect(host.hasAttribute('data-consent-painted')).to.equal(false);
    await sleep(50);
    expect(events).to.deep.equal([]);
  });
});
