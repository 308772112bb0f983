import type { ConsentErrorDetail } from '../core/errors';
import { randomId } from '../core/random-id';
import { DEFAULT_RETRY_POLICY, isRetryable, isSubjectRejected, retryDelay, type RetryPolicy } from './retry';
import type { ClientResult, ConsentClient } from '../core/backend-types';

export interface HttpClientOptions {
  backendURL: string;
  fetch: typeof fetch;
  retry?: RetryPolicy;
  /** Injected for tests; defaults to setTimeout. */
  sleep?: (ms: number) => Promise<void>;
  /** A request not answered within this many ms is a network error (CONTRACT.md `requestTimeoutMs`). */
  timeoutMs?: number;
  /** Extra headers for every request (for example the visitor's country in the demo). */
  headers?: Record<string, string>;
}

export const DEFAULT_TIMEOUT_MS = 5000;
const TIMEOUT = 'timeout';
const timedOut = (error: ConsentErrorDetail) => error.cause === TIMEOUT;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** c15t mode: the backend's three endpoints over fetch, with spec section 9's retries. */
export function createHttpClient(options: HttpClientOptions): ConsentClient {
  const policy = options.retry ?? DEFAULT_RETRY_POLICY;
  const sleep = options.sleep ?? wait;
  const base = options.backendURL.replace(/\/+$/, '');
  // Unbound, so a plain `fetch` passed in is not called with the options object as `this` (Illegal invocation).
  const send = options.fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const networkError = (signal: AbortSignal, message: string, cause?: unknown): ConsentErrorDetail => signal.aborted
    ? { code: 'NETWORK_ERROR', message: `No answer within ${timeoutMs} ms: ${message}`, cause: TIMEOUT }
    : { code: 'NETWORK_ERROR', message, cause };

  // `retryTimeout: false`: a request that timed out is not repeated
  // (the banner info: a first visitor waits at most once).
  async function request<T>(
    method: 'GET' | 'POST', path: string, body?: unknown, retryTimeout = true,
  ): Promise<ClientResult<T>> {
    let last: ConsentErrorDetail | undefined;
    for (let retry = 0; ; retry++) {
      const outcome = await attempt<T>(method, `${base}${path}`, body);
      if (outcome.ok) return outcome;
      last = outcome.error;
      const failure = { status: outcome.error.code === 'NETWORK_ERROR' ? undefined : outcome.error.status };
      const final = outcome.error.code === 'PARSE_ERROR' || isSubjectRejected(outcome.error)
        || (!retryTimeout && timedOut(outcome.error));
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
      await sleep(retryDelay(retry, policy));
    }
  }

  async function attempt<T>(method: string, url: string, body: unknown): Promise<ClientResult<T>> {
    const controller = new AbortController();
    // A real timer, not options.sleep: tests make sleep instant, and a hang must still end.
    const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), timeoutMs);
    try {
      return await answer<T>(method, url, body, controller.signal);
    } finally {
      clearTimeout(timer);
    }
  }

  async function answer<T>(method: string, url: string, body: unknown, signal: AbortSignal): Promise<ClientResult<T>> {
    let response: Response;
    try {
      response = await send(url, {
        method,
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'X-Request-ID': randomId(), ...options.headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (cause) {
      return { ok: false, error: networkError(signal, `Network error while requesting ${url}`, cause) };
    }
    if (response.status === 404) {
      return { ok: false, error: { code: 'ENDPOINT_NOT_FOUND', message: `Endpoint not found: ${url}`, status: 404 } };
    }
    const text = await response.text().catch(() => null);
    if (!response.ok) {
      return {
        ok: false,
        error: {
          code: 'API_ERROR',
          message: `Request failed with status ${response.status}`,
          status: response.status,
          cause: text,
        },
      };
    }
    if (text === null) return { ok: false, error: networkError(signal, `Network error while reading ${url}`) };
    try {
      return { ok: true, data: (text.trim() === '' ? null : JSON.parse(text)) as T };
    } catch (cause) {
      return {
        ok: false,
        error: {
          code: 'PARSE_ERROR',
          message: `Failed to parse the response of ${url}`,
          status: response.status,
          cause,
        },
      };
    }
  }

  return {
    showConsentBanner: () => request('GET', '/show-consent-banner', undefined, false),
    setConsent: (submission) => request('POST', '/consent/set', submission),
    verifyConsent: (verify) => request('POST', '/consent/verify', verify),
  };
}
