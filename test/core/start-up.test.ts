import { expect } from '@open-wc/testing';
import type { BannerInfo } from '../../src/core/backend-types';
import { bannerDecision, failedBannerInfo, fetchedBannerState } from '../../src/core/start-up';
import type { Consents } from '../../src/core/types';

const DEFAULTS: Consents = {
  necessary: true,
  functionality: false,
  experience: false,
  measurement: false,
  marketing: false,
};
const ALL: Consents = { necessary: true, functionality: true, experience: true, measurement: true, marketing: true };
const EARLIER: Consents = { ...DEFAULTS, measurement: true };
const banner = (showConsentBanner: boolean, code: string): BannerInfo => ({
  showConsentBanner,
  jurisdiction: { code, message: '' },
  location: { countryCode: 'DE', regionCode: null },
});
const UNDECIDED = { consentInfo: null, storageAvailable: true };

describe('bannerDecision: show the banner, imply consent, or neither', () => {
  const cases: Array<{
    name: string;
    state?: Partial<typeof UNDECIDED> | { consentInfo: { time: number; type: 'all' } };
    info: BannerInfo;
    ignoreGeo?: boolean;
    crawler?: boolean;
    choice?: Consents | null;
    expected: { showPopup: boolean; consents?: Consents; selectedConsents?: Consents };
  }> = [
    {
      name: 'a decision is stored: the banner hides, nothing else changes',
      state: { consentInfo: { time: 1, type: 'all' } },
      info: banner(true, 'GDPR'),
      expected: { showPopup: false },
    },
    {
      name: 'the backend asks for the banner',
      info: banner(true, 'GDPR'),
      expected: { showPopup: true, consents: DEFAULTS, selectedConsents: DEFAULTS },
    },
    {
      name: 'the banner preselects the last decision, even one that no longer counts',
      info: banner(true, 'GDPR'),
      choice: EARLIER,
      expected: { showPopup: true, consents: DEFAULTS, selectedConsents: EARLIER },
    },
    {
      name: 'no banner and no jurisdiction: consent is implied',
      info: banner(false, 'NONE'),
      choice: EARLIER,
      expected: { showPopup: false, consents: ALL, selectedConsents: ALL },
    },
    {
      name: 'no banner under a jurisdiction: nothing is implied',
      info: banner(false, 'CCPA'),
      expected: { showPopup: false, consents: DEFAULTS, selectedConsents: DEFAULTS },
    },
    {
      name: 'ignoreGeoLocation shows it anyway',
      info: banner(false, 'NONE'),
      ignoreGeo: true,
      expected: { showPopup: true, consents: DEFAULTS, selectedConsents: DEFAULTS },
    },
    {
      name: 'without storage the banner never shows',
      state: { storageAvailable: false },
      info: banner(true, 'GDPR'),
      expected: { showPopup: false, consents: DEFAULTS, selectedConsents: DEFAULTS },
    },
    {
      name: 'a crawler gets no banner and no implied consent',
      info: banner(false, 'NONE'),
      crawler: true,
      expected: { showPopup: false, consents: DEFAULTS, selectedConsents: DEFAULTS },
    },
  ];
  for (const { name, state = {}, info, ignoreGeo = false, crawler = false, choice = null, expected } of cases) {
    it(name, () => {
      const decision = bannerDecision({ ...UNDECIDED, ...state }, info, ignoreGeo, crawler, choice);
      expect(decision).to.deep.equal(expected);
    });
  }
});

describe('the banner info in the state', () => {
  it("fetchedBannerState: c15t 1.7's locationInfo carries the jurisdiction", () => {
    const info = { ...banner(true, 'GDPR'), branding: 'none' };
    info.jurisdiction.message = 'GDPR applies';
    expect(fetchedBannerState(info)).to.deep.equal({
      hasFetchedBanner: true,
      jurisdictionInfo: { code: 'GDPR', message: 'GDPR applies' },
      locationInfo: { countryCode: 'DE', regionCode: null, jurisdiction: 'GDPR', jurisdictionMessage: 'GDPR applies' },
      branding: 'none',
    });
    expect(fetchedBannerState(banner(false, 'NONE')).branding).to.equal(null);
  });

  it('failedBannerInfo: a failing custom handler hides the banner; a backend falls back to offline', () => {
    const offline = banner(true, 'NONE');
    expect(failedBannerInfo('c15t', offline)).to.equal(offline);
    expect(failedBannerInfo('offline', offline)).to.equal(offline);
    expect(failedBannerInfo('custom', offline)).to.deep.equal({
      ...offline,
      showConsentBanner: false,
      jurisdiction: { code: '', message: '' },
    });
  });
});
