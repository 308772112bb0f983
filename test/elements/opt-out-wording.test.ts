import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { policyPresets } from '../../src/core/policy-presets';
import { LOCALES } from '../../src/server/locales';
import { renderConsentBanner } from '../../src/server/render-consent-banner';
import { defineTags, freshManager, part, waitForPart } from '../helpers/elements';
import { dropInPage, shadowPart } from '../drop-in/page';

defineTags('consent-banner', 'consent-dialog');

/**
 * Issue 35 item 3: under the opt-out model the notice and the dialog read as a US notice at collection, in every
 * built-in language: what is sold or shared for targeted advertising, a one-click opt-out labelled as such, an
 * acknowledgement and the link to the choices; the parts stay the same. The "Your Privacy Choices" link (a US term)
 * shows only there.
 */
const POLICIES = [policyPresets.europeOptIn(), policyPresets.usOptOut(), policyPresets.worldNoBanner()];
const CALIFORNIA = { countryCode: 'US', regionCode: 'CA' };
const text = (element: Element, name: string) => part(element, name)?.textContent;

describe('the opt-out notice and dialog speak opt-out, in every language', () => {
  it('the notice (React view) and the dialog: their own text and buttons, in all 14 languages', async () => {
    const { manager } = await freshManager({ policies: POLICIES, location: CALIFORNIA });
    const banner = await fixture<HTMLElement>(html`<consent-banner></consent-banner>`);
    const dialog = await fixture<HTMLElement>(html`<consent-dialog></consent-dialog>`);
    await waitForPart(banner, 'banner');
    manager.setIsPrivacyDialogOpen(true);
    await waitUntil(() => part(dialog, 'description'), 'the dialog did not render', { timeout: 5000 });
    for (const [language, t] of Object.entries(LOCALES)) {
      await manager.setLanguage(language);
      await waitUntil(
        () => text(banner, 'description') === t.optOut.description && text(dialog, 'title') === t.common.privacyChoices,
        `${language}: the notice or the dialog is not worded as the opt-out notice`,
        { timeout: 5000 },
      );
      expect(t.optOut.description, language).not.to.equal(t.cookieBanner.description);
      expect(text(banner, 'title'), language).to.equal(t.common.privacyChoices);
      expect(text(banner, 'reject-button'), language).to.equal(t.optOut.optOutButton);
      expect(text(banner, 'accept-button'), language).to.equal(t.optOut.acknowledgeButton);
      expect(text(banner, 'customize-button'), language).to.equal(t.optOut.choicesButton);
      expect(text(dialog, 'description'), language).to.equal(t.optOut.dialogDescription);
      expect(text(dialog, 'reject-button'), language).to.equal(t.optOut.optOutButton);
      for (const label of Object.values(t.optOut)) expect(label.trim(), language).not.to.equal('');
    }
  });

  it('the notice a server paints (src/server) is worded the same, in all 14 languages', async () => {
    for (const [language, t] of Object.entries(LOCALES)) {
      const holder = document.createElement('div');
      holder.setHTMLUnsafe(renderConsentBanner({ language, location: CALIFORNIA, options: { policies: POLICIES } }));
      const painted = holder.querySelector('consent-banner')!;
      expect(text(painted, 'title'), language).to.equal(t.common.privacyChoices);
      expect(text(painted, 'description'), language).to.equal(t.optOut.description);
      expect(text(painted, 'reject-button'), language).to.equal(t.optOut.optOutButton);
      expect(text(painted, 'accept-button'), language).to.equal(t.optOut.acknowledgeButton);
      expect(text(painted, 'customize-button'), language).to.equal(t.optOut.choicesButton);
    }
  });

  it('the opt-in banner and dialog elsewhere keep their wording', async () => {
    const { manager } = await freshManager({ policies: POLICIES, location: { countryCode: 'DE' } });
    const banner = await fixture<HTMLElement>(html`<consent-banner></consent-banner>`);
    const dialog = await fixture<HTMLElement>(html`<consent-dialog></consent-dialog>`);
    await waitForPart(banner, 'banner');
    expect(text(banner, 'description')).to.equal(LOCALES.en.cookieBanner.description);
    expect(text(banner, 'reject-button')).to.equal('Reject All');
    expect(text(banner, 'accept-button')).to.equal('Accept All');
    expect(text(banner, 'customize-button')).to.equal('Customize');
    manager.setIsPrivacyDialogOpen(true);
    await waitUntil(() => part(dialog, 'description'), 'the dialog did not render', { timeout: 5000 });
    expect(text(dialog, 'description')).to.equal(LOCALES.en.consentManagerDialog.description);
    expect(text(dialog, 'reject-button')).to.equal('Reject All');
  });

  it("the drop-in's notice without React: the same wording; the acknowledgement keeps the defaults", async () => {
    const config = { policies: POLICIES, location: CALIFORNIA, language: 'de' };
    const page = await dropInPage({ config, body: '<consent-banner></consent-banner>' });
    const host = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => shadowPart(host, 'banner'), 'no notice', { timeout: 5000 });
    const de = LOCALES.de;
    expect(shadowPart(host, 'title')!.textContent).to.equal(de.common.privacyChoices);
    expect(shadowPart(host, 'description')!.textContent).to.equal(de.optOut.description);
    expect(shadowPart(host, 'reject-button')!.textContent).to.equal(de.optOut.optOutButton);
    expect(shadowPart(host, 'accept-button')!.textContent).to.equal(de.optOut.acknowledgeButton);
    expect(shadowPart(host, 'customize-button')!.textContent).to.equal(de.optOut.choicesButton);
    shadowPart(host, 'accept-button')!.click();
    const manager = page.win.ConsentElements.getConsentManager();
    await waitUntil(() => manager.getState().consentInfo, 'not acknowledged');
    expect(manager.getState().consentInfo.type).to.equal('custom');
    expect(manager.has('marketing')).to.equal(true);
  });
});

describe('the "Your Privacy Choices" link is for opt-out visitors only', () => {
  const LINK = `<button id="choices" type="button" data-consent-action="open-dialog" hidden>
    <svg aria-hidden="true" width="30" height="14"></svg></button>`;
  const OWN = '<button id="own" type="button" data-consent-action="open-dialog">Cookie settings</button>';
  const open = (location: object) =>
    dropInPage({ config: { policies: POLICIES, location }, body: `${LINK}${OWN}<consent-banner></consent-banner>` });

  it('an EU visitor never sees it (nor its icon); a link with its own text stays', async () => {
    const page = await open({ countryCode: 'DE' });
    const host = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => shadowPart(host, 'banner'), 'no banner', { timeout: 5000 });
    const link = page.doc.getElementById('choices')!;
    // Also without the site's own `hidden`: the script hides it.
    link.removeAttribute('hidden');
    page.doc.body.append(link.cloneNode(true));
    await waitUntil(
      () => page.doc.querySelectorAll('#choices[hidden]').length === 2,
      'the link shows to an EU visitor',
    );
    for (const each of page.doc.querySelectorAll<HTMLElement>('#choices')) {
      expect(each.textContent!.trim()).to.equal('');
      expect(each.getBoundingClientRect().width).to.equal(0);
    }
    expect(page.doc.getElementById('own')!.hidden).to.equal(false);
  });

  it('a California visitor sees it labelled; it goes when the policy changes to opt-in', async () => {
    const page = await open(CALIFORNIA);
    const link = page.doc.getElementById('choices')!;
    await waitUntil(() => !link.hidden && link.textContent!.trim() === 'Your Privacy Choices', 'no link', {
      timeout: 5000,
    });
    expect(link.getBoundingClientRect().width).to.be.greaterThan(0);
    await page.win.ConsentElements.configure({ policies: POLICIES, location: { countryCode: 'FR' } });
    await waitUntil(() => link.hidden, 'the link stayed under opt-in');
  });
});
