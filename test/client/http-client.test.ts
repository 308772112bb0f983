import { expect } from '@open-wc/testing';
import { createHttpClient } from '../../src/client/http-client';
import { backendRequests, mockBackendURL, scriptBackend } from '../helpers/environment';

/** The option's default (src/core/config.ts); these requests are answered or fail at once. */
const timeoutMs = 5000;
const submission = {
  type: 'cookie_banner' as const,
  domain: 'shop.example',
  preferences: { necessary: true, marketing: true },
  metadata: {
    source: 'consent_widget',
    acceptanceMethod: 'all' as const,
    submissionId: 'sub-1',
    clientTime: '2026-01-01T00:00:00.000Z',
  },
};

/** How late a retry may come on a loaded machine (CI runs three browsers on 2 cores) and still pass. */
const SLACK = 1500;

function client(backendURL: string, fetchImpl: typeof fetch = fetch) {
  return createHttpClient({ backendURL, fetch: fetchImpl, timeoutMs });
}

describe('c15t HTTP client', () => {
  it('sends credentials, a JSON content type and a fresh X-Request-ID per attempt', async () => {
    const url = mockBackendURL();
    const seen: RequestInit[] = [];
    await scriptBackend(url, { 'consent/set': [{ status: 503 }, { status: 200, body: { subjectId: 'sub_1' } }] });
    const result = await client(url, (input, init) => (seen.push(init!), fetch(input, init))).setConsent(submission);
    expect(result).to.deep.equal({ ok: true, data: { subjectId: 'sub_1' } });
    expect(seen.every((init) => init.credentials === 'include')).to.equal(true);
    const requests = await backendRequests(url);
    expect(requests.map((r) => r.path)).to.deep.equal(['consent/set', 'consent/set']);
    expect(requests[0]!.headers['content-type']).to.equal('application/json');
    const ids = requests.map((r) => r.headers['x-request-id']);
    expect(ids[0]).to.match(/^[0-9a-f-]{36}$/);
    expect(ids[0]).to.not.equal(ids[1]);
    expect(requests[1]!.body).to.deep.equal(submission);
  });

  it('GETs /show-consent-banner and POSTs /consent/verify under the backend URL', async () => {
    const url = mockBackendURL();
    const banner = await client(`${url}/`).showConsentBanner();
    expect(banner.ok && banner.data.jurisdiction.code).to.equal('GDPR');
    await client(url).verifyConsent({ type: 'cookie_banner', domain: 'shop.example', preferences: ['marketing'] });
    const requests = await backendRequests(url);
    expect(requests.map((r) => `${r.method} ${r.path}`)).to.deep.equal([
      'GET show-consent-banner',
      'POST consent/verify',
    ]);
  });

  for (const status of [500, 502, 503, 504]) {
    it(`retries a ${status} at most 3 times, 100 ms then doubling, then MAX_RETRIES_EXCEEDED`, async () => {
      const url = mockBackendURL();
      await scriptBackend(url, { 'default:consent/set': { status } });
      const result = await client(url).setConsent(submission);
      expect(result.ok).to.equal(false);
      if (result.ok) return;
      expect(result.error.code).to.equal('MAX_RETRIES_EXCEEDED');
      expect(result.error.status).to.equal(status);
      const times = (await backendRequests(url)).map((r) => r.time);
      expect(times).to.have.length(4);
      const gaps = times.slice(1).map((time, index) => time - times[index]!);
      // The real waits happen between the requests: at least the schedule (the exact schedule is the next test's);
      // the upper bound leaves room for a loaded machine, where a timer or a request can be late by several 100 ms.
      expect(gaps[0]).to.be.within(90, 100 + SLACK);
      expect(gaps[1]).to.be.within(190, 200 + SLACK);
      expect(gaps[2]).to.be.within(390, 400 + SLACK);
    });
  }

  it('waits 100, 200 and 400 ms before the 3 retries, each wait between two attempts', async () => {
    const url = mockBackendURL();
    await scriptBackend(url, { 'default:consent/set': { status: 503 } });
    const steps: string[] = [];
    const fetchImpl: typeof fetch = (input, init) => (steps.push('fetch'), fetch(input, init));
    const sleep = async (ms: number) => void steps.push(`sleep ${ms}`);
    const result = await createHttpClient({ backendURL: url, fetch: fetchImpl, sleep, timeoutMs: 5000 }).setConsent(
      submission,
    );
    expect(result.ok === false && result.error.code).to.equal('MAX_RETRIES_EXCEEDED');
    expect(steps).to.deep.equal(['fetch', 'sleep 100', 'fetch', 'sleep 200', 'fetch', 'sleep 400', 'fetch']);
  });

  for (const status of [400, 401, 403]) {
    it(`never retries a ${status}: API_ERROR with the status`, async () => {
      const url = mockBackendURL();
      await scriptBackend(url, { 'consent/set': [{ status, body: { message: 'no' } }] });
      const result = await client(url).setConsent(submission);
      expect(result.ok === false && result.error).to.include({ code: 'API_ERROR', status });
      expect(await backendRequests(url)).to.have.length(1);
    });
  }

  it('never retries a 404: ENDPOINT_NOT_FOUND', async () => {
    const url = mockBackendURL();
    await scriptBackend(url, { 'consent/set': [{ status: 404 }] });
    const result = await client(url).setConsent(submission);
    expect(result.ok === false && result.error).to.include({ code: 'ENDPOINT_NOT_FOUND', status: 404 });
    expect(await backendRequests(url)).to.have.length(1);
  });

  it('does not retry other statuses such as 418', async () => {
    const url = mockBackendURL();
    await scriptBackend(url, { 'consent/set': [{ status: 418 }] });
    const result = await client(url).setConsent(submission);
    expect(result.ok === false && result.error.code).to.equal('API_ERROR');
    expect(await backendRequests(url)).to.have.length(1);
  });

  it('retries dropped connections and succeeds when the backend answers', async () => {
    const url = mockBackendURL();
    await scriptBackend(url, { 'consent/set': [{ drop: true }, { drop: true }, { status: 200, body: { ok: 1 } }] });
    const result = await client(url).setConsent(submission);
    expect(result).to.deep.equal({ ok: true, data: { ok: 1 } });
    expect(await backendRequests(url)).to.have.length(3);
  });

  it('reports NETWORK_ERROR (inside MAX_RETRIES_EXCEEDED) when the network never answers', async () => {
    let calls = 0;
    const failing: typeof fetch = async () => {
      calls++;
      throw new TypeError('Failed to fetch');
    };
    const result = await createHttpClient({
      backendURL: '/x',
      fetch: failing,
      sleep: async () => {},
      timeoutMs,
    }).setConsent(submission);
    expect(calls).to.equal(4);
    expect(result.ok === false && result.error.code).to.equal('MAX_RETRIES_EXCEEDED');
    expect(result.ok === false && (result.error.cause as { code: string }).code).to.equal('NETWORK_ERROR');
  });

  it('reports NETWORK_ERROR directly when network retries are off', async () => {
    const failing: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    const result = await createHttpClient({
      backendURL: '/x',
      fetch: failing,
      timeoutMs,
      retry: {
        maxRetries: 3,
        initialDelayMs: 1,
        backoffFactor: 2,
        retryableStatusCodes: [],
        nonRetryableStatusCodes: [],
        retryOnNetworkError: false,
      },
    }).showConsentBanner();
    expect(result.ok === false && result.error.code).to.equal('NETWORK_ERROR');
  });

  it('reports PARSE_ERROR for a body that is not JSON, without retrying', async () => {
    const url = mockBackendURL();
    await scriptBackend(url, { 'show-consent-banner': [{ status: 200, raw: '<html>oops' }] });
    const result = await client(url).showConsentBanner();
    expect(result.ok === false && result.error.code).to.equal('PARSE_ERROR');
    expect(await backendRequests(url)).to.have.length(1);
  });
});
