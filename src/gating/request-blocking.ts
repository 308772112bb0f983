import { installEarlyBlocker, type BlockerHooks, type Guard } from '../blockers/early-blocker';
import type { Feature } from '../core/consent-manager';
import type { CategoryName } from '../core/types';

const BLOCKABLE: CategoryName[] = ['functionality', 'experience', 'measurement', 'marketing'];

/**
 * The request blocker, on by default as in c15t 1.7 (the config leaves it out when managed `scripts` are given
 * without `trackingBlockerConfig`): fetch, XHR and sendBeacon calls to known tracking hosts are refused until their
 * category is granted (consent is read at call time). The wrappers are in place synchronously; the host table
 * loads with the first request that needs it, so pages that send nothing to other hosts never download it.
 */
export const requestBlocking: Feature = (manager) => {
  const { trackingBlocker: config, mode, backendURL, services } = manager.config;
  if (!config || typeof window === 'undefined') return () => {};
  const own = config.disableAutomaticBlocking || config.overrideDomainConsentMap;
  // A service's hosts wait for that service: `service:<id>` where the host table has a category.
  const serviceHosts: Record<string, string> = {};
  for (const { id, hosts } of services) for (const host of hosts ?? []) serviceHosts[host] = `service:${id}`;
  const gates: string[] = [...(own ? Object.values(config.domainMap!) : BLOCKABLE), ...Object.values(serviceHosts)];
  if (!gates.length) return () => {};
  const granted = (gate: string) =>
    manager.has(gate.startsWith('service:') ? { service: gate.slice(8) } : (gate as CategoryName));
  // The consent backend's own requests (c15t mode) never wait for the host table.
  const backend = mode === 'c15t' && /^https?:/.test(backendURL) ? backendURL : '';
  let loading: Promise<Guard | undefined> | undefined;
  const hooks: BlockerHooks = {
    quiet: (url) => (!!backend && typeof url === 'string' && url.startsWith(backend)) || gates.every(granted),
    load: () =>
      (loading ??= import('../blockers/blocking-guard').then(
        ({ createBlockingGuard }) => (hooks.guard = createBlockingGuard(config, granted, serviceHosts)),
        (cause) =>
          void manager.reportError({ code: 'CONFIG_ERROR', message: 'Failed to load the request blocker', cause }),
      )),
  };
  return installEarlyBlocker(window, hooks);
};
requestBlocking.actsAtOnce = (config) => !!config.trackingBlocker;
