import { expect, waitUntil } from '@open-wc/testing';
import { backendRequests, mockBackendURL } from '../helpers/environment';
import { dropInPage, shadowPart, type DropInPage } from '../drop-in/page';

/** Runs before the drop-in, as a browser (or an extension) that sends Global Privacy Control would. */
const GPC = `<script>Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true });</script>`;
const GTAG = `<script>window.dataLayer = [];</script>`;
const CATEGORIES = ['necessary', 'measurement', 'marketing'];
const manager = (page: DropInPage) => page.win.ConsentElements.getConsentManager();
type Layer = { dataLayer: ArrayLike<unknown>[] };
const consentUpdates = (page: DropInPage) =>
  Array.from((page.win as unknown as Layer).dataLayer, (entry) => Array.from(entry)).filter(
    (entry) => entry[0] === 'consent',
  );

describe('compliance: Global Privacy Control', () => {
  it('keeps marketing off after Accept All: has(), consents, Google consent mode; the choice is stored', async () => {
    const backendURL = mockBackendURL();
    const page = await dropInPage({
      head: GPC + GTAG,
      config: { backendURL, consentCategories: CATEGORIES },
      body: '<consent-banner></consent-banner>',
    });
    await manager(page).ready;
    expect(manager(page).getState().gpc).to.equal(true);
    const banner = page.doc.querySelector('consent-banner')!;
    await waitUntil(() => shadowPart(banner, 'accept-button'), 'no banner', { timeout: 5000 });
    shadowPart(banner, 'accept-button')!.click();
    await waitUntil(() => manager(page).getState().consentInfo, 'Accept All did not decide');
    const state = manager(page).getState();
    expect(state.consents).to.include({ necessary: true, measurement: true, marketing: false });
    expect(manager(page).has('marketing')).to.equal(false);
    expect(manager(page).has('measurement')).to.equal(true);
    // Not stored as a refusal: the stored decision keeps what the visitor chose.
    expect(JSON.parse(localStorage.getItem('privacy-consent-storage')!).consents.marketing).to.equal(true);
    // The consent-mode chunk loads on demand: if it arrives after the click, its 'default' already carries the
    // decision and no 'update' follows, so read the newest consent command of either kind.
    const newest = () => consentUpdates(page).at(-1)?.[2] as Record<string, string> | undefined;
    await waitUntil(() => newest()?.analytics_storage === 'granted', 'consent mode never reflected the decision', {
      timeout: 5000,
    });
    const update = newest()!;
    expect(update).to.include({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
    });
    // The signal goes with the submission.
    await waitUntil(
      async () => (await backendRequests(backendURL)).some((request) => request.path === 'consent/set'),
      'no submission',
    );
    const submission = (await backendRequests(backendURL)).find((request) => request.path === 'consent/set')!;
    expect((submission.body as { metadata: Record<string, unknown> }).metadata).to.include({ gpc: true });
  });

  it('overrides a stored grant for scripts, frames and the request blocker, and shows why in the dialog', async () => {
    localStorage.setItem(
      'privacy-consent-storage',
      JSON.stringify({
        consents: { necessary: true, functionality: false, experience: false, measurement: true, marketing: true },
        consentInfo: { time: Date.now(), type: 'all' },
      }),
    );
    const body = `
      <script type="text/plain" data-category="marketing">window.__ads = 1;</script>
      <script type="text/plain" data-category="measurement">window.__measured = 1;</script>
      <iframe data-category="marketing" data-src="about:blank#ads"></iframe>`;
    const config = {
      consentCategories: CATEGORIES,
      trackingBlockerConfig: { domainMap: { 'ads.example': 'marketing' } },
    };
    const page = await dropInPage({ head: GPC, config, body });
    await manager(page).ready;
    const win = page.win as unknown as { __ads?: number; __measured?: number; fetch: typeof fetch };
    await waitUntil(() => win.__measured === 1, 'the measurement script did not run');
    expect(win.__ads).to.equal(undefined);
    expect(page.doc.querySelector('iframe')!.hasAttribute('src')).to.equal(false);
    const blocked = await win.fetch('https://ads.example/pixel').then(
      () => 'sent',
      () => 'blocked',
    );
    expect(blocked).to.equal('blocked');

    const dialog = page.doc.createElement('consent-dialog');
    page.doc.body.append(dialog);
    manager(page).setIsPrivacyDialogOpen(true);
    const category = (name: string) => dialog.shadowRoot?.querySelector(`[part~="category"][data-category="${name}"]`);
    await waitUntil(() => category('marketing'), 'the dialog did not render', { timeout: 5000 });
    const marketing = category('marketing')!.querySelector('[part~="switch"]')!;
    expect(marketing.getAttribute('aria-checked')).to.equal('false');
    expect(marketing.getAttribute('aria-disabled')).to.equal('true');
    const note = category('marketing')!.querySelector('[part~="gpc-note"]')!;
    expect(note.textContent).to.contain('Global Privacy Control');
    expect(marketing.getAttribute('aria-describedby')).to.equal(note.id);
    expect(category('measurement')!.querySelector('[part~="gpc-note"]')).to.equal(null);
  });

  it('is ignored with honorGlobalPrivacyControl: false', async () => {
    const page = await dropInPage({
      head: GPC,
      config: { consentCategories: CATEGORIES, honorGlobalPrivacyControl: false },
    });
    await manager(page).ready;
    await manager(page).saveConsents('all');
    expect(manager(page).getState().gpc).to.equal(false);
    expect(manager(page).has('marketing')).to.equal(true);
  });
});
