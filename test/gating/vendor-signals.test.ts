import { expect, waitUntil } from '@open-wc/testing';
import type { VendorId } from '../../src/core/consent-signals';
import { dropInPage, STORED_RECORD, type DropInPage } from '../drop-in/page';
import { RECORDER, SNIPPETS } from './fixtures/vendor-snippets';

// Each vendor's standard snippet pasted in the page after our script, its library answered by a local stand-in that
// records what it was told, in order (demo/vendor-stubs/).
type Page = Pick<DropInPage, 'win' | 'doc' | 'resources'>;
const VENDORS: VendorId[] = ['microsoft-uet', 'microsoft-clarity', 'meta-pixel', 'tiktok-pixel', 'posthog', 'matomo'];
const config = { consentSignals: VENDORS, consentCategories: ['necessary', 'measurement', 'marketing'] };
const snippets = (ids: VendorId[] = VENDORS) => ids.map((id) => `<script>${SNIPPETS[id]}</script>`).join('\n');

const calls = (page: Page, vendor: VendorId) =>
  ((page.win as unknown as { __vendorCalls?: unknown[][] }).__vendorCalls ?? [])
    .filter((call) => call[0] === vendor).map((call) => JSON.parse(JSON.stringify(call.slice(1))));
const allLoaded = (page: Page) =>
  waitUntil(() => VENDORS.every((vendor) => calls(page, vendor).length >= 2), 'a vendor stand-in did not load', { timeout: 3000 });
const tail = (page: Page, vendor: VendorId, count: number) => calls(page, vendor).slice(-count);
const manager = (page: Page) => page.win.ConsentElements.getConsentManager();
/** Waits until the on-demand calls have loaded (they follow every change from then on). */
const updatesLoaded = (page: Page) =>
  waitUntil(() => page.resources().some((path) => path.endsWith('/vendor-signals.js')), 'vendor-signals.js not loaded', { timeout: 3000 });

const DENIED_FIRST = {
  'meta-pixel': [['loaded'], ['consent', 'revoke'], ['init', '1234567890'], ['track', 'PageView']],
  'microsoft-uet': [['loaded', '5000000'], ['consent', 'default', { ad_storage: 'denied' }], ['pageLoad']],
  'microsoft-clarity': [['loaded'], ['consentv2', { ad_Storage: 'denied', analytics_Storage: 'denied' }]],
  'tiktok-pixel': [['loaded', 'C0TIKTOK0'], ['holdConsent'], ['page']],
  posthog: [['init', 'phc_test'], ['opt_out_capturing']],
  matomo: [['loaded'], ['requireCookieConsent'], ['trackPageView'], ['enableLinkTracking'],
    ['setTrackerUrl', '/demo/vendor-stubs/matomo.php'], ['setSiteId', '1']],
};
const GRANTED = {
  'meta-pixel': [['consent', 'grant']],
  'microsoft-uet': [['consent', 'update', { ad_storage: 'granted' }]],
  'microsoft-clarity': [['consentv2', { ad_Storage: 'granted', analytics_Storage: 'granted' }]],
  'tiktok-pixel': [['grantConsent']],
  posthog: [['opt_in_capturing']],
  matomo: [['setCookieConsentGiven']],
};
const WITHDRAWN = {
  'meta-pixel': [['consent', 'revoke']],
  'microsoft-uet': [['consent', 'update', { ad_storage: 'denied' }]],
  'microsoft-clarity': [['consentv2', { ad_Storage: 'denied', analytics_Storage: 'denied' }]],
  'tiktok-pixel': [['revokeConsent']],
  posthog: [['opt_out_capturing']],
  matomo: [['forgetCookieConsentGiven']],
};

async function expectLast(page: Page, expected: Record<VendorId, unknown[][]>) {
  for (const vendor of VENDORS) {
    await waitUntil(() => JSON.stringify(tail(page, vendor, expected[vendor].length)) === JSON.stringify(expected[vendor]),
      `${vendor} was not told ${JSON.stringify(expected[vendor])}: ${JSON.stringify(calls(page, vendor))}`, { timeout: 3000 });
  }
}

describe('vendor consent signals (drop-in)', () => {
  it('puts each vendor\'s denied state before its tag, updates on Accept and revokes on withdrawal and reset', async () => {
    const page = await dropInPage({ config, head: RECORDER, body: snippets() });
    await allLoaded(page);
    await new Promise((resolve) => setTimeout(resolve, 50)); // PostHog's first pageview goes out a tick after init
    for (const vendor of VENDORS) expect(calls(page, vendor), vendor).to.deep.equal(DENIED_FIRST[vendor]);
    // The snippets still loaded their libraries, and left the globals they made as plain properties.
    expect(Object.getOwnPropertyDescriptor(page.win, 'fbq')).to.include({ writable: true, enumerable: true });
    expect(Object.getOwnPropertyDescriptor((page.win as any).fbq, 'queue')).to.include({ writable: true });

    await updatesLoaded(page);
    await manager(page).saveConsents('all');
    await expectLast(page, GRANTED);

    const m = manager(page);
    m.setSelectedConsent('measurement', false);
    m.setSelectedConsent('marketing', false);
    await m.saveConsents('custom');
    await expectLast(page, WITHDRAWN);

    await m.saveConsents('all');
    await expectLast(page, GRANTED);
    m.resetConsents();
    await expectLast(page, WITHDRAWN);
  });

  it('gives a returning visitor\'s stored state before the tag, and nothing more while it holds', async () => {
    localStorage.setItem('privacy-consent-storage', STORED_RECORD);
    const page = await dropInPage({ config, head: RECORDER, body: snippets() });
    await allLoaded(page);
    await updatesLoaded(page);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls(page, 'meta-pixel')).to.deep.equal([['loaded'], ['consent', 'grant'], ['init', '1234567890'], ['track', 'PageView']]);
    expect(calls(page, 'microsoft-uet')).to.deep.equal([['loaded', '5000000'], ['consent', 'default', { ad_storage: 'granted' }], ['pageLoad']]);
    expect(calls(page, 'microsoft-clarity')).to.deep.equal([['loaded'], ['consentv2', { ad_Storage: 'granted', analytics_Storage: 'granted' }]]);
    expect(calls(page, 'tiktok-pixel')).to.deep.equal([['loaded', 'C0TIKTOK0'], ['grantConsent'], ['page']]);
    expect(calls(page, 'posthog')).to.deep.equal([['init', 'phc_test'], ['opt_in_capturing'], ['capture', '$pageview']]);
    expect(calls(page, 'matomo').slice(0, 4)).to.deep.equal([['loaded'], ['requireCookieConsent'], ['setCookieConsentGiven'], ['trackPageView']]);
  });

  it('tells the vendors of one tab what another tab decided', async () => {
    const a = await dropInPage({ config, head: RECORDER, body: snippets() });
    const b = await dropInPage({ config, head: RECORDER });
    await allLoaded(a);
    await updatesLoaded(a);
    await manager(b).saveConsents('all');
    await expectLast(a, GRANTED);
    await manager(b).setConsent('marketing', false);
    await waitUntil(() => JSON.stringify(tail(a, 'meta-pixel', 1)) === '[["consent","revoke"]]', 'no revoke in tab A', { timeout: 3000 });
    // measurement still granted: PostHog and Matomo are not told again; Clarity's ad_Storage follows marketing.
    expect(tail(a, 'posthog', 1)).to.deep.equal([['opt_in_capturing']]);
    expect(tail(a, 'microsoft-clarity', 1)).to.deep.equal([['consentv2', { ad_Storage: 'denied', analytics_Storage: 'granted' }]]);
  });

  it('holds for a vendor loaded by a parked script, with the state in force when it runs', async () => {
    const body = `<script type="text/plain" data-category="marketing">${SNIPPETS['meta-pixel']}</script>`;
    const page = await dropInPage({ config: { consentSignals: ['meta-pixel'] }, head: RECORDER, body });
    await updatesLoaded(page);
    await manager(page).saveConsents('all');
    await waitUntil(() => calls(page, 'meta-pixel').length >= 4, 'the parked pixel did not load', { timeout: 3000 });
    expect(calls(page, 'meta-pixel').slice(0, 4)).to.deep.equal([['loaded'], ['consent', 'grant'], ['init', '1234567890'], ['track', 'PageView']]);
  });

  it('holds for a vendor loaded as a managed script, with a returning visitor\'s state', async () => {
    localStorage.setItem('privacy-consent-storage', STORED_RECORD);
    const scripts = [{ id: 'tiktok', category: 'marketing', textContent: SNIPPETS['tiktok-pixel'] }];
    const page = await dropInPage({ config: { consentSignals: ['tiktok-pixel'], scripts }, head: RECORDER });
    await waitUntil(() => calls(page, 'tiktok-pixel').length >= 3, 'the managed pixel did not load', { timeout: 3000 });
    expect(calls(page, 'tiktok-pixel')).to.deep.equal([['loaded', 'C0TIKTOK0'], ['grantConsent'], ['page']]);
  });

  it('tells the consent in force: Global Privacy Control withholds marketing from a stored grant', async () => {
    localStorage.setItem('privacy-consent-storage', STORED_RECORD);
    const gpc = `<script>Object.defineProperty(navigator, 'globalPrivacyControl', { value: true });</script>`;
    const page = await dropInPage({ config, head: RECORDER + gpc, body: snippets(['meta-pixel', 'posthog']) });
    await waitUntil(() => calls(page, 'meta-pixel').length >= 3 && calls(page, 'posthog').length >= 2, 'stand-ins did not load', { timeout: 3000 });
    expect(calls(page, 'meta-pixel').slice(0, 3)).to.deep.equal([['loaded'], ['consent', 'revoke'], ['init', '1234567890']]);
    expect(calls(page, 'posthog').slice(0, 2)).to.deep.equal([['init', 'phc_test'], ['opt_in_capturing']]);
  });

  it('puts the state at the front of a queue that a snippet filled before our script ran', async () => {
    const early = `<script>
      window._paq = [['trackPageView']]; window.uetq = ['event', 'signup', {}]; window.ttq = [['page']];
      window.posthog = [['capture', 'early']];
      window.fbq = function () { fbq.queue.push(arguments); }; fbq.queue = []; fbq('init', '1');
    </script>`;
    const page = await dropInPage({ config, head: early });
    const win = page.win as any;
    const plain = (value: unknown) => JSON.parse(JSON.stringify(Array.from(value as ArrayLike<unknown>, (item) =>
      (typeof item === 'object' && item !== null && 'length' in item ? Array.from(item as ArrayLike<unknown>) : item))));
    expect(plain(win._paq)).to.deep.equal([['requireCookieConsent'], ['trackPageView']]);
    expect(plain(win.uetq)).to.deep.equal(['consent', 'default', { ad_storage: 'denied' }, 'event', 'signup', {}]);
    expect(plain(win.ttq)).to.deep.equal([['holdConsent'], ['page']]);
    expect(plain(win.posthog)).to.deep.equal([['opt_out_capturing'], ['capture', 'early']]);
    expect(plain(win.fbq.queue)).to.deep.equal([['consent', 'revoke'], ['init', '1']]);
  });

  it('creates no global a snippet checks for with methods (fbq, ttq, posthog) and gives the state in force when it runs', async () => {
    const page = await dropInPage({ config, head: RECORDER });
    const win = page.win as any;
    expect([win.fbq, win.ttq, win.posthog]).to.deep.equal([undefined, undefined, undefined]);
    expect([typeof win.clarity, Array.isArray(win.uetq), Array.isArray(win._paq)]).to.deep.equal(['function', true, true]);
    await updatesLoaded(page);
    await manager(page).saveConsents('all');
    expect([win.fbq, win.ttq, win.posthog]).to.deep.equal([undefined, undefined, undefined]);
    for (const vendor of ['posthog', 'tiktok-pixel', 'meta-pixel'] as VendorId[]) {
      const script = page.doc.createElement('script');
      script.textContent = SNIPPETS[vendor];
      page.doc.body.append(script);
    }
    await waitUntil(() => calls(page, 'posthog').length >= 3 && calls(page, 'tiktok-pixel').length >= 3
      && calls(page, 'meta-pixel').length >= 4, 'stand-ins did not load', { timeout: 3000 });
    expect(calls(page, 'posthog')).to.deep.equal([['init', 'phc_test'], ['opt_in_capturing'], ['capture', '$pageview']]);
    expect(calls(page, 'tiktok-pixel')).to.deep.equal([['loaded', 'C0TIKTOK0'], ['grantConsent'], ['page']]);
    expect(calls(page, 'meta-pixel')).to.deep.equal([['loaded'], ['consent', 'grant'], ['init', '1234567890'], ['track', 'PageView']]);
  });

  it('holds when the vendors are given to configure() in a script between ours and the snippet', async () => {
    const body = `<script>ConsentElements.configure({ consentSignals: ['meta-pixel'] });</script>
      <script>${SNIPPETS['meta-pixel']}</script>`;
    const page = await dropInPage({ head: RECORDER, body });
    await waitUntil(() => calls(page, 'meta-pixel').length >= 4, 'the pixel did not load', { timeout: 3000 });
    expect(calls(page, 'meta-pixel')).to.deep.equal(DENIED_FIRST['meta-pixel']);
  });

  it('maps a vendor to another category', async () => {
    const page = await dropInPage({
      config: { consentSignals: [{ vendor: 'posthog', category: 'experience' }] }, head: RECORDER, body: snippets(['posthog']),
    });
    await updatesLoaded(page);
    await manager(page).setConsent('measurement', true);
    await manager(page).setConsent('experience', true);
    await waitUntil(() => calls(page, 'posthog').length >= 3, 'posthog not told', { timeout: 3000 });
    expect(calls(page, 'posthog').filter((call) => call[0] !== 'capture')).to.deep.equal([['init', 'phc_test'], ['opt_out_capturing'], ['opt_in_capturing']]);
  });

  it('costs a page that lists no vendor nothing: no file, no global touched', async () => {
    const page = await dropInPage({ config: {}, head: RECORDER, body: snippets(['meta-pixel', 'matomo']) });
    await waitUntil(() => calls(page, 'matomo').length && calls(page, 'meta-pixel').length, 'stand-ins did not load', { timeout: 3000 });
    await manager(page).saveConsents('all');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(page.resources().filter((path) => path.includes('vendor-signals'))).to.deep.equal([]);
    expect(calls(page, 'meta-pixel')).to.deep.equal([['loaded'], ['init', '1234567890'], ['track', 'PageView']]);
    expect(calls(page, 'matomo')[1]).to.deep.equal(['trackPageView']);
  });
});
