import { expect, waitUntil } from '@open-wc/testing';
import { requestBlocking } from '../../src/gating/request-blocking';
import { startManager } from '../helpers/manager';

describe('request blocking feature', () => {
  it('is installed only with trackingBlockerConfig, follows consent, and restores fetch when disposed', async () => {
    const original = window.fetch;
    const plain = await startManager({}, {}, [requestBlocking]);
    expect(window.fetch).to.equal(original);
    plain.manager.destroy();

    const { manager } = await startManager({ trackingBlockerConfig: { domainMap: { [location.hostname === 'localhost' ? '127.0.0.1' : 'localhost']: 'marketing' } } }, {}, [requestBlocking]);
    await waitUntil(() => window.fetch !== original, 'blocker not installed');
    const other = `${location.protocol}//${location.hostname === 'localhost' ? '127.0.0.1' : 'localhost'}:${location.port}/mock-api/x/consent/verify`;
    const blocked: string[] = [];
    const onBlocked = (event: Event) => blocked.push((event as CustomEvent).detail.url);
    window.addEventListener('ConsentBlockedRequest', onBlocked);
    try {
      const error = await fetch(other).then(() => null, (e: Error) => e);
      expect(error?.message).to.equal(`Request to ${other} blocked due to missing consent`);
      expect(blocked).to.deep.equal([other]);
      await manager.setConsent('marketing', true);
      const allowed = await fetch(other, { mode: 'no-cors' }).then(() => 'sent', () => 'failed');
      expect(allowed).to.equal('sent');
    } finally {
      window.removeEventListener('ConsentBlockedRequest', onBlocked);
      manager.destroy();
    }
    expect(window.fetch).to.equal(original);
  });
});
