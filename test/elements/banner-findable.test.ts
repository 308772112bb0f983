import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/entries/elements';
import { freshManager, part, waitForPart } from '../helpers/elements';
import { accessibilityNodes, treeReadable } from '../helpers/a11y';
import { dropInPage } from '../drop-in/page';
import { policyPresets } from '../../src/core/policy-presets';

/** Issue 22 item 8: tools that do not look into shadow roots find a labelled consent region in the page's DOM. */
describe("the banner is findable from the page's own DOM", () => {
  it('while it shows, its host is a region named "Cookie consent"; after a decision it is a plain element again', async () => {
    const { manager } = await freshManager();
    const el = await fixture<HTMLElement>(html`<consent-banner></consent-banner>`);
    await waitForPart(el, 'banner');
    expect(el.getAttribute('role')).to.equal('region');
    expect(el.getAttribute('aria-label')).to.equal('Cookie consent');
    expect(document.querySelector('[role="region"][aria-label*="cookie" i]')).to.equal(el);
    if (treeReadable) {
      // the tree through CDP: Chromium only
      const regions = (await accessibilityNodes()).filter((node) => node.role === 'region');
      expect(regions.map((node) => node.name)).to.include('Cookie consent');
    }
    part(el, 'reject-button')!.click();
    expect(manager.getState().showPopup).to.equal(false);
    expect(el.hasAttribute('role')).to.equal(false);
    expect(el.hasAttribute('aria-label')).to.equal(false);
  });

  it('the opt-out notice, a region itself, is the one region landmark with its name: the host stays plain', async () => {
    const policies = [policyPresets.usOptOut()];
    await freshManager({ policies, location: { countryCode: 'US', regionCode: 'CA' } });
    const el = await fixture<HTMLElement>(html`<consent-banner></consent-banner>`);
    const card = await waitForPart(el, 'banner');
    await waitUntil(() => part(el, 'title')?.textContent === 'Your Privacy Choices', 'not the notice');
    expect(card.getAttribute('role')).to.equal('region');
    expect(el.hasAttribute('role'), 'no second region around the notice').to.equal(false);
    expect(el.hasAttribute('aria-label')).to.equal(false);
    if (!treeReadable) return; // the tree through CDP: Chromium only
    const regions = (await accessibilityNodes()).filter((node) => node.role === 'region');
    expect(regions.map((node) => node.name)).to.deep.equal(['Your Privacy Choices']);
  });

  it("keeps the site's own role and label", async () => {
    await freshManager();
    const el = await fixture<HTMLElement>(
      html`<consent-banner role="complementary" aria-label="Cookies"></consent-banner>`,
    );
    await waitForPart(el, 'banner');
    part(el, 'accept-button')!.click();
    expect(el.getAttribute('role')).to.equal('complementary');
    expect(el.getAttribute('aria-label')).to.equal('Cookies');
  });

  it("the drop-in's banner without React does the same", async () => {
    const page = await dropInPage({ config: {}, body: '<main></main><consent-banner></consent-banner>' });
    const host = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => host.getAttribute('role') === 'region', 'no region', { timeout: 5000 });
    expect(host.getAttribute('aria-label')).to.equal('Cookie consent');
  });
});
