import { expect } from '@open-wc/testing';
import { createCustomClient } from '../../src/client/custom-client';
import { resolveConfig } from '../../src/core/config';
import { createClient } from '../../src/core/create-client';
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
