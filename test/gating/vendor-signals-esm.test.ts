import { expect, waitUntil } from '@open-wc/testing';
import type { VendorId } from '../../src/core/consent-signals';
import { RECORDER, SNIPPETS } from './fixtures/vendor-snippets';

// The ESM build (dist/index.js): an app creates the page's manager, then loads its vendors' snippets.
const VENDORS: VendorId[] = ['microsoft-uet', 'microsoft-clarity', 'meta-pixel', 'tiktok-pixel', 'posthog', 'matomo'];
type Win = Window & { __vendorCalls?: unknown[][]; app?: { manager: any } };
const frames: HTMLIFrameElement[] = [];

async function esmPage(): Promise<Win> {
  const frame = document.createElement('iframe');
  const app = `import { configure, getConsentManager } from '/dist/index.js';
    configure(${JSON.stringify({ consentSignals: VENDORS, consentCategories: ['measurement', 'marketing'] })});
    window.app = { manager: getConsentManager() };
    for (const code of ${JSON.stringify(VENDORS.map((id) => SNIPPETS[id]))}) {
      const script = document.createElement('script');
      script.textContent = code;
      document.head.append(script);
    }`;
  frame.srcdoc = `<!doctype html><html><head>${RECORDER}<script type="module">${app}</script></head><body></body></html>`;
  document.body.append(frame);
  frames.push(frame);
  const win = frame.contentWindow as Win;
  await waitUntil(() => win.app, 'the app did not start', { timeout: 3000 });
  return win;
}
const calls = (win: Win, vendor: VendorId) =>
  (win.__vendorCalls ?? [])
    .filter((call) => call[0] === vendor)
    .map((call) => JSON.parse(JSON.stringify(call.slice(1))));

describe('vendor consent signals (ESM)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    for (const frame of frames.splice(0)) frame.remove();
    localStorage.clear();
    document.cookie = 'consent-elements=; path=/; max-age=0';
  });

  it("puts each vendor's denied state before its tag, then follows Accept", async () => {
    const win = await esmPage();
    await waitUntil(() => VENDORS.every((vendor) => calls(win, vendor).length >= 2), 'a stand-in did not load', {
      timeout: 3000,
    });
    expect(calls(win, 'meta-pixel').slice(0, 3)).to.deep.equal([
      ['loaded'],
      ['consent', 'revoke'],
      ['init', '1234567890'],
    ]);
    expect(calls(win, 'microsoft-uet').slice(0, 2)).to.deep.equal([
      ['loaded', '5000000'],
      ['consent', 'default', { ad_storage: 'denied' }],
    ]);
    expect(calls(win, 'microsoft-clarity')[1]).to.deep.equal([
      'consentv2',
      { ad_Storage: 'denied', analytics_Storage: 'denied' },
    ]);
    expect(calls(win, 'tiktok-pixel').slice(1)).to.deep.equal([['holdConsent'], ['page']]);
    expect(calls(win, 'posthog')).to.deep.equal([['init', 'phc_test'], ['opt_out_capturing']]);
    expect(calls(win, 'matomo').slice(1, 3)).to.deep.equal([['requireCookieConsent'], ['trackPageView']]);

    await win.app!.manager.saveConsents('all');
    await waitUntil(() => JSON.stringify(calls(win, 'meta-pixel').at(-1)) === '["consent","grant"]', 'no grant', {
      timeout: 3000,
    });
    await waitUntil(() => JSON.stringify(calls(win, 'posthog').at(-1)) === '["opt_in_capturing"]', 'no opt-in', {
      timeout: 3000,
    });
    await waitUntil(
      () => JSON.stringify(calls(win, 'matomo').at(-1)) === '["setCookieConsentGiven"]',
      'no cookie consent',
      { timeout: 3000 },
    );
  });
});
