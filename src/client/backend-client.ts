import type { ResolvedConfig } from '../core/config';
import type { ManagerEnvironment } from '../core/environment';
import { createCustomClient, type EndpointHandlers } from './custom-client';
import { createHttpClient } from './http-client';
import type { ConsentClient } from './types';

/**
 * The client for a backend: c15t over HTTP, or the site's own endpoint handlers. A missing custom handler answers
 * ENDPOINT_NOT_FOUND, as in c15t. Loaded on demand (core/create-client.ts), so offline pages never download it.
 */
export function createBackendClient(config: ResolvedConfig, env: ManagerEnvironment): ConsentClient {
  if (config.mode === 'c15t') return createHttpClient({ backendURL: config.backendURL, fetch: env.fetch, sleep: env.sleep });
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
