import { expect } from '@open-wc/testing';
import type { ConsentChangeDetail } from '../../src/core/events';
import { mockBackendURL, scriptBackend } from '../helpers/environment';
import { startManager } from '../helpers/manager';

function record(target: EventTarget, names: string[]) {
  const events: CustomEvent[] = [];
  for (const name of names) target.addEventListener(name, (event) => events.push(event as CustomEvent));
  return events;
}

describe('event bridge', () => {
  it('dispatches consent-ready once with the initial state', async () => {
    const target = new EventTarget();
    const events = record(target, ['consent-ready']);
    const { manager } = await startManager({}, { document: target as Document });
    manager.setIsPrivacyDialogOpen(true);
    expect(events).to.have.length(1);
    expect(events[0]!.detail).to.deep.equal({
      consents: manager.getState().consents,
      consentInfo: null,
      showPopup: true,
    });
    expect(events[0]!.bubbles && events[0]!.composed).to.equal(true);
  });

  it('dispatches consent-change once per decision with what changed, and on reset', async () => {
    const target = new EventTarget();
    const events = record(target, ['consent-change']);
    const consentSet: unknown[] = [];
    const { manager } = await startManager(
      { consentCategories: ['measurement', 'marketing'], callbacks: { onConsentSet: (info) => consentSet.push(info) } },
      { document: target as Document },
    );
    await manager.saveConsents('all');
    await manager.saveConsents('all');
    manager.resetConsents();
    const details = events.map((event) => event.detail as ConsentChangeDetail);
    expect(details.map((d) => d.type)).to.deep.equal(['all', 'all', 'reset']);
    expect(details[0]!.changed).to.deep.equal(['measurement', 'marketing']);
    expect(details[0]!.previous.marketing).to.equal(false);
    expect(details[1]!.changed).to.deep.equal([]);
    expect(details[2]!.changed).to.deep.equal(['measurement', 'marketing']);
    expect(consentSet).to.have.length(1 + 3);
  });

  it('gives each event a fresh copy: mutating a detail changes nothing', async () => {
    const target = new EventTarget();
    const details: ConsentChangeDetail[] = [];
    target.addEventListener('consent-change', (event) => {
      const detail = (event as CustomEvent<ConsentChangeDetail>).detail;
      details.push(detail);
      detail.consents.marketing = false;
      detail.previous.necessary = false;
    });
    const { manager } = await startManager({}, { document: target as Document });
    await manager.saveConsents('all');
    await manager.saveConsents('all');
    expect(manager.getState().consents).to.include({ marketing: true, necessary: true });
    expect(details[0]).to.not.equal(details[1]);
    expect(details[1]!.previous.marketing).to.equal(true);
  });

  it('dispatches consent-banner-fetched and calls onBannerFetched', async () => {
    const url = mockBackendURL();
    const target = new EventTarget();
    const events = record(target, ['consent-banner-fetched']);
    const fetched: unknown[] = [];
    await startManager(
      { backendURL: url, callbacks: { onBannerFetched: (info) => fetched.push(info) } },
      { document: target as Document },
    );
    expect(events).to.have.length(1);
    expect(events[0]!.detail).to.deep.equal({
      showConsentBanner: true,
      jurisdiction: { code: 'GDPR', message: 'GDPR or equivalent regulations require a cookie banner.' },
      location: { countryCode: 'DE', regionCode: null },
    });
    expect(fetched).to.have.length(1);
  });

  it('reports a failed banner fetch, then behaves as offline', async () => {
    const url = mockBackendURL();
    await scriptBackend(url, { 'show-consent-banner': [{ status: 404 }] });
    const target = new EventTarget();
    const events = record(target, ['consent-error', 'consent-banner-fetched']);
    const errors: unknown[] = [];
    const { manager } = await startManager(
      { backendURL: url, callbacks: { onError: (e) => errors.push(e) } },
      { document: target as Document },
    );
    expect(events.map((e) => [e.type, e.detail])).to.deep.equal([
      ['consent-error', { code: 'ENDPOINT_NOT_FOUND', message: 'Failed to fetch consent banner info' }],
    ]);
    expect(errors).to.deep.equal([{ error: 'Failed to fetch consent banner info', code: 'ENDPOINT_NOT_FOUND' }]);
    expect(manager.getState().showPopup).to.equal(true);
    expect(manager.getState().hasFetchedBanner).to.equal(false);
  });

  it('reports HANDLER_ERROR from a throwing custom handler, and a callback that throws never breaks the page', async () => {
    const target = new EventTarget();
    const events = record(target, ['consent-error']);
    const { manager } = await startManager(
      {
        mode: 'custom',
        endpointHandlers: {
          showConsentBanner: () => {
            throw new Error('x');
          },
          setConsent: () => {
            throw new Error('y');
          },
        },
        callbacks: {
          onConsentSet: () => {
            throw new Error('callback bug');
          },
        },
      },
      { document: target as Document, sleep: async () => {} },
    );
    await manager.saveConsents('all');
    expect(events.map((e) => e.detail.code)).to.deep.equal(['HANDLER_ERROR', 'HANDLER_ERROR']);
    expect(events.map((e) => e.detail.message)).to.deep.equal([
      'Failed to fetch consent banner info',
      'Failed to save consents',
    ]);
    expect(manager.getState().consents.marketing).to.equal(true);
  });
});
