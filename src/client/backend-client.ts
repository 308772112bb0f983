import type { ResolvedConfig } from '../core/config';
import type { ManagerEnvironment } from '../core/environment';
import { normaliseBannerInfo } from './banner-info';
import type { EndpointHandlers } from '../core/backend-types';
import { createCustomClient } from './custom-client';
import { createHttpClient } from './http-client';
import { createReceipts } from '../storage/receipts';
import type { ClientResult, ConsentClient } from '../core/backend-types';

export { createOutbox } from './outbox';
export { submissionFor } from '../core/decision';

/**
 * Everything a backend mode needs beyond offline, loaded on demand (create-client.ts) so offline pages never
 * download it: the client (c15t over HTTP, or the site's own endpoint handlers; a missing handler answers
 * ENDPOINT_NOT_FOUND, as in c15t) with the banner answer read defensively, verification under this browser's subject
 * id (from the receipts), and the ordered outbox of decisions.
 */
export function createBackendClient(config: ResolvedConfig, env: ManagerEnvironment): ConsentClient {
  const client = rawClient(config, env);
  const receipts = createReceipts(env.storage);
  return {
    ...client,
    verifyConsent(request) {
      const subjectId = receipts.subjectId();
      return client.verifyConsent({ ...request, ...(subjectId ? { subjectId } : {}) });
    },
    async showConsentBanner() {
      const result: ClientResult<unknown> = await client.showConsentBanner();
      if (!result.ok) return result;
      const info = normaliseBannerInfo(result.data);
      return info
        ? { ok: true, data: info }
        : { ok: false, error: { code: 'PARSE_ERROR', message: 'Unexpected banner info' } };
    },
  };
}

function rawClient(config: ResolvedConfig, env: ManagerEnvironment): ConsentClient {
  if (config.mode === 'c15t') {
    return createHttpClient({
      backendURL: config.backendURL,
      fetch: env.fetch,
      sleep: env.sleep,
      timeoutMs: config.requestTimeoutMs,
    });
  }
  const missing = (name: string) => () => {
    throw Object.assign(new Error(`No endpoint handler found for '${name}'`), { code: 'ENDPOINT_NOT_FOUND' });
  };
  const handlers = config.endpointHandlers;
  return createCustomClient({
    showConsentBanner: handlers.showConsentBanner ?? missing('showConsentBanner'),
    setConsent: handlers.setConsent ?? missing('setConsent'),
    verifyConsent: handlers.verifyConsent ?? missing('verifyConsent'),
  } as EndpointHandlers);
}
