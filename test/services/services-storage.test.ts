import { expect } from '@open-wc/testing';
import type { ConsentOptions } from '../../src/core/options';
import { MemoryStorage } from '../helpers/environment';
import { startManager } from '../helpers/manager';

const YOUTUBE = { id: 'youtube', category: 'marketing', name: 'YouTube' } as const;
const META = { id: 'meta', category: 'marketing', name: 'Meta Pixel' } as const;
const PLAUSIBLE = { id: 'plausible', category: 'measurement', name: 'Plausible' } as const;
const categories: ConsentOptions['consentCategories'] = ['necessary', 'measurement', 'marketing'];
const KEY = 'privacy-consent-storage';

/** A record as c15t 1.7 (and this library before services) stores it. */
const c15tRecord = (marketing: boolean) =>
  JSON.stringify({
    consents: { necessary: true, functionality: false, experience: false, measurement: false, marketing },
    consentInfo: { time: Date.now() - 1000, type: marketing ? 'all' : 'necessary' },
  });

describe('services in the stored decision', () => {
  it('keeps each service choice and reads it back on the next page', async () => {
    const localStorage = new MemoryStorage();
    const options = { consentCategories: categories, services: [YOUTUBE, META, PLAUSIBLE] };
    const first = await startManager(options, { localStorage });
    first.manager.setIsPrivacyDialogOpen(true);
    first.manager.setSelectedConsent('marketing', true);
    first.manager.setSelectedServiceConsent('meta', false);
    await first.manager.saveConsents('custom');
    first.manager.destroy();
    const { manager } = await startManager(options, { localStorage });
    expect(manager.getState().serviceConsents).to.deep.equal({ youtube: true, meta: false, plausible: false });
    expect(manager.getState().showPopup).to.equal(false);
  });

  it('asks again for a new service in a granted category, the rest counting, the new one off in the dialog', async () => {
    const localStorage = new MemoryStorage();
    const first = await startManager({ consentCategories: categories, services: [YOUTUBE] }, { localStorage });
    await first.manager.saveConsents('all');
    first.manager.destroy();
    const { manager } = await startManager(
      { consentCategories: categories, services: [YOUTUBE, META, PLAUSIBLE] },
      { localStorage },
    );
    const state = manager.getState();
    expect(state.showPopup).to.equal(true);
    expect(state.consentInfo?.type).to.equal('all');
    expect(state.consents.marketing).to.equal(true);
    expect(state.serviceConsents).to.deep.equal({ youtube: true, meta: false, plausible: false });
    manager.setIsPrivacyDialogOpen(true);
    expect(manager.getState().selectedServiceConsents).to.deep.equal({ youtube: true, meta: false, plausible: false });
    await manager.saveConsents('all');
    expect(manager.getState().showPopup).to.equal(false);
    expect(manager.getState().serviceConsents).to.deep.equal({ youtube: true, meta: true, plausible: true });
  });

  it('does not ask again for a new service in a category the visitor refused, nor for one no longer declared', async () => {
    const localStorage = new MemoryStorage();
    const first = await startManager(
      { consentCategories: categories, services: [YOUTUBE, PLAUSIBLE] },
      { localStorage },
    );
    first.manager.setSelectedConsent('measurement', true);
    await first.manager.saveConsents('custom');
    first.manager.destroy();
    const { manager } = await startManager(
      { consentCategories: categories, services: [META, PLAUSIBLE] },
      { localStorage },
    );
    expect(manager.getState().showPopup).to.equal(false);
    expect(manager.getState().serviceConsents).to.deep.equal({ meta: false, plausible: true });
  });

  it('reads a c15t 1.7 record as before on a site without services', async () => {
    const localStorage = new MemoryStorage();
    localStorage.setItem(KEY, c15tRecord(true));
    const { manager } = await startManager({ consentCategories: categories }, { localStorage });
    expect(manager.getState().consents.marketing).to.equal(true);
    expect(manager.getState().showPopup).to.equal(false);
    expect(manager.getState().serviceConsents).to.deep.equal({});
  });

  it('a c15t 1.7 record that refused marketing still counts on a site declaring marketing services', async () => {
    const localStorage = new MemoryStorage();
    localStorage.setItem(KEY, c15tRecord(false));
    const { manager } = await startManager({ consentCategories: categories, services: [YOUTUBE] }, { localStorage });
    expect(manager.getState().showPopup).to.equal(false);
    expect(manager.getState().consentInfo?.type).to.equal('necessary');
    expect(manager.getState().serviceConsents).to.deep.equal({ youtube: false });
  });

  it('a c15t 1.7 record that granted marketing asks about its new services, the categories still counting', async () => {
    const localStorage = new MemoryStorage();
    localStorage.setItem(KEY, c15tRecord(true));
    const { manager } = await startManager({ consentCategories: categories, services: [YOUTUBE] }, { localStorage });
    expect(manager.getState().showPopup).to.equal(true);
    expect(manager.has('marketing')).to.equal(true);
    expect(manager.has({ service: 'youtube' })).to.equal(false);
  });
});
