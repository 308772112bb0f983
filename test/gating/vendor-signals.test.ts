import { expect, waitUntil } from '@open-wc/testing';
import { dropInPage, STORED_RECORD } from '../drop-in/page';
import {
  allLoaded,
  calls,
  config,
  DENIED_FIRST,
  expectLast,
  GRANTED,
  manager,
  snippets,
  tail,
  updatesLoaded,
  VENDORS,
  WITHDRAWN,
} from './fixtures/vendor-page';
import { RECORDER } from './fixtures/vendor-snippets';

// The order each vendor is told its state in: before its tag, then every change (drop-in).
describe('vendor consent signals (drop-in)', () => {
  it("puts each vendor's denied state before its tag, updates on Accept and revokes on withdrawal and reset", async () => {
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

  it("gives a returning visitor's stored state before the tag, and nothing more while it holds", async () => {
    localStorage.setItem('privacy-consent-storage', STORED_RECORD);
    const page = await dropInPage({ config, head: RECORDER, body: snippets() });
    await allLoaded(page);
    await updatesLoaded(page);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls(page, 'meta-pixel')).to.deep.equal([
      ['loaded'],
      ['consent', 'grant'],
      ['init', '1234567890'],
      ['track', 'PageView'],
    ]);
    expect(calls(page, 'microsoft-uet')).to.deep.equal([
      ['loaded', '5000000'],
      ['consent', 'default', { ad_storage: 'granted' }],
      ['pageLoad'],
    ]);
    expect(calls(page, 'microsoft-clarity')).to.deep.equal([
      ['loaded'],
      ['consentv2', { ad_Storage: 'granted', analytics_Storage: 'granted' }],
    ]);
    expect(calls(page, 'tiktok-pixel')).to.deep.equal([['loaded', 'C0TIKTOK0'], ['grantConsent'], ['page']]);
    expect(calls(page, 'posthog')).to.deep.equal([
      ['init', 'phc_test'],
      ['opt_in_capturing'],
      ['capture', '$pageview'],
    ]);
    expect(calls(page, 'matomo').slice(0, 4)).to.deep.equal([
      ['loaded'],
      ['requireCookieConsent'],
      ['setCookieConsentGiven'],
      ['trackPageView'],
    ]);
  });

  it('tells the vendors of one tab what another tab decided', async () => {
    const a = await dropInPage({ config, head: RECORDER, body: snippets() });
    const b = await dropInPage({ config, head: RECORDER });
    await allLoaded(a);
    await updatesLoaded(a);
    await manager(b).saveConsents('all');
    await expectLast(a, GRANTED);
    await manager(b).setConsent('marketing', false);
    await waitUntil(() => JSON.stringify(tail(a, 'meta-pixel', 1)) === '[["consent","revoke"]]', 'no revoke in tab A', {
      timeout: 3000,
    });
    // measurement still granted: PostHog and Matomo are not told again; Clarity's ad_Storage follows marketing.
    expect(tail(a, 'posthog', 1)).to.deep.equal([['opt_in_capturing']]);
    expect(tail(a, 'microsoft-clarity', 1)).to.deep.equal([
      ['consentv2', { ad_Storage: 'denied', analytics_Storage: 'granted' }],
    ]);
  });

  it('tells the consent in force: Global Privacy Control withholds marketing from a stored grant', async () => {
    localStorage.setItem('privacy-consent-storage', STORED_RECORD);
    const gpc = `<script>Object.defineProperty(navigator, 'globalPrivacyControl', { value: true });</script>`;
    const page = await dropInPage({ config, head: RECORDER + gpc, body: snippets(['meta-pixel', 'posthog']) });
    await waitUntil(
      () => calls(page, 'meta-pixel').length >= 3 && calls(page, 'posthog').length >= 2,
      'stand-ins did not load',
      { timeout: 3000 },
    );
    expect(calls(page, 'meta-pixel').slice(0, 3)).to.deep.equal([
      ['loaded'],
      ['consent', 'revoke'],
      ['init', '1234567890'],
    ]);
    expect(calls(page, 'posthog').slice(0, 2)).to.deep.equal([['init', 'phc_test'], ['opt_in_capturing']]);
  });

  it('costs a page that lists no vendor nothing: no file, no global touched', async () => {
    const page = await dropInPage({ config: {}, head: RECORDER, body: snippets(['meta-pixel', 'matomo']) });
    await waitUntil(() => calls(page, 'matomo').length && calls(page, 'meta-pixel').length, 'stand-ins did not load', {
      timeout: 3000,
    });
    await manager(page).saveConsents('all');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(page.resources().filter((path) => path.includes('vendor-updates'))).to.deep.equal([]);
    expect(calls(page, 'meta-pixel')).to.deep.equal([['loaded'], ['init', '1234567890'], ['track', 'PageView']]);
    expect(calls(page, 'matomo')[1]).to.deep.equal(['trackPageView']);
  });
});
