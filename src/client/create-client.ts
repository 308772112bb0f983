import { createOfflineClient } from './offline-client';
import type { ClientResult, ConsentClient } from '../core/backend-types';
import type { ResolvedConfig } from '../core/config';
import type { ManagerEnvironment } from '../core/environment';

/**
 * The backend client for the configured mode. Offline needs no code beyond this; the c15t and custom clients load
 * on demand, starting at once, and every call waits for them. If they cannot load, calls answer an error like any
 * network failure, so a decision is queued and retried rather than lost.
 */
export function createClient(
  config: ResolvedConfig,
  env: ManagerEnvironment,
  loadBackend: () => Promise<typeof import('./backend-client')> = () => import('./backend-client'),
): ConsentClient {
  if (config.mode === 'offline') return createOfflineClient();
  const loading = loadBackend().then(({ createBackendClient }) => createBackendClient(config, env));
  loading.catch(() => {}); // reported by the first call that needs the client
  const withClient = async <T>(send: (client: ConsentClient) => Promise<ClientResult<T>>): Promise<ClientResult<T>> => {
    let client: ConsentClient;
    try {
      client = await loading;
    } catch (cause) {
      return {
        ok: false,
        error: { code: 'NETWORK_ERROR', message: 'Failed to load the consent backend client', cause },
      };
    }
    return send(client);
  };
  return {
    showConsentBanner: () => withClient((client) => client.showConsentBanner()),
    setConsent: (submission) => withClient((client) => client.setConsent(submission)),
    verifyConsent: (request) => withClient((client) => client.verifyConsent(request)),
  };
}
