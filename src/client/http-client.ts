import type { ConsentErrorDetail } from '../core/errors';
import { randomId } from '../core/random-id';
import { toJson } from '../core/safe-json';
import { DEFAULT_RETRY_POLICY, isRetryable, isSubjectRejected, retryDelay, type RetryPolicy } from './retry';
import { boundedFetch, MAX_ANSWER_BYTES } from './bounded-fetch';
import type { ClientResult, ConsentClient } from '../core/backend-types';

interface HttpClientOptions {
  backendURL: string;
  fetch: typeof fetch;
  retry?: RetryPolicy;
  /** Injected for tests; defaults to setTimeout. */
  sleep?: (ms: number) => Promise<void>;
  /**
   * A request not answered within this many ms is a network error: the resolved `requestTimeoutMs` (its default in
   * core/config.ts).
   */
  timeoutMs: number;
  /** Extra headers for every request (for example the visitor's country in the demo). */
  headers?: Record<string, string>;
}

const TIMEOUT = 'timeout';
const timedOut = (error: ConsentErrorDetail) => error.cause === TIMEOUT;
/** A retry's timeout grows at most to this many times `requestTimeoutMs`. */
const MAX_PATIENCE = 4;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** c15t mode: the backend's three endpoints over fetch, with spec section 9's retries. */
export function createHttpClient(options: HttpClientOptions): ConsentClient {
  const policy = options.retry ?? DEFAULT_RETRY_POLICY;
  const sleep = options.sleep ?? wait;
  const base = options.backendURL.replace(/\/+$/, '');
  // Unbound, so a plain `fetch` passed in is not called with the options object as `this` (Illegal invocation).
  const send = options.fetch;
  const { timeoutMs } = options;
  // A backend slower than the timeout gets a longer one on each retry (up to MAX_PATIENCE times the option), and the
  // requests after one that needed longer start from there: a slow backend is answered, not asked again and again.
  let patience = timeoutMs;

  // `retryTimeout: false`: a request that timed out is not repeated
  // (the banner info: a first visitor waits at most once).
  async function request<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    retryTimeout = true,
  ): Promise<ClientResult<T>> {
    let last: ConsentErrorDetail | undefined;
    let limit = retryTimeout ? patience : timeoutMs;
    for (let retry = 0; ; retry++) {
      const outcome = await attempt<T>(method, `${base}${path}`, body, limit);
      if (outcome.ok) {
        if (retryTimeout) patience = Math.max(patience, limit);
        return outcome;
      }
      last = outcome.error;
      const failure = { status: outcome.error.code === 'NETWORK_ERROR' ? undefined : outcome.error.status };
      const final =
        outcome.error.code === 'PARSE_ERROR' ||
        isSubjectRejected(outcome.error) ||
        (!retryTimeout && timedOut(outcome.error));
      if (final || !isRetryable(failure, policy)) return outcome;
      if (retry >= policy.maxRetries) {
        return {
          ok: false,
          error: {
            code: 'MAX_RETRIES_EXCEEDED',
            message: `Request to ${path} failed after ${policy.maxRetries} retries: ${last.message}`,
            status: last.status,
            cause: last,
          },
        };
      }
      if (timedOut(outcome.error)) limit = Math.min(limit * policy.backoffFactor, timeoutMs * MAX_PATIENCE);
      await sleep(retryDelay(retry, policy));
    }
  }

  async function attempt<T>(method: string, url: string, body: unknown, limit: number): Promise<ClientResult<T>> {
    const outcome = await boundedFetch(
      send,
      url,
      {
        method,
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'X-Request-ID': randomId(), ...options.headers },
        body: body === undefined ? undefined : toJson(body),
      },
      limit,
    );
    if (outcome.kind === 'timeout') {
      const message = `No answer within ${limit} ms: Network error while requesting ${url}`;
      return { ok: false, error: { code: 'NETWORK_ERROR', message, cause: TIMEOUT } };
    }
    if (outcome.kind === 'failed') {
      return {
        ok: false,
        error: { code: 'NETWORK_ERROR', message: `Network error while requesting ${url}`, cause: outcome.cause },
      };
    }
    if (outcome.kind === 'too-large') {
      const message = `The answer of ${url} is larger than ${MAX_ANSWER_BYTES} bytes`;
      return { ok: false, error: { code: 'PARSE_ERROR', message } };
    }
    const { status, text } = outcome;
    if (status === 404) {
      return { ok: false, error: { code: 'ENDPOINT_NOT_FOUND', message: `Endpoint not found: ${url}`, status: 404 } };
    }
    if (!outcome.ok) {
      return {
        ok: false,
        error: { code: 'API_ERROR', message: `Request failed with status ${status}`, status, cause: text },
      };
    }
    if (text === null) {
      return { ok: false, error: { code: 'NETWORK_ERROR', message: `Network error while reading ${url}` } };
    }
    try {
      return { ok: true, data: (text.trim() === '' ? null : JSON.parse(text)) as T };
    } catch (cause) {
      return {
        ok: false,
        error: { code: 'PARSE_ERROR', message: `Failed to parse the response of ${url}`, status, cause },
      };
    }
  }

  return {
    showConsentBanner: () => request('GET', '/show-consent-banner', undefined, false),
    setConsent: (submission) => request('POST', '/consent/set', submission),
    verifyConsent: (verify) => request('POST', '/consent/verify', verify),
  };
}
