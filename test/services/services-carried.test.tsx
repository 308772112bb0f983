import { expect, waitUntil } from '@open-wc/testing';
import { act } from 'react';
import type { ConsentChangeDetail } from '../../src/core/events';
import type { ConsentOptions } from '../../src/core/options';
import { ConsentManagerProvider, Frame, useConsentManager, type ConsentManagerValue } from '../../src/react-api/index';
import { parseConsentCookie } from '../../src/server/index';
import { getConsentManager, resetConsentManagerForTests } from '../../src/page/singleton';
import { backendRequests, MemoryStorage, memoryCookies, mockBackendURL } from '../helpers/environment';
import { startManager } from '../helpers/manager';
import { freshPageStore, render } from '../react-api/render';

const SERVICES: ConsentOptions['services'] = [
  { id: 'youtube', category: 'marketing', name: 'YouTube' },
  { id: 'meta', category: 'marketing', name: 'Meta Pixel' },
  { id: 'plausible', category: 'measurement', name: 'Plausible' },
];
const options: ConsentOptions = { consentCategories: ['necessary', 'measurement', 'marketing'], services: SERVICES };
const KEY = 'privacy-consent-storage';

describe('everything that carries a decision carries the services', () => {
  it('consent-change carries services and changedServices', async () => {
    const { manager } = await startManager(options, { document });
    const details: ConsentChangeDetail[] = [];
    const listener = (event: Event) => details.push((event as CustomEvent<ConsentChangeDetail>).detail);
    document.addEventListener('consent-change', listener);
    try {
      await manager.saveConsents('all');
      await manager.setServiceConsent('meta', false);
    } finally {
      document.removeEventListener('consent-change', listener);
    }
    expect(details[0].services).to.deep.equal({ youtube: true, meta: true, plausible: true });
    expect(details[0].changedServices).to.deep.equal(['youtube', 'meta', 'plausible']);
    expect(details[1].services).to.deep.equal({ youtube: true, meta: false, plausible: true });
    expect(details[1].changed).to.deep.equal([]);
    expect(details[1].changedServices).to.deep.equal(['meta']);
  });

  it("each submission's preferences carry one service:<id> key per declared service", async () => {
    const backendURL = mockBackendURL();
    const { manager } = await startManager({ ...options, mode: 'c15t', backendURL });
    await manager.setServiceConsent('youtube', true);
    const posts = (await backendRequests(backendURL)).filter((request) => request.method === 'POST');
    const { preferences } = posts.at(-1)!.body as { preferences: Record<string, boolean> };
    expect(preferences).to.include({
      marketing: true,
      measurement: false,
      'service:youtube': true,
      'service:meta': false,
      'service:plausible': false,
    });
  });

  it('the cookie mirror carries the refused services of granted categories; parseConsentCookie reads them', async () => {
    const cookies = memoryCookies();
    const { manager } = await startManager({ ...options, cookie: {} }, { cookies });
    await manager.saveConsents('all');
    await manager.setServiceConsent('meta', false);
    const parsed = parseConsentCookie(cookies.get())!;
    expect(parsed.consents.marketing).to.equal(true);
    expect(parsed.services).to.deep.equal({ meta: false });
    // A subdomain with only the cookie reads the same services.
    const other = await startManager({ ...options, cookie: {} }, { cookies, localStorage: new MemoryStorage() });
    expect(other.manager.getState().serviceConsents).to.deep.equal({ youtube: true, meta: false, plausible: true });
    expect(other.manager.getState().showPopup).to.equal(false);
  });

  it('keeps the categories only when the services do not fit in 400 bytes: services null, none reported granted', async () => {
    const many = Array.from({ length: 60 }, (_, index) => ({
      id: `a-rather-long-service-id-${index}`,
      category: 'marketing' as const,
      name: `S${index}`,
    }));
    const cookies = memoryCookies();
    const { manager } = await startManager({ ...options, services: many, cookie: {} }, { cookies });
    manager.setSelectedConsent('marketing', true);
    for (let index = 1; index < 60; index++)
      manager.setSelectedServiceConsent(`a-rather-long-service-id-${index}`, false);
    await manager.saveConsents('custom');
    const value = /consent-elements=([^;]*)/.exec(cookies.get())![1];
    expect(value.length).to.be.at.most(400);
    expect(parseConsentCookie(cookies.get())!.services).to.equal(null);
    expect(parseConsentCookie(cookies.get())!.consents.marketing).to.equal(true);
    const other = await startManager({ ...options, services: many, cookie: {} }, { cookies });
    expect(other.manager.has({ service: 'a-rather-long-service-id-1' })).to.equal(false);
  });

  it("follows another tab's service choices", async () => {
    const storage = new MemoryStorage();
    const view = new EventTarget();
    const doc = { defaultView: view, addEventListener() {}, dispatchEvent: () => true } as unknown as Document;
    const { manager } = await startManager(options, { localStorage: storage, document: doc });
    const writer = await startManager(options, { localStorage: new MemoryStorage() });
    await writer.manager.saveConsents('all');
    await writer.manager.setServiceConsent('youtube', false);
    const written = writer.storage.getItem(KEY)!;
    storage.setItem(KEY, written);
    view.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: written }));
    expect(manager.getState().serviceConsents).to.deep.equal({ youtube: false, meta: true, plausible: true });
  });
});

describe('React API and services', () => {
  beforeEach(freshPageStore);
  afterEach(() => resetConsentManagerForTests());

  it('useConsentManager carries the service fields and actions; Frame takes service', async () => {
    let value: ConsentManagerValue | undefined;
    function Probe() {
      value = useConsentManager();
      return <output>{JSON.stringify(value.serviceConsents)}</output>;
    }
    const { host } = render(
      <ConsentManagerProvider options={options}>
        <Probe />
        <Frame service="youtube">
          <p id="content">Video</p>
        </Frame>
      </ConsentManagerProvider>,
    );
    await waitUntil(() => value?.isReady, 'not ready');
    expect(value!.serviceConsents).to.deep.equal({ youtube: false, meta: false, plausible: false });
    expect(value!.selectedServiceConsents).to.deep.equal(value!.serviceConsents);
    const frame = host.querySelector('consent-frame')!;
    expect(frame.getAttribute('service')).to.equal('youtube');
    await act(() => value!.setServiceConsent('youtube', true));
    expect(value!.serviceConsents).to.deep.equal({ youtube: true, meta: false, plausible: false });
    await waitUntil(() => frame.hasAttribute('granted'), 'frame not granted', { timeout: 3000 });
    act(() => value!.setSelectedServiceConsent('meta', true));
    expect(value!.selectedServiceConsents.meta).to.equal(true);
    expect(getConsentManager().getState().selectedServiceConsents.meta).to.equal(true);
  });
});
