import { expect, waitUntil } from '@open-wc/testing';
import type { VendorId } from '../../src/core/consent-signals';
import { dropInPage, STORED_RECORD } from '../drop-in/page';
import { calls, config, DENIED_FIRST, manager, snippets, updatesLoaded } from './fixtures/vendor-page';
import { RECORDER, SNIPPETS } from './fixtures/vendor-snippets';

// However the site loads a vendor (parked or managed script, options from a script, a snippet before ours, a
// snippet after a decision), its state is in place before its code runs (drop-in).
describe('vendor consent signals: ways of loading a vendor', () => {
  it('holds for a vendor loaded by a parked script, with the state in force when it runs', async () => {
    const body = `<script type="text/plain" data-category="marketing">${SNIPPETS['meta-pixel']}</script>`;
    const page = await dropInPage({ config: { consentSignals: ['meta-pixel'] }, head: RECORDER, body });
    await updatesLoaded(page);
    await manager(page).saveConsents('all');
    await waitUntil(() => calls(page, 'meta-pixel').length >= 4, 'the parked pixel did not load', { timeout: 3000 });
    expect(calls(page, 'meta-pixel').slice(0, 4)).to.deep.equal([
      ['loaded'],
      ['consent', 'grant'],
      ['init', '1234567890'],
      ['track', 'PageView'],
    ]);
  });

  it("holds for a vendor loaded as a managed script, with a returning visitor's state", async () => {
    localStorage.setItem('privacy-consent-storage', STORED_RECORD);
    const scripts = [{ id: 'tiktok', category: 'marketing', textContent: SNIPPETS['tiktok-pixel'] }];
    const page = await dropInPage({ config: { consentSignals: ['tiktok-pixel'], scripts }, head: RECORDER });
    await waitUntil(() => calls(page, 'tiktok-pixel').length >= 3, 'the managed pixel did not load', { timeout: 3000 });
    expect(calls(page, 'tiktok-pixel')).to.deep.equal([['loaded', 'C0TIKTOK0'], ['grantConsent'], ['page']]);
  });

  it('puts the state at the front of a queue that a snippet filled before our script ran', async () => {
    const early = `<script>
      window._paq = [['trackPageView']]; window.uetq = ['event', 'signup', {}]; window.ttq = [['page']];
      window.posthog = [['capture', 'early']];
      window.fbq = function () { fbq.queue.push(arguments); }; fbq.queue = []; fbq('init', '1');
    </script>`;
    const page = await dropInPage({ config, head: early });
    const win = page.win as any;
    const plain = (value: unknown) =>
      JSON.parse(
        JSON.stringify(
          Array.from(value as ArrayLike<unknown>, (item) =>
            typeof item === 'object' && item !== null && 'length' in item
              ? Array.from(item as ArrayLike<unknown>)
              : item,
          ),
        ),
      );
    expect(plain(win._paq)).to.deep.equal([['requireCookieConsent'], ['trackPageView']]);
    expect(plain(win.uetq)).to.deep.equal(['consent', 'default', { ad_storage: 'denied' }, 'event', 'signup', {}]);
    expect(plain(win.ttq)).to.deep.equal([['holdConsent'], ['page']]);
    expect(plain(win.posthog)).to.deep.equal([['opt_out_capturing'], ['capture', 'early']]);
    expect(plain(win.fbq.queue)).to.deep.equal([
      ['consent', 'revoke'],
      ['init', '1'],
    ]);
  });

  it('creates no global a snippet checks for with methods (fbq, ttq, posthog) and gives the state in force when it runs', async () => {
    const page = await dropInPage({ config, head: RECORDER });
    const win = page.win as any;
    expect([win.fbq, win.ttq, win.posthog]).to.deep.equal([undefined, undefined, undefined]);
    expect([typeof win.clarity, Array.isArray(win.uetq), Array.isArray(win._paq)]).to.deep.equal([
      'function',
      true,
      true,
    ]);
    await updatesLoaded(page);
    await manager(page).saveConsents('all');
    expect([win.fbq, win.ttq, win.posthog]).to.deep.equal([undefined, undefined, undefined]);
    for (const vendor of ['posthog', 'tiktok-pixel', 'meta-pixel'] as VendorId[]) {
      const script = page.doc.createElement('script');
      script.textContent = SNIPPETS[vendor];
      page.doc.body.append(script);
    }
    await waitUntil(
      () =>
        calls(page, 'posthog').length >= 3 &&
        calls(page, 'tiktok-pixel').length >= 3 &&
        calls(page, 'meta-pixel').length >= 4,
      'stand-ins did not load',
      { timeout: 3000 },
    );
    expect(calls(page, 'posthog')).to.deep.equal([
      ['init', 'phc_test'],
      ['opt_in_capturing'],
      ['capture', '$pageview'],
    ]);
    expect(calls(page, 'tiktok-pixel')).to.deep.equal([['loaded', 'C0TIKTOK0'], ['grantConsent'], ['page']]);
    expect(calls(page, 'meta-pixel')).to.deep.equal([
      ['loaded'],
      ['consent', 'grant'],
      ['init', '1234567890'],
      ['track', 'PageView'],
    ]);
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
      config: { consentSignals: [{ vendor: 'posthog', category: 'experience' }] },
      head: RECORDER,
      body: snippets(['posthog']),
    });
    await updatesLoaded(page);
    await manager(page).setConsent('measurement', true);
    await manager(page).setConsent('experience', true);
    await waitUntil(() => calls(page, 'posthog').length >= 3, 'posthog not told', { timeout: 3000 });
    expect(calls(page, 'posthog').filter((call) => call[0] !== 'capture')).to.deep.equal([
      ['init', 'phc_test'],
      ['opt_out_capturing'],
      ['opt_in_capturing'],
    ]);
  });
});

describe('vendor consent signals: a snippet after a change the on-demand calls have not seen yet', () => {
  it('tells the vendor the state in force once, not again when the calls for changes load (drop-in)', async () => {
    // One task: a decision, then the vendors' snippets, before vendor-signals.js can have loaded.
    const body = `<script>ConsentElements.getConsentManager().saveConsents('all');
      ${SNIPPETS.posthog}\n${SNIPPETS['tiktok-pixel']}\n${SNIPPETS['meta-pixel']}</script>`;
    const page = await dropInPage({ config, head: RECORDER, body });
    await updatesLoaded(page);
    await waitUntil(
      () =>
        calls(page, 'posthog').length >= 3 &&
        calls(page, 'tiktok-pixel').length >= 3 &&
        calls(page, 'meta-pixel').length >= 4,
      'stand-ins did not load',
      { timeout: 3000 },
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls(page, 'posthog')).to.deep.equal([
      ['init', 'phc_test'],
      ['opt_in_capturing'],
      ['capture', '$pageview'],
    ]);
    expect(calls(page, 'tiktok-pixel')).to.deep.equal([['loaded', 'C0TIKTOK0'], ['grantConsent'], ['page']]);
    expect(calls(page, 'meta-pixel')).to.deep.equal([
      ['loaded'],
      ['consent', 'grant'],
      ['init', '1234567890'],
      ['track', 'PageView'],
    ]);
  });
});
