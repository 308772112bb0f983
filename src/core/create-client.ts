import { createCustomClient, type EndpointHandlers } from '../client/custom-client';
import { createHttpClient } from '../client/http-client';
import { createOfflineClient } from '../client/offline-client';
import type { ConsentClient } from '../client/types';
import type { ResolvedConfig } from './config';
import type { ManagerEnvironment } from './environment';

/** The backend client for the configured mode. A missing custom handler answers ENDPOINT_NOT_FOUND, as in c15t. */
export function createClient(config: ResolvedConfig, env: ManagerEnvironment): ConsentClient {
  if (config.mode === 'offline') return createOfflineClient();
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
