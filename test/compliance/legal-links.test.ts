import { expect, waitUntil } from '@open-wc/testing';
import { sleep } from '../helpers/environment';
import { dropInPage, shadowPart } from '../drop-in/page';

const LINKS = { privacyPolicy: '/privacy', cookiePolicy: 'https://example.com/cookies', termsOfService: '/terms' };
const linksOf = (root: ShadowRoot | null | undefined) =>
  [...(root?.querySelectorAll('[part~="legal-links"] a[part~="legal-link"]') ?? [])].map((link) => ({
    href: link.getAttribute('href'),
    text: link.textContent,
    target: link.getAttribute('target'),
    rel: link.getAttribute('rel'),
  }));

describe('compliance: legalLinks', () => {
  it('shows the links in the banner without React, the same in the React banner, and in the dialog, translated', async () => {
    const page = await dropInPage({
      config: { legalLinks: LINKS, language: 'de' },
      body: '<consent-banner></consent-banner><consent-dialog></consent-dialog>',
    });
    const banner = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => shadowPart(banner, 'legal-links'), 'no links in the banner', { timeout: 5000 });
    expect(banner.hasAttribute('data-consent-shell'), 'painted without React').to.equal(true);
    const expected = [
      { href: '/privacy', text: 'Datenschutzerklärung', target: '_blank', rel: 'noopener' },
      { href: 'https://example.com/cookies', text: 'Cookie-Richtlinie', target: '_blank', rel: 'noopener' },
      { href: '/terms', text: 'Nutzungsbedingungen', target: '_blank', rel: 'noopener' },
    ];
    expect(linksOf(banner.shadowRoot)).to.deep.equal(expected);
    const shellHtml = shadowPart(banner, 'legal-links')!.outerHTML;
    // React takes the banner over (Customize): the same markup.
    shadowPart(banner, 'customize-button')!.dispatchEvent(new PointerEvent('pointerenter'));
    await waitUntil(
      () => page.win.customElements.get('consent-banner') && !banner.hasAttribute('data-consent-shell'),
      'React did not take over',
      { timeout: 5000 },
    );
    expect(shadowPart(banner, 'legal-links')!.outerHTML).to.equal(shellHtml);
    page.win.ConsentElements.getConsentManager().setIsPrivacyDialogOpen(true);
    const dialog = page.doc.querySelector('consent-dialog')!;
    await waitUntil(() => shadowPart(dialog, 'legal-links'), 'no links in the dialog', { timeout: 5000 });
    expect(linksOf(dialog.shadowRoot)).to.deep.equal(expected);
  });

  it('shows only the configured links, and none without the option', async () => {
    let page = await dropInPage({
      config: { legalLinks: { privacyPolicy: '/privacy' } },
      body: '<consent-banner></consent-banner>',
    });
    let banner = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => shadowPart(banner, 'banner'), 'no banner', { timeout: 5000 });
    expect(linksOf(banner.shadowRoot).map((link) => link.text)).to.deep.equal(['Privacy Policy']);
    page.remove();
    page = await dropInPage({ body: '<consent-banner></consent-banner>' });
    banner = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => shadowPart(banner, 'banner'), 'no banner', { timeout: 5000 });
    await sleep(50);
    expect(shadowPart(banner, 'legal-links')).to.equal(null);
  });
});
