import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { policyPresets } from '../../src/core/policy-presets';
import { defineTags, freshManager, part, waitForPart } from '../helpers/elements';

defineTags('consent-banner', 'consent-dialog');

const POLICIES = [policyPresets.europeOptIn(), policyPresets.usOptOut(), policyPresets.worldNoBanner()];

describe('<consent-banner> and <consent-dialog> under the opt-out model (React views)', () => {
  it('the notice is a labelled, non-modal region titled "Your Privacy Choices", and accessible', async () => {
    const { manager } = await freshManager({
      policies: POLICIES,
      location: { countryCode: 'US', regionCode: 'VA' },
      scrollLock: true,
    });
    const el = await fixture<HTMLElement>(html`<consent-banner trap-focus></consent-banner>`);
    const banner = await waitForPart(el, 'banner');
    await waitUntil(() => part(el, 'title')?.textContent === 'Your Privacy Choices', 'not titled Your Privacy Choices');
    expect(banner.getAttribute('role')).to.equal('region');
    expect(banner.hasAttribute('aria-modal')).to.equal(false);
    expect(banner.getAttribute('aria-labelledby')).to.equal(part(el, 'title')!.id);
    expect(part(el, 'overlay'), 'no overlay, even with scrollLock').to.equal(null);
    await waitUntil(() => getComputedStyle(banner).opacity === '1', 'the notice did not finish fading in');
    await expect(el).to.be.accessible();
    // Customize: the dialog, titled the same.
    const dialog = await fixture<HTMLElement>(html`<consent-dialog></consent-dialog>`);
    part(el, 'customize-button')!.click();
    // Customize first loads the React views (a chunk of its own): seconds on a loaded machine.
    await waitUntil(() => manager.getState().isPrivacyDialogOpen, 'the dialog did not open', { timeout: 5000 });
    await waitUntil(
      () => part(dialog, 'title')?.textContent === 'Your Privacy Choices',
      'the dialog is not titled Your Privacy Choices',
    );
    expect(dialog.shadowRoot!.querySelector('dialog')!.matches(':modal'), 'the dialog stays modal').to.equal(true);
  });

  it('the opt-in banner elsewhere is unchanged', async () => {
    await freshManager({ policies: POLICIES, location: { countryCode: 'FR' } });
    const el = await fixture<HTMLElement>(html`<consent-banner></consent-banner>`);
    const banner = await waitForPart(el, 'banner');
    expect(banner.getAttribute('role')).to.equal('dialog');
    expect(part(el, 'title')!.textContent).to.equal('We value your privacy');
  });
});
