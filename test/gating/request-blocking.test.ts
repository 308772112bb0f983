import { expect, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import { resolveConfig } from '../../src/core/config';
import { createConsentManager } from '../../src/page/create-consent-manager';
import { requestBlocking } from '../../src/gating/request-blocking';
import { startManager } from '../helpers/manager';
import { MemoryStorage, testEnvironment } from '../helpers/environment';

// Tracking URLs never leave the browser: the transports are sinon stubs installed before the blocker wraps them.
const GA = 'https://www.google-analytics.com/g/collect?v=2';
const otherHost = location.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
const ALL_GRANTED = JSON.stringify({
  consents: { necessary: true, functionality: true, experience: true, measurement: true, marketing: true },
  consentInfo: { time: Date.now(), type: 'all' },
});

function blockedUrls(): { urls: string[]; stop: () => void } {
  const urls: string[] = [];
  const listener = (event: Event) => urls.push((event as CustomEvent).detail.url);
  window.addEventListener('ConsentBlockedRequest', listener);
  return { urls, stop: () => window.removeEventListener('ConsentBlockedRequest', listener) };
}

describe('request blocking feature', () => {
  afterEach(() => sinon.restore());

  it('is on without trackingBlockerConfig: installed synchronously, a fetch to a tracking host rejects', async () => {
    const transport = sinon.stub(window, 'fetch').resolves(new Response('{}'));
    sinon.stub(console, 'warn');
    const blocked = blockedUrls();
    try {
      const manager = createConsentManager(resolveConfig({}), testEnvironment(), [requestBlocking]);
      // Before any await: a page script running right after ours is already covered.
      expect(window.fetch).to.not.equal(transport);
      const error = await window.fetch(GA).then(
        () => null,
        (e: Error) => e,
      );
      expect(error).to.be.instanceOf(TypeError);
      expect(error!.message).to.equal(`Request to ${GA} blocked due to missing consent`);
      expect(blocked.urls).to.deep.equal([GA]);
      expect(transport.called).to.equal(false);
      await manager.ready;
      await manager.setConsent('measurement', true);
      await window.fetch(GA);
      expect(transport.calledOnceWith(GA)).to.equal(true);
      manager.destroy();
      expect(window.fetch).to.equal(transport);
    } finally {
      blocked.stop();
    }
  });

  it('is not installed when managed scripts are configured without trackingBlockerConfig', async () => {
    const original = window.fetch;
    const scripts = [{ id: 'a', category: 'measurement' as const, callbackOnly: true }];
    const { manager } = await startManager({ scripts }, {}, [requestBlocking]);
    expect(window.fetch).to.equal(original);
    manager.destroy();
    const both = await startManager({ scripts, trackingBlockerConfig: {} }, {}, [requestBlocking]);
    expect(window.fetch).to.not.equal(original);
    both.manager.destroy();
    expect(window.fetch).to.equal(original);
  });

  it('is not installed with disableAutomaticBlocking and no hosts of its own', async () => {
    const original = window.fetch;
    await startManager({ trackingBlockerConfig: { disableAutomaticBlocking: true } }, {}, [requestBlocking]);
    expect(window.fetch).to.equal(original);
  });

  it('lets every request through untouched while every category is granted', async () => {
    const transport = sinon.stub(window, 'fetch').resolves(new Response('{}'));
    const storage = new MemoryStorage();
    storage.setItem('privacy-consent-storage', ALL_GRANTED);
    await startManager({}, { localStorage: storage }, [requestBlocking]);
    await window.fetch(GA, { method: 'POST' });
    expect(transport.calledOnceWith(GA, { method: 'POST' })).to.equal(true);
  });

  it('holds an XHR sent before the host table arrived, then fails it like a network error', async () => {
    const send = sinon.stub(XMLHttpRequest.prototype, 'send');
    sinon.stub(console, 'warn');
    const blocked = blockedUrls();
    try {
      const manager = createConsentManager(resolveConfig({}), testEnvironment(), [requestBlocking]);
      const xhr = new XMLHttpRequest();
      xhr.open('POST', GA);
      const events: string[] = [];
      for (const type of ['error', 'loadend']) xhr.addEventListener(type, () => events.push(type));
      xhr.send('payload');
      await waitUntil(() => events.includes('loadend'), 'the refused XHR did not end');
      expect(events).to.deep.equal(['error', 'loadend']);
      expect(xhr.readyState).to.equal(XMLHttpRequest.DONE);
      expect(send.called).to.equal(false);
      expect(blocked.urls).to.deep.equal([GA]);
      manager.destroy();
    } finally {
      blocked.stop();
    }
  });

  it('follows a domainMap of its own, and restores fetch when disposed', async () => {
    const original = window.fetch;
    const { manager } = await startManager({ trackingBlockerConfig: { domainMap: { [otherHost]: 'marketing' } } }, {}, [
      requestBlocking,
    ]);
    const other = `${location.protocol}//${otherHost}:${location.port}/mock-api/x/consent/verify`;
    const blocked = blockedUrls();
    sinon.stub(console, 'warn');
    try {
      const error = await fetch(other).then(
        () => null,
        (e: Error) => e,
      );
      expect(error?.message).to.equal(`Request to ${other} blocked due to missing consent`);
      expect(blocked.urls).to.deep.equal([other]);
      await manager.setConsent('marketing', true);
      const allowed = await fetch(other, { mode: 'no-cors' }).then(
        () => 'sent',
        () => 'failed',
      );
      expect(allowed).to.equal('sent');
    } finally {
      blocked.stop();
      manager.destroy();
    }
    expect(window.fetch).to.equal(original);
  });
});
