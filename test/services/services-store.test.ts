import { expect } from '@open-wc/testing';
import { resolveConfig } from '../../src/core/config';
import { ConsentConditionError, ConsentConfigError } from '../../src/core/errors';
import type { ConsentOptions } from '../../src/core/options';
import { startManager } from '../helpers/manager';

const SERVICES: ConsentOptions['services'] = [
  { id: 'youtube', category: 'marketing', name: 'YouTube', hosts: ['youtube.com'], cookies: ['VISITOR_INFO1_LIVE'] },
  { id: 'meta', category: 'marketing', name: 'Meta Pixel', vendor: 'meta-pixel' },
  { id: 'plausible', category: 'measurement', name: 'Plausible' },
  { id: 'cdn', category: 'necessary', name: 'Our CDN' },
];
const options: ConsentOptions = {
  consentCategories: ['necessary', 'measurement', 'marketing'],
  services: SERVICES,
};

const fieldOf = (input: unknown) => {
  try {
    resolveConfig(input);
  } catch (error) {
    expect(error).to.be.instanceOf(ConsentConfigError);
    return (error as ConsentConfigError).field;
  }
  throw new Error('no ConsentConfigError');
};

describe('services option', () => {
  it('resolves the services and drives a service vendor signal by its service', () => {
    const config = resolveConfig(options);
    expect(config.services.map((service) => service.id)).to.deep.equal(['youtube', 'meta', 'plausible', 'cdn']);
    expect(config.consentSignals).to.deep.equal([{ vendor: 'meta-pixel', categories: [{ service: 'meta' }] }]);
    expect(resolveConfig({}).services).to.deep.equal([]);
  });

  it('displays the services categories when consentCategories is not given', () => {
    const config = resolveConfig({ services: [{ id: 'a', category: 'experience', name: 'A' }] });
    expect(config.consentCategories).to.include('experience');
  });

  it('names the bad entry', () => {
    expect(fieldOf({ services: {} })).to.equal('services');
    expect(fieldOf({ services: [{ id: 'Bad Id', category: 'marketing', name: 'x' }] })).to.equal('services[0].id');
    expect(
      fieldOf({
        services: [
          { id: 'a', category: 'marketing', name: 'A' },
          { id: 'a', category: 'marketing', name: 'B' },
        ],
      }),
    ).to.equal('services[1].id');
    expect(fieldOf({ services: [{ id: 'a', category: 'ads', name: 'A' }] })).to.equal('services[0] ("a").category');
    expect(fieldOf({ services: [{ id: 'a', name: 'A' }] })).to.equal('services[0] ("a").category');
    expect(fieldOf({ services: [{ id: 'a', category: 'marketing' }] })).to.equal('services[0] ("a").name');
    expect(fieldOf({ services: [{ id: 'a', category: 'marketing', name: 'A', vendor: 'acme' }] })).to.equal(
      'services[0] ("a").vendor',
    );
    expect(fieldOf({ services: [{ id: 'a', category: 'marketing', name: 'A', cookies: ['/([/'] }] })).to.equal(
      'services[0] ("a").cookies',
    );
    expect(fieldOf({ services: [{ id: 'a', category: 'marketing', name: 'A', hosts: ['not a host'] }] })).to.equal(
      'services[0] ("a").hosts',
    );
    expect(fieldOf({ services: [{ id: 'a', category: 'marketing', name: 'A', extra: 1 }] })).to.equal(
      'services[0].extra',
    );
    expect(
      fieldOf({
        consentCategories: ['necessary', 'marketing'],
        services: [{ id: 'a', category: 'measurement', name: 'A' }],
      }),
    ).to.equal('services[0] ("a").category');
  });
});

describe('services in the store', () => {
  it('starts with every service following its category: only necessary ones granted', async () => {
    const { manager } = await startManager(options);
    const state = manager.getState();
    expect(state.serviceConsents).to.deep.equal({ youtube: false, meta: false, plausible: false, cdn: true });
    expect(state.selectedServiceConsents).to.deep.equal(state.serviceConsents);
    expect(manager.has({ service: 'cdn' })).to.equal(true);
    expect(manager.has({ or: [{ service: 'youtube' }, 'necessary'] })).to.equal(true);
    expect(() => manager.has({ service: 'nope' })).to.throw(ConsentConditionError);
  });

  it('Accept all grants every service; Reject all refuses every one not necessary', async () => {
    const { manager } = await startManager(options);
    await manager.saveConsents('all');
    expect(manager.getState().serviceConsents).to.deep.equal({ youtube: true, meta: true, plausible: true, cdn: true });
    expect(manager.has({ and: ['marketing', { service: 'meta' }] })).to.equal(true);
    await manager.saveConsents('necessary');
    expect(manager.getState().serviceConsents).to.deep.equal({
      youtube: false,
      meta: false,
      plausible: false,
      cdn: true,
    });
  });

  it("ties a category's switch to its services, both ways", async () => {
    const { manager } = await startManager(options);
    manager.setSelectedConsent('marketing', true);
    expect(manager.getState().selectedServiceConsents).to.include({ youtube: true, meta: true, plausible: false });
    manager.setSelectedServiceConsent('youtube', false);
    expect(manager.getState().selectedConsents.marketing).to.equal(true);
    manager.setSelectedServiceConsent('meta', false);
    expect(manager.getState().selectedConsents.marketing).to.equal(false); // the last one off
    manager.setSelectedServiceConsent('meta', true);
    expect(manager.getState().selectedConsents.marketing).to.equal(true);
    manager.setSelectedServiceConsent('cdn', false); // necessary: locked
    expect(manager.getState().selectedServiceConsents.cdn).to.equal(true);
    await manager.saveConsents('custom');
    expect(manager.getState().consents.marketing).to.equal(true);
    expect(manager.getState().serviceConsents).to.include({ youtube: false, meta: true });
    expect(manager.has({ service: 'youtube' })).to.equal(false);
    expect(manager.has('marketing')).to.equal(true);
  });

  it('setServiceConsent grants a refused category with only that service on, and saves', async () => {
    const { manager, storage } = await startManager(options);
    await manager.saveConsents('necessary');
    await manager.setServiceConsent('youtube', true);
    const state = manager.getState();
    expect(state.consents.marketing).to.equal(true);
    expect(state.serviceConsents).to.include({ youtube: true, meta: false, plausible: false });
    expect(state.consentInfo?.type).to.equal('custom');
    const stored = JSON.parse(storage.getItem('privacy-consent-storage')!);
    expect(stored.services).to.deep.equal({ youtube: true, meta: false, plausible: false, cdn: true });
    await manager.setServiceConsent('meta', true);
    expect(manager.getState().serviceConsents).to.include({ youtube: true, meta: true });
    await manager.setServiceConsent('youtube', false);
    await manager.setServiceConsent('meta', false);
    expect(manager.getState().consents.marketing).to.equal(false);
  });

  it('a site without services keeps the stored record as it was', async () => {
    const { manager, storage } = await startManager({});
    await manager.saveConsents('all');
    expect(JSON.parse(storage.getItem('privacy-consent-storage')!)).not.to.have.property('services');
    expect(manager.getState().serviceConsents).to.deep.equal({});
  });
});
