import { expect } from '@open-wc/testing';
import { createCustomClient } from '../../src/client/custom-client';
import { resolveConfig } from '../../src/core/config';
import { createClient } from '../../src/client/create-client';
import { testEnvironment } from '../helpers/environment';

const submission = {
  type: 'cookie_banner' as const, domain: 'd', preferences: { necessary: true },
  metadata: { source: 'consent_widget', acceptanceMethod: 'necessary' as const },
};

describe('custom mode client', () => {
  it('passes the payload to the handler and returns its answer', async () => {
    const received: unknown[] = [];
    const client = createCustomClient({
      showConsentBanner: async () => ({ showConsentBanner: true, jurisdiction: { code: 'GDPR', message: '' }, location: { countryCode: 'DE', regionCode: null } }),
      setConsent: async (body) => { received.push(body); return { subjectId: 's' }; },
      verifyConsent: () => ({ isValid: true }),
    });
    expect(await client.setConsent(submission)).to.deep.equal({ ok: true, data: { subjectId: 's' } });
    expect(received).to.deep.equal([submission]);
    expect(await client.verifyConsent({ type: 'cookie_banner', domain: 'd', preferences: [] })).to.deep.equal({ ok: true, data: { isValid: true } });
  });

  it('turns a throwing or rejecting handler into HANDLER_ERROR', async () => {
    const client = createCustomClient({
      showConsentBanner: () => { throw new Error('boom'); },
      setConsent: () => Promise.reject(new Error('down')),
      verifyConsent: () => null,
    });
    const banner = await client.showConsentBanner();
    expect(banner.ok === false && banner.error).to.include({ code: 'HANDLER_ERROR', message: 'The showConsentBanner handler failed: boom' });
    const set = await client.setConsent(submission);
    expect(set.ok === false && set.error.code).to.equal('HANDLER_ERROR');
  });

  it("understands c15t's response context { data, error, ok }", async () => {
    const client = createCustomClient({
      showConsentBanner: () => ({ data: null, ok: false, error: { message: 'nope', status: 500 } }),
      setConsent: () => ({ data: { id: 'c1' }, ok: true, error: null }),
      verifyConsent: () => null,
    } as never);
    const banner = await client.showConsentBanner();
    expect(banner.ok === false && banner.error).to.include({ code: 'HANDLER_ERROR', message: 'nope' });
    expect(await client.setConsent(submission)).to.deep.equal({ ok: true, data: { id: 'c1' } });
  });

  it('answers ENDPOINT_NOT_FOUND for a handler the site did not supply', async () => {
    const client = createClient(resolveConfig({ mode: 'custom', endpointHandlers: { setConsent: () => null } }), testEnvironment());
    const banner = await client.showConsentBanner();
    expect(banner.ok === false && banner.error.code).to.equal('ENDPOINT_NOT_FOUND');
  });
});

describe('backend client loaded on demand', () => {
  it('answers NETWORK_ERROR, never throws, when its code cannot load (so the decision is queued, not lost)', async () => {
    const config = resolveConfig({ backendURL: '/api/c15t' });
    const client = createClient(config, testEnvironment(), () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const saved = await client.setConsent(submission);
    expect(saved.ok).to.equal(false);
    expect(saved.ok === false && saved.error.code).to.equal('NETWORK_ERROR');
    const banner = await client.showConsentBanner();
    expect(banner.ok === false && banner.error.message).to.equal('Failed to load the consent backend client');
  });

  it("reads a custom handler's banner answer defensively", async () => {
    const config = resolveConfig({ mode: 'custom', endpointHandlers: { showConsentBanner: () => 'not an answer', setConsent: () => null, verifyConsent: () => null } });
    const banner = await createClient(config, testEnvironment()).showConsentBanner();
    expect(banner.ok === false && banner.error.code).to.equal('PARSE_ERROR');
  });
});
