import { expect } from '@open-wc/testing';
import { parseConsentCookie } from '../../src/server/index';
import { encodeConsentCookie } from '../../src/core/compliance/cookie-format';
import { sleep } from '../helpers/environment';
import { resolveConfig } from '../../src/core/config';
import { ConsentConfigError } from '../../src/core/errors';
import { dropInPage, type DropInPage } from '../drop-in/page';

const manager = (page: DropInPage) => page.win.ConsentElements.getConsentManager();
// Read in the page that wrote them: another document's cookie cache may lag behind for a moment.
const mirror = (page: DropInPage) => page.doc.cookie.split('; ').find((pair) => pair.startsWith('consent-elements='));
const CHOSEN = { necessary: true, functionality: false, experience: false, measurement: true, marketing: false };
const GRANT_ALL = { necessary: true, functionality: true, experience: true, measurement: true, marketing: true };

describe('compliance: the cookie mirror', () => {
  it('writes the decision compactly, readable by parseConsentCookie, with the revision', async () => {
    const page = await dropInPage({
      config: { consentCategories: ['necessary', 'measurement', 'marketing'], revision: 'policy-2026.11' },
    });
    await manager(page).ready;
    manager(page).setSelectedConsent('measurement', true);
    await manager(page).saveConsents('custom');
    const pair = mirror(page)!;
    expect(pair, 'no consent-elements cookie').to.be.a('string');
    expect(new TextEncoder().encode(pair).length).to.be.at.most(200);
    const parsed = parseConsentCookie(page.doc.cookie)!;
    expect(parsed.consents).to.deep.equal(CHOSEN);
    expect(parsed.consentInfo).to.deep.equal(manager(page).getState().consentInfo);
    expect(parsed.revision).to.equal('policy-2026.11');
    // Reset removes it.
    manager(page).resetConsents();
    expect(mirror(page)).to.equal(undefined);
  });

  it('lets a subdomain with only the cookie use it (no banner, its grants in force)', async () => {
    document.cookie = `consent-elements=${encodeConsentCookie({ consents: CHOSEN, consentInfo: { time: Date.now() - 1000, type: 'custom' } })}; path=/`;
    const page = await dropInPage({
      config: { consentCategories: ['necessary', 'measurement'] },
      body: '<consent-banner></consent-banner>',
    });
    await manager(page).ready;
    expect(manager(page).getState()).to.include({ showPopup: false });
    expect(manager(page).has('measurement')).to.equal(true);
    await sleep(200);
    expect(
      page.resources().some((path) => path.endsWith('/banner-shell.js')),
      'no banner download',
    ).to.equal(false);
  });

  it('mirrors a decision stored before the cookie existed at start', async () => {
    localStorage.setItem(
      'privacy-consent-storage',
      JSON.stringify({ consents: CHOSEN, consentInfo: { time: Date.now() - 5000, type: 'custom' } }),
    );
    const page = await dropInPage({});
    await manager(page).ready;
    expect(parseConsentCookie(page.doc.cookie)?.consents).to.deep.equal(CHOSEN);
  });

  it('uses the newer of the cookie and localStorage', async () => {
    const older = { consents: GRANT_ALL, consentInfo: { time: Date.now() - 60_000, type: 'all' as const } };
    const newer = { consents: CHOSEN, consentInfo: { time: Date.now() - 1000, type: 'custom' as const } };
    localStorage.setItem('privacy-consent-storage', JSON.stringify(older));
    document.cookie = `consent-elements=${encodeConsentCookie(newer)}; path=/`;
    let page = await dropInPage({});
    await manager(page).ready;
    expect(manager(page).has('marketing'), 'the newer cookie wins').to.equal(false);
    page.remove();

    localStorage.setItem(
      'privacy-consent-storage',
      JSON.stringify({ ...older, consentInfo: { time: Date.now(), type: 'all' } }),
    );
    page = await dropInPage({});
    await manager(page).ready;
    expect(manager(page).has('marketing'), 'the newer localStorage record wins').to.equal(true);
  });

  it('is off with cookie: false, and follows name, path and maxAgeDays', async () => {
    let page = await dropInPage({ config: { cookie: false } });
    await manager(page).ready;
    await manager(page).saveConsents('all');
    expect(mirror(page)).to.equal(undefined);
    page.remove();
    localStorage.clear();

    page = await dropInPage({ config: { cookie: { name: 'site-consent', maxAgeDays: 1 } } });
    await manager(page).ready;
    await manager(page).saveConsents('necessary');
    expect(mirror(page)).to.equal(undefined);
    expect(parseConsentCookie(page.doc.cookie, 'site-consent')?.consentInfo.type, page.doc.cookie).to.equal(
      'necessary',
    );
    page.doc.cookie = 'site-consent=; path=/; max-age=0';
  });

  it('rejects invalid compliance options naming the field', () => {
    for (const [options, field] of [
      [{ cookie: { name: 'a b' } }, 'cookie.name'],
      [{ cookie: { sameSite: 'lax' } }, 'cookie.sameSite'],
      [{ cookie: { maxAgeDays: 0 } }, 'cookie.maxAgeDays'],
      [{ cookie: { path: 'x' } }, 'cookie.path'],
      [{ revision: 'a;b' }, 'revision'],
      [{ consentExpiryDays: -1 }, 'consentExpiryDays'],
      [{ gpcCategories: ['necessary'] }, 'gpcCategories'],
      [{ honorGlobalPrivacyControl: 'yes' }, 'honorGlobalPrivacyControl'],
      [{ hideFromBots: 1 }, 'hideFromBots'],
      [{ clearOnRevoke: { marketing: ['/(/'] } }, 'clearOnRevoke.marketing'],
      [{ legalLinks: { privacyPolicy: 'javascript:alert(1)' } }, 'legalLinks.privacyPolicy'],
      [{ legalLinks: { imprint: '/x' } }, 'legalLinks.imprint'],
    ] as const) {
      expect(() => resolveConfig(options), field)
        .to.throw(ConsentConfigError)
        .with.property('field', field);
    }
  });
});

describe('compliance: parseConsentCookie', () => {
  it('reads a header or a bare value, and returns null for missing, corrupt or foreign values without throwing', () => {
    const value = encodeConsentCookie({
      consents: CHOSEN,
      consentInfo: { time: 1_790_000_000_000, type: 'custom' },
      revision: 7,
    });
    const expected = {
      consents: CHOSEN,
      consentInfo: { time: 1_790_000_000_000, type: 'custom' },
      revision: 7,
      services: {},
    };
    expect(parseConsentCookie(`theme=dark; consent-elements=${value}; other=1`)).to.deep.equal(expected);
    expect(parseConsentCookie(value)).to.deep.equal(expected);
    expect(parseConsentCookie(`consent-elements=${encodeURIComponent(value)}`)).to.deep.equal(expected);
    for (const bad of [
      undefined,
      null,
      42,
      {},
      '',
      'theme=dark',
      'consent-elements=',
      'consent-elements=ce1.z.1.a',
      'consent-elements=ce2.1.1.a',
      'consent-elements={"consents":{}}',
      'consent-elements=%E0%A4%A',
      'ce1.1.1.x',
      `consent-elements=${value}.extra;`,
    ]) {
      expect(parseConsentCookie(bad), String(bad)).to.equal(null);
    }
  });
});
