import { expect } from '@open-wc/testing';
import { ConsentConditionError } from '../../src/core/errors';
import { MemoryStorage, recordWrites, throwingStorage } from '../helpers/environment';
import { startManager } from '../helpers/manager';

const RECORD_KEY = 'privacy-consent-storage';
const stored = (storage: Storage) => JSON.parse(storage.getItem(RECORD_KEY) ?? 'null');

function storageWith(record: unknown): Storage {
  const storage = new MemoryStorage();
  storage.setItem(RECORD_KEY, typeof record === 'string' ? record : JSON.stringify(record));
  return storage;
}

describe('consent manager: the state machine', () => {
  it('starts unset with the banner shown and only necessary granted', async () => {
    const { manager } = await startManager();
    const state = manager.getState();
    expect(state.consentInfo).to.equal(null);
    expect(state.showPopup).to.equal(true);
    expect(state.isReady).to.equal(true);
    expect(state.isLoadingConsentInfo).to.equal(false);
    expect(state.consents).to.deep.equal({
      necessary: true,
      functionality: false,
      experience: false,
      measurement: false,
      marketing: false,
    });
    expect(manager.hasConsented()).to.equal(false);
  });

  it('accept all grants every displayed category, hides the banner and stores the record', async () => {
    const { manager, storage } = await startManager({ consentCategories: ['necessary', 'measurement', 'marketing'] });
    await manager.saveConsents('all');
    const state = manager.getState();
    expect(state.consents).to.include({
      necessary: true,
      measurement: true,
      marketing: true,
      functionality: false,
      experience: false,
    });
    expect(state.showPopup).to.equal(false);
    expect(state.consentInfo?.type).to.equal('all');
    expect(stored(storage).consents).to.deep.equal(state.consents);
    expect(stored(storage).consentInfo).to.deep.equal(state.consentInfo);
    expect(JSON.parse(storage.getItem('c15t-consent')!).preferences).to.deep.equal(state.consents);
  });

  it('reject keeps only necessary', async () => {
    const { manager } = await startManager({ consentCategories: ['measurement', 'marketing'] });
    manager.setSelectedConsent('marketing', true);
    await manager.saveConsents('necessary');
    expect(manager.getState().consents).to.deep.equal({
      necessary: true,
      functionality: false,
      experience: false,
      measurement: false,
      marketing: false,
    });
    expect(manager.getState().consentInfo?.type).to.equal('necessary');
  });

  it('custom saves the selection; switches change only selectedConsents until then', async () => {
    const { manager, storage } = await startManager({ consentCategories: ['measurement', 'marketing'] });
    manager.setSelectedConsent('measurement', true);
    expect(manager.getState().selectedConsents.measurement).to.equal(true);
    expect(manager.getState().consents.measurement).to.equal(false);
    await manager.saveConsents('custom');
    expect(manager.getState().consents).to.include({ measurement: true, marketing: false });
    expect(stored(storage).consentInfo.type).to.equal('custom');
  });

  it('never changes a disabled category', async () => {
    const { manager } = await startManager();
    manager.setSelectedConsent('necessary', false);
    expect(manager.getState().selectedConsents.necessary).to.equal(true);
    await manager.setConsent('necessary', false);
    expect(manager.getState().consents.necessary).to.equal(true);
    expect(manager.hasConsented()).to.equal(false);
  });

  it('setConsent sets one category over the saved consents and saves', async () => {
    const { manager } = await startManager();
    manager.setSelectedConsent('marketing', true);
    await manager.setConsent('measurement', true);
    expect(manager.getState().consents).to.include({ measurement: true, marketing: false });
    expect(manager.getState().consentInfo?.type).to.equal('custom');
  });

  it('reset returns to defaults, removes the stored record and shows the banner again', async () => {
    const { manager, storage } = await startManager();
    await manager.saveConsents('all');
    manager.resetConsents();
    expect(manager.getState().consents.marketing).to.equal(false);
    expect(manager.getState().consentInfo).to.equal(null);
    expect(manager.getState().showPopup).to.equal(true);
    expect(storage.getItem(RECORD_KEY)).to.equal(null);
  });

  it('does not reopen the popup when consent is stored, unless forced', async () => {
    const storage = storageWith({
      consents: { necessary: true, marketing: true },
      consentInfo: { time: Date.now(), type: 'all' },
    });
    const { manager } = await startManager({}, { localStorage: storage });
    expect(manager.getState().showPopup).to.equal(false);
    expect(manager.getState().consents.marketing).to.equal(true);
    manager.setShowPopup(true);
    expect(manager.getState().showPopup).to.equal(false);
    manager.setShowPopup(true, true);
    expect(manager.getState().showPopup).to.equal(true);
    manager.setShowPopup(false);
    expect(manager.getState().showPopup).to.equal(false);
  });

  it('treats a corrupt stored record as no consent and replaces it on the next save', async () => {
    for (const corrupt of [
      '{not json',
      '{"consents":{"marketing":"yes"},"consentInfo":{"time":1,"type":"all"}}',
      '{"consents":{},"consentInfo":{"time":"x","type":"all"}}',
      'null',
    ]) {
      const storage = storageWith(corrupt);
      const { manager } = await startManager({}, { localStorage: storage });
      expect(manager.getState().consentInfo, corrupt).to.equal(null);
      expect(manager.getState().showPopup, corrupt).to.equal(true);
      await manager.saveConsents('necessary');
      expect(stored(storage).consentInfo.type).to.equal('necessary');
    }
  });

  it("a returning visit's start-up writes nothing to localStorage: the record read back proves it works", async () => {
    const storage = storageWith({
      consents: { necessary: true },
      consentInfo: { time: Date.now(), type: 'necessary' },
    });
    const writes = recordWrites(storage);
    const { manager } = await startManager({}, { localStorage: storage });
    expect(manager.getState().storageAvailable).to.equal(true);
    expect(manager.getState().consentInfo?.type).to.equal('necessary');
    expect(writes).to.deep.equal([]);
    // A first visit finds nothing to read: the storage is probed, and the banner shows.
    const first = await startManager();
    expect(first.manager.getState().storageAvailable).to.equal(true);
    expect(first.manager.getState().showPopup).to.equal(true);
  });

  it('shows no banner when localStorage is unavailable, and never throws', async () => {
    const { manager } = await startManager({}, { localStorage: throwingStorage });
    expect(manager.getState().storageAvailable).to.equal(false);
    expect(manager.getState().showPopup).to.equal(false);
    manager.setShowPopup(true);
    expect(manager.getState().showPopup).to.equal(false);
    await manager.saveConsents('all');
    expect(manager.getState().consents.marketing).to.equal(true);
  });

  it('honours Do-Not-Track only when asked: then only necessary counts', async () => {
    const honoured = await startManager({ honorDoNotTrack: true }, { doNotTrack: true });
    await honoured.manager.saveConsents('all');
    expect(honoured.manager.has('marketing')).to.equal(false);
    expect(honoured.manager.has('necessary')).to.equal(true);
    const ignored = await startManager({}, { doNotTrack: true });
    await ignored.manager.saveConsents('all');
    expect(ignored.manager.has('marketing')).to.equal(true);
    const noSignal = await startManager({ honorDoNotTrack: true }, { doNotTrack: false });
    await noSignal.manager.saveConsents('all');
    expect(noSignal.manager.has('marketing')).to.equal(true);
  });

  it('evaluates and/or/not conditions', async () => {
    const { manager } = await startManager({ consentCategories: ['measurement', 'marketing'] });
    await manager.setConsent('measurement', true);
    expect(manager.has('measurement')).to.equal(true);
    expect(manager.has({ and: ['measurement', 'marketing'] })).to.equal(false);
    expect(manager.has({ or: ['measurement', 'marketing'] })).to.equal(true);
    expect(manager.has({ not: 'marketing' })).to.equal(true);
    expect(manager.has({ and: ['necessary', { not: { or: ['marketing', 'experience'] } }] })).to.equal(true);
  });

  it('rejects unknown categories and empty lists in conditions', async () => {
    const { manager } = await startManager();
    expect(() => manager.has('ads' as never)).to.throw(
      ConsentConditionError,
      'Consent category not found in consent state',
    );
    expect(() => manager.has({ and: [] })).to.throw(ConsentConditionError, /non-empty/);
    expect(() => manager.has({ or: [] })).to.throw(ConsentConditionError, /non-empty/);
    expect(() => manager.has({ foo: 1 } as never)).to.throw(ConsentConditionError, /Invalid consent condition/);
  });

  it('opening the dialog starts from the saved consents', async () => {
    const { manager } = await startManager();
    manager.setSelectedConsent('marketing', true);
    manager.setIsPrivacyDialogOpen(true);
    expect(manager.getState().isPrivacyDialogOpen).to.equal(true);
    expect(manager.getState().selectedConsents.marketing).to.equal(false);
    await manager.saveConsents('all');
    expect(manager.getState().isPrivacyDialogOpen).to.equal(false);
  });

  it('keeps the colour scheme choice under the theme key', async () => {
    const { manager, storage } = await startManager({ colorScheme: 'light' });
    expect(manager.getState().colorScheme).to.equal('light');
    manager.setColorScheme('dark');
    expect(storage.getItem('theme')).to.equal('dark');
    const again = await startManager({ colorScheme: 'light' }, { localStorage: storage });
    expect(again.manager.getState().colorScheme).to.equal('dark');
    expect(() => manager.setColorScheme('blue' as never)).to.throw(/colorScheme/);
  });

  it('subscribers get (next, prev) and nothing when nothing changed', async () => {
    const { manager } = await startManager();
    const calls: Array<[boolean, boolean]> = [];
    manager.subscribe((next, prev) => calls.push([next.isPrivacyDialogOpen, prev.isPrivacyDialogOpen]));
    manager.setIsPrivacyDialogOpen(true);
    manager.setIsPrivacyDialogOpen(true);
    manager.setShowPopup(true);
    expect(calls).to.deep.equal([[true, false]]);
  });
});

describe('consent manager: jurisdiction', () => {
  const none = {
    showConsentBanner: false,
    jurisdiction: { code: 'NONE', message: '' },
    location: { countryCode: 'US', regionCode: null },
  };

  it('grants every category without a banner when the jurisdiction is NONE and no banner is needed', async () => {
    const { manager, storage } = await startManager({
      mode: 'custom',
      endpointHandlers: { showConsentBanner: () => none },
    });
    expect(manager.getState().showPopup).to.equal(false);
    expect(manager.has({ and: ['functionality', 'experience', 'measurement', 'marketing'] })).to.equal(true);
    expect(manager.getState().consentInfo).to.equal(null);
    expect(storage.getItem(RECORD_KEY)).to.equal(null);
    expect(manager.getState().jurisdictionInfo?.code).to.equal('NONE');
    expect(manager.getState().locationInfo?.countryCode).to.equal('US');
  });

  it('shows the banner anyway with ignoreGeoLocation', async () => {
    const { manager } = await startManager({
      mode: 'custom',
      ignoreGeoLocation: true,
      endpointHandlers: { showConsentBanner: () => none },
    });
    expect(manager.getState().showPopup).to.equal(true);
    expect(manager.has('marketing')).to.equal(false);
  });

  it('keeps a stored decision over the implied grant', async () => {
    const storage = storageWith({
      consents: { necessary: true, marketing: false },
      consentInfo: { time: Date.now(), type: 'necessary' },
    });
    const { manager } = await startManager(
      { mode: 'custom', endpointHandlers: { showConsentBanner: () => none } },
      { localStorage: storage },
    );
    expect(manager.has('marketing')).to.equal(false);
  });
});
