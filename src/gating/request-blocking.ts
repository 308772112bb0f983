import type { Feature } from '../core/consent-manager';

/**
 * Installs the request blocker while `trackingBlockerConfig` is given: fetch, XHR and sendBeacon calls to known
 * tracking hosts are refused until their category is granted (consent is read at call time). The blocker and its
 * host list load on demand, so pages that do not use it never download them.
 */
export const requestBlocking: Feature = (manager) => {
  const config = manager.config.trackingBlocker;
  if (!config || typeof window === 'undefined') return () => {};
  let disposed = false;
  let uninstall: (() => void) | undefined;
  import('../blockers/install-blocking')
    .then(({ installBlocking }) => {
      if (!disposed) uninstall = installBlocking(config, (category) => manager.has(category));
    })
    .catch((error) => manager.reportError({ code: 'CONFIG_ERROR', message: 'Failed to load the request blocker', cause: error }));
  return () => {
    disposed = true;
    uninstall?.();
  };
};
