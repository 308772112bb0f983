import { expect, waitUntil } from '@open-wc/testing';
import { createCustomClient } from '../../src/client/custom-client';
import { resolveConfig } from '../../src/core/config';
import { createClient } from '../../src/client/create-client';
import { testEnvironment } from '../helpers/environment';
import { startManager } from '../helpers/manager';

const submission = {
  type: 'cookie_banner' as const,
  domain: 'd',
  preferences: { necessary: true },
  metadata: {
    source: 'consent_widget',
    acceptanceMethod: 'necessary' as const,
    submissionId: 'sub-1',
    clientTime: '2026-01-01T00:00:00.000Z',
  },
};

describe('custom mode client', () => {
  it('calls the handlers as c15t 1.x does ({ body }) and returns their answer', async () => {
    const received: unknown[] = [];
    const client = createCustomClient({
      showConsentBanner: async () => ({
        showConsentBanner: true,
        jurisdiction: { code: 'GDPR', message: '' },
        location: { countryCode: 'DE', regionCode: null },
      }),
      setConsent: async (options) => {
        received.push(options);
        return { subjectId: 's' };
      },
      verifyConsent: (options) => (received.push(options), { isValid: true }),
    });
    expect(await client.setConsent(submission)).to.deep.equal({ ok: true, data: { subjectId: 's' } });
    expect(await client.verifyConsent({ type: 'cookie_banner', domain: 'd', preferences: [] })).to.deep.equal({
      ok: true,
      data: { isValid: true },
    });
    expect(received).to.deep.equal([
      { body: submission },
      { body: { type: 'cookie_banner', domain: 'd', preferences: [] } },
    ]);
  });

  it('turns a throwing or rejecting handler into HANDLER_ERROR', async () => {
    const client = createCustomClient({
      showConsentBanner: () => {
        throw new Error('boom');
      },
      setConsent: () => Promise.reject(new Error('down')),
      verifyConsent: () => null,
    });
    const banner = await client.showConsentBanner();
    expect(banner.ok === false && banner.error).to.include({
      code: 'HANDLER_ERROR',
      message: 'The showConsentBanner handler failed: boom',
    });
    const set = await client.setConsent(submission);
    expect(set.ok === false && set.error.code).to.equal('HANDLER_ERROR');
  });

  it("keeps a handler's own error code (thrown or in c15t's response context)", async () => {
    const client = createCustomClient({
      showConsentBanner: () => {
        throw Object.assign(new Error('quota'), { code: 'RATE_LIMITED' });
      },
      setConsent: () => ({ data: null, ok: false, error: { message: 'no', code: 'MY_BACKEND_DOWN', status: 503 } }),
      verifyConsent: () => null,
    } as never);
    const banner = await client.showConsentBanner();
    expect(banner.ok === false && banner.error).to.include({ code: 'RATE_LIMITED', message: 'quota' });
    const set = await client.setConsent(submission);
    expect(set.ok === false && set.error).to.include({ code: 'MY_BACKEND_DOWN', message: 'no', status: 503 });
  });

  it('a failing showConsentBanner handler hides the popup (c15t 1.x), reporting the error', async () => {
    const errors: string[] = [];
    const { manager } = await startManager({
      mode: 'custom',
      callbacks: { onError: (error) => errors.push(error.code) },
      endpointHandlers: {
        showConsentBanner: () => Promise.reject(new Error('down')),
        setConsent: () => null,
        verifyConsent: () => null,
      },
    });
    expect(manager.getState().showPopup).to.equal(false);
    expect(manager.getState().consentInfo).to.equal(null);
    expect(manager.has('marketing')).to.equal(false);
    expect(errors).to.deep.equal(['HANDLER_ERROR']);
  });

  it("state.locationInfo carries the jurisdiction beside the location (c15t 1.7's shape)", async () => {
    const { manager } = await startManager({
      mode: 'custom',
      endpointHandlers: {
        showConsentBanner: () => ({
          showConsentBanner: true,
          jurisdiction: { code: 'GDPR', message: 'GDPR applies' },
          location: { countryCode: 'DE', regionCode: 'BE' },
        }),
        setConsent: () => null,
        verifyConsent: () => null,
      },
    });
    expect(manager.getState().locationInfo).to.deep.equal({
      countryCode: 'DE',
      regionCode: 'BE',
      jurisdiction: 'GDPR',
      jurisdictionMessage: 'GDPR applies',
    });
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

  it('a handler answering { ok: false, error } without data failed (c15t 1.x reads ok alone)', async () => {
    const client = createCustomClient({
      showConsentBanner: () => ({ ok: false, error: { message: 'down' } }),
      setConsent: () => ({ ok: false, error: { message: 'API request failed' } }),
      verifyConsent: () => ({ ok: false }),
    } as never);
    const banner = await client.showConsentBanner();
    expect(banner.ok === false && banner.error).to.include({ code: 'HANDLER_ERROR', message: 'down' });
    const set = await client.setConsent(submission);
    expect(set.ok === false && set.error).to.include({ code: 'HANDLER_ERROR', message: 'API request failed' });
    const verify = await client.verifyConsent({ type: 'cookie_banner', domain: 'd', preferences: [] });
    expect(verify.ok).to.equal(false);
  });

  it('a decision whose setConsent handler answers { ok: false } is reported as not saved', async () => {
    const errors: Array<{ error: string; code: string }> = [];
    const { manager } = await startManager({
      mode: 'custom',
      callbacks: { onError: (error) => errors.push(error) },
      endpointHandlers: {
        showConsentBanner: () => ({
          showConsentBanner: true,
          jurisdiction: { code: 'GDPR', message: '' },
          location: { countryCode: null, regionCode: null },
        }),
        setConsent: () => ({ ok: false, error: { message: 'API request failed' } }) as never,
        verifyConsent: () => null,
      },
    });
    await manager.saveConsents('all');
    await waitUntil(() => !manager.getState().isSaving);
    expect(errors.map((error) => [error.code, error.error])).to.deep.include([
      'HANDLER_ERROR',
      'Failed to save consents',
    ]);
  });

  it('answers ENDPOINT_NOT_FOUND for a handler the site did not supply', async () => {
    const client = createClient(
      resolveConfig({ mode: 'custom', endpointHandlers: { setConsent: () => null } }),
      testEnvironment(),
    );
    const banner = await client.showConsentBanner();
    expect(banner.ok === false && banner.error.code).to.equal('ENDPOINT_NOT_FOUND');
  });
});

describe('backend client loaded on demand', () => {
  it('answers NETWORK_ERROR, never throws, when its code cannot load (so the decision is queued, not lost)', async () => {
    const config = resolveConfig({ backendURL: '/api/c15t' });
    const client = createClient(config, testEnvironment(), () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const saved = await client.setConsent(submission);
    expect(saved.ok).to.equal(false);
    expect(saved.ok === false && saved.error.code).to.equal('NETWORK_ERROR');
    const banner = await client.showConsentBanner();
    expect(banner.ok === false && banner.error.message).to.equal('Failed to load the consent backend client');
  });

  it("reads a custom handler's banner answer defensively", async () => {
    const config = resolveConfig({
      mode: 'custom',
      endpointHandlers: { showConsentBanner: () => 'not an answer', setConsent: () => null, verifyConsent: () => null },
    });
    const banner = await createClient(config, testEnvironment()).showConsentBanner();
    expect(banner.ok === false && banner.error.code).to.equal('PARSE_ERROR');
  });
});

describe("verifyConsent under this browser's subject", () => {
  it('sends the newest subject id from the receipts, and none before there is one', async () => {
    const bodies: unknown[] = [];
    const { manager, storage } = await startManager({
      mode: 'custom',
      endpointHandlers: {
        showConsentBanner: () => ({
          showConsentBanner: true,
          jurisdiction: { code: 'GDPR', message: '' },
          location: { countryCode: 'DE', regionCode: null },
        }),
        setConsent: () => ({ subjectId: 'sub-new', consentId: 'c-1' }),
        verifyConsent: ({ body }) => (bodies.push(body), { isValid: true }),
      },
    });
    await manager.verifyConsent(['marketing']);
    await manager.saveConsents('all');
    const newest = JSON.parse(storage.getItem('consent-elements-receipts')!).at(-1);
    expect(newest).to.include({ subjectId: 'sub-new', consentId: 'c-1' });
    await manager.verifyConsent(['marketing']);
    expect(bodies).to.have.length(2);
    expect(bodies[0]).to.not.have.property('subjectId');
    expect(bodies[1]).to.deep.include({ type: 'cookie_banner', preferences: ['marketing'], subjectId: 'sub-new' });
  });
});
