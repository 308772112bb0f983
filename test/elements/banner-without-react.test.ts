import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { getConsentManager } from '../../src/page/singleton';
import { freshManager, part, waitForPart } from '../helpers/elements';

const reactFetched = () =>
  performance.getEntriesByType('resource').some((entry) => entry.name.includes('/__react_esm__/'));

// Issue 25 item 4: through `consent-elements/define` the banner is the drop-in's, painted without React.
describe('consent-elements/define: the banner without React', () => {
  it('paints the banner without React, decides through the store, and shows again after a reset', async () => {
    await freshManager();
    await import('../../src/entries/define');
    const el = await fixture<HTMLElement>(html`<consent-banner></consent-banner>`);
    const card = await waitForPart(el, 'banner');
    expect(card.getAttribute('role')).to.equal('dialog');
    part(el, 'accept-button')!.click();
    await waitUntil(() => getConsentManager().getState().consentInfo?.type === 'all', 'not saved');
    await waitUntil(() => !part(el, 'banner'), 'the banner stayed', { timeout: 3000 });
    getConsentManager().resetConsents();
    await waitForPart(el, 'banner', 'not painted again');
    expect(reactFetched(), 'React was fetched').to.equal(false);
  });

  it('hands the painted banner to React in place when an attribute only the view renders changes', async () => {
    await freshManager();
    await import('../../src/entries/define');
    const el = await fixture<HTMLElement>(html`<consent-banner></consent-banner>`);
    const painted = await waitForPart(el, 'banner');
    const seen: boolean[] = [];
    const observer = new MutationObserver(() => seen.push(!!part(el, 'banner')));
    observer.observe(el.shadowRoot!, { childList: true, subtree: true });
    el.setAttribute('trap-focus', 'false');
    await waitUntil(
      () => part(el, 'banner') !== painted && part(el, 'banner')?.getAttribute('role') === 'region',
      'React did not take over',
      { timeout: 10000 },
    );
    observer.disconnect();
    expect(seen.every(Boolean), 'the banner was gone for a moment').to.equal(true);
  });
});
